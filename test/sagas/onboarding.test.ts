import { expectSaga } from 'redux-saga-test-plan';
import { call, select } from 'redux-saga/effects';
import { combineReducers } from 'redux';
import { replace } from 'connected-react-router';
import {
  declineEnvelopeSaga,
  noteBillingStep,
  noteSideTrip,
  showEnvelopeRecord,
  showOnboarding,
  signEnvelopeSaga,
} from '../../sagas/onboarding';
import { selectLocation } from '../../src/shell/selectors';
import { knownAuthStatus } from '../../sagas/navigation';
import { appActions } from '../../src/shell/catalogue';
import { authActions } from '../../src/auth/catalogue';
import { onboardingActions } from '../../src/onboarding/catalogue';
import { selectSideTripReturn } from '../../src/onboarding/selectors';
import { initialOnboardingState, onboardingReducer, type OnboardingState } from '../../src/onboarding/slice';
import { authReducer, initialAuthState, type AuthState } from '../../src/auth/slice';
import { resumeAddress } from '../../src/onboarding/steps';
import { onboardingSteps, type OnboardingProgress, type StepOutcome } from '../../src/contract/esign';
import { fail, fakeServices, ok } from '../support/fakeServices';

const progressWith = (finished: Partial<Record<string, StepOutcome>>, completed = false): OnboardingProgress => ({
  policyNumber: 'P7D4W2-4001' as OnboardingProgress['policyNumber'],
  accountNumber: 'N6158804',
  steps: onboardingSteps.map((step) => ({ step, outcome: finished[step] ?? null })),
  completed,
});
const envelope = {
  envelopeId: 'ENV-6158804-APP',
  subject: 'Documents to sign',
  status: 'completed',
  sentAt: '2026-11-22T13:00:00.000Z',
  statusAt: '2026-11-22T15:00:00.000Z',
  policyNumber: 'P7D4W2-4001',
  documentCount: 1,
  recipients: [],
  documents: [{ documentId: 'esign-ENV-6158804-APP-APP', title: 'Auto insurance application', issuedOn: '2026-11-22', signed: true }],
  events: [],
  declineReason: null,
};
const viewed = (route: string, path: string) => appActions.pageViewed({ route, path } as never);
const signedIn = { status: 'signedIn' as const };
const withState = (onboarding: Partial<OnboardingState>) => ({ auth: signedIn, onboarding: { ...initialOnboardingState, ...onboarding } });
const reducer = combineReducers({ auth: (state: { status: string } = signedIn) => state, onboarding: onboardingReducer });
/** Just landed from a sign-in (the shell's model, src/auth/slice.ts). */
const landedState = { auth: { ...signedIn, signInLanding: 'landed' }, onboarding: initialOnboardingState };

