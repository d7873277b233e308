import { documentDownloadPath } from '../../src/contract/documents';
import { linkSigner, type LinkSigner } from './links';

export interface LinkIssuer {
  readonly signer: LinkSigner;
  /** A link to one document of a party, with its expiry (ISO instant). */
  issue(documentId: string, partyId: string): { documentId: string; url: string; expiresAt: string };
}

/** Signs download links with the key every gateway instance shares (`linkKey`); `apiPrefix` is where the API is mounted. */
export function createLinkIssuer(linkKey: string, apiPrefix: string): LinkIssuer {
  const signer = linkSigner(linkKey);
  return {
    signer,
    issue(documentId, partyId) {
      const { token, expiresAt } = signer.sign(documentId, partyId);
      return { documentId, url: `${apiPrefix}${documentDownloadPath}?token=${token}`, expiresAt: new Date(expiresAt).toISOString() };
    },
  };
}
