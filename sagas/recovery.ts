import { call, put, takeLatest } from 'redux-saga/effects';
import { storageKeys } from '../config/product';
import { requestLoginIdReminder, requestPasswordReset, resetPassword } from '../src/contract/recovery';
import { recoveryActions } from '../src/recovery/catalogue';
import { recoveryMessages } from '../src/validation/messages';
import type { ActionOf } from '../src/bus/catalogue';
import type { Services } from '../src/services/types';
import { callEndpoint } from './api';

// The ways back in: the gateway emails a reset code (or a login ID) when an account matches and answers the
// same either way; this keeps the reset's ticket in the tab's session only, between the two calls.

export function* askForResetCode(services: Services, action: ActionOf<typeof recoveryActions.passwordResetRequested>) {
  const result = yield* callEndpoint(services, requestPasswordReset, {
    body: { loginId: action.payload.loginId },
    actionName: 'passwordResetRequest',
  });
  if (!result.ok) {
    yield put(recoveryActions.passwordResetRefused({ message: result.message }));
    return;
  }
  yield call([services.session, services.session.set], storageKeys.passwordResetTicket, result.value.ticket);
  yield put(recoveryActions.passwordResetCodeSent({ expiresAt: result.value.expiresAt }));
}

export function* setNewPassword(services: Services, action: ActionOf<typeof recoveryActions.newPasswordSubmitted>) {
  const ticket: string | null = yield call([services.session, services.session.get], storageKeys.passwordResetTicket);
  if (!ticket) {
    yield put(recoveryActions.newPasswordRefused({ message: recoveryMessages.codeExpired }));
    return;
  }
  const result = yield* callEndpoint(services, resetPassword, { body: { ticket, ...action.payload }, actionName: 'passwordResetFinish' });
  if (!result.ok) {
    yield put(recoveryActions.newPasswordRefused({ message: result.message }));
    return;
  }
  yield call([services.session, services.session.remove], storageKeys.passwordResetTicket);
  yield put(recoveryActions.passwordChanged({ loginId: result.value.loginId }));
}

export function* askForLoginId(services: Services, action: ActionOf<typeof recoveryActions.loginIdReminderRequested>) {
  const result = yield* callEndpoint(services, requestLoginIdReminder, {
    body: { email: action.payload.email },
    actionName: 'loginIdReminder',
  });
  yield put(result.ok ? recoveryActions.loginIdReminderSent() : recoveryActions.loginIdReminderRefused({ message: result.message }));
}

export function* recoverySaga(services: Services) {
  yield takeLatest(recoveryActions.passwordResetRequested.type, askForResetCode, services);
  yield takeLatest(recoveryActions.newPasswordSubmitted.type, setNewPassword, services);
  yield takeLatest(recoveryActions.loginIdReminderRequested.type, askForLoginId, services);
}
