import { call, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { appActions } from '../src/shell/catalogue';
import type { ActionOf } from '../src/bus/catalogue';
import type { ParamsOf, PageView, Route } from '../src/shared/route';
import type { Services } from '../src/services/types';

/**
 * What an area does on entering one of its routes: the route's parameters are read here, once, from the page view
 * (which carries the route's key), so no area's saga matches an address or asks "is this page view mine".
 */
export type EnterRoute<P> = (services: Services, params: P, view: PageView) => SagaIterator;

type ParamsOfRoute<R> = R extends Route<string, infer P> ? ParamsOf<P> : never;

interface Entered {
  readonly route: Route;
  readonly enter: EnterRoute<never>;
}

/** An area's entering table, by route key (the area's manifest names the area in each of these routes' `entering`). */
export type OnEntering = Readonly<Record<string, Entered>>;

/** What the area does on entering some routes of one route table: only its keys are accepted, each handler gets its route's parameters. */
export function entering<T extends Readonly<Record<string, Route>>>(
  table: T,
  handlers: { readonly [K in keyof T]?: EnterRoute<ParamsOfRoute<T[K]>> },
): OnEntering {
  const entries = Object.entries(handlers) as [string, EnterRoute<never>][];
  return Object.fromEntries(entries.map(([key, enter]) => [key, { route: table[key]!, enter }]));
}

/** Several tables of an area as one; a route entered twice by one area is a mistake. */
export function mergeEntering(...tables: readonly OnEntering[]): OnEntering {
  const merged: Record<string, Entered> = {};
  for (const [key, entered] of tables.flatMap((table) => Object.entries(table))) {
    if (merged[key]) throw new Error(`the route ${key} is entered twice by one area`);
    merged[key] = entered;
  }
  return merged;
}

/** A route with no parameters has none to read, whatever the address its page view names. */
const withoutParameters = (route: Route) => (route.path.includes(':') ? null : {});

/** The same handler for every route of a table (a table whose pages all load the same). */
export function everyRouteOf<T extends Readonly<Record<string, Route>>, P>(
  table: T,
  enter: EnterRoute<P>,
): { readonly [K in keyof T]: EnterRoute<P> } {
  return Object.fromEntries(Object.keys(table).map((key) => [key, enter])) as { readonly [K in keyof T]: EnterRoute<P> };
}

type PageViewed = ActionOf<typeof appActions.pageViewed>;

/** The one dispatcher: the page view's route, looked up by its key, entered with its parameters. */
export const enterBy = (table: OnEntering) =>
  function* enter(services: Services, action: PageViewed): SagaIterator {
    const entered = table[action.payload.route];
    if (!entered) return;
    const params = entered.route.match(action.payload.path) ?? withoutParameters(entered.route);
    if (!params) return;
    yield call(entered.enter as EnterRoute<Readonly<Record<string, string>>>, services, params, action.payload);
  };

/** An area's page views: what it does on entering a route, cancelled by the next page view (or not, `every`). */
export function enteringSaga(services: Services, table: OnEntering, { every = false } = {}) {
  return (every ? takeEvery : takeLatest)(appActions.pageViewed.type, enterBy(table), services);
}
