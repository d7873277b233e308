import { call, put } from 'redux-saga/effects';
import { policiesActions } from '../src/policies/catalogue';
import { profileActions } from '../src/profile/catalogue';
import { getParty } from '../src/contract/party';
import { getPoliciesSummary } from '../src/contract/policies';
import type { Services } from '../src/services/types';
import { callEndpoint } from './api';
import { keepPoliciesForFiling } from './offlineFiling';

/**
 * The policyholder's own records that several areas' pages show: the party (name, contact information) and the
 * summary of their policies. A module of its own, so an area's saga chunk that loads them carries no other area's saga.
 */
export function* loadParty(services: Services) {
  const result = yield* callEndpoint(services, getParty, { actionName: 'partyLoad' });
  yield put(result.ok ? profileActions.partyLoaded({ party: result.value }) : profileActions.partyLoadFailed({ message: result.message }));
  return result;
}

export function* loadPoliciesSummary(services: Services) {
  const result = yield* callEndpoint(services, getPoliciesSummary, { actionName: 'policiesSummary' });
  yield put(
    result.ok
      ? policiesActions.summaryLoaded({ policies: result.value.policies })
      : policiesActions.summaryLoadFailed({ message: result.message }),
  );
  if (result.ok) yield call(keepPoliciesForFiling, services, result.value.policies);
  return result;
}