describe('where onboarding resumes', () => {
  it('goes to the first unfinished step in order, and to the end when none is left', () => {
    expect(resumeAddress(progressWith({}))).toBe('/onboarding');
    expect(resumeAddress(progressWith({ welcome: 'done' }))).toBe('/onboarding/esign');
    // A declined e-sign is finished (the knockout), so the customer goes on to payment.
    expect(resumeAddress(progressWith({ welcome: 'done', esign: 'declined' }))).toBe('/onboarding/payment');
    expect(resumeAddress(progressWith({ welcome: 'done', esign: 'done', payment: 'done' }))).toBe(
      '/onboarding/paperless-preferences/mutual/N6158804',
    );
    const allButUploads = {
      welcome: 'done',
      esign: 'done',
      payment: 'done',
      paperless: 'done',
      notifications: 'skipped',
      autoPay: 'done',
    } as const;
    expect(resumeAddress(progressWith(allButUploads))).toBe('/onboarding/upload-documents');
    expect(resumeAddress(progressWith({ ...allButUploads, uploadDocuments: 'skipped' }))).toBe('/onboarding/complete');
  });

  it('sends a returning customer from the welcome page to the first unfinished step', async () => {
    const progress = progressWith({ welcome: 'done', esign: 'done' });
    const services = fakeServices({ gateway: () => ok({ onboarding: progress }) });
    await expectSaga(showOnboarding, services, viewed('onboarding', '/onboarding'))
      .provide([[call(knownAuthStatus), 'signedIn']])
      .withReducer(reducer)
      .put(onboardingActions.progressLoaded({ onboarding: progress }))
      .put(replace('/onboarding/payment'))
      .run();
  });

  it('loads the progress on the upload steps opened directly or reloaded, so they leave "Loading your onboarding"', async () => {
    const progress = progressWith({ welcome: 'done', esign: 'done', payment: 'done', paperless: 'done' });
    for (const path of ['/onboarding/upload-documents/upload', '/onboarding/upload-documents/upload/2']) {
      const services = fakeServices({ gateway: () => ok({ onboarding: progress }) });
      const { storeState } = await expectSaga(showOnboarding, services, viewed('onboardingUpload', path))
        .provide([[call(knownAuthStatus), 'signedIn']])
        .withReducer(reducer)
        .put(onboardingActions.progressLoaded({ onboarding: progress }))
        .run();
      expect(storeState.onboarding.status).not.toBe('idle');
    }
  });

  it('never shows a finished onboarding again, nor one the customer does not have', async () => {
    for (const onboarding of [progressWith({}, true), null]) {
      const services = fakeServices({ gateway: () => ok({ onboarding }) });
      await expectSaga(showOnboarding, services, viewed('onboardingStep', '/onboarding/payment'))
        .provide([[call(knownAuthStatus), 'signedIn']])
        .withReducer(reducer)
        .put(replace('/account'))
        .run();
    }
  });
});

describe('signing and declining', () => {
  it('signs with the adopted signature and the places signed, one key however often it is asked, then resumes', async () => {
    const next = progressWith({ welcome: 'done', esign: 'done' });
    const services = fakeServices({
      gateway: (endpoint) =>
        endpoint.name === 'signEnvelope' ? ok({ envelope }) : endpoint.name === 'onboarding' ? ok({ onboarding: next }) : ok({ links: [] }),
    });
    const signing = { envelopeId: envelope.envelopeId, signature: 'Kevin Park', signedPlaces: ['esign-ENV-6158804-APP-APP'], key: null };
    const { storeState } = await expectSaga(
      signEnvelopeSaga,
      services,
      onboardingActions.signRequested({ envelopeId: envelope.envelopeId }),
    )
      .withReducer(reducer, withState({ signing }) as never)
      .put(onboardingActions.signIntentCreated({ envelopeId: envelope.envelopeId, key: 'id-1' }))
      .put(onboardingActions.envelopeSigned({ envelope: envelope as never }))
      .put(replace('/onboarding/payment'))
      .run();
    const sign = services.sent.find((s) => s.name === 'signEnvelope')!;
    expect(sign.request).toMatchObject({
      idempotencyKey: 'id-1',
      body: { signature: 'Kevin Park', documentIds: ['esign-ENV-6158804-APP-APP'] },
    });
    expect((storeState as { onboarding: OnboardingState }).onboarding.signing).toBeNull();
  });

  it('refuses to sign before a signature is adopted, without asking the gateway', async () => {
    const services = fakeServices();
    await expectSaga(signEnvelopeSaga, services, onboardingActions.signRequested({ envelopeId: envelope.envelopeId }))
      .withReducer(reducer)
      .put(onboardingActions.signFailed({ message: 'Adopt your signature and sign each document first.' }))
      .run();
    expect(services.sent).toEqual([]);
  });

  it('keeps a refusal of the gateway for the screen', async () => {
    const services = fakeServices({ gateway: () => fail(409, 'envelope_declined', 'You declined to sign this envelope electronically.') });
    const signing = { envelopeId: envelope.envelopeId, signature: 'Kevin Park', signedPlaces: [], key: 'kept-key' };
    const { storeState } = await expectSaga(
      signEnvelopeSaga,
      services,
      onboardingActions.signRequested({ envelopeId: envelope.envelopeId }),
    )
      .withReducer(reducer, withState({ signing }) as never)
      .put(onboardingActions.signFailed({ message: 'You declined to sign this envelope electronically.' }))
      .run();
    expect(services.sent[0]!.request.idempotencyKey).toBe('kept-key');
    expect((storeState as { onboarding: OnboardingState }).onboarding.error).toBe('You declined to sign this envelope electronically.');
  });

  it('declining is the onboarding knockout: recorded, then the knockout page', async () => {
    const declined = { ...envelope, status: 'declined', declineReason: 'I prefer paper' };
    const services = fakeServices({ gateway: () => ok({ envelope: declined }) });
    await expectSaga(
      declineEnvelopeSaga,
      services,
      onboardingActions.declineRequested({ envelopeId: envelope.envelopeId, reason: 'I prefer paper' }),
    )
      .withReducer(reducer)
      .put(onboardingActions.esignDeclined({ envelopeId: envelope.envelopeId, reason: 'esignDecline' }))
      .put(replace('/onboarding/knockout'))
      .run();
  });
});

