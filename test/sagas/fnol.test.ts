import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { knownAuthStatus } from '../../sagas/navigation';
import { loadParty, loadPoliciesSummary } from '../../sagas/policyholder';
import { loadPolicyDetails } from '../../sagas/policies';
import { push } from 'connected-react-router';
import { answerStep, keepSendingQueuedFilings, openStep, sendQueuedFilings, submitFiling } from '../../sagas/fnol';
import { resendAfterMs } from '../../sagas/queuedFilings';
import { initialAppState } from '../../src/shell/slice';
import { delay } from 'redux-saga/effects';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import type { GatewayAnswer } from '../../src/services/types';
import { authActions } from '../../src/auth/catalogue';
import { storageKeys } from '../../config/product';
import { appActions } from '../../src/shell/catalogue';
import { claimsActions } from '../../src/claims/catalogue';
import type { FnolAnswers, FnolStep } from '../../src/shared/claimFiling';
import { initialClaimsState } from '../../src/claims/slice';
import { analyticsReducer, type DataLayer } from '../../src/analytics/slice';
import { redactAction } from '../../src/bus/redact';
import { initialPoliciesState } from '../../src/policies/slice';
import { initialProfileState } from '../../src/profile/slice';
import type { PolicySummary } from '../../src/contract/policies';
import { claimMessages } from '../../src/validation/messages';
import { initialFlagsState, type FlagsState } from '../../src/flags/slice';
import { fnolRoutes } from '../../src/shared/routes/fnol';
import { errorCatalogue } from '../../src/validation/messages';
import { fail, fakeServices, moveSavedFilings, ok } from '../support/fakeServices';
import { filingReducers, hailAnswers, hailClaim } from '../support/claimFilings';
import { initialAuthState } from '../../src/auth/slice';
import { restoreKeptPolicies } from '../../sagas/offlineFiling';

/** Where the customer is: on a step of the filing. */
const onFiling = { ...initialAppState, page: { route: 'fnolStep', name: 'Claim: intro', category: 'claims', path: '/claims/fnol/intro' } };
const reducers = filingReducers;
const withFlags = (glass: boolean, text: boolean): FlagsState => ({
  ...initialFlagsState,
  config: {
    ...initialFlagsState.config,
    flags: {
      ...initialFlagsState.config.flags,
      AutoGlassVendorFNOL: glass ? 'true' : 'false',
      FNOLTextNotification: text ? 'true' : 'false',
    },
  },
});
function policyOf(policyNumber: string, lineOfBusiness: string): PolicySummary {
  return { policyNumber, lineOfBusiness, status: 'active' } as PolicySummary;
}
const stateOf = (answers: FnolAnswers, answered: string[] = [], flags = withFlags(true, true)) => ({
  app: onFiling,
  auth: initialAuthState,
  analytics: analyticsReducer(undefined, { type: '@@init' }),
  claims: { ...initialClaimsState, fnol: { ...initialClaimsState.fnol, answers, answered } },
  flags,
  profile: initialProfileState,
  policies: {
    ...initialPoliciesState,
    status: 'loaded' as const,
    summary: [policyOf('C4M7X2-1001', 'auto'), policyOf('H1', 'home'), policyOf('L1', 'life'), policyOf('U1', 'umbrella')],
  },
});
const to = (step: FnolStep) => push(fnolRoutes.fnolStep.to({ step }));

/** Answers `step` with `answers` on top of `before` and expects the saga to go on to `next`. */
const expectNext = (step: FnolStep, answers: FnolAnswers, next: FnolStep, before: FnolAnswers = {}, flags = withFlags(true, true)) =>
  expectSaga(answerStep, fakeServices(), claimsActions.fnolStepAnswered({ step, answers }))
    .withReducer(reducers, stateOf(before, [], flags))
    .put(to(next))
    .run();

const auto: FnolAnswers = { lossDate: '2026-11-20', policyNumber: 'C4M7X2-1001', lossKind: 'auto' };
const home: FnolAnswers = { lossDate: '2026-11-20', policyNumber: 'H1', lossKind: 'home' };

