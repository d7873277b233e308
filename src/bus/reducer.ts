import type * as t from 'io-ts';
import type { Reducer, UnknownAction } from 'redux';
import type { CatalogueEntry } from './catalogue';

export type On<S> = <T extends string, C extends t.Mixed>(
  entry: CatalogueEntry<T, C>,
  handler: (state: S, payload: t.TypeOf<C>) => S,
) => void;

/**
 * A reducer of catalogue actions whose cases return the next state. The shell's slices, which every page
 * loads (the sign-in page first of all), are written this way: no draft library in the page's first script.
 */
export function reducerOf<S>(initialState: S, cases: (on: On<S>) => void): Reducer<S, UnknownAction> {
  const handlers = new Map<string, (state: S, payload: unknown) => S>();
  cases((entry, handler) => {
    handlers.set(entry.type, handler as (state: S, payload: unknown) => S);
  });
  return (state = initialState, action) => {
    const handler = handlers.get(action.type);
    return handler ? handler(state, (action as { payload?: unknown }).payload) : state;
  };
}
