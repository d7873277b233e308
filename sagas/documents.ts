import { all, call, fork, join, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { buffers, eventChannel, type EventChannel, type SagaIterator, type Task } from 'redux-saga';
import { push } from 'connected-react-router';
import { limits } from '../config/product';
import { documentsActions, type ChosenFile, type UploadTarget } from '../src/documents/catalogue';
import { getDocuments, type PortalDocument, uploadClaimDocument, uploadPolicyDocument } from '../src/contract/documents';
import { guestUploadGrantHeader, uploadGuestClaimDocument } from '../src/contract/guestClaims';
import type { DocumentUploader, FileTransfer } from '../src/services/documentUploader';
import { sniffedBytes } from '../src/shared/fileTypes';
import { chosenFileRefusal } from '../src/shared/chosenFileRules';
import { selectUpload } from '../src/documents/selectors';
import type { UploadFile, UploadState } from '../src/documents/slice';
import { documentMessages } from '../src/validation/messages';
import type { ActionOf } from '../src/bus/catalogue';
import type { Services } from '../src/services/types';
import { loadPoliciesSummary } from './policyholder';
import { callEndpoint, type ApiResult } from './api';
import { issueLinks } from './documentLinks';
import { forceSignOut } from './auth';
import { knownAuthStatus } from './navigation';
import { enterBy, entering, enteringSaga, mergeEntering } from './entering';
import { claimRoutes, documentRoutes, onboardingRoutes, policyRoutes } from '../src/shared/routes';
import { selectPageRoute } from '../src/shell/selectors';

/** The party documents call, without links (the upload's step 1 needs only the claim files in it). */
export function* loadDocumentList(services: Services) {
  const result = yield* callEndpoint(services, getDocuments, { actionName: 'partyDocuments' });
  yield put(
    result.ok
      ? documentsActions.listLoaded({ documents: result.value.documents })
      : documentsActions.listLoadFailed({ message: result.message }),
  );
  return result;
}

export function* loadDocuments(services: Services) {
  const result: ApiResult<{ documents: readonly PortalDocument[] }> = yield call(loadDocumentList, services);
  if (result.ok)
    yield call(
      issueLinks,
      services,
      result.value.documents.map((d) => d.documentId),
    );
  return result;
}

/** A page that lists the party's documents; a policy's needs the party's policies too, to tell a foreign or unknown policy (not found). */
const list = (withPolicies: boolean) =>
  function* showDocuments(services: Services) {
    const status: string = yield call(knownAuthStatus);
    if (status !== 'signedIn') return;
    const results: ApiResult<unknown>[] = withPolicies
      ? yield all([call(loadDocuments, services), call(loadPoliciesSummary, services)])
      : [yield call(loadDocuments, services)];
    if (results.some((r) => !r.ok && r.status === 401)) yield call(forceSignOut, services);
  };

const listed = list(false);

const listing = mergeEntering(
  entering(documentRoutes, {
    documents: listed,
    documentsCategory: listed,
    documentsPolicy: list(true),
    documentsClaim: listed,
    documentsBilling: listed,
    documentsEnvelope: listed,
  }),
  entering(policyRoutes, { policyDocuments: listed }),
  entering(claimRoutes, { claimDocuments: listed }),
);

/** Where uploads are made, by route key: the documents centre, and onboarding's own upload steps. */
const uploadRoutes: Readonly<Record<string, typeof documentRoutes.documentsUpload | typeof onboardingRoutes.onboardingUpload>> = {
  [documentRoutes.documentsUpload.key]: documentRoutes.documentsUpload,
  [onboardingRoutes.onboardingUpload.key]: onboardingRoutes.onboardingUpload,
};

/** The bare upload address starts a new upload; every step needs the party's policies and claim files to choose from. */
function* upload(services: Services, { step }: { step?: string }) {
  if (step === undefined) yield put(documentsActions.uploadBegun());
  const status: string = yield call(knownAuthStatus);
  if (status !== 'signedIn') return;
  const results: ApiResult<unknown>[] = yield all([call(loadPoliciesSummary, services), call(loadDocumentList, services)]);
  if (results.some((r) => !r.ok && r.status === 401)) yield call(forceSignOut, services);
}

const uploading = mergeEntering(
  entering(documentRoutes, { documentsUpload: upload }),
  entering(onboardingRoutes, { onboardingUpload: upload }),
);

export const onEntering = mergeEntering(listing, uploading);
export const showDocuments = enterBy(listing);
export const showUpload = enterBy(uploading);

/** The next step of an upload stays where the upload began: the documents centre, or inside onboarding. */
export function* goToStep(step: '1' | '2' | '3') {
  const shown: string | null = yield select(selectPageRoute);
  const route = (shown !== null && uploadRoutes[shown]) || documentRoutes.documentsUpload;
  yield put(push(route.to({ step })));
}

function* onStepRequested(action: ActionOf<typeof documentsActions.uploadStepRequested>) {
  yield call(goToStep, action.payload.step);
}

/**
 * Size, count and type (by content, as the gateway reads it) are checked before anything is sent, so a file that
 * would be refused never shows "Ready to send"; the gateway checks all of them again.
 */
export function* checkChosenFiles(uploader: DocumentUploader, action: ActionOf<typeof documentsActions.uploadFilesChosen>) {
  const upload: UploadState = yield select(selectUpload);
  const accepted = upload.files.filter((f) => f.status !== 'refused');
  let room = limits.uploadMaxFiles - (accepted.length - action.payload.files.length);
  for (const file of action.payload.files) {
    // A file that cannot be read now (null) is tried when sent, and the gateway answers for it.
    const head: Uint8Array | null = yield call([uploader, uploader.firstBytes], file.fileRef, sniffedBytes);
    const message = chosenFileRefusal(file, head, room);
    if (message) yield put(documentsActions.uploadFileRefused({ fileRef: file.fileRef, message }));
    else room -= 1;
  }
}

/**
 * Upload progress as an event channel: whole percents in steps of five, so the log stays short; only the
 * latest waits while the previous one is being reported.
 */
export function progressChannel(transfer: FileTransfer): EventChannel<number> {
  return eventChannel((emit) => {
    let last = -1;
    return transfer.onProgress((percent) => {
      const step = Math.min(100, Math.floor(percent / 5) * 5);
      if (step > last) {
        last = step;
        emit(step);
      }
    });
  }, buffers.sliding<number>(1));
}

function* reportProgress(channel: EventChannel<number>, fileRef: string): SagaIterator<void> {
  for (;;) {
    const percent: number = yield take(channel);
    yield put(documentsActions.uploadFileProgressed({ fileRef, percent }));
  }
}

/** A 4xx names what is wrong with the file (type, size, empty): sending it again would not help. */
const failureOf = (file: Pick<ChosenFile, 'name'>, result: Extract<ApiResult<unknown>, { ok: false }>) =>
  result.status !== null && result.status >= 400 && result.status < 500 && result.status !== 401 && result.status !== 409
    ? { message: result.message, retryable: false }
    : { message: documentMessages.uploadFailed(file.name), retryable: true };

/**
 * Sends one file: its idempotency key is made on the first sending and kept, so a retry after a lost
 * answer is stored once. Progress comes from the transfer through an event channel, reported while the
 * call runs; the answer is decoded like every other gateway call.
 */
export function* sendFile(
  services: Services,
  uploader: DocumentUploader,
  target: UploadTarget,
  file: UploadFile,
  guestGrant: string | null = null,
): SagaIterator<ApiResult<unknown>> {
  const { fileRef } = file;
  const key: string = file.key ?? (yield call([services.ids, services.ids.newId]));
  yield put(documentsActions.uploadFileStarted({ fileRef, key }));
  const present: boolean = yield call([uploader, uploader.has], fileRef);
  if (!present) {
    yield put(documentsActions.uploadFileFailed({ fileRef, message: documentMessages.uploadFileGone(file.name), retryable: false }));
    return { ok: false, status: null, error: 'file_gone', message: documentMessages.uploadFileGone(file.name) };
  }
  const transfer: FileTransfer = yield call([uploader, uploader.transferOf], fileRef);
  const channel: EventChannel<number> = yield call(progressChannel, transfer);
  const reporter: Task = yield fork(reportProgress, channel, fileRef);
  const through = { ...services, gateway: transfer.gateway };
  const result = guestGrant
    ? yield* callEndpoint(through, uploadGuestClaimDocument, {
        headers: { [guestUploadGrantHeader]: guestGrant },
        idempotencyKey: key,
        actionName: 'guestClaimDocumentUpload',
      })
    : 'claimFileNumber' in target
      ? yield* callEndpoint(through, uploadClaimDocument, {
          params: { fileNumber: target.claimFileNumber },
          idempotencyKey: key,
          actionName: 'claimDocumentUpload',
        })
      : yield* callEndpoint(through, uploadPolicyDocument, {
          params: { policyNumber: target.policyNumber },
          idempotencyKey: key,
          actionName: 'documentUpload',
        });
  // Closing lets the reporter deliver the last progress it holds, then end.
  channel.close();
  yield join(reporter);
  if (result.ok) {
    yield call([uploader, uploader.release], fileRef);
    yield put(documentsActions.uploadFileStored({ fileRef, document: result.value.document }));
  } else {
    yield put(documentsActions.uploadFileFailed({ fileRef, ...failureOf(file, result) }));
  }
  return result;
}

function* afterSending(services: Services, results: readonly ApiResult<unknown>[], guest: boolean) {
  // The documents list changed: its cached answer is stale.
  if (results.some((r) => r.ok)) yield call([services.queries, services.queries.clear]);
  // A guest is signed in to nothing: their ended grant is the file's failure, shown with it.
  if (!guest && results.some((r) => !r.ok && r.status === 401)) yield call(forceSignOut, services);
}

/** Sends every chosen file at once, each on its own (one failing does not stop the others). */
export function* sendChosenFiles(services: Services, uploader: DocumentUploader) {
  const upload: UploadState = yield select(selectUpload);
  const { target } = upload;
  if (!target) return;
  const results: ApiResult<unknown>[] = yield all(
    upload.files.filter((f) => f.status === 'chosen').map((f) => call(sendFile, services, uploader, target, f, upload.guestGrant)),
  );
  yield call(afterSending, services, results, upload.guestGrant !== null);
}

/** Sends one failed file again with its key; the others are left as they are. */
export function* retryFile(services: Services, uploader: DocumentUploader, action: ActionOf<typeof documentsActions.uploadRetryRequested>) {
  const upload: UploadState = yield select(selectUpload);
  const file = upload.files.find((f) => f.fileRef === action.payload.fileRef && f.status === 'failed' && f.retryable);
  if (!file || !upload.target) return;
  const result: ApiResult<unknown> = yield call(sendFile, services, uploader, upload.target, file, upload.guestGrant);
  yield call(afterSending, services, [result], upload.guestGrant !== null);
}

function* forgetRemoved(uploader: DocumentUploader, action: ActionOf<typeof documentsActions.uploadFileRemoved>) {
  yield call([uploader, uploader.release], action.payload.fileRef);
}

export function* documentsSaga(services: Services, uploader: DocumentUploader) {
  yield enteringSaga(services, onEntering);
  yield takeEvery(documentsActions.uploadTargetChosen.type, goToStep, '2');
  yield takeEvery(documentsActions.uploadStepRequested.type, onStepRequested);
  yield takeEvery(documentsActions.uploadFilesChosen.type, checkChosenFiles, uploader);
  yield takeEvery(documentsActions.uploadFileRemoved.type, forgetRemoved, uploader);
  // A second click while the files are on their way finds none left to send; takeLeading ignores it outright.
  yield takeLeading(documentsActions.uploadSendRequested.type, sendChosenFiles, services, uploader);
  yield takeEvery(documentsActions.uploadRetryRequested.type, retryFile, services, uploader);
}