describe('which step follows, from the answers so far', () => {
  it('starts with the loss date and the policy', async () => {
    await expectNext('intro', {}, 'loss-date');
    await expectNext('loss-date', { lossDate: '2026-11-20' }, 'select-policy');
  });

  it("takes the auto, home or life branch by the chosen policy's line, and refuses a line filed by phone", async () => {
    await expectNext('select-policy', { policyNumber: 'C4M7X2-1001' }, 'other-vehicle');
    await expectNext('select-policy', { policyNumber: 'H1' }, 'home-loss-description');
    const life = await expectNext('select-policy', { policyNumber: 'L1' }, 'loss-description');
    expect(life.storeState.claims.fnol.answers).toEqual({ policyNumber: 'L1', lossKind: 'life' });
    await expectNext('loss-description', { lifeEvent: 'death', description: 'He died in his sleep' }, 'loss-location', {
      ...home,
      policyNumber: 'L1',
      lossKind: 'life',
    });
    const umbrella = await expectSaga(
      answerStep,
      fakeServices(),
      claimsActions.fnolStepAnswered({ step: 'select-policy', answers: { policyNumber: 'U1' } }),
    )
      .withReducer(reducers, stateOf({}))
      .put(claimsActions.fnolAnswerRefused({ step: 'select-policy', field: 'policyNumber', message: claimMessages.policyCannotFile }))
      .not.put.like({ action: { type: '@@router/CALL_HISTORY_METHOD' } })
      .run();
    expect(umbrella.storeState.claims.fnol.answers).toEqual({});
    await expectNext('other-vehicle', { vehicleId: 'V10001', otherVehicleInvolved: false }, 'loss-description', auto);
  });

  it('asks about glass only when AutoGlassVendorFNOL is on, and its details only for glass damage', async () => {
    await expectNext('loss-description', { description: 'Hit by a rock' }, 'auto-glass', auto);
    await expectNext('loss-description', { description: 'Hit by a rock' }, 'tow-amount', auto, withFlags(false, true));
    await expectNext('auto-glass', { glassDamaged: true }, 'auto-glass-damage-locations', auto);
    await expectNext('auto-glass', { glassDamaged: false }, 'tow-amount', auto);
    await expectNext('auto-glass-damage-locations', { glassLocations: ['windshield'] }, 'auto-glass-incident-type', {
      ...auto,
      glassDamaged: true,
    });
    await expectNext('auto-glass-incident-type', { glassIncidentType: 'rock-chip' }, 'tow-amount', { ...auto, glassDamaged: true });
  });

  it('asks first whether a stolen vehicle was recovered, and no glass, tow, damage, place or driver of one not recovered', async () => {
    const stolen = { ...auto, vehicleStolen: true };
    await expectNext('loss-description', { description: 'Taken from the lot', vehicleStolen: true }, 'was-vehicle-recovered', auto);
    await expectNext('was-vehicle-recovered', { vehicleRecovered: false }, 'was-anyone-injured', stolen);
    await expectNext('was-vehicle-recovered', { vehicleRecovered: true }, 'was-vehicle-damaged', stolen);
    const recovered = { ...stolen, vehicleRecovered: true };
    await expectNext('was-vehicle-damaged', { vehicleDamaged: false }, 'tow-amount', recovered);
    await expectNext('tow-amount', { towAmountCents: 15000 }, 'vehicle-location', recovered);
    // Nobody was driving a stolen vehicle.
    await expectNext('vehicle-location', { vehicleLocation: 'Impound lot' }, 'was-anyone-injured', recovered);
  });

  it('asks about damage after the tow, and describes damage only when damaged', async () => {
    await expectNext('tow-amount', { towAmountCents: null }, 'was-vehicle-damaged', { ...auto, vehicleStolen: false });
    await expectNext('was-vehicle-damaged', { vehicleDamaged: true }, 'auto-damage-description', auto);
    await expectNext('was-vehicle-damaged', { vehicleDamaged: false }, 'vehicle-location', auto);
    await expectNext('auto-damage-description', { damageDescription: 'Bumper' }, 'vehicle-location', { ...auto, vehicleDamaged: true });
    await expectNext('vehicle-location', { vehicleLocation: 'Home' }, 'auto-driver', auto);
    await expectNext('auto-driver', { driver: 'Me' }, 'was-anyone-injured', auto);
  });

  it('takes the weather or other cause branch of a home loss', async () => {
    await expectNext('home-loss-description', { description: 'Roof' }, 'was-weather-related', home);
    await expectNext('was-weather-related', { weatherRelated: true }, 'home-loss-weather-related', home);
    await expectNext('was-weather-related', { weatherRelated: false }, 'home-loss-not-weather-related', home);
    await expectNext('home-loss-weather-related', { cause: 'hail' }, 'was-anyone-injured', { ...home, weatherRelated: true });
    await expectNext('home-loss-not-weather-related', { cause: 'water' }, 'was-anyone-injured', { ...home, weatherRelated: false });
  });

  it('asks for text notifications only when FNOLTextNotification is on, then reviews', async () => {
    await expectNext('was-anyone-injured', { anyoneInjured: false }, 'loss-location', home);
    await expectNext('loss-location', { lossLocation: 'Columbus' }, 'additional-information', home);
    await expectNext('additional-information', { additionalInformation: '' }, 'contact-information', home);
    await expectNext('contact-information', { phone: '614-555-0100', email: 'a@b.com' }, 'text-notification-enrollment', home);
    await expectNext('contact-information', { phone: '614-555-0100', email: 'a@b.com' }, 'review', home, withFlags(true, false));
    await expectNext('text-notification-enrollment', { textNotifications: true }, 'review', home);
  });

  it('returns to the review after a change made from it, unless the change asks something new', async () => {
    const answered = ['intro', 'loss-date', 'select-policy', 'home-loss-description', 'was-weather-related', 'review'];
    await expectSaga(answerStep, fakeServices(), claimsActions.fnolStepAnswered({ step: 'loss-date', answers: { lossDate: '2026-11-19' } }))
      .withReducer(reducers, stateOf(home, answered))
      .put(to('review'))
      .run();
    await expectSaga(
      answerStep,
      fakeServices(),
      claimsActions.fnolStepAnswered({ step: 'was-weather-related', answers: { weatherRelated: true } }),
    )
      .withReducer(reducers, stateOf(home, answered))
      .put(to('home-loss-weather-related'))
      .run();
  });
});

