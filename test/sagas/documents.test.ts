import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import { checkChosenFiles, retryFile, sendChosenFiles } from '../../sagas/documents';
import { documentsActions } from '../../src/documents/catalogue';
import { documentsReducer, initialDocumentsState, type DocumentsState } from '../../src/documents/slice';
import type { DocumentUploader } from '../../src/documents/uploader';
import type { GatewayAnswer, GatewayRequest } from '../../src/services/types';
import { documentMessages } from '../../src/validation/messages';
import { fail, fakeServices, ok } from '../support/fakeServices';

const policyNumber = 'C4M7X2-1001';
const storedDocument = (documentId: string, title: string) => ({
  documentId, category: 'policies', title, policyNumber, claimFileNumber: null, issuedOn: '2026-11-22', source: 'uploaded', contentType: 'application/pdf',
});

type Script = (fileRef: string, request: GatewayRequest) => GatewayAnswer | 'network-failure';

/** A scripted uploader: each send reports 30%, 60% and 100% and then answers what the script says. */
function fakeUploader(script: Script, present: (fileRef: string) => boolean = () => true) {
  const sent: { fileRef: string; key: string | undefined }[] = [];
  const released: string[] = [];
  const uploader: DocumentUploader = {
    has: present,
    release: (fileRef) => void released.push(fileRef),
    transferOf(fileRef) {
      const listeners = new Set<(percent: number) => void>();
      return {
        onProgress: (listener) => { listeners.add(listener); return () => void listeners.delete(listener); },
        gateway: {
          async send(_endpoint, request) {
            sent.push({ fileRef, key: request.idempotencyKey });
            for (const percent of [30, 60, 100]) listeners.forEach((l) => l(percent));
            const answer = script(fileRef, request);
            if (answer === 'network-failure') throw new Error('offline');
            return answer;
          },
        },
      };
    },
  };
  return { uploader, sent, released };
}

const chosen = (fileRef: string, name: string, sizeBytes = 2048) => ({ fileRef, name, sizeBytes });

function stateWith(...files: ReturnType<typeof chosen>[]): { documents: DocumentsState } {
  let state = documentsReducer(initialDocumentsState, documentsActions.uploadTargetChosen({ policyNumber }));
  state = documentsReducer(state, documentsActions.uploadFilesChosen({ files }));
  return { documents: state };
}

const reducer = combineReducers({ documents: documentsReducer });

describe('document upload', () => {
  it('sends each chosen file under its own key with its progress; a refused one keeps the gateway\'s words and the stored one is listed', async () => {
    const services = fakeServices();
    services.queries.set('main /documents {}', { documents: [] });
    const { uploader, sent, released } = fakeUploader((fileRef) => (fileRef === 'f1'
      ? ok({ document: storedDocument('upload-1', 'garaging.pdf') })
      : fail(415, 'file_type', documentMessages.fileType('setup.pdf'))));
    const { storeState } = await expectSaga(sendChosenFiles, services, uploader)
      .withReducer(reducer, stateWith(chosen('f1', 'garaging.pdf'), chosen('f2', 'setup.pdf')))
      .put(documentsActions.uploadFileStarted({ fileRef: 'f1', key: 'id-1' }))
      .put(documentsActions.uploadFileStarted({ fileRef: 'f2', key: 'id-2' }))
      .put(documentsActions.uploadFileProgressed({ fileRef: 'f1', percent: 100 }))
      .put(documentsActions.uploadFileStored({ fileRef: 'f1', document: storedDocument('upload-1', 'garaging.pdf') as never }))
      .put(documentsActions.uploadFileFailed({ fileRef: 'f2', message: 'setup.pdf is not a PDF, JPEG, PNG or HEIC file. Please choose another file.', retryable: false }))
      .run();
    expect(sent).toEqual([{ fileRef: 'f1', key: 'id-1' }, { fileRef: 'f2', key: 'id-2' }]);
    expect(released).toEqual(['f1']);
    const files = (storeState as { documents: DocumentsState }).documents.upload.files;
    expect(files.map((f) => [f.fileRef, f.status, f.percent])).toEqual([['f1', 'stored', 100], ['f2', 'failed', 100]]);
    // The documents list is asked for again next time.
    expect(services.queries.get('main /documents {}')).toBeUndefined();
  });

  it('retries only the failed file, with the key it was first sent under', async () => {
    const services = fakeServices();
    let online = false;
    const { uploader, sent } = fakeUploader((fileRef) => (online || fileRef === 'f1' ? ok({ document: storedDocument(`upload-${fileRef}`, fileRef) }) : 'network-failure'));
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

  it('does not send a file that is no longer at hand (the page was reloaded)', async () => {
    const { uploader, sent } = fakeUploader(() => ok({}), () => false);
    await expectSaga(sendChosenFiles, fakeServices(), uploader)
      .withReducer(reducer, stateWith(chosen('f1', 'a.pdf')))
      .put(documentsActions.uploadFileFailed({ fileRef: 'f1', message: documentMessages.uploadFileGone('a.pdf'), retryable: false }))
      .run();
    expect(sent).toEqual([]);
  });

  it('refuses an oversized, an empty and an eleventh file before anything is sent', async () => {
    const ten = Array.from({ length: 9 }, (_, i) => chosen(`ok${i}`, `page-${i}.jpg`));
    const batch = [chosen('big', 'video.heic', 10 * 1024 * 1024 + 1), chosen('empty', 'blank.pdf', 0), chosen('tenth', 'ten.pdf'), chosen('eleventh', 'eleven.pdf')];
    const state = stateWith(...ten, ...batch);
    const { storeState } = await expectSaga(checkChosenFiles, documentsActions.uploadFilesChosen({ files: batch }))
      .withReducer(reducer, state)
      .put(documentsActions.uploadFileRefused({ fileRef: 'big', message: 'video.heic is larger than 10 MB. Please choose a smaller file.' }))
      .put(documentsActions.uploadFileRefused({ fileRef: 'empty', message: 'blank.pdf is empty. Please choose another file.' }))
      .put(documentsActions.uploadFileRefused({ fileRef: 'eleventh', message: 'eleven.pdf was not added: you can send up to 10 files at a time.' }))
      .run();
    const files = (storeState as { documents: DocumentsState }).documents.upload.files;
    expect(files.filter((f) => f.status === 'refused').map((f) => f.fileRef)).toEqual(['big', 'empty', 'eleventh']);
    expect(files.find((f) => f.fileRef === 'tenth')?.status).toBe('chosen');
  });
});
