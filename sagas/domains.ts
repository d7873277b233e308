import { call, put, select, spawn } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { Services } from '../src/services/types';
import type { RouteMatch } from '../src/shared/address';
import { appActions } from '../src/shell/catalogue';
import { selectStartedDomains } from '../src/shell/selectors';
import { domainsOfRoute } from '../src/app/domains';
import type { LazyDomain } from '../src/shell/manifest';
import { guestDomainSagas } from './guestDomains';
import { registerAreaSlices } from '../src/shell/registry';
import type { Reducer } from 'redux';
import type { DomainSaga, DomainSagaLoaders } from './areaSagas';

/**
 * An area's chunk: its sagas and its slice (under the area's name), the slice registered as the chunk arrives, so it
 * joins the state with the area's `app/domainsStarted` (src/shell/registry.ts).
 */
function withSlice(area: LazyDomain, saga: Promise<DomainSaga>, slice: Promise<Reducer>): Promise<DomainSaga> {
  return Promise.all([saga, slice]).then(([started, reducer]) => {
    registerAreaSlices(area, { [area]: reducer });
    return started;
  });
}

/** Each area's sagas and slice: the guest pages' areas (sagas/guestDomains.ts) and a customer's. */
const domainSagas: DomainSagaLoaders = {
  ...guestDomainSagas,
  policies: () =>
    withSlice(
      'policies',
      import(/* webpackChunkName: "sagas-policies" */ './policies').then((m) => m.policiesSaga),
      import(/* webpackChunkName: "sagas-policies" */ '../src/policies/slice').then((m) => m.policiesReducer),
    ),
  selfService: () =>
    withSlice(
      'selfService',
      import(/* webpackChunkName: "sagas-self-service" */ './selfService').then((m) => m.selfServiceSaga),
      import(/* webpackChunkName: "sagas-self-service" */ '../src/selfService/slice').then((m) => m.selfServiceReducer),
    ),
  claims: () =>
    withSlice(
      'claims',
      import(/* webpackChunkName: "sagas-claims" */ './claims').then((m) => m.claimsSaga),
      import(/* webpackChunkName: "sagas-claims" */ '../src/claims/slice').then((m) => m.claimsReducer),
    ),
  // A claim's filing is held in the claims slice: the fnol routes need the claims area too.
  fnol: () => import(/* webpackChunkName: "sagas-fnol" */ './fnol').then((m) => m.fnolSaga),
  profile: () =>
    withSlice(
      'profile',
      import(/* webpackChunkName: "sagas-profile" */ './profile').then((m) => m.profileSaga),
      import(/* webpackChunkName: "sagas-profile" */ '../src/profile/slice').then((m) => m.profileReducer),
    ),
  onboarding: () =>
    withSlice(
      'onboarding',
      import(/* webpackChunkName: "sagas-onboarding" */ './onboarding').then((m) => m.onboardingSaga),
      import(/* webpackChunkName: "sagas-onboarding" */ '../src/onboarding/slice').then((m) => m.onboardingReducer),
    ),
  billing: () =>
    withSlice(
      'billing',
      import(/* webpackChunkName: "sagas-billing" */ './billing').then((m) => m.billingSaga),
      import(/* webpackChunkName: "sagas-billing" */ '../src/billing/slice').then((m) => m.billingReducer),
    ),
  accountCreation: () =>
    withSlice(
      'accountCreation',
      import(/* webpackChunkName: "sagas-account-creation" */ './accountCreation').then((m) => m.accountCreationSaga),
      import(/* webpackChunkName: "sagas-account-creation" */ '../src/accountCreation/slice').then((m) => m.accountCreationReducer),
    ),
  recovery: () =>
    withSlice(
      'recovery',
      import(/* webpackChunkName: "sagas-recovery" */ './recovery').then((m) => m.recoverySaga),
      import(/* webpackChunkName: "sagas-recovery" */ '../src/recovery/slice').then((m) => m.recoveryReducer),
    ),
};

/**
 * Starts, once each, the sagas of the areas a route needs (its manifest's `needs`, by `needsOf`), before its page
 * view: they hear the page view and every action its screen dispatches. Started as detached tasks, so a navigation
 * that cancels the next page view's preparation never stops an area already running.
 */
export const startDomainsWith = (loaders: DomainSagaLoaders, needsOf: (route: string) => readonly LazyDomain[]) =>
  function* startDomainsOf(services: Services, route: RouteMatch): SagaIterator {
    const started: readonly string[] = yield select(selectStartedDomains);
    const missing = needsOf(route.key).filter((domain) => !started.includes(domain) && loaders[domain]);
    if (missing.length === 0) return;
    const sagas: DomainSaga[] = yield call(() => Promise.all(missing.map((domain) => loaders[domain]!())));
    for (const saga of sagas) yield spawn(saga, services);
    yield put(appActions.domainsStarted({ domains: missing }));
  };

/** The portal's: every area. */
export const startDomainsOf = /*#__PURE__*/ startDomainsWith(domainSagas, domainsOfRoute);
