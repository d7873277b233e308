import { put, takeEvery, takeLatest } from 'redux-saga/effects';
import { push } from 'connected-react-router';
import { storageKeys } from '../config/product';
import { appActions } from '../src/app/catalogue';
import { accountCreationActions } from '../src/accountCreation/catalogue';
import { createAccountPath } from '../src/accountCreation/steps';
import { createSignIn, verifyPolicyholder } from '../src/contract/accountCreation';
import type { ActionOf } from '../src/bus/catalogue';
import type { Services } from '../src/services/types';
import { callEndpoint } from './api';

// Create account: the gateway finds the policyholder and creates the sign-in; this routes. The grant
// between the two calls lives in the tab's session only.

function* onPageViewed(services: Services, action: ActionOf<typeof appActions.pageViewed>) {
  if (action.payload.route !== 'createAccount') return;
  services.session.remove(storageKeys.accountCreationGrant);
  yield put(accountCreationActions.accountCreationStarted());
}

export function* verify(services: Services, action: ActionOf<typeof accountCreationActions.policyholderDetailsSubmitted>) {
  const result = yield* callEndpoint(services, verifyPolicyholder, { body: action.payload.details, actionName: 'accountCreationVerify' });
  if (!result.ok) {
    yield put(accountCreationActions.policyholderNotVerified({ message: result.message }));
    return;
  }
  const { grant, ...policyholder } = result.value;
  services.session.set(storageKeys.accountCreationGrant, grant);
  yield put(accountCreationActions.policyholderVerified(policyholder));
  yield put(push(createAccountPath('loginID')));
}

const refusedField = { login_id_taken: 'loginId', email_in_use: 'email' } as const;

export function* create(services: Services, action: ActionOf<typeof accountCreationActions.signInDetailsSubmitted>) {
  const grant = services.session.get(storageKeys.accountCreationGrant);
  const result = grant
    ? yield* callEndpoint(services, createSignIn, { body: { ...action.payload, grant, agreedToTerms: true }, actionName: 'accountCreationCreate' })
    : null;
  if (!result || (!result.ok && result.status === 410)) {
    services.session.remove(storageKeys.accountCreationGrant);
    yield put(accountCreationActions.grantExpired());
    yield put(push(createAccountPath('expired')));
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
  yield takeLatest(accountCreationActions.signInDetailsSubmitted.type, create, services);
}
