import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import { push } from 'connected-react-router';
import {
  answerStep,
  cancelQueuedReport,
  lookUpClaim,
  onClaimEntered,
  openPhotoLink,
  openStep,
  sendPhotoDetails,
  sendQueuedReports,
  startReport,
  submitReport,
} from '../../sagas/guestClaims';
import { documentsReducer } from '../../src/documents/slice';
import { phones, storageKeys } from '../../config/product';
import { choosePhotos, sendWaitingPhotos, type PhotoLine } from '../../sagas/filingPhotos';
import { appActions } from '../../src/shell/catalogue';
import { appReducer, initialAppState } from '../../src/shell/slice';
import { guestClaimsActions } from '../../src/guestClaims/catalogue';
import { guestClaimsReducer, initialGuestClaimsState } from '../../src/guestClaims/slice';
import type { GuestFnolAnswers, GuestFnolStep } from '../../src/shared/guestClaimFiling';
import type { GuestClaimFiled } from '../../src/contract/guestClaims';
import { redactAction } from '../../src/bus/redact';
import { flagsReducer, initialFlagsState, type FlagsState } from '../../src/flags/slice';
import { guestClaimRoutes } from '../../src/shared/routes';
import type { GuestUploadStep } from '../../src/shared/routes/guestClaims';
import { claimMessages, errorCatalogue } from '../../src/validation/messages';
import { fail, fakeServices, moveSavedFilings, ok } from '../support/fakeServices';
import type { GatewayAnswer } from '../../src/services/types';
import { photoStored } from '../support/claimFilings';

/** Where the guest is: on a step of the report unless a test puts them elsewhere. */
const pageOf = (route: string, path: string) => ({ ...initialAppState, page: { route, name: route, category: 'claims', path } });
const reducers = combineReducers({ guestClaims: guestClaimsReducer, flags: flagsReducer, app: appReducer });
const withGlass = (glass: boolean): FlagsState => ({
  ...initialFlagsState,
  config: { ...initialFlagsState.config, flags: { ...initialFlagsState.config.flags, AutoGlassVendorFNOL: glass ? 'true' : 'false' } },
});
const stateOf = (answers: GuestFnolAnswers, answered: string[] = [], flags = withGlass(true)) => ({
  guestClaims: { ...initialGuestClaimsState, answers, answered },
  flags,
  app: pageOf('guestFnolStep', '/claims/fnol/prelogin/intro'),
});
const to = (step: GuestFnolStep) => push(guestClaimRoutes.guestFnolStep.to({ step }));

/** Answers `step` with `answers` on top of `before` and expects the saga to go on to `next`. */
const expectNext = (
  step: GuestFnolStep,
  answers: GuestFnolAnswers,
  next: GuestFnolStep,
  before: GuestFnolAnswers = {},
  flags = withGlass(true),
) =>
  expectSaga(answerStep, fakeServices(), guestClaimsActions.guestFnolStepAnswered({ step, answers }))
    .withReducer(reducers, stateOf(before, [], flags))
    .put(to(next))
    .run();

const auto: GuestFnolAnswers = { line: 'auto', filer: 'policyholder' };
const home: GuestFnolAnswers = { line: 'home', filer: 'someone-else' };
const marine: GuestFnolAnswers = { line: 'marine', filer: 'policyholder' };
const death: GuestFnolAnswers = { line: 'life', filer: 'family' };
const disability: GuestFnolAnswers = { line: 'life', filer: 'insured' };

