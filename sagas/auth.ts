import { call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { storageKeys } from '../config/product';
import type { SagaIterator } from 'redux-saga';
import { push, replace } from 'connected-react-router';
import { authActions, type SignOutReason } from '../src/auth/catalogue';
import {
  chooseSecurityCodeMethod,
  signOutEverywhere as endEverySession,
  submitCredentials,
  submitSecurityCode,
  type SignInStep,
} from '../src/contract/signIn';
import { safeReturnPath } from '../src/shared/returnPath';
import type { ActionOf } from '../src/bus/catalogue';
import type { Services, SignedInSession } from '../src/services/types';
import { callEndpoint } from './api';
import { shellPages } from '../src/shared/routes/shell';
import { addressOf } from '../src/shared/address';
import { forgetKeptFiling } from './offlineFiling';
import { signInWithPasskey, startPasskeySignIn, type PasskeyAuthenticationResponse } from '../src/contract/passkeys';
import { passkeyMessages } from '../src/validation/messages/passkeys';
import type { PasskeyOutcome, PasskeySupport } from '../src/services/types';

const rejectionReasons = [
  'invalid_credentials',
  'too_many_attempts',
  'interaction_expired',
  'invalid_request',
  'invalid_code',
  'too_many_codes',
  'passkey_not_accepted',
] as const;
type RejectionReason = (typeof rejectionReasons)[number];
const asRejection = (error: string): RejectionReason =>
  (rejectionReasons as readonly string[]).includes(error) ? (error as RejectionReason) : 'invalid_request';

/** Leaves for the identity provider, which comes back to the portal's own login form. */
export function* startSignIn(services: Services, action: ActionOf<typeof authActions.signInRequested>) {
  try {
    yield call([services.auth, services.auth.startSignIn], safeReturnPath(action.payload.returnTo));
  } catch (error) {
    yield put(authActions.signInFailed({ stage: 'redirect', message: error instanceof Error ? error.message : String(error) }));
    yield put(push(addressOf(shellPages.loginSystemError, {})));
  }
}

export function* submitLogin(services: Services, action: ActionOf<typeof authActions.credentialsSubmitted>) {
  const { uid, loginId, password } = action.payload;
  const result = yield* callEndpoint(services, submitCredentials, { params: { uid }, body: { loginId, password }, actionName: 'signIn' });
  if (result.ok) yield* nextSignInStep(services, result.value);
  else yield* signInRefused(result);
}

/** The second factor: the code of the authenticator app or of the text message, or a new app's first code. */
export function* submitCode(services: Services, action: ActionOf<typeof authActions.securityCodeSubmitted>) {
  const { uid, code } = action.payload;
  const result = yield* callEndpoint(services, submitSecurityCode, { params: { uid }, body: { code }, actionName: 'signInSecurityCode' });
  if (result.ok) yield* nextSignInStep(services, result.value);
  else yield* signInRefused(result);
}

export function* chooseCodeMethod(services: Services, action: ActionOf<typeof authActions.securityCodeMethodChosen>) {
  const { uid, method } = action.payload;
  const result = yield* callEndpoint(services, chooseSecurityCodeMethod, {
    params: { uid },
    body: { method },
    actionName: 'signInSecurityCodeMethod',
  });
  if (result.ok) yield* nextSignInStep(services, result.value);
  else yield* signInRefused(result);
}

/**
 * The login form offers passkeys: what the browser can do is told to the form (the button), and where the browser
 * suggests passkeys in the login ID's autofill, a sign-in waits for the customer to pick one there.
 */
export function* offerPasskeys(services: Services, action: ActionOf<typeof authActions.passkeysOffered>) {
  const offered: PasskeySupport = yield call(checkPasskeys, services);
  if (offered.autofill) yield call(passkeySignIn, services, action.payload.uid, true);
}

/** What this browser offers of passkeys, told to the screens that offer them (the login form, the profile's page). */
export function* checkPasskeys(services: Services): SagaIterator<PasskeySupport> {
  const offered: PasskeySupport = yield call([services.passkeys, services.passkeys.support]);
  yield put(authActions.passkeysChecked(offered));
  return offered;
}

/** The button: the browser's own dialog (a waiting autofill gives way to it). */
export function* requestPasskeySignIn(services: Services, action: ActionOf<typeof authActions.passkeySignInRequested>) {
  yield call(passkeySignIn, services, action.payload.uid, false);
}

/**
 * A passkey sign-in of the interaction: the gateway's challenge, the passkey the customer picks, and the gateway's
 * answer, which leads on like a password's. The browser's answer goes to the gateway from here, never into an action.
 * An autofill that gave way or found nothing ends quietly: the form is still there.
 */
function* passkeySignIn(services: Services, uid: string, autofill: boolean) {
  const options = yield* callEndpoint(services, startPasskeySignIn, { params: { uid }, body: {}, actionName: 'startPasskeySignIn' });
  if (!options.ok) {
    if (!autofill) yield* signInRefused(options);
    return;
  }
  const chosen: PasskeyOutcome<PasskeyAuthenticationResponse> = yield call(
    [services.passkeys, services.passkeys.get],
    options.value,
    autofill,
  );
  if (!chosen.ok) {
    if (!autofill && chosen.reason !== 'aborted') {
      const message = chosen.reason === 'cancelled' ? passkeyMessages.cancelled : passkeyMessages.browserFailed;
      yield put(authActions.passkeyNotUsed({ reason: chosen.reason, message }));
    }
    return;
  }
  yield put(authActions.passkeyChosen());
  const result = yield* callEndpoint(services, signInWithPasskey, {
    params: { uid },
    body: { response: chosen.response },
    actionName: 'signInWithPasskey',
  });
  if (result.ok) yield* nextSignInStep(services, result.value);
  else yield* signInRefused(result);
}

/** Where the identity provider's answer leads: back to it (signed in), or to the code it wants first. */
function* nextSignInStep(services: Services, step: SignInStep) {
  if ('redirectTo' in step) {
    yield put(authActions.credentialsAccepted());
    yield call([services.page, services.page.assign], step.redirectTo);
  } else if ('securityCode' in step) {
    yield put(authActions.securityCodeRequested(step.securityCode));
  } else {
    yield put(authActions.enrolmentRequested(step.enrolment));
  }
}

function* signInRefused(result: { status: number | null; error: string; message: string }) {
  if (result.status !== null && result.status >= 400 && result.status < 500) {
    yield put(authActions.credentialsRejected({ reason: asRejection(result.error), message: result.message }));
  } else {
    yield put(authActions.signInFailed({ stage: 'credentials', message: result.message }));
    yield put(push(addressOf(shellPages.loginSystemError, {})));
  }
}

export function* completeSignIn(services: Services) {
  try {
    const callbackUrl: string = yield call([services.page, services.page.currentUrl]);
    const session: SignedInSession = yield call([services.auth, services.auth.completeSignIn], callbackUrl);
    yield put(authActions.signedIn({ loginId: session.loginId, expiresAt: session.expiresAt, via: 'oidc' }));
    // A support agent goes to the console (or the console page asked for), never to a customer's pages.
    const returnTo = safeReturnPath(session.returnTo);
    const consolePage = addressOf(shellPages.support, {});
    const next =
      session.role === 'support'
        ? returnTo?.startsWith(consolePage)
          ? returnTo
          : consolePage
        : (returnTo ?? addressOf(shellPages.account, {}));
    yield put(replace(next));
  } catch (error) {
    yield put(authActions.signInFailed({ stage: 'callback', message: error instanceof Error ? error.message : String(error) }));
    yield put(replace(addressOf(shellPages.loginError, {})));
  }
}

export function* signOut(services: Services) {
  yield call([services.auth, services.auth.signOut]);
  yield call([services.queries, services.queries.clear]);
  yield call(forgetKeptFiling, services);
  yield put(authActions.signedOut({ reason: 'customer' }));
  yield put(push(addressOf(shellPages.forcedLogout, {})));
}

/**
 * Every session of the sign-in ends at the gateway (other browsers and devices at their next call), then this
 * browser signs out as well, whatever the gateway answered (a 401: the session had already ended).
 */
export function* signOutEverywhere(services: Services) {
  yield* callEndpoint(services, endEverySession, { actionName: 'signOutEverywhere' });
  yield call(signOut, services);
}

/** Any protected call answered 401: the token is gone or expired; the customer must sign in again. */
export function* forceSignOut(services: Services, reason: SignOutReason = 'expired') {
  yield call([services.auth, services.auth.signOut]);
  yield call([services.queries, services.queries.clear]);
  yield put(authActions.signedOut({ reason }));
  yield put(replace(addressOf(shellPages.forcedLogout, {})));
}

/**
 * A payment kept in this tab is the signed-out customer's: forgotten at any sign-out, whether or not the payments area
 * has started in this page load (it keeps the payment while it runs, sagas/payments.ts).
 */
function* forgetKeptPayment(services: Services) {
  yield call([services.session, services.session.remove], storageKeys.paymentInProgress);
}

export function* authSaga(services: Services) {
  yield takeEvery(authActions.signedOut.type, forgetKeptPayment, services);
  yield takeLatest(authActions.signInRequested.type, startSignIn, services);
  yield takeLeading(authActions.credentialsSubmitted.type, submitLogin, services);
  yield takeLeading(authActions.securityCodeSubmitted.type, submitCode, services);
  yield takeLatest(authActions.securityCodeMethodChosen.type, chooseCodeMethod, services);
  yield takeLatest(authActions.passkeysOffered.type, offerPasskeys, services);
  yield takeLatest(authActions.passkeySignInRequested.type, requestPasskeySignIn, services);
  yield takeLeading(authActions.callbackReached.type, completeSignIn, services);
  yield takeLeading(authActions.signOutRequested.type, signOut, services);
  yield takeLeading(authActions.signOutEverywhereRequested.type, signOutEverywhere, services);
}
