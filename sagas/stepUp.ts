import type { SagaIterator } from 'redux-saga';
import { proveIdentity, stepUpHeader, type StepUpGrant } from '../src/contract/profile';
import type { Services } from '../src/services/types';
import { callEndpoint, type ApiResult } from './api';

/**
 * The step-up proof a change to how the customer signs in, is reached or pays was given (the current password),
 * exchanged for a grant of minutes: the headers to send with the change (never an action's payload), or the failure
 * (a wrong password is the gateway's words, shown at the form).
 */
export function* stepUpHeaders(services: Services, currentPassword: string): SagaIterator<ApiResult<Record<string, string>>> {
  const granted: ApiResult<StepUpGrant> = yield* callEndpoint(services, proveIdentity, { body: { password: currentPassword } });
  return granted.ok ? { ok: true, value: { [stepUpHeader]: granted.value.grant } } : granted;
}