describe('which step follows, from the answers so far', () => {
  it('starts afresh with the type of policy, then who is filing', async () => {
    const services = fakeServices();
    services.session.set(storageKeys.guestClaimFiling, '{"answers":{},"answered":[]}');
    await expectSaga(startReport, services).withReducer(reducers, stateOf({})).put(to('select-policy')).run();
    expect(services.session.get(storageKeys.guestClaimFiling)).toBeNull();
    await expectNext('select-policy', { line: 'auto' }, 'who-is-filing');
  });

  it('asks about glass first on an auto claim when AutoGlassVendorFNOL is on, otherwise the policy details', async () => {
    await expectNext('who-is-filing', { filer: 'policyholder' }, 'auto-glass-damage', { line: 'auto' });
    await expectNext('who-is-filing', { filer: 'policyholder' }, 'policy-details', { line: 'auto' }, withGlass(false));
    await expectNext('auto-glass-damage', { glassOnly: true }, 'policy-details', auto);
    await expectNext('policy-details', { policyNumber: 'C4M7X2-1001', lastName: 'Whitaker', zip: '43221' }, 'auto-incident-details', auto);
    await expectNext('auto-incident-details', { description: 'Chip' }, 'auto-vehicle-info', auto);
    await expectNext('auto-vehicle-info', { vehicleYear: '2021' }, 'incident-date-time', auto);
    await expectNext('incident-date-time', { incidentDate: '2026-11-20' }, 'incident-location', auto);
    await expectNext('incident-location', { incidentLocation: 'I-70' }, 'additional-details', auto);
    await expectNext('additional-details', { additionalDetails: '' }, 'who-is-reporting', auto);
    await expectNext('who-is-reporting', { reporterFirstName: 'Pat' }, 'contact-info', auto);
    await expectNext('contact-info', { phone: '614-555-0100', email: 'a@b.com' }, 'summary', auto);
  });

  it('describes a home loss before the policy details, then asks about weather and the type of damage', async () => {
    await expectNext('who-is-filing', { filer: 'someone-else' }, 'home-incident-details', { line: 'home' });
    await expectNext('home-incident-details', { description: 'Roof' }, 'policy-details', home);
    await expectNext('policy-details', { policyNumber: 'H8Q3R5-2002' }, 'was-weather-related', home);
    await expectNext('was-weather-related', { weatherRelated: true }, 'type-of-damage', home);
    await expectNext('type-of-damage', { cause: 'hail' }, 'incident-date-time', home);
  });

  it('asks about the boat, and about weather unless the damage is to glass only', async () => {
    await expectNext('who-is-filing', { filer: 'policyholder' }, 'marine-glass-damage', { line: 'marine' });
    await expectNext('marine-glass-damage', { glassOnly: false }, 'policy-details', marine);
    await expectNext('marine-incident-details', { description: 'Hit a dock' }, 'was-weather-related', { ...marine, glassOnly: false });
    await expectNext('marine-incident-details', { description: 'Cracked' }, 'marine-vessel-info', { ...marine, glassOnly: true });
    await expectNext('was-weather-related', { weatherRelated: false }, 'marine-vessel-info', { ...marine, glassOnly: false });
    await expectNext('marine-vessel-info', { vesselYear: '2015' }, 'incident-date-time', marine);
  });

  it('asks about the death when a beneficiary or family member files, about the disability when the insured does', async () => {
    await expectNext('who-is-filing', { filer: 'family' }, 'policy-details', { line: 'life' });
    await expectNext('policy-details', { policyNumber: 'L-204518736' }, 'additional-details-death', death);
    await expectNext('policy-details', { policyNumber: 'L-204518736' }, 'additional-details-death', { ...death, filer: 'beneficiary' });
    await expectNext('policy-details', { policyNumber: 'L-204518736' }, 'additional-details-disability', disability);
    await expectNext('additional-details-death', { deathCause: 'natural' }, 'who-is-reporting', death);
    await expectNext('additional-details-disability', { condition: 'Back injury' }, 'who-is-reporting', disability);
  });

  it('asks every later question again after a new type of policy or a new answer to who files', async () => {
    const answered = ['intro', 'select-policy', 'who-is-filing', 'auto-glass-damage', 'policy-details', 'summary'];
    const before = { ...auto, glassOnly: true, policyNumber: 'C4M7X2-1001' };
    const changedLine = await expectSaga(
      answerStep,
      fakeServices(),
      guestClaimsActions.guestFnolStepAnswered({ step: 'select-policy', answers: { line: 'life' } }),
    )
      .withReducer(reducers, stateOf(before, answered))
      .put(to('who-is-filing'))
      .run();
    expect(changedLine.storeState.guestClaims.answers).toEqual({ line: 'life' });
    const changedFiler = await expectSaga(
      answerStep,
      fakeServices(),
      guestClaimsActions.guestFnolStepAnswered({ step: 'who-is-filing', answers: { filer: 'someone-else' } }),
    )
      .withReducer(reducers, stateOf(before, answered))
      .put(to('auto-glass-damage'))
      .run();
    expect(changedFiler.storeState.guestClaims.answers).toEqual({ line: 'auto', filer: 'someone-else' });
  });

  it('returns to the summary after a change made from it, unless the change asks something new', async () => {
    const answered = [
      'intro',
      'select-policy',
      'who-is-filing',
      'home-incident-details',
      'policy-details',
      'was-weather-related',
      'type-of-damage',
      'summary',
    ];
    await expectSaga(
      answerStep,
      fakeServices(),
      guestClaimsActions.guestFnolStepAnswered({ step: 'home-incident-details', answers: { description: 'Hail' } }),
    )
      .withReducer(reducers, stateOf(home, answered))
      .put(to('summary'))
      .run();
  });
});

