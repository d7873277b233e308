import { expectSaga } from 'redux-saga-test-plan';
import { call } from 'redux-saga/effects';
import { combineReducers } from 'redux';
import { replace } from 'connected-react-router';
import { declineEnvelopeSaga, noteBillingStep, showOnboarding, signEnvelopeSaga } from '../../sagas/onboarding';
import { knownAuthStatus } from '../../sagas/navigation';
import { appActions } from '../../src/app/catalogue';
import { onboardingActions } from '../../src/onboarding/catalogue';
import { initialOnboardingState, onboardingReducer, type OnboardingState } from '../../src/onboarding/slice';
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
