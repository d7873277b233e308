import { call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { replace } from 'connected-react-router';
import { appActions } from '../src/shell/catalogue';
import { selectLocation } from '../src/shell/selectors';
import { selectSignedIn } from '../src/auth/selectors';
import { billingActions } from '../src/billing/catalogue';
import { paymentsActions } from '../src/payments/catalogue';
import { onboardingActions } from '../src/onboarding/catalogue';
import { selectOnboardingProgress, selectSignInLanded, selectSigning } from '../src/onboarding/selectors';
import type { Signing } from '../src/onboarding/slice';
import { isOnboardingAddress, resumeAddress } from '../src/onboarding/steps';
import { returnAddressIn } from '../src/shared/returnPath';
import {
  completeOnboarding,
  declineEnvelope,
  finishOnboardingStep,
  getEnvelope,
  getEnvelopes,
  getOnboarding,
  signEnvelope,
  type Envelope,
  type OnboardingProgress,
  type OnboardingStep,
} from '../src/contract/esign';
import { updatePaperless } from '../src/contract/profile';
import type { ActionOf } from '../src/bus/catalogue';
import type { Services } from '../src/services/types';
import { enterBy, entering, enteringSaga, mergeEntering } from './entering';
import { onboardingRoutes } from '../src/shared/routes/onboarding';
import { documentRoutes, shellRoutes } from '../src/shared/routes';
import { callEndpoint } from './api';
import { issueLinks } from './documentLinks';
import { forceSignOut } from './auth';
import { knownAuthStatus } from './navigation';

// Onboarding of a newly bound customer: its progress comes from the gateway on every onboarding page (and the
// account landing, for "Finish setting up"), so leaving and coming back resumes at the first unfinished step.

const forget = (services: Services) => call([services.queries, services.queries.clear]);

/** The progress as the gateway keeps it now (never from the query cache: other tabs and devices move it on). */
export function* loadProgress(services: Services): SagaIterator<OnboardingProgress | null | undefined> {
  yield forget(services);
  const result = yield* callEndpoint(services, getOnboarding, { actionName: 'onboarding' });
  if (!result.ok) {
    yield put(onboardingActions.progressLoadFailed({ message: result.message }));
    if (result.status === 401) yield call(forceSignOut, services);
    return undefined;
  }
  yield put(onboardingActions.progressLoaded({ onboarding: result.value.onboarding }));
  return result.value.onboarding;
}

function* loadEnvelopes(services: Services) {
  const result = yield* callEndpoint(services, getEnvelopes, { actionName: 'esignEnvelopes' });
  yield put(
    result.ok
      ? onboardingActions.envelopesLoaded({ envelopes: result.value.envelopes })
      : onboardingActions.envelopeLoadFailed({ message: result.message }),
  );
}

function* loadEnvelope(services: Services, envelopeId: string, withLinks = true) {
  const result = yield* callEndpoint(services, getEnvelope, { params: { envelopeId }, actionName: 'esignEnvelope' });
  if (result.ok) {
    yield put(onboardingActions.envelopeLoaded({ envelope: result.value.envelope }));
    if (withLinks)
      yield call(
        issueLinks,
        services,
        result.value.envelope.documents.map((d) => d.documentId),
      );
  } else if (result.status === 404) yield put(onboardingActions.envelopeNotFound({ envelopeId }));
  else yield put(onboardingActions.envelopeLoadFailed({ message: result.message }));
}

/** What an onboarding page is: the welcome page, a step, an envelope to sign (or none of these: the uploads, paperless). */
interface OnboardingPage {
  readonly welcome?: boolean;
  readonly step?: string;
  readonly envelopeId?: string;
}

/** The progress of a signed-in customer (undefined when not signed in or not loaded). */
function* signedInProgress(services: Services): SagaIterator<OnboardingProgress | null | undefined> {
  const status: string = yield call(knownAuthStatus);
  if (status !== 'signedIn') return undefined;
  return yield* loadProgress(services);
}

/**
 * An onboarding page was shown: the progress, then what the page needs. The welcome page of a customer who
 * already began resumes at the first unfinished step; a finished onboarding never shows again (the account).
 */
const onboardingPage = ({ welcome = false, step, envelopeId }: OnboardingPage) =>
  function* showOnboardingPage(services: Services): SagaIterator {
    const progress = yield* signedInProgress(services);
    if (progress === undefined) return;
    if (progress === null || (progress.completed && step !== 'complete')) {
      yield put(replace(shellRoutes.account.to({})));
      return;
    }
    const welcomed = progress.steps.some((s) => s.step === 'welcome' && s.outcome !== null);
    if (welcome && welcomed) {
      yield put(replace(resumeAddress(progress)));
      return;
    }
    if (step === 'esign' || step === 'knockout') yield call(loadEnvelopes, services);
    if (envelopeId) yield call(loadEnvelope, services, envelopeId);
  };

/**
 * A sign-in that lands on the account with onboarding to finish goes into it instead, once (the next visit to the
 * account stays there, with "Finish setting up"); a finished onboarding never shows again.
 */
function* landOnAccount(services: Services): SagaIterator {
  const progress = yield* signedInProgress(services);
  if (progress === undefined) return;
  const landed: boolean = yield select(selectSignInLanded);
  if (landed && progress && !progress.completed) yield put(replace(resumeAddress(progress)));
}

const otherPage = onboardingPage({});

const progressPages = mergeEntering(
  entering(onboardingRoutes, {
    onboarding: onboardingPage({ welcome: true }),
    onboardingStep: (services, { step }) => onboardingPage({ step })(services),
    onboardingEnvelope: (services, { envelopeId }) => onboardingPage({ envelopeId })(services),
    onboardingUpload: otherPage,
    onboardingPaperless: otherPage,
  }),
  entering(shellRoutes, { account: landOnAccount }),
);

/**
 * Documents -> e-sign, one envelope: its record with the audit trail (the documents page lists the documents and
 * issues their links itself).
 */
const envelopeRecord = entering(documentRoutes, {
  *documentsEnvelope(services, { envelopeId }) {
    const status: string = yield call(knownAuthStatus);
    if (status !== 'signedIn') return;
    yield call(loadEnvelope, services, envelopeId, false);
  },
});

export const onEntering = mergeEntering(progressPages, envelopeRecord);
export const showOnboarding = enterBy(progressPages);
export const showEnvelopeRecord = enterBy(envelopeRecord);

/**
 * A page opened from an onboarding step with it as the way back (`?returnTo=`): a side trip begins, whose end leads
 * back to that step.
 */
export function* noteSideTrip(action: ActionOf<typeof appActions.pageViewed>): SagaIterator {
  if (action.payload.category === 'onboarding') return;
  const { search }: { search: string } = yield select(selectLocation);
  const returnTo = returnAddressIn(search);
  if (returnTo === null || !isOnboardingAddress(returnTo)) return;
  yield put(onboardingActions.sideTripBegun({ returnTo, category: action.payload.category }));
}

/** Records a step finished and moves on to the next unfinished one. */
function* finishStep(services: Services, step: OnboardingStep, outcome: 'done' | 'skipped'): SagaIterator<boolean> {
  const key: string = yield call([services.ids, services.ids.newId]);
  const result = yield* callEndpoint(services, finishOnboardingStep, {
    params: { step },
    body: { outcome },
    idempotencyKey: key,
    actionName: 'finishOnboardingStep',
  });
  if (!result.ok) {
    yield put(onboardingActions.stepFailed({ message: result.message }));
    return false;
  }
  yield put(onboardingActions.stepFinished({ step, onboarding: result.value.onboarding }));
  return true;
}

export function* finishRequestedStep(services: Services, action: ActionOf<typeof onboardingActions.stepFinishRequested>): SagaIterator {
  if (!(yield* finishStep(services, action.payload.step, action.payload.outcome))) return;
  const progress: OnboardingProgress = yield select(selectOnboardingProgress);
  yield put(replace(resumeAddress(progress)));
}

/** Paperless during onboarding: the profile's paperless call, then the step done. */
export function* choosePaperless(services: Services, action: ActionOf<typeof onboardingActions.paperlessRequested>): SagaIterator {
  const { quadrantName, accountNumber, eBill, ePolicy } = action.payload;
  const key: string = yield call([services.ids, services.ids.newId]);
  const result = yield* callEndpoint(services, updatePaperless, {
    params: { quadrantName, accountNumber },
    body: { eBill, ePolicy },
    idempotencyKey: key,
    actionName: 'updatePaperless',
  });
  if (!result.ok) {
    yield put(onboardingActions.stepFailed({ message: result.message }));
    return;
  }
  yield call(finishRequestedStep, services, onboardingActions.stepFinishRequested({ step: 'paperless', outcome: 'done' }));
}

/** Signs every place of the envelope with the adopted signature, with one key per signing. */
export function* signEnvelopeSaga(services: Services, action: ActionOf<typeof onboardingActions.signRequested>): SagaIterator {
  const { envelopeId } = action.payload;
  const signing: Signing | null = yield select(selectSigning);
  if (!signing || signing.envelopeId !== envelopeId || signing.signature === null) {
    yield put(onboardingActions.signFailed({ message: 'Adopt your signature and sign each document first.' }));
    return;
  }
  let key = signing.key;
  if (key === null) {
    key = (yield call([services.ids, services.ids.newId])) as string;
    yield put(onboardingActions.signIntentCreated({ envelopeId, key }));
  }
  const result = yield* callEndpoint(services, signEnvelope, {
    params: { envelopeId },
    body: { signature: signing.signature, documentIds: [...signing.signedPlaces] },
    idempotencyKey: key,
    actionName: 'signEnvelope',
  });
  if (!result.ok) {
    yield put(onboardingActions.signFailed({ message: result.message }));
    return;
  }
  yield put(onboardingActions.envelopeSigned({ envelope: result.value.envelope }));
  yield call(
    issueLinks,
    services,
    result.value.envelope.documents.map((d) => d.documentId),
  );
  const progress = yield* loadProgress(services);
  if (progress && !progress.completed) yield put(replace(resumeAddress(progress)));
}

/** Declining to e-sign: recorded on the envelope, then the knockout page (how the documents will reach them). */
export function* declineEnvelopeSaga(services: Services, action: ActionOf<typeof onboardingActions.declineRequested>): SagaIterator {
  const { envelopeId, reason } = action.payload;
  const key: string = yield call([services.ids, services.ids.newId]);
  const result = yield* callEndpoint(services, declineEnvelope, {
    params: { envelopeId },
    body: { reason },
    idempotencyKey: key,
    actionName: 'declineEnvelope',
  });
  if (!result.ok) {
    yield put(onboardingActions.declineFailed({ message: result.message }));
    return;
  }
  const envelope: Envelope = result.value.envelope;
  yield put(onboardingActions.envelopeLoaded({ envelope }));
  yield put(onboardingActions.esignDeclined({ envelopeId, reason: 'esignDecline' }));
  yield forget(services);
  yield put(replace(onboardingRoutes.onboardingStep.to({ step: 'knockout' })));
}

export function* completeSaga(services: Services): SagaIterator {
  const key: string = yield call([services.ids, services.ids.newId]);
  const result = yield* callEndpoint(services, completeOnboarding, { body: {}, idempotencyKey: key, actionName: 'completeOnboarding' });
  if (!result.ok) {
    yield put(onboardingActions.stepFailed({ message: result.message }));
    return;
  }
  yield put(onboardingActions.onboardingCompleted({ onboarding: result.value.onboarding }));
  yield put(replace(shellRoutes.account.to({})));
}

/** A payment or automatic payments set up anywhere in the portal finishes its onboarding step, while one is open. */
function* notePayment(services: Services): SagaIterator {
  yield call(noteBillingStep, services, 'payment');
}

function* noteAutopay(services: Services, action: ActionOf<typeof billingActions.autopayChanged>): SagaIterator {
  if (action.payload.method !== null) yield call(noteBillingStep, services, 'autoPay');
}

export function* noteBillingStep(services: Services, step: 'payment' | 'autoPay'): SagaIterator {
  // A guest's payment (pay as guest) is nobody's onboarding: asking the gateway would only sign them out.
  const signedIn: boolean = yield select(selectSignedIn);
  if (!signedIn) return;
  let progress: OnboardingProgress | null | undefined = yield select(selectOnboardingProgress);
  // Opened straight at the billing pages, the store has not heard of onboarding yet: ask.
  if (progress === null) progress = yield* loadProgress(services);
  if (!progress || progress.completed || progress.steps.some((s) => s.step === step && s.outcome !== null)) return;
  yield call(finishStep, services, step, 'done');
}

export function* onboardingSaga(services: Services) {
  yield takeEvery(appActions.pageViewed.type, noteSideTrip);
  yield enteringSaga(services, onEntering);
  yield takeLeading(onboardingActions.stepFinishRequested.type, finishRequestedStep, services);
  yield takeLeading(onboardingActions.paperlessRequested.type, choosePaperless, services);
  yield takeLeading(onboardingActions.signRequested.type, signEnvelopeSaga, services);
  yield takeLeading(onboardingActions.declineRequested.type, declineEnvelopeSaga, services);
  yield takeLeading(onboardingActions.completeRequested.type, completeSaga, services);
  yield takeEvery(paymentsActions.paymentSubmitted.type, notePayment, services);
  yield takeEvery(billingActions.autopayChanged.type, noteAutopay, services);
}