describe('answers kept in the tab', () => {
  it('keeps the answers in session storage and brings them back after a reload; the summary reached is remembered', async () => {
    const services = fakeServices();
    await expectSaga(answerStep, services, guestClaimsActions.guestFnolStepAnswered({ step: 'select-policy', answers: { line: 'home' } }))
      .withReducer(reducers, stateOf({}, ['intro']))
      .run();
    expect(JSON.parse(services.session.get(storageKeys.guestClaimFiling)!)).toEqual({
      answers: { line: 'home' },
      answered: ['intro', 'select-policy'],
    });
    const view = (step: GuestFnolStep) =>
      appActions.pageViewed({
        route: 'guestFnolStep',
        page: 'x',
        category: 'claims',
        path: `/claims/fnol/prelogin/${step}`,
        hasHash: false,
      } as never);
    await expectSaga(openStep, services, view('who-is-filing'))
      .withReducer(reducers, stateOf({}))
      .put(guestClaimsActions.guestFnolAnswersKept({ answers: { line: 'home' }, answered: ['intro', 'select-policy'] }))
      .run();
    const summary = await expectSaga(openStep, services, view('summary'))
      .withReducer(reducers, stateOf(home, ['intro']))
      .run();
    expect(summary.storeState.guestClaims.answered).toEqual(['intro', 'summary']);
  });

  it('flags free text with a probable account or card number on its step, and goes no further', async () => {
    const services = fakeServices();
    const { storeState } = await expectSaga(
      answerStep,
      services,
      guestClaimsActions.guestFnolStepAnswered({ step: 'incident-location', answers: { incidentLocation: 'Card 4111111111111111' } }),
    )
      .withReducer(reducers, stateOf(home))
      .put(
        guestClaimsActions.guestFnolAnswerRefused({
          step: 'incident-location',
          field: 'incidentLocation',
          message: claimMessages.accountOrCardNumberInText,
        }),
      )
      .not.put.like({ action: { type: '@@router/CALL_HISTORY_METHOD' } })
      .run();
    expect(storeState.guestClaims.answers).toEqual(home);
  });

  it('never logs personal details or free text', () => {
    const logged = JSON.stringify(
      redactAction(
        guestClaimsActions.guestFnolStepAnswered({
          step: 'policy-details',
          answers: { policyNumber: 'C4M7X2-1001', lastName: 'Whitaker', dateOfBirth: '1978-04-12', description: 'Card 4111111111111111' },
        }),
      ),
    );
    for (const secret of ['C4M7X2-1001', 'Whitaker', '1978-04-12', '4111111111111111']) expect(logged).not.toContain(secret);
  });
});

