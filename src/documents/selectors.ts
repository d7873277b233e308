import { createSelector } from 'reselect';
import type { DocumentCategory } from '../contract/documents';
import type { DocumentsState } from './slice';
import { fieldSelector } from '../bus/fieldSelector';

interface WithDocuments {
  documents: DocumentsState;
}

export const selectDocumentsState = (state: WithDocuments) => state.documents;
export const selectDocumentLinks = (state: WithDocuments) => state.documents.links;
export const selectDocumentsByCategory = createSelector(selectDocumentsState, (state) => {
  const groups: Partial<Record<DocumentCategory, (typeof state.documents)[number][]>> = {};
  for (const d of state.documents) (groups[d.category] ??= []).push(d);
  return groups;
});
export const selectPolicyDocuments = (policyNumber: string) =>
  createSelector(selectDocumentsState, (state) => state.documents.filter((d) => d.policyNumber === policyNumber));

export const selectUpload = (state: WithDocuments) => state.documents.upload;
/** Where the upload stands: files still to send, being sent, not accepted, and whether everything was stored. */
export const selectUploadProgress = createSelector(selectUpload, (upload) => {
  const count = (status: string) => upload.files.filter((f) => f.status === status).length;
  const stored = count('stored');
  return {
    toSend: count('chosen'),
    sending: count('sending'),
    failed: count('failed') + count('refused'),
    stored,
    allStored: upload.files.length > 0 && stored === upload.files.length,
  };
});

/**
 * The claim files the customer has documents under, each with the policy it was made on (known from the insurer's
 * letters: a customer's upload names the claim only), in the order first listed.
 */
export const selectClaimFiles = createSelector(selectDocumentsState, (state) => {
  const files = new Map<string, string | null>();
  for (const d of state.documents) if (d.claimFileNumber && !files.get(d.claimFileNumber)) files.set(d.claimFileNumber, d.policyNumber);
  return [...files].map(([claimFileNumber, policyNumber]) => ({ claimFileNumber, policyNumber }));
});

/** The e-sign envelopes of the customer's documents to sign. */
export const selectEnvelopes = createSelector(selectDocumentsState, (state) => [
  ...new Set(state.documents.flatMap((d) => (d.envelopeId ? [d.envelopeId] : []))),
]);
export const selectDocumentsStateField = fieldSelector(selectDocumentsState);
export const selectUploadField = fieldSelector(selectUpload);

/** The documents of one claim file: the insurer's letters and the customer's uploads. */
export const selectClaimDocuments = (fileNumber: string) =>
  createSelector(selectDocumentsState, (state) => state.documents.filter((d) => d.claimFileNumber === fileNumber));
