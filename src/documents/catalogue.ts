import * as t from 'io-ts';
import { catalogue, command, event, type Descriptions } from '../bus/catalogue';
import { DocumentLink, PortalDocument } from '../contract/documents';

/** The upload steps, in order (`/documents/upload/{step}`). */
export const UploadStep = t.keyof({ '1': null, '2': null, '3': null });
export type UploadStep = t.TypeOf<typeof UploadStep>;

/** A chosen file as the bus knows it: the File itself stays in the browser (see uploader.ts). */
export const ChosenFile = t.type({ fileRef: t.string, name: t.string, sizeBytes: t.number });
export type ChosenFile = t.TypeOf<typeof ChosenFile>;
const FileRef = t.type({ fileRef: t.string });

/** What the uploaded documents are for: one of the customer's policies or one of their claim files. */
export const UploadTarget = t.union([t.type({ policyNumber: t.string }), t.type({ claimFileNumber: t.string })]);
export type UploadTarget = t.TypeOf<typeof UploadTarget>;

/**
 * A guest's grant to send documents to a claim, from the claim's look-up or a home photo link (the upload answers
 * it). Declared here, where they are answered, so documents names nothing of the guest claims above it; their types
 * keep the guest claims' names (src/guestClaims/catalogue.ts joins them to its own), as every log has them.
 */
export const guestUploadActions = catalogue('guestClaims', {
  guestUploadGranted: event(t.type({ fileNumber: t.string, grant: t.string }), { sensitive: ['grant'] }),
  homePhotoLinkOpened: event(t.type({ photoId: t.string, fileNumber: t.string, grant: t.string }), { sensitive: ['photoId', 'grant'] }),
});

export const documentsActions = catalogue('documents', {
  listLoaded: event(t.type({ documents: t.array(PortalDocument) })),
  listLoadFailed: event(t.type({ message: t.string })),
  // A link is a short-lived credential to one document: kept for the screen, masked in the log.
  linksIssued: event(t.type({ links: t.array(DocumentLink) }), { sensitive: ['links.*.url'] }),
  linksFailed: event(t.type({ documentIds: t.array(t.string), message: t.string })),
  // Document upload (/documents/upload, steps 1-3): one request per file, each with its own key and progress.
  uploadBegun: event(),
  uploadStepRequested: command(t.type({ step: UploadStep })),
  uploadTargetChosen: command(UploadTarget),
  uploadFilesChosen: command(t.type({ files: t.array(ChosenFile) })),
  uploadFileRemoved: command(FileRef),
  uploadFileRefused: event(t.type({ fileRef: t.string, message: t.string })),
  uploadSendRequested: command(),
  uploadRetryRequested: command(FileRef),
  uploadFileStarted: event(t.type({ fileRef: t.string, key: t.string })),
  uploadFileProgressed: event(t.type({ fileRef: t.string, percent: t.number })),
  uploadFileStored: event(t.type({ fileRef: t.string, document: PortalDocument })),
  uploadFileFailed: event(t.type({ fileRef: t.string, message: t.string, retryable: t.boolean })),
});

export const documentsDescriptions: Descriptions<typeof documentsActions> = {
  listLoaded: 'The party documents arrived from the gateway',
  listLoadFailed: 'The party documents could not be loaded',
  linksIssued: 'Short-lived download links were issued for documents',
  linksFailed: 'Download links could not be issued',
  uploadBegun: 'A new document upload began (the upload address without a step was opened)',
  uploadStepRequested: 'The customer asked for another step of the document upload',
  uploadTargetChosen: 'The customer chose the policy or claim the documents are for (step 1)',
  uploadFilesChosen: 'The customer chose files to upload (step 2)',
  uploadFileRemoved: 'The customer removed a chosen file before sending it',
  uploadFileRefused: 'A chosen file was refused before sending (too large, or too many files)',
  uploadSendRequested: 'The customer asked to send the chosen files (step 3)',
  uploadRetryRequested: 'The customer asked to send one failed file again',
  uploadFileStarted: 'Sending a file began, under its idempotency key (the same key on a retry)',
  uploadFileProgressed: 'Part of a file reached the gateway',
  uploadFileStored: 'The gateway stored a file',
  uploadFileFailed: 'A file was not stored; retryable when sending it again may work',
};
