import { call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type * as t from 'io-ts';
import { push, replace } from 'connected-react-router';
import { storageKeys } from '../config/product';
import { appActions } from '../src/shell/catalogue';
import { accountCreationActions } from '../src/accountCreation/catalogue';
import {
  checkSignInChoice,
  checkVerificationCode,
  createSignIn,
  openAuthorizationLink,
  sendVerificationCode,
  verifyPolicyholder,
} from '../src/contract/accountCreation';
import type { ActionOf } from '../src/bus/catalogue';
import type { Endpoint } from '../src/contract/endpoint';
import type { Services } from '../src/services/types';
import { callEndpoint, type ApiResult } from './api';
import { entering, enteringSaga } from './entering';
import { accountCreationRoutes } from '../src/shared/routes';
import { createAccountPasswordPage } from '../src/shared/routes/accountCreation';

// Create account: the gateway finds the policyholder, sends and checks the verification code (or opens
// the emailed link) and creates the sign-in; this routes. The grant between the calls lives in the tab's
// session only.

export const onEntering = entering(accountCreationRoutes, {
  *createAccount(services) {
    yield call([services.session, services.session.remove], storageKeys.accountCreationGrant);
    yield put(accountCreationActions.accountCreationStarted());
  },
  *createAccountAuthorization(_services, { token }) {
    yield put(accountCreationActions.authorizationLinkOpened({ token }));
  },
});

/** The grant ran out, was used or never was: the details must be entered again. */
function* expire(services: Services, go: typeof push = push) {
  yield call([services.session, services.session.remove], storageKeys.accountCreationGrant);
  yield put(accountCreationActions.grantExpired());
  yield put(go(accountCreationRoutes.createAccountExpired.to({})));
}

export function* verify(services: Services, action: ActionOf<typeof accountCreationActions.policyholderDetailsSubmitted>) {
  const result = yield* callEndpoint(services, verifyPolicyholder, { body: action.payload.details, actionName: 'accountCreationVerify' });
  if (!result.ok) {
    yield put(accountCreationActions.policyholderNotVerified({ message: result.message }));
    return;
  }
  const { grant, ...policyholder } = result.value;
  yield call([services.session, services.session.set], storageKeys.accountCreationGrant, grant);
  yield put(accountCreationActions.policyholderFound(policyholder));
  yield put(push(accountCreationRoutes.createAccountVerification.to({})));
}

/**
 * Calls a step's gateway endpoint with the kept grant. Without a grant, or when the gateway says it is spent
 * (410), the customer goes to the expired step and the answer is null.
 */
function* callWithGrant<R extends t.Mixed>(
  services: Services,
  endpoint: Endpoint<Record<string, never>, t.Mixed, R>,
  body: Record<string, unknown>,
  actionName: string,
): SagaIterator<ApiResult<t.TypeOf<R>> | null> {
  const grant: string | null = yield call([services.session, services.session.get], storageKeys.accountCreationGrant);
  const result = grant ? yield* callEndpoint(services, endpoint, { body: { ...body, grant }, actionName }) : null;
  if (!result || (!result.ok && result.status === 410)) {
    yield* expire(services);
    return null;
  }
  return result;
}

export function* requestCode(services: Services, action: ActionOf<typeof accountCreationActions.verificationCodeRequested>) {
  const result = yield* callWithGrant(services, sendVerificationCode, action.payload, 'accountCreationSendCode');
  if (!result) return;
  yield put(
    result.ok
      ? accountCreationActions.verificationCodeSent(result.value)
      : accountCreationActions.verificationCodeNotSent({ message: result.message }),
  );
}

export function* checkCode(services: Services, action: ActionOf<typeof accountCreationActions.verificationCodeSubmitted>) {
  const result = yield* callWithGrant(services, checkVerificationCode, action.payload, 'accountCreationCheckCode');
  if (!result) return;
  if (!result.ok) {
    yield put(accountCreationActions.verificationCodeRefused({ message: result.message }));
    return;
  }
  yield put(accountCreationActions.policyholderVerified(result.value));
  yield put(push(accountCreationRoutes.createAccountConfirmation.to({})));
}

/** The emailed link: a fresh, verified grant for this tab, straight on to the login ID step; the token's address leaves the history. */
export function* openLink(services: Services, action: ActionOf<typeof accountCreationActions.authorizationLinkOpened>) {
  yield call([services.session, services.session.remove], storageKeys.accountCreationGrant);
  const result = yield* callEndpoint(services, openAuthorizationLink, {
    body: { token: action.payload.token },
    actionName: 'accountCreationOpenLink',
  });
  if (!result.ok) {
    yield* expire(services, replace);
    return;
  }
  const { grant, ...verified } = result.value;
  yield call([services.session, services.session.set], storageKeys.accountCreationGrant, grant);
  yield put(accountCreationActions.policyholderVerified(verified));
  yield put(replace(accountCreationRoutes.createAccountLoginId.to({})));
}

function* onDetailsConfirmed() {
  yield put(push(accountCreationRoutes.createAccountLoginId.to({})));
}

/**
 * The login ID step shows its password step at the same address (/loginID): each is a page view of its own, so
 * the title, the announcement and the analytics data layer name the step the customer sees.
 */
function* viewLoginIdStep(page: string) {
  const route = accountCreationRoutes.createAccountLoginId;
  yield put(appActions.pageViewed({ route: route.key, page, category: route.category, path: route.to({}), hasHash: false }));
}

export function* showPasswordStep() {
  yield* viewLoginIdStep(createAccountPasswordPage);
}

export function* showLoginIdStep() {
  yield* viewLoginIdStep(accountCreationRoutes.createAccountLoginId.pageOf({}));
}

const refusedField = { login_id_taken: 'loginId', email_in_use: 'email' } as const;

/** The login ID and email are checked before the password step, so a taken one is said before a password is typed. */
export function* checkChoice(services: Services, action: ActionOf<typeof accountCreationActions.loginIdSubmitted>) {
  const result = yield* callWithGrant(services, checkSignInChoice, action.payload, 'accountCreationCheckChoice');
  if (!result) return;
  if (!result.ok) {
    const field = result.error in refusedField ? refusedField[result.error as keyof typeof refusedField] : null;
    yield put(accountCreationActions.signInRefused({ field, message: result.message }));
    return;
  }
  yield put(accountCreationActions.loginIdChosen(action.payload));
}

export function* create(services: Services, action: ActionOf<typeof accountCreationActions.signInDetailsSubmitted>) {
  const result = yield* callWithGrant(services, createSignIn, { ...action.payload, agreedToTerms: true }, 'accountCreationCreate');
  if (!result) return;
  if (!result.ok) {
    const field = result.error in refusedField ? refusedField[result.error as keyof typeof refusedField] : null;
    yield put(accountCreationActions.signInRefused({ field, message: result.message }));
    // A login ID or email that cannot be used takes the customer back to the login ID step, at that field.
    if (field) yield* showLoginIdStep();
    return;
  }
  yield call([services.session, services.session.remove], storageKeys.accountCreationGrant);
  yield put(accountCreationActions.signInCreated(result.value));
  yield put(push(accountCreationRoutes.createAccountSuccess.to({})));
}

export function* accountCreationSaga(services: Services) {
  yield enteringSaga(services, onEntering, { every: true });
  yield takeLatest(accountCreationActions.policyholderDetailsSubmitted.type, verify, services);
  yield takeLeading(accountCreationActions.verificationCodeRequested.type, requestCode, services);
  yield takeLeading(accountCreationActions.verificationCodeSubmitted.type, checkCode, services);
  yield takeLeading(accountCreationActions.authorizationLinkOpened.type, openLink, services);
  yield takeEvery(accountCreationActions.detailsConfirmed.type, onDetailsConfirmed);
  yield takeLatest(accountCreationActions.signInDetailsSubmitted.type, create, services);
  yield takeLeading(accountCreationActions.loginIdSubmitted.type, checkChoice, services);
  yield takeEvery(accountCreationActions.loginIdChosen.type, showPasswordStep);
  yield takeEvery(accountCreationActions.loginIdStepReopened.type, showLoginIdStep);
}
