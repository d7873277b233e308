import type * as t from 'io-ts';
import type { Reducer, UnknownAction } from 'redux';
import { reducerOf } from '../bus/reducer';
import type { CatalogueEntry } from '../bus/catalogue';
import { formsActions } from './catalogue';

/** Committed values per form: what a replay shows in each form. Never keystrokes (react-final-form keeps those). */
export type FormsState = Record<string, Readonly<Record<string, unknown>>>;

export const formsReducer = reducerOf<FormsState>({}, (on) => {
  on(formsActions.fieldCommitted, (state, payload) => ({
    ...state,
    [payload.form]: { ...state[payload.form], [payload.field]: payload.value },
  }));
  on(formsActions.submitted, (state, payload) => ({ ...state, [payload.form]: { ...state[payload.form], ...payload.values } }));
});

/**
 * The forms' slice as an application holds it: every committed value forgotten at `signedOut` (each application
 * passes the sign-in's own event). Forms sit below every area, the sign-in's forms included, so they name no
 * area's action themselves.
 */
export function formsReducerForgettingAt<T extends string, C extends t.Mixed>(
  signedOut: CatalogueEntry<T, C>,
): Reducer<FormsState, UnknownAction> {
  return (state, action) => (signedOut.match(action) ? {} : formsReducer(state, action));
}
