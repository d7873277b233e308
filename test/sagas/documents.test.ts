import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import { call } from 'redux-saga/effects';
import * as matchers from 'redux-saga-test-plan/matchers';
import { push } from 'connected-react-router';
import {
  checkChosenFiles,
  goToStep,
  loadDocumentList,
  loadDocuments,
  retryFile,
  sendChosenFiles,
  showDocuments,
  showUpload,
} from '../../sagas/documents';
import { loadPoliciesSummary } from '../../sagas/policyholder';
import { knownAuthStatus } from '../../sagas/navigation';
import { appActions } from '../../src/shell/catalogue';
import { forceSignOut } from '../../sagas/auth';
import { guestClaimsActions } from '../../src/guestClaims/catalogue';
import { documentsActions, type UploadTarget } from '../../src/documents/catalogue';
import { documentsReducer, initialDocumentsState, type DocumentsState } from '../../src/documents/slice';
import type { DocumentUploader } from '../../src/services/documentUploader';
import type { GatewayAnswer, GatewayRequest } from '../../src/services/types';
import { documentMessages } from '../../src/validation/messages';
import { fail, fakeServices, ok } from '../support/fakeServices';

const policyNumber = 'C4M7X2-1001';
const storedDocument = (documentId: string, title: string) => ({
  documentId,
  category: 'policies',
  title,
  policyNumber,
  claimFileNumber: null,
  billType: null,
  envelopeId: null,
  issuedOn: '2026-11-22',
  dated: 'uploaded',
  source: 'uploaded',
  contentType: 'application/pdf',
});

type Script = (fileRef: string, request: GatewayRequest) => GatewayAnswer | 'network-failure';

const pdfBytes = new TextEncoder().encode('%PDF-1.7\n');
const jpegBytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);

/** What a chosen file begins with, by its name: a PDF unless the name says otherwise (tests rename files at will). */
const contentOf = (name: string): Uint8Array =>
  name.endsWith('.txt') || name.includes('renamed')
    ? new TextEncoder().encode('MZ\x90 not a document')
    : name.endsWith('.jpg')
      ? jpegBytes
      : pdfBytes;

/** A scripted uploader: each send reports 30%, 60% and 100% and then answers what the script says. */
function fakeUploader(script: Script, present: (fileRef: string) => boolean = () => true, names: Record<string, string> = {}) {
  const sent: { fileRef: string; key: string | undefined }[] = [];
  const addressed: { path: string; params: Record<string, string> | undefined }[] = [];
  const released: string[] = [];
  const uploader: DocumentUploader = {
    has: present,
    firstBytes: async (fileRef) => (present(fileRef) ? contentOf(names[fileRef] ?? 'file.pdf') : null),
    release: (fileRef) => void released.push(fileRef),
    transferOf(fileRef) {
      const listeners = new Set<(percent: number) => void>();
      return {
        onProgress: (listener) => {
          listeners.add(listener);
          return () => void listeners.delete(listener);
        },
        gateway: {
          async send(endpoint, request) {
            sent.push({ fileRef, key: request.idempotencyKey });
            addressed.push({ path: endpoint.path, params: request.params });
            for (const percent of [30, 60, 100]) listeners.forEach((l) => l(percent));
            const answer = script(fileRef, request);
            if (answer === 'network-failure') throw new Error('offline');
            return answer;
          },
        },
      };
    },
  };
  return { uploader, sent, released, addressed };
}

const chosen = (fileRef: string, name: string, sizeBytes = 2048) => ({ fileRef, name, sizeBytes });

function stateWith(...files: ReturnType<typeof chosen>[]): { documents: DocumentsState } {
  return stateFor({ policyNumber }, ...files);
}

function stateFor(target: UploadTarget, ...files: ReturnType<typeof chosen>[]): { documents: DocumentsState } {
  let state = documentsReducer(initialDocumentsState, documentsActions.uploadTargetChosen(target));
  state = documentsReducer(state, documentsActions.uploadFilesChosen({ files }));
  return { documents: state };
}

const reducer = combineReducers({ documents: documentsReducer });