describe('payments made in the portal', () => {
  it('finish the payment step of an open onboarding, once', async () => {
    const after = progressWith({ welcome: 'done', esign: 'done', payment: 'done' });
    const services = fakeServices({ gateway: () => ok({ onboarding: after }) });
    await expectSaga(noteBillingStep, services, 'payment')
      .withReducer(reducer, withState({ progress: progressWith({ welcome: 'done', esign: 'done' }) }) as never)
      .put(onboardingActions.stepFinished({ step: 'payment', onboarding: after }))
      .run();
    expect(services.sent.map((s) => s.name)).toEqual(['finishOnboardingStep']);
    const none = fakeServices();
    await expectSaga(noteBillingStep, none, 'payment')
      .withReducer(reducer, withState({ progress: after }) as never)
      .run();
    expect(none.sent).toEqual([]);
    // Opened straight at billing: the progress is asked for first; a customer without onboarding has nothing to finish.
    const fresh = fakeServices({ gateway: () => ok({ onboarding: null }) });
    await expectSaga(noteBillingStep, fresh, 'autoPay').withReducer(reducer).run();
    expect(fresh.sent.map((s) => s.name)).toEqual(['onboarding']);
  });

  it("leave a guest's payment alone: nothing is asked of the gateway", async () => {
    const guest = fakeServices({ gateway: () => ok({ onboarding: null }) });
    await expectSaga(noteBillingStep, guest, 'payment')
      .withReducer(reducer, { auth: { status: 'signedOut' }, onboarding: initialOnboardingState } as never)
      .run();
    expect(guest.sent).toEqual([]);
  });
});

describe('signing in with onboarding to finish', () => {
  const landedOn = (state: AuthState, ...actions: Parameters<typeof authReducer>[1][]) =>
    actions.reduce((s, a) => authReducer(s, a), state);
  const signedInVia = (via: 'oidc' | 'sessionToken') => authActions.signedIn({ loginId: 'new.customer', expiresAt: 2e12, via });

  it('knows the page a sign-in lands on: the one page after it, and only after signing in', () => {
    const pending = landedOn(initialAuthState, signedInVia('oidc'));
    expect(pending.signInLanding).toBe('pending');
    const landed = landedOn(pending, viewed('account', '/account'));
    expect(landed.signInLanding).toBe('landed');
    expect(landedOn(landed, viewed('onboarding', '/onboarding')).signInLanding).toBe('none');
    // A session token handed over (the mobile app) is no sign-in of the customer's own.
    expect(landedOn(initialAuthState, signedInVia('sessionToken'), viewed('account', '/account')).signInLanding).toBe('none');
  });

  it('goes from the account landing into onboarding, at the first unfinished step, once', async () => {
    const progress = progressWith({ welcome: 'done', esign: 'done' });
    const services = fakeServices({ gateway: () => ok({ onboarding: progress }) });
    await expectSaga(showOnboarding, services, viewed('account', '/account'))
      .provide([[call(knownAuthStatus), 'signedIn']])
      .withReducer(reducer, landedState as never)
      .put(onboardingActions.progressLoaded({ onboarding: progress }))
      .put(replace('/onboarding/payment'))
      .run();
    // Back on the account later (not the sign-in's landing): it stays, with "Finish setting up".
    const later = fakeServices({ gateway: () => ok({ onboarding: progress }) });
    await expectSaga(showOnboarding, later, viewed('account', '/account'))
      .provide([[call(knownAuthStatus), 'signedIn']])
      .withReducer(reducer)
      .put(onboardingActions.progressLoaded({ onboarding: progress }))
      .not.put.actionType(replace('/onboarding/payment').type)
      .run();
  });

  it('leaves a finished onboarding, or none, on the account landing', async () => {
    for (const onboarding of [progressWith({}, true), null]) {
      const services = fakeServices({ gateway: () => ok({ onboarding }) });
      await expectSaga(showOnboarding, services, viewed('account', '/account'))
        .provide([[call(knownAuthStatus), 'signedIn']])
        .withReducer(reducer, landedState as never)
        .not.put.actionType(replace('/account').type)
        .run();
    }
  });
});

