import { reducerOf } from '../bus/reducer';
import type { DocumentLink, PortalDocument } from '../contract/documents';
import { authActions } from '../auth/catalogue';
import { documentsActions, guestUploadActions, type UploadTarget } from './catalogue';

export type UploadFileStatus = 'chosen' | 'refused' | 'sending' | 'stored' | 'failed';

export interface UploadFile {
  readonly fileRef: string;
  readonly name: string;
  readonly sizeBytes: number;
  readonly status: UploadFileStatus;
  readonly percent: number;
  /** Why it was refused or failed, in the customer's words. */
  readonly message: string | null;
  readonly retryable: boolean;
  /** Its idempotency key, from its first sending on (a retry sends the same). */
  readonly key: string | null;
}

export interface UploadState {
  /** The policy or claim file the documents are for, once chosen. */
  readonly target: UploadTarget | null;
  readonly files: readonly UploadFile[];
  /** A guest's grant to send documents to the target claim (sending without signing in), else null. */
  readonly guestGrant: string | null;
}

export interface DocumentsState {
  readonly status: 'idle' | 'loaded' | 'failed';
  readonly documents: readonly PortalDocument[];
  /** The latest download link of each document, by document id. */
  readonly links: Readonly<Record<string, DocumentLink>>;
  readonly upload: UploadState;
}

const initialUpload: UploadState = { target: null, files: [], guestGrant: null };
export const initialDocumentsState: DocumentsState = { status: 'idle', documents: [], links: {}, upload: initialUpload };

const withFile = (state: DocumentsState, fileRef: string, change: Partial<UploadFile>): DocumentsState => ({
  ...state,
  upload: { ...state.upload, files: state.upload.files.map((f) => (f.fileRef === fileRef ? { ...f, ...change } : f)) },
});

const granted = (state: DocumentsState, { fileNumber, grant }: { fileNumber: string; grant: string }): DocumentsState => ({
  ...state,
  upload: { ...initialUpload, target: { claimFileNumber: fileNumber }, guestGrant: grant },
});

export const documentsReducer = reducerOf<DocumentsState>(initialDocumentsState, (on) => {
  on(documentsActions.listLoaded, (state, payload) => ({ ...state, status: 'loaded', documents: payload.documents }));
  on(documentsActions.listLoadFailed, (state) => ({ ...state, status: 'failed' }));
  on(documentsActions.linksIssued, (state, payload) => ({
    ...state,
    links: { ...state.links, ...Object.fromEntries(payload.links.map((l) => [l.documentId, l])) },
  }));
  on(documentsActions.uploadBegun, (state) => ({ ...state, upload: initialUpload }));
  // A guest's grant to send to a claim, from its look-up or a home photo link: a fresh upload to that claim.
  on(guestUploadActions.guestUploadGranted, granted);
  on(guestUploadActions.homePhotoLinkOpened, granted);
  on(documentsActions.uploadTargetChosen, (state, payload) => ({ ...state, upload: { ...state.upload, target: payload } }));
  on(documentsActions.uploadFilesChosen, (state, payload) => ({
    ...state,
    upload: {
      ...state.upload,
      files: [
        ...state.upload.files,
        ...payload.files.map((f): UploadFile => ({ ...f, status: 'chosen', percent: 0, message: null, retryable: false, key: null })),
      ],
    },
  }));
  on(documentsActions.uploadFileRemoved, (state, payload) => ({
    ...state,
    upload: { ...state.upload, files: state.upload.files.filter((f) => f.fileRef !== payload.fileRef) },
  }));
  on(documentsActions.uploadFileRefused, (state, payload) =>
    withFile(state, payload.fileRef, { status: 'refused', message: payload.message }),
  );
  on(documentsActions.uploadFileStarted, (state, payload) =>
    withFile(state, payload.fileRef, { status: 'sending', key: payload.key, percent: 0, message: null, retryable: false }),
  );
  on(documentsActions.uploadFileProgressed, (state, payload) => withFile(state, payload.fileRef, { percent: payload.percent }));
  on(documentsActions.uploadFileStored, (state, payload) => ({
    ...withFile(state, payload.fileRef, { status: 'stored', percent: 100 }),
    documents: state.status === 'loaded' ? [payload.document, ...state.documents] : state.documents,
  }));
  on(documentsActions.uploadFileFailed, (state, payload) =>
    withFile(state, payload.fileRef, { status: 'failed', message: payload.message, retryable: payload.retryable }),
  );
  on(authActions.signedOut, () => initialDocumentsState);
});
