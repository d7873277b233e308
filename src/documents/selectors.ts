import { createSelector } from 'reselect';
import type { DocumentCategory } from '../contract/documents';
import type { DocumentsState } from './slice';

interface WithDocuments { documents: DocumentsState }

export const selectDocumentsState = (state: WithDocuments) => state.documents;
export const selectDocumentLinks = (state: WithDocuments) => state.documents.links;
export const selectDocumentsByCategory = createSelector(selectDocumentsState, (state) => {
  const groups: Partial<Record<DocumentCategory, typeof state.documents[number][]>> = {};
  for (const d of state.documents) (groups[d.category] ??= []).push(d);
  return groups;
});
export const selectPolicyDocuments = (policyNumber: string) => createSelector(selectDocumentsState, (state) =>
  state.documents.filter((d) => d.policyNumber === policyNumber));

export const selectUpload = (state: WithDocuments) => state.documents.upload;
/** Where the upload stands: files still to send, being sent, not accepted, and whether everything was stored. */
export const selectUploadProgress = createSelector(selectUpload, (upload) => {
  const count = (status: string) => upload.files.filter((f) => f.status === status).length;
  const stored = count('stored');
  return {
    toSend: count('chosen'), sending: count('sending'), failed: count('failed') + count('refused'), stored,
    allStored: upload.files.length > 0 && stored === upload.files.length,
  };
});
