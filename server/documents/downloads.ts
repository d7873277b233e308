import type { Kysely } from 'kysely';
import { documentDownloadPath } from '../../src/contract/documents';
import { loadOrCreateCookieKeys } from '../auth/keys';
import type { Database } from '../db/schema';
import { linkSigner, type LinkSigner } from './links';

export interface LinkIssuer {
  readonly signer: LinkSigner;
  /** A link to one document of a party, with its expiry (ISO instant). */
  issue(documentId: string, partyId: string): { documentId: string; url: string; expiresAt: string };
}

/** Signs download links with the key every gateway instance shares; `apiPrefix` is where the API is mounted. */
export async function createLinkIssuer(db: Kysely<Database>, apiPrefix: string): Promise<LinkIssuer> {
  const [secret] = await loadOrCreateCookieKeys(db);
  if (!secret) throw new Error('no cookie key to sign download links with');
  const signer = linkSigner(secret);
  return {
    signer,
    issue(documentId, partyId) {
      const { token, expiresAt } = signer.sign(documentId, partyId);
      return { documentId, url: `${apiPrefix}${documentDownloadPath}?token=${token}`, expiresAt: new Date(expiresAt).toISOString() };
    },
  };
}