describe('progress kept in the tab', () => {
  it('keeps the answers in session storage, and brings them back after a reload', async () => {
    const services = fakeServices();
    const { storeState } = await expectSaga(
      answerStep,
      services,
      claimsActions.fnolStepAnswered({ step: 'loss-date', answers: { lossDate: '2026-11-20' } }),
    )
      .withReducer(reducers, stateOf({}, ['intro']))
      .run();
    expect(storeState.claims.fnol.answers).toEqual({ lossDate: '2026-11-20' });
    expect(JSON.parse(services.session.get(storageKeys.claimFiling)!)).toEqual({
      answers: { lossDate: '2026-11-20' },
      answered: ['intro', 'loss-date'],
    });

    const view = appActions.pageViewed({
      route: 'fnolStep',
      page: 'Claim: other vehicle',
      category: 'claims',
      path: '/claims/fnol/other-vehicle',
      hasHash: false,
    } as never);
    const reloaded = await expectSaga(openStep, services, view)
      .withReducer(reducers, stateOf({}))
      .put(claimsActions.fnolAnswersKept({ answers: { lossDate: '2026-11-20' }, answered: ['intro', 'loss-date'] }))
      .run();
    expect(reloaded.storeState.claims.fnol.answered).toEqual(['intro', 'loss-date']);
  });

  it("loads the chosen auto policy's vehicles for the vehicles step, so it asks which of them was involved", async () => {
    const view = appActions.pageViewed({
      route: 'fnolStep',
      page: 'Claim',
      category: 'claims',
      path: '/claims/fnol/other-vehicle',
      hasHash: false,
    } as never);
    const services = fakeServices();
    await expectSaga(openStep, services, view)
      .withReducer(reducers, stateOf(auto, ['intro', 'loss-date', 'select-policy']))
      .provide([
        [matchers.call.fn(knownAuthStatus), 'signedIn'],
        [matchers.call.fn(loadPolicyDetails), null],
      ])
      .call(loadPolicyDetails, services, 'C4M7X2-1001')
      .run();
  });

  it.each(['select-policy', 'review'])("loads the customer's policies for the %s step when they are not yet known", async (step) => {
    const services = fakeServices();
    const view = appActions.pageViewed({
      route: 'fnolStep',
      page: 'Claim',
      category: 'claims',
      path: `/claims/fnol/${step}`,
      hasHash: false,
    } as never);
    const empty = { ...stateOf({}), policies: initialPoliciesState };
    await expectSaga(openStep, services, view)
      .withReducer(reducers, empty)
      .provide([
        [matchers.call.fn(knownAuthStatus), 'signedIn'],
        [matchers.call.fn(loadPoliciesSummary), { ok: true }],
      ])
      .call(loadPoliciesSummary, services)
      .not.call.fn(loadParty)
      .not.call.fn(restoreKeptPolicies)
      .run();
  });

  it('offers the policies kept on this device when the policies cannot load for want of a network, and chooses among them', async () => {
    const services = fakeServices();
    const kept = [
      {
        policyNumber: 'L-204518736',
        lineOfBusiness: 'life',
        status: 'active',
        effectiveDate: '2024-01-01',
        expirationDate: '2044-01-01',
        description: 'Term life',
      },
    ];
    await services.offline.keepPolicies('life.customer', kept);
    const view = appActions.pageViewed({
      route: 'fnolStep',
      page: 'Claim',
      category: 'claims',
      path: '/claims/fnol/select-policy',
      hasHash: false,
    } as never);
    const signedIn = {
      ...stateOf({}),
      policies: initialPoliciesState,
      auth: { ...initialAuthState, status: 'signedIn' as const, loginId: 'life.customer' },
    };
    const offline = await expectSaga(openStep, services, view)
      .withReducer(reducers, signedIn)
      .provide([
        [matchers.call.fn(knownAuthStatus), 'signedIn'],
        [matchers.call.fn(loadPoliciesSummary), { ok: false, status: null, message: 'offline' }],
      ])
      .put(claimsActions.filingPoliciesRestored({ policies: kept as never }))
      .run();
    await expectSaga(
      answerStep,
      services,
      claimsActions.fnolStepAnswered({ step: 'select-policy', answers: { policyNumber: 'L-204518736' } }),
    )
      .withReducer(reducers, offline.storeState as ReturnType<typeof reducers>)
      .put(to('loss-description'))
      .run();
    // Another login on this device finds nothing kept for it.
    const other = { ...signedIn, auth: { ...signedIn.auth, loginId: 'mutual.customer' } };
    await expectSaga(openStep, services, view)
      .withReducer(reducers, other)
      .provide([
        [matchers.call.fn(knownAuthStatus), 'signedIn'],
        [matchers.call.fn(loadPoliciesSummary), { ok: false, status: null, message: 'offline' }],
      ])
      .not.put.like({ action: { type: claimsActions.filingPoliciesRestored.type } })
      .run();
  });

  it('remembers the review as reached only for a filing under way (not for the claim just filed)', async () => {
    const review = appActions.pageViewed({
      route: 'fnolStep',
      page: 'Claim review',
      category: 'claims',
      path: '/claims/fnol/review',
      hasHash: false,
    } as never);
    const provided = [[matchers.call.fn(knownAuthStatus), 'signedOut']] as never;
    const underWay = await expectSaga(openStep, fakeServices(), review)
      .withReducer(reducers, stateOf(home, ['intro']))
      .provide(provided)
      .run();
    expect(underWay.storeState.claims.fnol.answered).toEqual(['intro', 'review']);
    const filed = await expectSaga(openStep, fakeServices(), review).withReducer(reducers, stateOf({}, [])).provide(provided).run();
    expect(filed.storeState.claims.fnol.answered).toEqual([]);
  });

  it("loads the party for the contact step, so it offers the customer's phone and email, when it is not yet known", async () => {
    const services = fakeServices();
    const view = appActions.pageViewed({
      route: 'fnolStep',
      page: 'Claim: contact information',
      category: 'claims',
      path: '/claims/fnol/contact-information',
      hasHash: false,
    } as never);
    await expectSaga(openStep, services, view)
      .withReducer(reducers, stateOf({}))
      .provide([
        [matchers.call.fn(knownAuthStatus), 'signedIn'],
        [matchers.call.fn(loadParty), null],
      ])
      .call(loadParty, services)
      .not.call.fn(loadPoliciesSummary)
      .run();
  });

  it('flags free text with a probable account or card number on its step, and goes no further', async () => {
    const services = fakeServices();
    const { storeState } = await expectSaga(
      answerStep,
      services,
      claimsActions.fnolStepAnswered({ step: 'loss-location', answers: { lossLocation: 'Account 123456789' } }),
    )
      .withReducer(reducers, stateOf(home))
      .put(
        claimsActions.fnolAnswerRefused({ step: 'loss-location', field: 'lossLocation', message: claimMessages.accountOrCardNumberInText }),
      )
      .not.put.like({ action: { type: '@@router/CALL_HISTORY_METHOD' } })
      .run();
    expect(storeState.claims.fnol.answers).toEqual(home);
    expect(services.session.get(storageKeys.claimFiling)).toBeNull();
  });

  it('never logs free text', () => {
    const logged = JSON.stringify(
      redactAction(claimsActions.fnolStepAnswered({ step: 'loss-description', answers: { description: 'Card 4111111111111111' } })),
    );
    expect(logged).not.toContain('4111111111111111');
  });
});

