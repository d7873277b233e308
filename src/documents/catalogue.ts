import * as t from 'io-ts';
import { catalogue, command, event } from '../bus/catalogue';
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

export const documentsActions = catalogue('documents', {
  listLoaded: event('The party documents arrived from the gateway', t.type({ documents: t.array(PortalDocument) })),
  listLoadFailed: event('The party documents could not be loaded', t.type({ message: t.string })),
  // A link is a short-lived credential to one document: kept for the screen, masked in the log.
  linksIssued: event('Short-lived download links were issued for documents', t.type({ links: t.array(DocumentLink) }), { sensitive: ['links.*.url'] }),
  linksFailed: event('Download links could not be issued', t.type({ documentIds: t.array(t.string), message: t.string })),
  // Document upload (/documents/upload, steps 1-3): one request per file, each with its own key and progress.
  uploadBegun: event('A new document upload began (the upload address without a step was opened)'),
  uploadStepRequested: command('The customer asked for another step of the document upload', t.type({ step: UploadStep })),
  uploadTargetChosen: command('The customer chose the policy or claim the documents are for (step 1)', UploadTarget),
  uploadFilesChosen: command('The customer chose files to upload (step 2)', t.type({ files: t.array(ChosenFile) })),
  uploadFileRemoved: command('The customer removed a chosen file before sending it', FileRef),
  uploadFileRefused: event('A chosen file was refused before sending (too large, or too many files)', t.type({ fileRef: t.string, message: t.string })),
  uploadSendRequested: command('The customer asked to send the chosen files (step 3)'),
  uploadRetryRequested: command('The customer asked to send one failed file again', FileRef),
  uploadFileStarted: event('Sending a file began, under its idempotency key (the same key on a retry)', t.type({ fileRef: t.string, key: t.string })),
  uploadFileProgressed: event('Part of a file reached the gateway', t.type({ fileRef: t.string, percent: t.number })),
  uploadFileStored: event('The gateway stored a file', t.type({ fileRef: t.string, document: PortalDocument })),
  uploadFileFailed: event('A file was not stored; retryable when sending it again may work', t.type({ fileRef: t.string, message: t.string, retryable: t.boolean })),
});
