import * as t from 'io-ts';
import { limits } from '../../config/product';
import { endpoint, noBody, noParams } from './endpoint';
import { ClaimFileNumber, IsoDate, PolicyNumber } from './identifiers';

/** The categories of the documents centre (`/viewDocuments/{category}`). */
export const DocumentCategory = t.keyof({ policies: null, billing: null, claims: null, forms: null, esign: null });
export type DocumentCategory = t.TypeOf<typeof DocumentCategory>;
export const documentCategories = Object.keys(DocumentCategory.keys) as DocumentCategory[];

/**
 * `dec-<policy>` declarations page, `idcard-<vehicle>` ID card, `wallet-<vehicle>` its Apple Wallet pass, `upload-<id>` a customer's
 * upload, `statement-<statement>` a billing statement, `form-…` a form, `esign-…` a document to sign, `claim-…` a claim file's letter,
 * `amended-<endorsement>` the amended declarations page of a policy change.
 */
export const documentIdPattern = /^(?:dec|amended|idcard|wallet|upload|statement|form|esign|claim)-[A-Za-z0-9-]{1,64}$/;
interface DocumentIdBrand {
  readonly DocumentId: unique symbol;
}
export const DocumentId = t.brand(t.string, (s): s is t.Branded<string, DocumentIdBrand> => documentIdPattern.test(s), 'DocumentId');
export type DocumentId = t.TypeOf<typeof DocumentId>;

/** The Apple Wallet pass of an ID card (offered when the AppleWallet flag is on). */
export const walletPassIdOf = (cardId: string): string => cardId.replace(/^idcard-/, 'wallet-');

/** Which bills a billing document belongs to (`/documents/billing/{billType}`): the mutual (property and casualty) or the life side. */
export const BillType = t.keyof({ mutual: null, life: null });
export type BillType = t.TypeOf<typeof BillType>;

/** An e-sign envelope id (`/documents/esign/{envelopeId}`). */
export const envelopeIdPattern = /^[A-Za-z0-9-]{6,40}$/;

export const PortalDocument = t.type({
  documentId: DocumentId,
  category: DocumentCategory,
  title: t.string,
  policyNumber: t.union([PolicyNumber, t.null]),
  claimFileNumber: t.union([ClaimFileNumber, t.null]),
  /** Set on billing documents: the side whose bills they are. */
  billType: t.union([BillType, t.null]),
  /** Set on documents to sign: the envelope they travel in. */
  envelopeId: t.union([t.string, t.null]),
  issuedOn: IsoDate,
  /** What `issuedOn` is: the day it was made, the day it takes effect (a declarations page, an ID card) or uploaded. */
  dated: t.keyof({ issued: null, effective: null, uploaded: null }),
  source: t.keyof({ generated: null, uploaded: null }),
  contentType: t.string,
});
export type PortalDocument = t.TypeOf<typeof PortalDocument>;

export const getDocuments = endpoint({
  name: 'partyDocuments',
  gateway: 'main',
  method: 'GET',
  path: '/documents',
  params: noParams,
  body: noBody,
  response: t.type({ documents: t.array(PortalDocument) }),
  auth: true,
});

/**
 * A short-lived address that serves one document without the bearer header, so a plain link can open or
 * download it. It names one document of one party and ends at `expiresAt`.
 */
export const DocumentLink = t.type({ documentId: DocumentId, url: t.string, expiresAt: t.string });
export type DocumentLink = t.TypeOf<typeof DocumentLink>;

export const maxLinksPerRequest = 50;

export const issueDocumentLinks = endpoint({
  name: 'documentLinks',
  gateway: 'main',
  method: 'POST',
  path: '/documents/links',
  params: noParams,
  body: t.type({ documentIds: t.array(DocumentId) }),
  response: t.type({ links: t.array(DocumentLink) }),
  auth: true,
});

/** Where a signed link leads: served by the gateway, outside the contract because its answer is a PDF. */
export const documentDownloadPath = '/documents/download';

/**
 * One file a customer uploads to one of their policies: a `multipart/form-data` body with one part named
 * `file` (read by the gateway's multipart parser, hence the open body codec) and an idempotency key per
 * file, so a retried file is stored once. The type is checked by content; the size by `limits.uploadMaxBytes`.
 */
export const uploadPolicyDocument = endpoint({
  name: 'documentUpload',
  gateway: 'main',
  method: 'POST',
  path: '/documents/uploads/policy/:policyNumber',
  params: t.type({ policyNumber: t.string }),
  body: t.unknown,
  bodyMediaType: 'multipart/form-data',
  response: t.type({ document: PortalDocument }),
  auth: true,
  idempotency: 'required',
});

/** The same for a file sent to one of the customer's claim files. */
export const uploadClaimDocument = endpoint({
  name: 'claimDocumentUpload',
  gateway: 'main',
  method: 'POST',
  path: '/documents/uploads/claim/:fileNumber',
  params: t.type({ fileNumber: t.string }),
  body: t.unknown,
  bodyMediaType: 'multipart/form-data',
  response: t.type({ document: PortalDocument }),
  auth: true,
  idempotency: 'required',
});
export const uploadFilePart = 'file';
/** What the file chooser offers; the gateway decides by content, not by these names. */
export const uploadAccept = '.pdf,.jpg,.jpeg,.png,.heic,.heif,application/pdf,image/jpeg,image/png,image/heic,image/heif';
/** The upload size limit in the customer's words, e.g. '10 MB'. */
export const uploadLimitLabel = `${Math.round(limits.uploadMaxBytes / (1024 * 1024))} MB`;
