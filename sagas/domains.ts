import { call, put, select, spawn } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { Services } from '../src/services/types';
import type { RouteMatch } from '../src/shared/address';
import { appActions } from '../src/shell/catalogue';
import { selectStartedDomains } from '../src/shell/selectors';
import { domainsOfRoute } from '../src/app/domains';
import type { LazyDomain } from '../src/shell/manifest';
import { guestDomainSagas } from './guestDomains';
import type { DomainSaga, DomainSagaLoaders } from './areaSagas';

/** Each area's sagas: the guest pages' areas (sagas/guestDomains.ts) and a customer's. */
const domainSagas: DomainSagaLoaders = {
  ...guestDomainSagas,
  policies: () => import(/* webpackChunkName: "sagas-policies" */ './policies').then((m) => m.policiesSaga),
  selfService: () => import(/* webpackChunkName: "sagas-self-service" */ './selfService').then((m) => m.selfServiceSaga),
  claims: () => import(/* webpackChunkName: "sagas-claims" */ './claims').then((m) => m.claimsSaga),
  fnol: () => import(/* webpackChunkName: "sagas-fnol" */ './fnol').then((m) => m.fnolSaga),
  profile: () => import(/* webpackChunkName: "sagas-profile" */ './profile').then((m) => m.profileSaga),
  onboarding: () => import(/* webpackChunkName: "sagas-onboarding" */ './onboarding').then((m) => m.onboardingSaga),
  billing: () => import(/* webpackChunkName: "sagas-billing" */ './billing').then((m) => m.billingSaga),
  accountCreation: () => import(/* webpackChunkName: "sagas-account-creation" */ './accountCreation').then((m) => m.accountCreationSaga),
  recovery: () => import(/* webpackChunkName: "sagas-recovery" */ './recovery').then((m) => m.recoverySaga),
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
