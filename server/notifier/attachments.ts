import type { Kysely } from 'kysely';
import { documentFile } from '../documents/library';
import type { Database, OutboxAttachment } from '../db/schema';

// The documents an email carries are named in the outbox and rendered only when it is sent, by the renderer the
// portal's downloads use: the attached ID card is the very PDF the ID card download serves.

/** A document rendered for an email. */
export interface RenderedAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/** Renders an email's documents; throws when one is no longer there, so the email stays in the outbox for a person. */
export async function renderAttachments(db: Kysely<Database>, attachments: readonly OutboxAttachment[]): Promise<RenderedAttachment[]> {
  return Promise.all(
    attachments.map(async (attachment) => {
      const file = await documentFile(db, attachment.partyId, attachment.cardId, attachment.asOf);
      if (!file) throw new Error(`The ID card ${attachment.cardId} of policy ${attachment.policyNumber} could not be rendered`);
      return { fileName: file.fileName, contentType: file.contentType, content: file.bytes };
    }),
  );
}
