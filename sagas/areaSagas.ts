import { call, put, select, spawn } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { RouteMatch } from '../src/shared/address';
import { appActions } from '../src/shell/catalogue';
import { selectStartedDomains } from '../src/shell/selectors';
import type { Services } from '../src/services/types';
import type { LazyDomain } from '../src/shell/manifest';
import type { Reducer } from 'redux';
import { registerAreaSlices } from '../src/shell/registry';

/**
 * An area's root saga, started with the first route that needs it (the portal's loaders in sagas/domains.ts, the guest
 * pages' in sagas/guestDomains.ts: the guest pages' compilation never reaches the portal's loaders and their chunks).
 */
export type DomainSaga = (services: Services) => SagaIterator;
/** How an area's sagas arrive: a chunk of their own (webpack shares what several areas import). */
export type DomainSagaLoaders = Partial<Record<LazyDomain, () => Promise<DomainSaga>>>;

/**
 * An area's chunk: its sagas and its slice (under the area's name), the slice registered as the chunk arrives, so it
 * joins the state with the area's `app/domainsStarted` (src/shell/registry.ts). Every loader of both applications
 * is written with it.
 */
export function withSlice(area: LazyDomain, saga: Promise<DomainSaga>, slice: Promise<Reducer>): Promise<DomainSaga> {
  return Promise.all([saga, slice]).then(([started, reducer]) => {
    registerAreaSlices(area, { [area]: reducer });
    return started;
  });
}

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