describe('submitting the claim', () => {
  const complete: GuestFnolAnswers = {
    ...death,
    policyNumber: 'L-204518736',
    lastName: 'Nguyen',
    dateOfBirth: '1985-09-30',
    incidentDate: '2026-11-20',
    deathCause: 'natural',
    additionalDetails: '',
    reporterFirstName: 'Linh',
    reporterLastName: 'Nguyen',
    relationship: 'sibling',
    phone: '717-555-0199',
    email: 'linh@example.com',
  };
  const filed = { fileNumber: '31026000001', line: 'life', claimType: 'death' } as GuestClaimFiled;

  it('files once with one idempotency key, then shows the confirmation', async () => {
    const services = fakeServices({ gateway: () => ok({ claim: filed }) });
    services.session.set(storageKeys.guestClaimFiling, '{}');
    const { storeState } = await expectSaga(submitReport, services)
      .withReducer(reducers, stateOf(complete, ['summary']))
      .put(guestClaimsActions.guestClaimFiled({ claim: filed }))
      .put(to('confirmation'))
      .run();
    expect(services.sent).toHaveLength(1);
    expect(services.sent[0]!.request.idempotencyKey).toBe('id-1');
    expect(services.sent[0]!.request.body).toMatchObject({
      line: 'life',
      filer: 'family',
      policy: { policyNumber: 'L-204518736', lastName: 'Nguyen', dateOfBirth: '1985-09-30' },
      loss: { kind: 'death', cause: 'natural' },
      incidentLocation: '',
      reporter: { firstName: 'Linh', lastName: 'Nguyen', relationship: 'sibling' },
    });
    expect(storeState.guestClaims.filed).toEqual(filed);
    expect(services.session.get(storageKeys.guestClaimFiling)).toBeNull();
  });

  describe('with photos', () => {
    const jpeg = new File([Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46)], 'scene.jpg', { type: 'image/jpeg' });
    const guestPhotos: PhotoLine<ReturnType<typeof stateOf>> = {
      line: 'guest',
      selectPhotos: (state) => state.guestClaims.photos,
      photosKept: (photos) => guestClaimsActions.guestClaimPhotosKept({ photos }),
    };
    /** The summary with one photo chosen and kept on the device. */
    async function withPhoto(services: ReturnType<typeof fakeServices>) {
      services.shelf.set('file-1', jpeg);
      const { storeState } = await expectSaga(choosePhotos, services, guestPhotos, {
        files: [{ fileRef: 'file-1', name: 'scene.jpg', sizeBytes: jpeg.size }],
      })
        .withReducer(reducers, stateOf(complete, ['summary']))
        .run();
      return storeState as ReturnType<typeof stateOf>;
    }

    /** The gateway files the claim, grants an upload to it (until 16:00, an hour after the fake clock), and answers uploads with `upload`. */
    const filedThenGranted =
      (upload: () => GatewayAnswer) =>
      (endpoint: { name: string }): GatewayAnswer =>
        endpoint.name === 'guestClaimFiling'
          ? ok({ claim: filed })
          : endpoint.name === 'guestUploadGrant'
            ? ok({ grant: 'gug_grant', expiresAt: '2026-11-22T16:00:00.000Z', fileNumber: filed.fileNumber })
            : upload();

    it("sends them once the claim is filed, with a grant found by the claim's details as the reporter gave them", async () => {
      const services = fakeServices({ gateway: filedThenGranted(() => photoStored(filed.fileNumber, 'scene.jpg')) });
      const { storeState } = await expectSaga(submitReport, services)
        .withReducer(reducers, await withPhoto(services))
        .run();
      expect(services.sent.map((s) => s.name)).toEqual(['guestClaimFiling', 'guestUploadGrant', 'guestClaimDocumentUpload']);
      expect(services.sent[1]!.request.body).toEqual({
        fileNumber: filed.fileNumber,
        lossDate: '2026-11-20',
        contact: { name: 'Linh Nguyen', email: 'linh@example.com', phone: '717-555-0199' },
      });
      expect(services.sent[2]!.request.headers).toEqual({ 'guest-upload-grant': 'gug_grant' });
      expect(services.sent[2]!.request.file!.name).toBe('scene.jpg');
      expect(storeState.guestClaims.photos).toMatchObject([{ name: 'scene.jpg', status: 'sent' }]);
      await expect(services.offline.keptPhotos()).resolves.toEqual([]);
    });

    it('keeps its grant for the next round when the gateway is busy: one look-up of the claim, the photo sent once', async () => {
      let uploads = 0;
      const services = fakeServices({
        gateway: filedThenGranted(() => (++uploads === 1 ? fail(503, 'unavailable', 'Busy.') : photoStored(filed.fileNumber, 'scene.jpg'))),
      });
      const { storeState } = await expectSaga(submitReport, services)
        .withReducer(reducers, await withPhoto(services))
        .run();
      expect(storeState.guestClaims.photos).toMatchObject([{ name: 'scene.jpg', status: 'kept' }]);
      const again = await expectSaga(sendWaitingPhotos, services, guestPhotos)
        .withReducer(reducers, storeState as ReturnType<typeof stateOf>)
        .run();
      expect(again.returnValue).toBe(false);
      expect(services.sent.map((s) => s.name)).toEqual([
        'guestClaimFiling',
        'guestUploadGrant',
        'guestClaimDocumentUpload',
        'guestClaimDocumentUpload',
      ]);
      expect((again.storeState as ReturnType<typeof stateOf>).guestClaims.photos).toMatchObject([{ name: 'scene.jpg', status: 'sent' }]);
    });

    it('says to call when the claim takes no documents online yet, and leaves nothing on the device', async () => {
      const services = fakeServices({
        gateway: (endpoint) =>
          endpoint.name === 'guestClaimFiling' ? ok({ claim: filed }) : fail(404, 'not_found', claimMessages.guestClaimNotFound),
      });
      const { storeState } = await expectSaga(submitReport, services)
        .withReducer(reducers, await withPhoto(services))
        .run();
      expect(storeState.guestClaims.filed).toEqual(filed);
      expect(storeState.guestClaims.photos).toMatchObject([
        {
          name: 'scene.jpg',
          status: 'notSent',
          message: claimMessages.photoNotSent('scene.jpg', claimMessages.photoByPhone(phones.claims)),
        },
      ]);
      await expect(services.offline.keptPhotos()).resolves.toEqual([]);
    });

    it('are deleted from the device when a new report is started', async () => {
      const services = fakeServices();
      const state = await withPhoto(services);
      const { storeState } = await expectSaga(startReport, services).withReducer(reducers, state).run();
      expect(storeState.guestClaims.photos).toEqual([]);
      await expect(services.offline.keptPhotos()).resolves.toEqual([]);
    });
  });

  describe('with no network', () => {
    it('saves the claim on this device with its key when no answer comes, and tells the guest', async () => {
      const services = fakeServices({ gateway: () => 'network-failure' });
      const { storeState } = await expectSaga(submitReport, services)
        .withReducer(reducers, stateOf(complete, ['summary']))
        .put(guestClaimsActions.guestClaimQueued({ key: 'id-1' }))
        .not.put(to('submission-error'))
        .run();
      expect(storeState.guestClaims.queued).toBe(true);
      expect(storeState.guestClaims.error).toBeNull();
      const [queued] = (await services.offline.queuedFilings()) as { key: string; answers: unknown }[];
      expect(queued).toMatchObject({ line: 'guest', key: 'id-1', answers: complete });
    });

    it('sends what was saved once the network is back, with the same key, and forgets it once filed', async () => {
      const services = fakeServices({ gateway: () => 'network-failure' });
      await expectSaga(submitReport, services)
        .withReducer(reducers, stateOf(complete, ['summary']))
        .run();
      const online = fakeServices({ gateway: () => ok({ claim: filed }) });
      await moveSavedFilings(services, online);
      const { storeState } = await expectSaga(sendQueuedReports, online)
        .withReducer(reducers, stateOf({}))
        .put(guestClaimsActions.guestClaimFiled({ claim: filed }))
        .put(to('confirmation'))
        .run();
      expect(online.sent.map((s) => s.request.idempotencyKey)).toEqual(['id-1']);
      expect(storeState.guestClaims.filed).toEqual(filed);
      await expect(online.offline.queuedFilings()).resolves.toEqual([]);
    });

    it('tells a guest on another page that the saved claim was sent, with its number, and leaves them there', async () => {
      const services = fakeServices({ gateway: () => 'network-failure' });
      await expectSaga(submitReport, services)
        .withReducer(reducers, stateOf(complete, ['summary']))
        .run();
      const online = fakeServices({ gateway: () => ok({ claim: filed }) });
      await moveSavedFilings(services, online);
      const { storeState } = await expectSaga(sendQueuedReports, online)
        .withReducer(reducers, { ...stateOf({}), app: pageOf('guestPay', '/pay-bill') })
        .put(guestClaimsActions.guestClaimFiled({ claim: filed }))
        .put(appActions.noticeShown({ heading: claimMessages.savedSentHeading, text: claimMessages.savedSentBody(filed.fileNumber) }))
        .not.put(to('confirmation'))
        .run();
      expect(storeState.app.notice?.text).toContain(filed.fileNumber);
    });

    it('keeps waiting, shown as saved, while still no answer comes; a refusal reopens the summary to correct', async () => {
      const services = fakeServices({ gateway: () => 'network-failure' });
      await expectSaga(submitReport, services)
        .withReducer(reducers, stateOf(complete, ['summary']))
        .run();
      // A new tab, still with no network: the answers come back from the device, shown as saved.
      const waiting = await expectSaga(sendQueuedReports, services)
        .withReducer(reducers, stateOf({}))
        .put(guestClaimsActions.guestClaimQueued({ key: 'id-1' }))
        .run();
      expect(waiting.storeState.guestClaims.answers).toEqual(complete);
      expect(waiting.storeState.guestClaims.intent?.key).toBe('id-1');
      await expect(services.offline.queuedFilings()).resolves.toHaveLength(1);
      const refused = fakeServices({ gateway: () => fail(400, 'bad_request', 'Please enter a valid policy number') });
      await moveSavedFilings(services, refused);
      const reopened = await expectSaga(sendQueuedReports, refused)
        .withReducer(reducers, stateOf({}))
        .put(guestClaimsActions.guestClaimFilingFailed({ message: `${errorCatalogue.fixSomething} Please enter a valid policy number` }))
        .put(to('summary'))
        .run();
      expect(reopened.storeState.guestClaims.answers).toEqual(complete);
      await expect(refused.offline.queuedFilings()).resolves.toEqual([]);
    });

    it('deletes the saved claim from the device, unsent, when the guest cancels it', async () => {
      const services = fakeServices({ gateway: () => 'network-failure' });
      const saved = await expectSaga(submitReport, services)
        .withReducer(reducers, stateOf(complete, ['summary']))
        .run();
      const { storeState } = await expectSaga(cancelQueuedReport, services)
        .withReducer(reducers, saved.storeState as ReturnType<typeof stateOf>)
        .put(guestClaimsActions.guestQueuedClaimCancelled({ key: 'id-1' }))
        .run();
      expect(storeState.guestClaims.queued).toBe(false);
      await expect(services.offline.queuedFilings()).resolves.toEqual([]);
    });
  });

  it('goes to the submission error with every answer kept, and a retry sends the same key', async () => {
    const services = fakeServices({ gateway: () => fail(503, 'server_error', 'down') });
    const first = await expectSaga(submitReport, services)
      .withReducer(reducers, stateOf(complete, ['summary']))
      .put(
        guestClaimsActions.guestClaimFilingFailed({
          message: `${errorCatalogue.technicalProblem} ${errorCatalogue.technicalSubmission()}`,
        }),
      )
      .put(to('submission-error'))
      .run();
    expect(first.storeState.guestClaims.answers).toEqual(complete);
    await expectSaga(submitReport, services)
      .withReducer(reducers, first.storeState as ReturnType<typeof stateOf>)
      .run();
    expect(services.sent.map((s) => s.request.idempotencyKey)).toEqual(['id-1', 'id-1']);
  });

  it('shows too many look-ups on the submission error, and a refusal on the summary', async () => {
    const limited = fakeServices({ gateway: () => fail(429, 'too_many_attempts', 'You have tried too many times.') });
    await expectSaga(submitReport, limited)
      .withReducer(reducers, stateOf(complete, ['summary']))
      .put(guestClaimsActions.guestClaimFilingFailed({ message: 'You have tried too many times.' }))
      .put(to('submission-error'))
      .run();
    const refused = fakeServices({ gateway: () => fail(400, 'bad_request', 'Please enter a valid policy number') });
    await expectSaga(submitReport, refused)
      .withReducer(reducers, stateOf(complete, ['summary']))
      .put(guestClaimsActions.guestClaimFilingFailed({ message: `${errorCatalogue.fixSomething} Please enter a valid policy number` }))
      .not.put(to('submission-error'))
      .run();
  });

  it('sends nothing while an answer is missing', async () => {
    const services = fakeServices();
    await expectSaga(submitReport, services)
      .withReducer(reducers, stateOf({ ...complete, deathCause: undefined }, ['summary']))
      .put(guestClaimsActions.guestClaimFilingFailed({ message: errorCatalogue.fixSomething }))
      .run();
    expect(services.sent).toHaveLength(0);
  });
});

