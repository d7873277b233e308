import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import LoginPage from '../../src/auth/screens/LoginPage';
import { authActions } from '../../src/auth/catalogue';
import { authReducer, initialAuthState } from '../../src/auth/slice';
import { formsReducer } from '../../src/forms/slice';
import { appReducer } from '../../src/shell/slice';
import { flagsReducer } from '../../src/flags/slice';
import { passkeyMessages } from '../../src/validation/messages/passkeys';
import { recordDispatched } from '../support/dispatched';

// The login form offers passkeys: it asks once per sign-in what the browser can do, shows "Sign in with a passkey"
// where it can, and marks the login ID for the browser's passkey autofill.

function renderLogin() {
  const { middleware: record, dispatched: dispatched } = recordDispatched();
  const location = { pathname: '/login', search: '?uid=uid-1', hash: '', state: null, query: { uid: 'uid-1' } };
  const store = configureStore({
    middleware: (defaults) => defaults({ serializableCheck: false }).concat(record),
    reducer: combineReducers({
      auth: authReducer,
      forms: formsReducer,
      app: appReducer,
      flags: flagsReducer,
      router: (state = { location, action: 'POP' }) => state,
    }),
    preloadedState: { auth: { ...initialAuthState, status: 'signedOut' as const } } as never,
  });
  render(
    <Provider store={store}>
      <LoginPage />
    </Provider>,
  );
  return { dispatched, store };
}

describe('passkeys on the login form', () => {
  it('asks once what the browser offers, and marks the login ID for its passkey autofill', () => {
    const { dispatched } = renderLogin();
    expect(dispatched.filter((a) => a.type === authActions.passkeysOffered.type)).toEqual([authActions.passkeysOffered({ uid: 'uid-1' })]);
    expect(screen.getByLabelText('Login ID').getAttribute('autocomplete')).toBe('username webauthn');
    // Before the browser answers, the button stands already (most browsers have passkeys): the page does not move.
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeTruthy();
  });

  it('shows the button where the browser has passkeys, and signs in with one when it is pressed', () => {
    const { dispatched, store } = renderLogin();
    act(() => void store.dispatch(authActions.passkeysChecked({ button: true, autofill: false })));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(dispatched.at(-1)).toEqual(authActions.passkeySignInRequested({ uid: 'uid-1' }));
  });

  it('shows no button where the browser has no passkeys, and a dialog closed in its words', () => {
    const { store } = renderLogin();
    act(() => void store.dispatch(authActions.passkeysChecked({ button: false, autofill: false })));
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
    act(() => void store.dispatch(authActions.passkeyNotUsed({ reason: 'cancelled', message: passkeyMessages.cancelled })));
    expect(screen.getAllByText(passkeyMessages.cancelled).length).toBeGreaterThan(0);
  });
});
