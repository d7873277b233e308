import { put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { push, replace } from 'connected-react-router';
import { storageKeys } from '../config/product';
import { appActions } from '../src/app/catalogue';
import { accountCreationActions } from '../src/accountCreation/catalogue';
import { createAccountPath } from '../src/accountCreation/steps';
import { checkVerificationCode, createSignIn, openAuthorizationLink, sendVerificationCode, verifyPolicyholder } from '../src/contract/accountCreation';
import type { ActionOf } from '../src/bus/catalogue';
import type { Services } from '../src/services/types';
import { callEndpoint } from './api';

// Create account: the gateway finds the policyholder, sends and checks the verification code (or opens
// the emailed link) and creates the sign-in; this routes. The grant between the calls lives in the tab's
// session only.

function* onPageViewed(services: Services, action: ActionOf<typeof appActions.pageViewed>) {
  if (action.payload.route === 'createAccount') {
    services.session.remove(storageKeys.accountCreationGrant);
    yield put(accountCreationActions.accountCreationStarted());
  }
  if (action.payload.route === 'createAccountAuthorization') {
    const token = decodeURIComponent(action.payload.path.replace(/\/+$/, '').split('/').pop() ?? '');
    yield put(accountCreationActions.authorizationLinkOpened({ token }));
  }
}

/** The grant ran out, was used or never was: the details must be entered again. */
function* expire(services: Services, go: typeof push = push) {
  services.session.remove(storageKeys.accountCreationGrant);
  yield put(accountCreationActions.grantExpired());
  yield put(go(createAccountPath('expired')));
}

export function* verify(services: Services, action: ActionOf<typeof accountCreationActions.policyholderDetailsSubmitted>) {
  const result = yield* callEndpoint(services, verifyPolicyholder, { body: action.payload.details, actionName: 'accountCreationVerify' });
  if (!result.ok) {
    yield put(accountCreationActions.policyholderNotVerified({ message: result.message }));
    return;
  }
  const { grant, ...policyholder } = result.value;
  services.session.set(storageKeys.accountCreationGrant, grant);
  yield put(accountCreationActions.policyholderFound(policyholder));
  yield put(push(createAccountPath('accountVerification')));
}

export function* requestCode(services: Services, action: ActionOf<typeof accountCreationActions.verificationCodeRequested>) {
  const grant = services.session.get(storageKeys.accountCreationGrant);
  const result = grant
    ? yield* callEndpoint(services, sendVerificationCode, { body: { grant, destinationId: action.payload.destinationId }, actionName: 'accountCreationSendCode' })
    : null;
  if (!result || (!result.ok && result.status === 410)) {
    yield* expire(services);
    return;
  }
  yield put(result.ok ? accountCreationActions.verificationCodeSent(result.value) : accountCreationActions.verificationCodeNotSent({ message: result.message }));
}

export function* checkCode(services: Services, action: ActionOf<typeof accountCreationActions.verificationCodeSubmitted>) {
  const grant = services.session.get(storageKeys.accountCreationGrant);
  const result = grant
    ? yield* callEndpoint(services, checkVerificationCode, { body: { grant, code: action.payload.code }, actionName: 'accountCreationCheckCode' })
    : null;
  if (!result || (!result.ok && result.status === 410)) {
    yield* expire(services);
    return;
  }
  if (!result.ok) {
    yield put(accountCreationActions.verificationCodeRefused({ message: result.message }));
    return;
  }
  yield put(accountCreationActions.policyholderVerified(result.value));
  yield put(push(createAccountPath('confirmation')));
}

/** The emailed link: a fresh, verified grant for this tab, straight on to the login ID step; the token's address leaves the history. */
export function* openLink(services: Services, action: ActionOf<typeof accountCreationActions.authorizationLinkOpened>) {
  services.session.remove(storageKeys.accountCreationGrant);
  const result = yield* callEndpoint(services, openAuthorizationLink, { body: { token: action.payload.token }, actionName: 'accountCreationOpenLink' });
  if (!result.ok) {
    yield* expire(services, replace);
    return;
  }
  const { grant, ...verified } = result.value;
  services.session.set(storageKeys.accountCreationGrant, grant);
  yield put(accountCreationActions.policyholderVerified(verified));
  yield put(replace(createAccountPath('loginID')));
}

function* onDetailsConfirmed() {
  yield put(push(createAccountPath('loginID')));
}

const refusedField = { login_id_taken: 'loginId', email_in_use: 'email' } as const;

export function* create(services: Services, action: ActionOf<typeof accountCreationActions.signInDetailsSubmitted>) {
  const grant = services.session.get(storageKeys.accountCreationGrant);
  const result = grant
    ? yield* callEndpoint(services, createSignIn, { body: { ...action.payload, grant, agreedToTerms: true }, actionName: 'accountCreationCreate' })
    : null;
  if (!result || (!result.ok && result.status === 410)) {
    yield* expire(services);
    return;
  }
  if (!result.ok) {
    const field = result.error in refusedField ? refusedField[result.error as keyof typeof refusedField] : null;
    yield put(accountCreationActions.signInRefused({ field, message: result.message }));
    return;
  }
  services.session.remove(storageKeys.accountCreationGrant);
  yield put(accountCreationActions.signInCreated(result.value));
  yield put(push(createAccountPath('success')));
}

export function* accountCreationSaga(services: Services) {
  yield takeEvery(appActions.pageViewed.type, onPageViewed, services);
  yield takeLatest(accountCreationActions.policyholderDetailsSubmitted.type, verify, services);
  yield takeLeading(accountCreationActions.verificationCodeRequested.type, requestCode, services);
  yield takeLeading(accountCreationActions.verificationCodeSubmitted.type, checkCode, services);
  yield takeLeading(accountCreationActions.authorizationLinkOpened.type, openLink, services);
  yield takeEvery(accountCreationActions.detailsConfirmed.type, onDetailsConfirmed);
  yield takeLatest(accountCreationActions.signInDetailsSubmitted.type, create, services);
}