describe('filing the claim', () => {
  const complete = hailAnswers;
  const filed = hailClaim;

  it('files once with one idempotency key, then shows the confirmation with the claim in the list and the analytics claims group', async () => {
    const services = fakeServices({ gateway: () => ok({ claim: filed }) });
    services.session.set(storageKeys.claimFiling, '{}');
    const { storeState } = await expectSaga(submitFiling, services)
      .withReducer(reducers, stateOf(complete, ['review']))
      .put(claimsActions.claimFiled({ claim: filed }))
      .put(to('confirm'))
      .run();
    expect(services.sent).toHaveLength(1);
    expect(services.sent[0]!.request.idempotencyKey).toBe('id-1');
    expect(services.sent[0]!.request.body).toMatchObject({
      policyNumber: 'H1',
      loss: { kind: 'home', weatherRelated: true, cause: 'hail' },
    });
    expect(storeState.claims.fnol.filed).toEqual(filed);
    expect(storeState.claims.list[0]).toEqual(filed);
    expect((storeState.analytics as DataLayer).claims).toEqual({
      claimFileNumber: '31125112200',
      claimsLOB: 'home',
      claimsType: 'weather',
      claimStatus: 'open',
      emailStatus: 'subscribed',
    });
    expect(services.session.get(storageKeys.claimFiling)).toBeNull();
  });

  it('keeps every answer after a failure and resubmits with the same key', async () => {
    const services = fakeServices({ gateway: () => fail(503, 'server_error', 'down') });
    const first = await expectSaga(submitFiling, services)
      .withReducer(reducers, stateOf(complete, ['review']))
      .put(claimsActions.claimFilingFailed({ message: `${errorCatalogue.technicalProblem} ${errorCatalogue.technicalSubmission()}` }))
      .run();
    expect(first.storeState.claims.fnol.answers).toEqual(complete);
    await expectSaga(submitFiling, services)
      .withReducer(reducers, first.storeState as ReturnType<typeof stateOf>)
      .run();
    expect(services.sent.map((s) => s.request.idempotencyKey)).toEqual(['id-1', 'id-1']);
  });

  // The policy changed since the customer chose it: the filing opens at the answer to correct, every answer kept.
  const notFileable = (correct: 'policyNumber' | 'lossDate', message: string) => ({
    status: 422,
    body: { error: 'not_fileable', correct, message },
    mitigationType: null,
  });

  it('opens a filing its policy can no longer take at the policy step, the reason shown at the policy, every answer kept', async () => {
    const services = fakeServices({ gateway: () => notFileable('policyNumber', claimMessages.policyNotInForce) });
    const { storeState } = await expectSaga(submitFiling, services)
      .withReducer(reducers, stateOf(complete, ['review']))
      .put(claimsActions.fnolAnswerRefused({ step: 'select-policy', field: 'policyNumber', message: claimMessages.policyNotInForce }))
      .put(to('select-policy'))
      .not.put.like({ action: { type: claimsActions.claimFilingFailed.type } })
      .run();
    expect(storeState.claims.fnol.answers).toEqual(complete);
  });

  describe('with no network', () => {
    const signedInAs = (loginId: string, state = stateOf(complete, ['review'])) => ({
      ...state,
      auth: { ...initialAuthState, status: 'signedIn' as const, loginId },
    });

    it('saves the filing on this device under the login, with its key, and sends it once when the network is back', async () => {
      const services = fakeServices({ gateway: () => 'network-failure' });
      const saved = await expectSaga(submitFiling, services)
        .withReducer(reducers, signedInAs('pat'))
        .put(claimsActions.fnolQueued({ key: 'id-1' }))
        .not.put.like({ action: { type: claimsActions.claimFilingFailed.type } })
        .run();
      expect(saved.storeState.claims.fnol.queued).toBe(true);
      expect(await services.offline.queuedFilings()).toMatchObject([{ line: 'fnol', owner: 'pat', key: 'id-1', answers: complete }]);

      const online = fakeServices({ gateway: () => ok({ claim: filed }) });
      await moveSavedFilings(services, online);
      // Another login on this device never sends it.
      await expectSaga(sendQueuedFilings, online)
        .withReducer(reducers, signedInAs('sam', stateOf({})))
        .run();
      expect(online.sent).toEqual([]);
      await expectSaga(sendQueuedFilings, online)
        .withReducer(reducers, signedInAs('pat', stateOf({})))
        // For analytics: when it was saved and its date of loss (the visit that saved it may never have been recorded).
        .put(claimsActions.fnolSavedClaimSent({ key: 'id-1', savedAt: '2026-11-22T15:00:00.000Z', lossDate: '2026-11-20' }))
        .put(claimsActions.claimFiled({ claim: filed }))
        .put(to('confirm'))
        .run();
      expect(online.sent.map((s) => s.request.idempotencyKey)).toEqual(['id-1']);
      await expect(online.offline.queuedFilings()).resolves.toEqual([]);
    });

    it('opens a saved filing refused for a loss after its policy ended at the date of loss, and leaves the device', async () => {
      const services = fakeServices({ gateway: () => 'network-failure' });
      await expectSaga(submitFiling, services).withReducer(reducers, signedInAs('pat')).run();
      const message = claimMessages.lossAfterTerm('11/19/2026');
      const online = fakeServices({ gateway: () => notFileable('lossDate', message) });
      await moveSavedFilings(services, online);
      const { storeState } = await expectSaga(sendQueuedFilings, online)
        .withReducer(reducers, signedInAs('pat', stateOf({})))
        .put(claimsActions.fnolAnswerRefused({ step: 'loss-date', field: 'lossDate', message }))
        .put(to('loss-date'))
        .run();
      expect(storeState.claims.fnol.answers).toEqual(complete);
      expect(storeState.claims.fnol.answered).toContain('review');
      await expect(online.offline.queuedFilings()).resolves.toEqual([]);
    });

    describe('sent again while the filing pages are open', () => {
      const delayFn = (delay(0) as unknown as { payload: { fn: unknown } }).payload.fn;
      /** The waits are not waited for: their lengths are collected. */
      const waitsIn = (waits: number[]): Partial<EffectProviders> => ({
        call(effect, next) {
          if (effect.fn !== delayFn) return next();
          waits.push(effect.args[0] as number);
          return true;
        },
      });
      const withApp = (online: boolean) => ({
        ...signedInAs('pat', stateOf({})),
        app: { ...onFiling, online },
      });
      /** A phone with the filing saved, and a gateway answering in turn. */
      async function savedFiling(answers: (GatewayAnswer | 'network-failure')[]) {
        const device = fakeServices({ gateway: () => 'network-failure' });
        await expectSaga(submitFiling, device).withReducer(reducers, signedInAs('pat')).run();
        let call = 0;
        const services = fakeServices({ gateway: () => answers[Math.min(call++, answers.length - 1)]! });
        await moveSavedFilings(device, services);
        return services;
      }

      it('sends it again after a wait growing with each try while the phone is online, once filed stops', async () => {
        const services = await savedFiling(['network-failure', fail(503, 'server_error', 'busy'), ok({ claim: filed })]);
        const waits: number[] = [];
        await expectSaga(keepSendingQueuedFilings, services)
          .withReducer(reducers, withApp(true))
          .provide(waitsIn(waits))
          .put(claimsActions.claimFiled({ claim: filed }))
          .silentRun(100);
        expect(services.sent.map((s) => s.request.idempotencyKey)).toEqual(['id-1', 'id-1', 'id-1']);
        expect(waits).toEqual([resendAfterMs[0], resendAfterMs[1]]);
        await expect(services.offline.queuedFilings()).resolves.toEqual([]);
      });

      it('waits for the network with the phone offline, then sends it', async () => {
        const services = await savedFiling(['network-failure', ok({ claim: filed })]);
        const waits: number[] = [];
        await expectSaga(keepSendingQueuedFilings, services).withReducer(reducers, withApp(false)).provide(waitsIn(waits)).silentRun(50);
        expect(waits).toEqual([]);
        expect(services.sent).toHaveLength(1);
        await expectSaga(keepSendingQueuedFilings, services)
          .withReducer(reducers, withApp(false))
          .provide(waitsIn(waits))
          .dispatch(appActions.connectionRestored({ message: 'back' }))
          .put(claimsActions.claimFiled({ claim: filed }))
          .silentRun(100);
        expect(services.sent.map((s) => s.request.idempotencyKey)).toEqual(['id-1', 'id-1']);
      });

      it('keeps it saved while an earlier send of its key is still being filed', async () => {
        const inProgress = fail(
          409,
          'idempotency_conflict',
          'A request with this idempotency key is still being processed. Try again in a moment.',
        );
        const services = await savedFiling([inProgress]);
        await expectSaga(keepSendingQueuedFilings, services)
          .withReducer(reducers, withApp(false))
          .not.put.like({ action: { type: claimsActions.claimFilingFailed.type } })
          .silentRun(50);
        await expect(services.offline.queuedFilings()).resolves.toHaveLength(1);
      });
    });

    it('asks for the sign-in again when it has ended, and keeps the filing to send after it', async () => {
      const services = fakeServices({ gateway: () => 'network-failure' });
      await expectSaga(submitFiling, services).withReducer(reducers, signedInAs('pat')).run();
      const expired = fakeServices({ gateway: () => fail(401, 'unauthorized', 'Sign in again') });
      await moveSavedFilings(services, expired);
      await expectSaga(sendQueuedFilings, expired)
        .withReducer(reducers, signedInAs('pat', stateOf({})))
        .put(authActions.signedOut({ reason: 'expired' }))
        .run();
      await expect(expired.offline.queuedFilings()).resolves.toHaveLength(1);
    });
  });
});