describe('finding a claim to send documents to', () => {
  const claimed = (state = stateOf({})) => ({
    ...state,
    guestClaims: { ...state.guestClaims, upload: { ...state.guestClaims.upload, fileNumber: '31025061742', lossDate: '2026-11-12' } },
  });
  const contact = { name: 'Daniel Whitaker', email: 'd@example.com', phone: '614-555-0142' };
  const toUpload = (step: GuestUploadStep) => push(guestClaimRoutes.guestUpload.to({ step }));

  it('grants sending documents to the claim found, then the guest chooses files', async () => {
    const services = fakeServices({ gateway: () => ok({ grant: 'gug_1', expiresAt: '2026-11-25T22:00:00Z', fileNumber: '31025061742' }) });
    const { storeState } = await expectSaga(lookUpClaim, services, guestClaimsActions.guestUploadContactEntered(contact))
      .withReducer(reducers, claimed())
      .put(guestClaimsActions.guestUploadGranted({ fileNumber: '31025061742', grant: 'gug_1' }))
      .put(toUpload('file-select'))
      .run();
    expect(services.sent[0]!.request.body).toEqual({ fileNumber: '31025061742', lossDate: '2026-11-12', contact });
    expect(storeState.guestClaims.upload.granted).toBe(true);
    expect(JSON.stringify(redactAction(guestClaimsActions.guestUploadGranted({ fileNumber: '1', grant: 'gug_1' })))).not.toContain('gug_1');
  });

  it('goes back to the claim details with the reason when no claim matches or too many look-ups were made', async () => {
    for (const status of [404, 429]) {
      const services = fakeServices({ gateway: () => fail(status, 'x', 'No claim matches.') });
      await expectSaga(lookUpClaim, services, guestClaimsActions.guestUploadContactEntered(contact))
        .withReducer(reducers, claimed())
        .put(guestClaimsActions.guestUploadLookupFailed({ message: 'No claim matches.' }))
        .put(toUpload('claim-info'))
        .run();
    }
  });

  it('shows the outage page when the document service is down', async () => {
    const services = fakeServices({ gateway: () => fail(503, 'unavailable', 'down') });
    await expectSaga(lookUpClaim, services, guestClaimsActions.guestUploadContactEntered(contact))
      .withReducer(reducers, claimed())
      .put(guestClaimsActions.guestUploadLookupFailed({ message: errorCatalogue.system.heading }))
      .put(toUpload('system-outage'))
      .run();
  });

  it('looks the claim up as soon as it is named: found, on to who sends; not found, the reason at once on the claim step', async () => {
    const named = guestClaimsActions.guestUploadClaimEntered({ fileNumber: '31025061742', lossDate: '2026-11-12' });
    const found = fakeServices({ gateway: () => ok({ fileNumber: '31025061742' }) });
    await expectSaga(onClaimEntered, found, named)
      .withReducer(reducers, stateOf({}))
      .put(guestClaimsActions.guestUploadClaimFound({ fileNumber: '31025061742' }))
      .put(toUpload('contact-info'))
      .run();
    expect(found.sent[0]!.request.body).toEqual({ fileNumber: '31025061742', lossDate: '2026-11-12' });
    const missed = fakeServices({ gateway: () => fail(404, 'not_found', claimMessages.guestClaimNotFound) });
    const { storeState } = await expectSaga(onClaimEntered, missed, named)
      .withReducer(reducers, stateOf({}))
      .put(guestClaimsActions.guestUploadLookupFailed({ message: claimMessages.guestClaimNotFound }))
      .put(toUpload('claim-info'))
      .not.put(toUpload('contact-info'))
      .run();
    expect(storeState.guestClaims.upload).toMatchObject({ looking: false, error: claimMessages.guestClaimNotFound });
  });

  it('asks for the claim first when none was named, and sends nothing', async () => {
    const services = fakeServices();
    await expectSaga(lookUpClaim, services, guestClaimsActions.guestUploadContactEntered(contact))
      .withReducer(reducers, stateOf({}))
      .put(toUpload('claim-info'))
      .run();
    expect(services.sent).toHaveLength(0);
  });
});

