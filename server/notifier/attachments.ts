import type { Kysely } from 'kysely';
import { documentFile } from '../documents/library';
import { lifeQuotePdf, quotePdf } from '../documents/pdf';
import type { Database, OutboxAttachment } from '../db/schema';
import { lifeQuoteOf } from '../quoting/life';
import { toQuote } from '../quoting/store';

// The documents an email carries are named in the outbox and rendered only when it is sent, by the renderer the
// portal's downloads use: the attached ID card is the very PDF the ID card download serves; an e-mailed quote (online
// or life) is rendered from the quote as it stands then.

/** A document rendered for an email. */
export interface RenderedAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

async function render(db: Kysely<Database>, attachment: OutboxAttachment): Promise<RenderedAttachment> {
  if (attachment.kind === 'quote') {
    const row = await db.selectFrom('quotes').selectAll().where('quote_id', '=', attachment.quoteId).executeTakeFirst();
    if (!row) throw new Error(`The quote ${attachment.quoteId} could not be rendered`);
    const quote = toQuote(row, false);
    return { fileName: `quote-${quote.jobNumber}.pdf`, contentType: 'application/pdf', content: await quotePdf(quote) };
  }
  if (attachment.kind === 'lifeQuote') {
    const row = await db.selectFrom('life_quotes').selectAll().where('quote_id', '=', attachment.lifeQuoteId).executeTakeFirst();
    if (!row) throw new Error(`The life quote ${attachment.lifeQuoteId} could not be rendered`);
    return { fileName: 'term-life-quote.pdf', contentType: 'application/pdf', content: await lifeQuotePdf(lifeQuoteOf(row)) };
  }
  const file = await documentFile(db, attachment.partyId, attachment.cardId, attachment.asOf);
  if (!file) throw new Error(`The ID card ${attachment.cardId} of policy ${attachment.policyNumber} could not be rendered`);
  return { fileName: file.fileName, contentType: file.contentType, content: file.bytes };
}

/** Renders an email's documents; throws when one is no longer there, so the email stays in the outbox for a person. */
export async function renderAttachments(db: Kysely<Database>, attachments: readonly OutboxAttachment[]): Promise<RenderedAttachment[]> {
  return Promise.all(attachments.map((attachment) => render(db, attachment)));
}