describe('the audit trail under Documents, e-sign', () => {
  it('loads the envelope of the page (its documents and links are the documents page its own)', async () => {
    const services = fakeServices({ gateway: () => ok({ envelope }) });
    await expectSaga(showEnvelopeRecord, services, viewed('documentsEnvelope', '/documents/esign/ENV-6158804-APP'))
      .provide([[call(knownAuthStatus), 'signedIn']])
      .withReducer(reducer)
      .put(onboardingActions.envelopeLoaded({ envelope: envelope as never }))
      .run();
    expect(services.sent.map((s) => s.name)).toEqual(['esignEnvelope']);
    expect(services.sent[0]!.request.params).toEqual({ envelopeId: 'ENV-6158804-APP' });
  });

  it('tells a foreign or unknown envelope apart (not found)', async () => {
    const services = fakeServices({ gateway: () => fail(404, 'not_found', 'Not found') });
    await expectSaga(showEnvelopeRecord, services, viewed('documentsEnvelope', '/documents/esign/ENV-0000000-APP'))
      .provide([[call(knownAuthStatus), 'signedIn']])
      .withReducer(reducer)
      .put(onboardingActions.envelopeNotFound({ envelopeId: 'ENV-0000000-APP' }))
      .run();
  });
});

describe('a side trip begun from an onboarding step', () => {
  const tripPage = (search: string) =>
    expectSaga(
      noteSideTrip,
      appActions.pageViewed({
        route: 'billingAutopay',
        page: 'Automatic payments',
        category: 'billing',
        path: '/billing/autopay',
        hasHash: false,
      }),
    ).provide([[select(selectLocation), { pathname: '/billing/autopay', search }]]);

  it('remembers the step it left, carried in the address, until the trip leaves its area', async () => {
    await tripPage('?returnTo=%2Fonboarding%2FautoPay')
      .put(onboardingActions.sideTripBegun({ returnTo: '/onboarding/autoPay', category: 'billing' }))
      .run();
    const state = (onboarding: OnboardingState) => ({ onboarding });
    let s = onboardingReducer(
      initialOnboardingState,
      onboardingActions.sideTripBegun({ returnTo: '/onboarding/autoPay', category: 'billing' }),
    );
    s = onboardingReducer(s, viewedIn('billing'));
    expect(selectSideTripReturn(state(s))).toBe('/onboarding/autoPay');
    // Elsewhere (or back in onboarding), the trip is over.
    expect(selectSideTripReturn(state(onboardingReducer(s, viewedIn('profile'))))).toBeNull();
    expect(selectSideTripReturn(state(onboardingReducer(s, viewedIn('onboarding'))))).toBeNull();
  });

  it('follows no way back that leads outside onboarding or out of the portal', async () => {
    for (const search of ['', '?returnTo=%2Fbilling', '?returnTo=%2F%2Fevil.example%2Fonboarding', '?returnTo=https%3A%2F%2Fevil.example'])
      await tripPage(search)
        .not.put.like({ action: { type: onboardingActions.sideTripBegun.type } })
        .run();
  });
});

const viewedIn = (category: string) => appActions.pageViewed({ route: 'x', page: 'X', category, path: '/x', hasHash: false });
