import { expectSaga } from 'redux-saga-test-plan';
import { push } from 'connected-react-router';
import { limits } from '../../config/product';
import { submitFiling, sendQueuedFilings, cancelQueuedFiling, openStep } from '../../sagas/fnol';
import { choosePhotos, removePhoto, type PhotoLine } from '../../sagas/filingPhotos';
import { claimsActions } from '../../src/claims/catalogue';
import { initialClaimsState, type ClaimsState } from '../../src/claims/slice';
import { analyticsReducer } from '../../src/analytics/slice';
import { initialAppState } from '../../src/shell/slice';
import { initialAuthState } from '../../src/auth/slice';
import { initialFlagsState } from '../../src/flags/slice';
import { initialPoliciesState } from '../../src/policies/slice';
import { initialProfileState } from '../../src/profile/slice';
import { redactAction } from '../../src/bus/redact';
import { appActions } from '../../src/shell/catalogue';
import { knownAuthStatus } from '../../sagas/navigation';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { FilingPhoto } from '../../src/shared/filingPhotos';
import { fnolRoutes } from '../../src/shared/routes/fnol';
import { claimMessages, documentMessages } from '../../src/validation/messages';
import { uploadLimitLabel } from '../../src/contract/documents';
import { fail, fakeServices, moveSavedFilings, ok, type FakeServices } from '../support/fakeServices';
import { filingReducers, hailAnswers, hailClaim, photoStored } from '../support/claimFilings';

// The photos and documents added to a signed-in customer's claim filing: checked as the gateway would, kept on the
// device with the filing (with no network too), sent once to the claim filed, and deleted from the device after.

const reducers = filingReducers;
type State = ReturnType<typeof reducers>;

const complete = hailAnswers;
const filed = hailClaim;

const stateOf = (loginId: string, fnol: Partial<ClaimsState['fnol']> = {}): State =>
  ({
    app: { ...initialAppState, page: { route: 'fnolStep', name: 'Claim: review', category: 'claims', path: '/claims/fnol/review' } },
    auth: { ...initialAuthState, status: 'signedIn', loginId },
    analytics: analyticsReducer(undefined, { type: '@@init' }),
    claims: { ...initialClaimsState, fnol: { ...initialClaimsState.fnol, answers: complete, answered: ['review'], ...fnol } },
    flags: initialFlagsState,
    profile: initialProfileState,
    policies: { ...initialPoliciesState, status: 'loaded' },
  }) as State;

const fnolPhotos: PhotoLine<State> = {
  line: 'fnol',
  selectPhotos: (state) => state.claims.fnol.photos,
  photosKept: (photos) => claimsActions.fnolPhotosKept({ photos }),
};

/** The gateway's answer to a photo stored on the claim. */
const stored = photoStored(filed.fileNumber, 'dent.jpg');

const jpeg = (name: string) =>
  new File([Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46)], name, { type: 'image/jpeg' });
const text = (name: string) => new File(['not a photo'], name, { type: 'text/plain' });

/** The screen shelved these files and dispatched their references; the saga checks and keeps them. */
async function chosen(services: FakeServices, state: State, files: { file: File; sizeBytes?: number }[]) {
  const refs = files.map(({ file, sizeBytes }, i) => {
    services.shelf.set(`file-${i}`, file);
    return { fileRef: `file-${i}`, name: file.name, sizeBytes: sizeBytes ?? file.size };
  });
  const { storeState } = await expectSaga(choosePhotos, services, fnolPhotos, { files: refs }).withReducer(reducers, state).run();
  return storeState as State;
}

const uploads = (services: FakeServices) => services.sent.filter((s) => s.name === 'claimDocumentUpload');