describe('document upload', () => {
  it("sends each chosen file under its own key with its progress; a refused one keeps the gateway's words and the stored one is listed", async () => {
    const services = fakeServices();
    services.queries.set('main /documents {}', { documents: [] });
    const { uploader, sent, released } = fakeUploader((fileRef) =>
      fileRef === 'f1'
        ? ok({ document: storedDocument('upload-1', 'garaging.pdf') })
        : fail(415, 'file_type', documentMessages.fileType('setup.pdf')),
    );
    const { storeState } = await expectSaga(sendChosenFiles, services, uploader)
      .withReducer(reducer, stateWith(chosen('f1', 'garaging.pdf'), chosen('f2', 'setup.pdf')))
      .put(documentsActions.uploadFileStarted({ fileRef: 'f1', key: 'id-1' }))
      .put(documentsActions.uploadFileStarted({ fileRef: 'f2', key: 'id-2' }))
      .put(documentsActions.uploadFileProgressed({ fileRef: 'f1', percent: 100 }))
      .put(documentsActions.uploadFileStored({ fileRef: 'f1', document: storedDocument('upload-1', 'garaging.pdf') as never }))
      .put(
        documentsActions.uploadFileFailed({
          fileRef: 'f2',
          message: 'setup.pdf is not a PDF, JPEG, PNG or HEIC file. Please choose another file.',
          retryable: false,
        }),
      )
      .run();
    expect(sent).toEqual([
      { fileRef: 'f1', key: 'id-1' },
      { fileRef: 'f2', key: 'id-2' },
    ]);
    expect(released).toEqual(['f1']);
    const files = (storeState as { documents: DocumentsState }).documents.upload.files;
    expect(files.map((f) => [f.fileRef, f.status, f.percent])).toEqual([
      ['f1', 'stored', 100],
      ['f2', 'failed', 100],
    ]);
    // The documents list is asked for again next time.
    expect(services.queries.get('main /documents {}')).toBeUndefined();
  });

  it('retries only the failed file, with the key it was first sent under', async () => {
    const services = fakeServices();
    let online = false;
    const { uploader, sent } = fakeUploader((fileRef) =>
      online || fileRef === 'f1' ? ok({ document: storedDocument(`upload-${fileRef}`, fileRef) }) : 'network-failure',
    );
    const first = await expectSaga(sendChosenFiles, services, uploader)
      .withReducer(reducer, stateWith(chosen('f1', 'a.pdf'), chosen('f2', 'b.png')))
      .put(documentsActions.uploadFileFailed({ fileRef: 'f2', message: documentMessages.uploadFailed('b.png'), retryable: true }))
      .run();
    online = true;
    const { storeState } = await expectSaga(retryFile, services, uploader, documentsActions.uploadRetryRequested({ fileRef: 'f2' }))
      .withReducer(reducer, first.storeState as { documents: DocumentsState })
      .put(documentsActions.uploadFileStarted({ fileRef: 'f2', key: 'id-2' }))
      .put(documentsActions.uploadFileStored({ fileRef: 'f2', document: storedDocument('upload-f2', 'f2') as never }))
      .run();
    expect(sent.map((s) => `${s.fileRef}:${s.key}`)).toEqual(['f1:id-1', 'f2:id-2', 'f2:id-2']);
    expect((storeState as { documents: DocumentsState }).documents.upload.files.every((f) => f.status === 'stored')).toBe(true);
  });

  it('sends the files of a claim upload to the claim file, and lists the stored one under claims', async () => {
    const claimFileNumber = '31025061742';
    const claimDocument = { ...storedDocument('upload-c1', 'tow-receipt.pdf'), category: 'claims', policyNumber: null, claimFileNumber };
    const { uploader, addressed } = fakeUploader(() => ok({ document: claimDocument }));
    const { storeState } = await expectSaga(sendChosenFiles, fakeServices(), uploader)
      .withReducer(reducer, stateFor({ claimFileNumber }, chosen('c1', 'tow-receipt.pdf')))
      .put(documentsActions.uploadFileStored({ fileRef: 'c1', document: claimDocument as never }))
      .run();
    expect(addressed).toEqual([{ path: '/documents/uploads/claim/:fileNumber', params: { fileNumber: claimFileNumber } }]);
    expect((storeState as { documents: DocumentsState }).documents.upload.target).toEqual({ claimFileNumber });
  });

  it('does not send a file that is no longer at hand (the page was reloaded)', async () => {
    const { uploader, sent } = fakeUploader(
      () => ok({}),
      () => false,
    );
    await expectSaga(sendChosenFiles, fakeServices(), uploader)
      .withReducer(reducer, stateWith(chosen('f1', 'a.pdf')))
      .put(documentsActions.uploadFileFailed({ fileRef: 'f1', message: documentMessages.uploadFileGone('a.pdf'), retryable: false }))
      .run();
    expect(sent).toEqual([]);
  });

  it('refuses an oversized, an empty and an eleventh file before anything is sent', async () => {
    const ten = Array.from({ length: 9 }, (_, i) => chosen(`ok${i}`, `page-${i}.jpg`));
    const batch = [
      chosen('big', 'video.heic', 10 * 1024 * 1024 + 1),
      chosen('empty', 'blank.pdf', 0),
      chosen('tenth', 'ten.pdf'),
      chosen('eleventh', 'eleven.pdf'),
    ];
    const state = stateWith(...ten, ...batch);
    const { uploader } = fakeUploader(() => 'network-failure');
    const { storeState } = await expectSaga(checkChosenFiles, uploader, documentsActions.uploadFilesChosen({ files: batch }))
      .withReducer(reducer, state)
      .put(
        documentsActions.uploadFileRefused({ fileRef: 'big', message: 'video.heic is larger than 10 MB. Please choose a smaller file.' }),
      )
      .put(documentsActions.uploadFileRefused({ fileRef: 'empty', message: 'blank.pdf is empty. Please choose another file.' }))
      .put(
        documentsActions.uploadFileRefused({
          fileRef: 'eleventh',
          message: 'eleven.pdf was not added: you can send up to 10 files at a time.',
        }),
      )
      .run();
    const files = (storeState as { documents: DocumentsState }).documents.upload.files;
    expect(files.filter((f) => f.status === 'refused').map((f) => f.fileRef)).toEqual(['big', 'empty', 'eleventh']);
    expect(files.find((f) => f.fileRef === 'tenth')?.status).toBe('chosen');
  });

  it('refuses a text file and a renamed executable before sending, by what they contain, and keeps the good file', async () => {
    const batch = [chosen('notes', 'notes.txt'), chosen('disguised', 'invoice-renamed.pdf'), chosen('photo', 'photo.jpg')];
    const names = Object.fromEntries(batch.map((f) => [f.fileRef, f.name]));
    const { uploader, sent } = fakeUploader(
      () => 'network-failure',
      () => true,
      names,
    );
    const { storeState } = await expectSaga(checkChosenFiles, uploader, documentsActions.uploadFilesChosen({ files: batch }))
      .withReducer(reducer, stateWith(...batch))
      .put(documentsActions.uploadFileRefused({ fileRef: 'notes', message: documentMessages.fileType('notes.txt') }))
      .put(documentsActions.uploadFileRefused({ fileRef: 'disguised', message: documentMessages.fileType('invoice-renamed.pdf') }))
      .run();
    const files = (storeState as { documents: DocumentsState }).documents.upload.files;
    expect(files.map((f) => [f.fileRef, f.status])).toEqual([
      ['notes', 'refused'],
      ['disguised', 'refused'],
      ['photo', 'chosen'],
    ]);
    expect(sent).toEqual([]);
  });
});

