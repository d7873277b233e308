import { reducerOf } from '../bus/reducer';
import { formsActions } from './catalogue';
import { authActions } from '../auth/catalogue';

/** Committed values per form: what a replay shows in each form. Never keystrokes (react-final-form keeps those). */
export type FormsState = Record<string, Readonly<Record<string, unknown>>>;

export const formsReducer = reducerOf<FormsState>({}, (on) => {
  on(formsActions.fieldCommitted, (state, payload) => ({
    ...state,
    [payload.form]: { ...state[payload.form], [payload.field]: payload.value },
  }));
  on(formsActions.submitted, (state, payload) => ({ ...state, [payload.form]: { ...state[payload.form], ...payload.values } }));
  on(authActions.signedOut, () => ({}));
});
