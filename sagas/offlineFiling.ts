import { call, put, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { isRight } from 'fp-ts/lib/Either';
import { claimsActions } from '../src/claims/catalogue';
import { KeptPolicies, keptPoliciesOf } from '../src/shared/keptPolicies';
import { selectAuthField } from '../src/auth/selectors';
import type { PolicySummary } from '../src/contract/policies';
import type { Services } from '../src/services/types';

// What this device keeps so a claim can be filed with no signal (src/offline), and when it is given back or forgotten.
// A store that refuses (full, or shut in a private window) costs the customer only the offline filing.

/** The signed-in customer's policies, as filing needs them, kept on this device each time they load. */
export function* keepPoliciesForFiling(services: Services, policies: readonly PolicySummary[]): SagaIterator<void> {
  const loginId: string | null = yield select(selectAuthField('loginId'));
  if (loginId === null) return;
  try {
    yield call([services.offline, services.offline.keepPolicies], loginId, keptPoliciesOf(policies));
  } catch {
    return;
  }
}

/** With no network, the policies kept on this device for the signed-in customer, offered for filing; false when none are. */
export function* restoreKeptPolicies(services: Services): SagaIterator<boolean> {
  const loginId: string | null = yield select(selectAuthField('loginId'));
  if (loginId === null) return false;
  let stored: unknown;
  try {
    stored = yield call([services.offline, services.offline.keptPolicies], loginId);
  } catch {
    return false;
  }
  const kept = KeptPolicies.decode(stored);
  if (!isRight(kept) || kept.right.length === 0) return false;
  yield put(claimsActions.filingPoliciesRestored({ policies: kept.right }));
  return true;
}

/** Everything kept on this device for filing offline, gone (the customer signed out). */
export function* forgetKeptFiling(services: Services): SagaIterator<void> {
  try {
    yield call([services.offline, services.offline.forget]);
  } catch {
    return;
  }
}