describe('documents pages', () => {
  const viewed = (route: string, path: string) => appActions.pageViewed({ route, path } as never);
  const loaded = { ok: true, value: { documents: [] } };

  it("loads the policies with a policy's documents, so a policy that is not the customer's shows the not-found page", async () => {
    const services = fakeServices();
    await expectSaga(showDocuments, services, viewed('documentsPolicy', '/documents/policy/L-204518736'))
      .provide([
        [call(knownAuthStatus), 'signedIn'],
        [matchers.call.fn(loadDocuments), loaded],
        [matchers.call.fn(loadPoliciesSummary), loaded],
      ])
      .call(loadPoliciesSummary, services)
      .call(loadDocuments, services)
      .run();
  });

  it('loads the documents of a claim file, a kind of bill and an envelope', async () => {
    for (const [route, path] of [
      ['documentsClaim', '/documents/claim/31025061742'],
      ['documentsBilling', '/documents/billing/life'],
      ['documentsEnvelope', '/documents/esign/ENV-4820015-UM'],
    ]) {
      const services = fakeServices();
      await expectSaga(showDocuments, services, viewed(route!, path!))
        .provide([
          [call(knownAuthStatus), 'signedIn'],
          [matchers.call.fn(loadDocuments), loaded],
        ])
        .call(loadDocuments, services)
        .run();
    }
  });

  it("offers the claim files of the party's documents at the first upload step", async () => {
    const services = fakeServices();
    await expectSaga(showUpload, services, viewed('documentsUpload', '/documents/upload'))
      .provide([
        [call(knownAuthStatus), 'signedIn'],
        [matchers.call.fn(loadDocumentList), loaded],
        [matchers.call.fn(loadPoliciesSummary), loaded],
      ])
      .put(documentsActions.uploadBegun())
      .call(loadDocumentList, services)
      .call(loadPoliciesSummary, services)
      .run();
  });
});