describe('the home photo tool', () => {
  const photoReducers = combineReducers({ guestClaims: guestClaimsReducer, documents: documentsReducer });
  const link = { photoId: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', claimsFileNumber: '31025061799' };
  const view = (step?: 'upload' | 'additionalDetails' | 'finish') =>
    appActions.pageViewed({
      route: step ? 'homePhotoStep' : 'homePhoto',
      page: 'x',
      category: 'claims',
      path: step ? guestClaimRoutes.homePhotoStep.to({ ...link, step }) : guestClaimRoutes.homePhoto.to(link),
      hasHash: false,
    } as never);
  const opened = guestClaimsActions.homePhotoLinkOpened({ photoId: link.photoId, fileNumber: link.claimsFileNumber, grant: 'gug_7' });
  const openState = () => photoReducers(undefined, opened);
  const closedState = () => photoReducers(undefined, { type: 'init' });
  const finish = push(guestClaimRoutes.homePhotoStep.to({ ...link, step: 'finish' }));

  it('checks the link once: valid, the claim is open to photos with the grant it opened', async () => {
    const services = fakeServices({
      gateway: () => ok({ grant: 'gug_7', expiresAt: '2026-11-26T01:00:00Z', fileNumber: link.claimsFileNumber }),
    });
    const { storeState } = await expectSaga(openPhotoLink, services, view()).withReducer(photoReducers, closedState()).put(opened).run();
    expect(services.sent[0]!.request.body).toEqual({ photoId: link.photoId, fileNumber: link.claimsFileNumber });
    expect(storeState.documents.upload).toMatchObject({ target: { claimFileNumber: link.claimsFileNumber }, guestGrant: 'gug_7' });
    expect(storeState.guestClaims.homePhoto).toMatchObject({ link: 'open', fileNumber: link.claimsFileNumber });
    // The next steps of the same link ask nothing again (the chosen files stay).
    const again = fakeServices();
    await expectSaga(openPhotoLink, again, view('upload'))
      .withReducer(photoReducers, storeState as ReturnType<typeof photoReducers>)
      .run();
    expect(again.sent).toHaveLength(0);
    expect(JSON.stringify(redactAction(opened))).not.toContain('gug_7');
    expect(JSON.stringify(redactAction(opened))).not.toContain(link.photoId);
  });

  it('shows the expired-claim screen for an expired or altered link, the system error when the gateway is down', async () => {
    for (const [answer, expired] of [
      [fail(410, 'link_expired', claimMessages.homePhotoLinkExpired), true],
      [fail(400, 'bad_request', 'Bad'), true],
      [fail(503, 'unavailable', 'down'), false],
    ] as const) {
      const { storeState } = await expectSaga(openPhotoLink, fakeServices({ gateway: () => answer }), view('upload'))
        .withReducer(photoReducers, closedState())
        .put(guestClaimsActions.homePhotoLinkRefused({ expired }))
        .run();
      expect(storeState.guestClaims.homePhoto.link).toBe(expired ? 'expired' : 'unavailable');
    }
  });

  it('ignores pages of other routes', async () => {
    const services = fakeServices();
    await expectSaga(
      openPhotoLink,
      services,
      appActions.pageViewed({ route: 'claims', page: 'x', category: 'claims', path: '/claims', hasHash: false } as never),
    )
      .withReducer(photoReducers, closedState())
      .run();
    expect(services.sent).toHaveLength(0);
  });

  it('goes to the finish without a call when no details were written', async () => {
    const services = fakeServices();
    await expectSaga(sendPhotoDetails, services, guestClaimsActions.homePhotoDetailsEntered({ details: '  ' }))
      .withReducer(photoReducers, openState())
      .put(guestClaimsActions.homePhotoDetailsSent())
      .put(finish)
      .run();
    expect(services.sent).toHaveLength(0);
  });

  it('sends the details with the grant and one key, kept for a retry after a failure, then finishes', async () => {
    const down = fakeServices({ gateway: () => fail(503, 'unavailable', 'down') });
    const failed = await expectSaga(sendPhotoDetails, down, guestClaimsActions.homePhotoDetailsEntered({ details: 'North windows' }))
      .withReducer(photoReducers, openState())
      .put(guestClaimsActions.homePhotoDetailsFailed({ message: errorCatalogue.technicalSubmission() }))
      .run();
    expect(down.sent[0]!.request).toMatchObject({ body: { details: 'North windows' }, headers: { 'guest-upload-grant': 'gug_7' } });
    const key = down.sent[0]!.request.idempotencyKey;
    expect(failed.storeState.guestClaims.homePhoto).toMatchObject({ sending: false, detailsIntent: { details: 'North windows', key } });
    const up = fakeServices({ gateway: () => ok({ fileNumber: link.claimsFileNumber, sentAt: '2026-11-26T00:00:00Z' }) });
    const sent = await expectSaga(sendPhotoDetails, up, guestClaimsActions.homePhotoDetailsEntered({ details: 'North windows' }))
      .withReducer(photoReducers, failed.storeState as ReturnType<typeof photoReducers>)
      .put(guestClaimsActions.homePhotoDetailsSent())
      .put(finish)
      .run();
    expect(up.sent[0]!.request.idempotencyKey).toBe(key);
    expect(sent.storeState.guestClaims.homePhoto.detailsIntent).toBeNull();
  });

  it('shows a refusal at the form, and the expired-claim screen when the grant has ended', async () => {
    const refused = fakeServices({ gateway: () => fail(400, 'bad_request', claimMessages.accountOrCardNumberInText) });
    await expectSaga(sendPhotoDetails, refused, guestClaimsActions.homePhotoDetailsEntered({ details: 'x' }))
      .withReducer(photoReducers, openState())
      .put(guestClaimsActions.homePhotoDetailsFailed({ message: claimMessages.accountOrCardNumberInText }))
      .run();
    const ended = fakeServices({ gateway: () => fail(401, 'grant_expired', claimMessages.guestUploadExpired) });
    await expectSaga(sendPhotoDetails, ended, guestClaimsActions.homePhotoDetailsEntered({ details: 'x' }))
      .withReducer(photoReducers, openState())
      .put(guestClaimsActions.homePhotoLinkRefused({ expired: true }))
      .run();
  });

  it('sends nothing before the link was opened', async () => {
    const services = fakeServices();
    await expectSaga(sendPhotoDetails, services, guestClaimsActions.homePhotoDetailsEntered({ details: 'x' }))
      .withReducer(photoReducers, closedState())
      .run();
    expect(services.sent).toHaveLength(0);
  });
});