describe("a claim filing's photos", () => {
  it('keeps a photo on the device and refuses, with the reason, a file too large or not a photo or document', async () => {
    const services = fakeServices();
    const state = await chosen(services, stateOf('pat'), [
      { file: jpeg('dent.jpg') },
      { file: jpeg('huge.jpg'), sizeBytes: limits.uploadMaxBytes + 1 },
      { file: text('notes.txt') },
    ]);
    expect(state.claims.fnol.photos).toEqual<FilingPhoto[]>([
      { fileRef: 'file-0', name: 'dent.jpg', sizeBytes: 10, status: 'kept', message: null },
      {
        fileRef: 'file-1',
        name: 'huge.jpg',
        sizeBytes: limits.uploadMaxBytes + 1,
        status: 'refused',
        message: documentMessages.fileTooLarge('huge.jpg', uploadLimitLabel),
      },
      { fileRef: 'file-2', name: 'notes.txt', sizeBytes: 11, status: 'refused', message: documentMessages.fileType('notes.txt') },
    ]);
    // Only the accepted one is kept, with its content; the screen's shelf lets go of every one.
    expect(await services.offline.keptPhotos()).toMatchObject([
      { fileRef: 'file-0', line: 'fnol', owner: 'pat', filing: null, target: null },
    ]);
    expect(await (await services.offline.photoContent('file-0'))!.arrayBuffer()).toEqual(await jpeg('dent.jpg').arrayBuffer());
    expect(services.shelf.size).toBe(0);
  });

  it('refuses a photo past the number a claim takes at once', async () => {
    const services = fakeServices();
    const files = Array.from({ length: limits.uploadMaxFiles + 1 }, (_, i) => ({ file: jpeg(`photo-${i}.jpg`) }));
    const state = await chosen(services, stateOf('pat'), files);
    expect(state.claims.fnol.photos.filter((p) => p.status === 'kept')).toHaveLength(limits.uploadMaxFiles);
    expect(state.claims.fnol.photos.at(-1)).toMatchObject({
      status: 'refused',
      message: documentMessages.uploadTooMany(`photo-${limits.uploadMaxFiles}.jpg`, limits.uploadMaxFiles),
    });
  });

  it('removes a photo from the filing and from the device', async () => {
    const services = fakeServices();
    const state = await chosen(services, stateOf('pat'), [{ file: jpeg('dent.jpg') }, { file: jpeg('roof.jpg') }]);
    const { storeState } = await expectSaga(removePhoto, services, fnolPhotos, { fileRef: 'file-0' }).withReducer(reducers, state).run();
    expect((storeState as State).claims.fnol.photos.map((p) => p.name)).toEqual(['roof.jpg']);
    expect(await services.offline.keptPhotos()).toMatchObject([{ fileRef: 'file-1' }]);
  });

  it('comes back on the review after a reload, from the device', async () => {
    const services = fakeServices();
    await chosen(services, stateOf('pat'), [{ file: jpeg('dent.jpg') }]);
    const view = appActions.pageViewed({
      route: 'fnolStep',
      page: 'Claim: review',
      category: 'claims',
      path: '/claims/fnol/review',
      hasHash: false,
    } as never);
    const { storeState } = await expectSaga(openStep, services, view)
      .provide([[matchers.call.fn(knownAuthStatus), 'signedOut']])
      .withReducer(reducers, stateOf('pat'))
      .run();
    expect((storeState as State).claims.fnol.photos).toEqual([
      { fileRef: 'file-0', name: 'dent.jpg', sizeBytes: 10, status: 'kept', message: null },
    ]);
  });

  it('is sent once to the claim just filed, with its own key and its content, then leaves the device; the log holds no content', async () => {
    const services = fakeServices({
      gateway: (endpoint) => (endpoint.name === 'claimFiling' ? ok({ claim: filed }) : stored),
    });
    const state = await chosen(services, stateOf('pat'), [{ file: jpeg('dent.jpg') }]);
    const { storeState, effects } = await expectSaga(submitFiling, services)
      .withReducer(reducers, state)
      .put(push(fnolRoutes.fnolStep.to({ step: 'confirm' })))
      .run();
    expect(uploads(services)).toHaveLength(1);
    const [upload] = uploads(services);
    expect(upload!.request.params).toEqual({ fileNumber: filed.fileNumber });
    expect(upload!.request.idempotencyKey).toBe('id-1');
    expect(upload!.request.file!.name).toBe('dent.jpg');
    expect(await upload!.request.file!.content.arrayBuffer()).toEqual(await jpeg('dent.jpg').arrayBuffer());
    expect((storeState as State).claims.fnol.photos).toEqual([
      { fileRef: 'file-0', name: 'dent.jpg', sizeBytes: 10, status: 'sent', message: null },
    ]);
    await expect(services.offline.keptPhotos()).resolves.toEqual([]);
    // What the log keeps of the photos: names, sizes, statuses.
    for (const put of effects.put ?? []) {
      const action = (put as { payload: { action: { type: string } } }).payload.action;
      expect(JSON.stringify(redactAction(action))).not.toContain('content');
    }
  });

  it('tells the customer a photo the gateway refused was not added, and why; the claim stays filed', async () => {
    const services = fakeServices({
      gateway: (endpoint) =>
        endpoint.name === 'claimFiling' ? ok({ claim: filed }) : fail(415, 'unsupported_type', documentMessages.fileType('dent.jpg')),
    });
    const state = await chosen(services, stateOf('pat'), [{ file: jpeg('dent.jpg') }]);
    const { storeState } = await expectSaga(submitFiling, services).withReducer(reducers, state).run();
    expect((storeState as State).claims.fnol.filed).toEqual(filed);
    expect((storeState as State).claims.fnol.photos).toEqual([
      {
        fileRef: 'file-0',
        name: 'dent.jpg',
        sizeBytes: 10,
        status: 'notSent',
        message: claimMessages.photoNotSent('dent.jpg', documentMessages.fileType('dent.jpg')),
      },
    ]);
    await expect(services.offline.keptPhotos()).resolves.toEqual([]);
  });

  describe('with no network', () => {
    it('is saved with the filing, and sent once to the claim after the filing is sent', async () => {
      const device = fakeServices({ gateway: () => 'network-failure' });
      const state = await chosen(device, stateOf('pat'), [{ file: jpeg('dent.jpg') }]);
      const saved = await expectSaga(submitFiling, device)
        .withReducer(reducers, state)
        .put(claimsActions.fnolQueued({ key: 'id-2' }))
        .run();
      expect(await device.offline.keptPhotos()).toMatchObject([{ fileRef: 'file-0', filing: 'id-2', target: null }]);
      expect((saved.storeState as State).claims.fnol.photos).toMatchObject([{ name: 'dent.jpg', status: 'kept' }]);

      // Back online, a new visit: the filing once, then its photo once, with the key made when it was chosen.
      const online = fakeServices({
        gateway: (endpoint) => (endpoint.name === 'claimFiling' ? ok({ claim: filed }) : stored),
      });
      await moveSavedFilings(device, online);
      const { storeState } = await expectSaga(sendQueuedFilings, online)
        .withReducer(reducers, stateOf('pat', { answers: {}, answered: [] }))
        .run();
      expect(online.sent.map((s) => [s.name, s.request.idempotencyKey])).toEqual([
        ['claimFiling', 'id-2'],
        ['claimDocumentUpload', 'id-1'],
      ]);
      expect((storeState as State).claims.fnol.photos).toMatchObject([{ name: 'dent.jpg', status: 'sent' }]);
      await expect(online.offline.keptPhotos()).resolves.toEqual([]);
      await expect(online.offline.queuedFilings()).resolves.toEqual([]);
    });

    it('waits on the device when the network goes again after the claim is filed, and is sent once at the next chance', async () => {
      let photoAnswers: ('network-failure' | 'ok')[] = ['network-failure'];
      const services = fakeServices({
        gateway: (endpoint) => {
          if (endpoint.name === 'claimFiling') return ok({ claim: filed });
          const answer = photoAnswers.shift() ?? 'ok';
          return answer === 'ok' ? stored : answer;
        },
      });
      const state = await chosen(services, stateOf('pat'), [{ file: jpeg('dent.jpg') }]);
      const first = await expectSaga(submitFiling, services).withReducer(reducers, state).run();
      expect((first.storeState as State).claims.fnol.photos).toEqual([
        { fileRef: 'file-0', name: 'dent.jpg', sizeBytes: 10, status: 'kept', message: claimMessages.photoWaiting('dent.jpg') },
      ]);
      expect(await services.offline.keptPhotos()).toMatchObject([{ target: { kind: 'claim', fileNumber: filed.fileNumber } }]);

      photoAnswers = ['ok'];
      const next = await expectSaga(sendQueuedFilings, services)
        .withReducer(reducers, first.storeState as State)
        .run();
      expect(next.returnValue).toBe(false);
      expect(uploads(services).map((s) => s.request.idempotencyKey)).toEqual(['id-1', 'id-1']);
      expect((next.storeState as State).claims.fnol.photos).toMatchObject([{ status: 'sent', message: null }]);
      await expect(services.offline.keptPhotos()).resolves.toEqual([]);
    });

    it("goes with its own claim: a saved claim sent while another is being answered takes none of the new one's photos", async () => {
      const device = fakeServices({ gateway: () => 'network-failure' });
      const first = await chosen(device, stateOf('pat'), [{ file: jpeg('dent.jpg') }]);
      await expectSaga(submitFiling, device).withReducer(reducers, first).run();
      // A second claim started on the phone, its own photo added.
      device.shelf.set('file-9', jpeg('window.jpg'));
      await expectSaga(choosePhotos, device, fnolPhotos, { files: [{ fileRef: 'file-9', name: 'window.jpg', sizeBytes: 10 }] })
        .withReducer(reducers, stateOf('pat'))
        .run();

      const online = fakeServices({ gateway: (endpoint) => (endpoint.name === 'claimFiling' ? ok({ claim: filed }) : stored) });
      await moveSavedFilings(device, online);
      await expectSaga(sendQueuedFilings, online).withReducer(reducers, stateOf('pat')).run();
      expect(uploads(online).map((s) => s.request.file!.name)).toEqual(['dent.jpg']);
      expect(await online.offline.keptPhotos()).toMatchObject([{ fileRef: 'file-9', filing: null, target: null }]);
    });

    it('is deleted from the device, unsent, when the saved filing is cancelled', async () => {
      const device = fakeServices({ gateway: () => 'network-failure' });
      const state = await chosen(device, stateOf('pat'), [{ file: jpeg('dent.jpg') }]);
      const saved = await expectSaga(submitFiling, device).withReducer(reducers, state).run();
      const { storeState } = await expectSaga(cancelQueuedFiling, device)
        .withReducer(reducers, saved.storeState as State)
        .run();
      await expect(device.offline.keptPhotos()).resolves.toEqual([]);
      expect((storeState as State).claims.fnol.photos).toEqual([]);
    });

    it('is never sent, nor shown, under another login on the device', async () => {
      const device = fakeServices({ gateway: () => 'network-failure' });
      const state = await chosen(device, stateOf('pat'), [{ file: jpeg('dent.jpg') }]);
      await expectSaga(submitFiling, device).withReducer(reducers, state).run();
      const online = fakeServices({ gateway: () => ok({ claim: filed }) });
      await moveSavedFilings(device, online);
      const { storeState } = await expectSaga(sendQueuedFilings, online)
        .withReducer(reducers, stateOf('sam', { answers: {}, answered: [] }))
        .run();
      expect(online.sent).toEqual([]);
      expect((storeState as State).claims.fnol.photos).toEqual([]);
    });
  });
});