describe('the upload inside onboarding (its own steps 1-3)', () => {
  // The page shown, as the last page view left it in the shell's state.
  const showing = (route: string, path: string) => ({ app: { page: { route, name: 'Upload', category: 'documents', path } } });
  const viewed = (route: string, path: string) => appActions.pageViewed({ route, path } as never);

  it('begins a fresh upload at its address without a step, and loads what step 1 offers', async () => {
    const services = fakeServices();
    const loaded = { ok: true, value: {} };
    await expectSaga(showUpload, services, viewed('onboardingUpload', '/onboarding/upload-documents/upload'))
      .provide([
        [call(knownAuthStatus), 'signedIn'],
        [matchers.call.fn(loadDocumentList), loaded],
        [matchers.call.fn(loadPoliciesSummary), loaded],
      ])
      .put(documentsActions.uploadBegun())
      .call(loadPoliciesSummary, services)
      .run();
  });

  it('keeps each step where the upload began: inside onboarding, or in the documents centre', async () => {
    await expectSaga(goToStep, '2')
      .withState(showing('onboardingUpload', '/onboarding/upload-documents/upload/1'))
      .put(push('/onboarding/upload-documents/upload/2'))
      .run();
    await expectSaga(goToStep, '3').withState(showing('documentsUpload', '/documents/upload/2')).put(push('/documents/upload/3')).run();
  });
});

describe("a guest's upload to a claim (without signing in)", () => {
  it('sends each file to the guest endpoint with the grant in a header, and a refused grant signs no one out', async () => {
    const services = fakeServices();
    const headers: (Readonly<Record<string, string>> | undefined)[] = [];
    const { uploader, addressed } = fakeUploader((fileRef, request) => {
      headers.push(request.headers);
      return fileRef === 'f1'
        ? ok({
            document: {
              ...storedDocument('upload-9', 'bumper.jpg'),
              category: 'claims',
              policyNumber: null,
              claimFileNumber: '31025061742',
            },
          })
        : fail(401, 'grant_expired', 'ended');
    });
    let state = documentsReducer(
      initialDocumentsState,
      guestClaimsActions.guestUploadGranted({ fileNumber: '31025061742', grant: 'gug_x' }),
    );
    state = documentsReducer(state, documentsActions.uploadFilesChosen({ files: [chosen('f1', 'bumper.jpg'), chosen('f2', 'light.jpg')] }));
    const { storeState } = await expectSaga(sendChosenFiles, services, uploader)
      .withReducer(reducer, { documents: state })
      .provide([[matchers.call.fn(forceSignOut), undefined]])
      .not.call.fn(forceSignOut)
      .run();
    expect(addressed.map((a) => a.path)).toEqual(['/guest-claims/uploads', '/guest-claims/uploads']);
    expect(headers).toEqual([{ 'guest-upload-grant': 'gug_x' }, { 'guest-upload-grant': 'gug_x' }]);
    expect(storeState.documents.upload.files.map((f: { status: string }) => f.status)).toEqual(['stored', 'failed']);
  });
});
