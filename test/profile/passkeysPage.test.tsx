import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers, type UnknownAction } from 'redux';
import PasskeysPage from '../../src/profile/screens/PasskeysPage';
import MfaPage from '../../src/profile/screens/MfaPage';
import { profileActions } from '../../src/profile/catalogue';
import { profileReducer } from '../../src/profile/slice';
import { authActions } from '../../src/auth/catalogue';
import { authReducer } from '../../src/auth/slice';
import { formsReducer } from '../../src/forms/slice';
import { flagsReducer } from '../../src/flags/slice';
import { appReducer } from '../../src/shell/slice';
import type { Passkey } from '../../src/contract/passkeys';
import { passkeyMessages } from '../../src/validation/messages/passkeys';
import { demoParty } from '../support/demo';
import { recordDispatched } from '../support/dispatched';

const phone: Passkey = {
  passkeyId: 'cred-1',
  name: 'My phone',
  createdAt: '2026-11-29T15:00:00.000Z',
  createdFrom: 'Chrome on Android, 203.0.113.9',
  lastUsedAt: '2026-11-29T16:30:00.000Z',
  lastUsedFrom: 'Chrome on Android, 203.0.113.9',
  backedUp: true,
  userVerified: true,
};

function renderPage(
  passkeys: Passkey[],
  { offered = { button: true, autofill: true }, forced = false, factors = 0, Screen = PasskeysPage } = {},
) {
  const { middleware: recorder, dispatched: dispatched } = recordDispatched();
  const store = configureStore({
    reducer: combineReducers({ profile: profileReducer, auth: authReducer, forms: formsReducer, flags: flagsReducer, app: appReducer }),
    middleware: (defaults) => defaults({ serializableCheck: false }).concat(recorder),
  });
  store.dispatch(profileActions.partyLoaded({ party: demoParty }));
  store.dispatch(authActions.passkeysChecked(offered));
  store.dispatch(
    profileActions.factorsLoaded({
      factors: Array.from({ length: factors }, (_, i) => ({
        factorId: `f${i}`,
        method: 'authenticatorApp',
        phone: null,
        isDefault: i === 0,
      })),
      secondFactorRequired: forced,
    }),
  );
  store.dispatch(profileActions.passkeysLoaded({ passkeys, secondFactorRequired: forced }));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/profile/security/passkeys']}>
        <Screen />
      </MemoryRouter>
    </Provider>,
  );
  return { dispatched, store };
}

const changes = (dispatched: UnknownAction[]) =>
  dispatched.filter((a) => a.type === profileActions.changeRequested.type).map((a) => (a.payload as { change: unknown }).change);

describe('the passkeys page', () => {
  it('lists each passkey with where and when it was made and last used, and whether it is synced', () => {
    renderPage([phone]);
    expect(screen.getByRole('heading', { level: 3, name: 'My phone' })).toBeTruthy();
    expect(screen.getByText('Added Nov 29, 2026, 10:00 AM ET, Chrome on Android, 203.0.113.9')).toBeTruthy();
    expect(screen.getByText('Last used Nov 29, 2026, 11:30 AM ET, Chrome on Android, 203.0.113.9')).toBeTruthy();
    expect(screen.getByText('Synced to your other devices by your password manager.')).toBeTruthy();
  });

  it('adds one under the name typed, with the password that proves it is the customer', async () => {
    const { dispatched } = renderPage([]);
    expect(screen.getByText('You have no passkeys yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Passkey name'), { target: { value: '  Work laptop ' } });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Portal-Demo-2026!' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' })));
    expect(changes(dispatched)).toEqual([{ kind: 'addPasskey', name: 'Work laptop', currentPassword: 'Portal-Demo-2026!' }]);
  });

  it('asks for a name of at most 60 characters, and sends nothing until there is one', async () => {
    const { dispatched } = renderPage([]);
    fireEvent.change(screen.getByLabelText('Passkey name'), { target: { value: 'x'.repeat(61) } });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Portal-Demo-2026!' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' })));
    expect(screen.getAllByText(passkeyMessages.name).length).toBeGreaterThan(0);
    expect(changes(dispatched)).toEqual([]);
  });

  it('says so where the browser cannot make passkeys', () => {
    renderPage([], { offered: { button: false, autofill: false } });
    expect(screen.getByText('This browser cannot make passkeys. Try another browser or device.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });

  it('renames one, and asks before removing one, with the password', async () => {
    const { dispatched } = renderPage([phone]);
    fireEvent.click(screen.getByRole('button', { name: 'Rename My phone' }));
    fireEvent.change(screen.getByLabelText('New name for My phone'), { target: { value: 'Old phone' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save name' })));
    expect(changes(dispatched)).toEqual([{ kind: 'renamePasskey', passkeyId: 'cred-1', name: 'Old phone' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove My phone' }));
    expect(document.activeElement?.textContent).toBe('Remove My phone? It will no longer log you in.');
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByText('Remove My phone? It will no longer log you in.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove My phone' }));
    const question = screen.getByRole('group', { name: 'Remove My phone? It will no longer log you in.' });
    fireEvent.change(within(question).getByLabelText('Current password'), { target: { value: 'Portal-Demo-2026!' } });
    await act(async () => fireEvent.click(within(question).getByRole('button', { name: 'Remove passkey' })));
    expect(changes(dispatched).at(-1)).toEqual({ kind: 'removePasskey', passkeyId: 'cred-1', currentPassword: 'Portal-Demo-2026!' });
  });

  it('under forced MFA lets the last authenticator app go while a verified passkey stays', () => {
    renderPage([phone], { forced: true, factors: 1, Screen: MfaPage });
    expect(screen.getByRole('button', { name: 'Remove Authenticator app' })).toBeTruthy();
  });

  it('under forced MFA offers no removal of the only passkey that is a second factor', () => {
    renderPage([phone], { forced: true, factors: 0 });
    expect(screen.queryByRole('button', { name: 'Remove My phone' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Rename My phone' })).toBeTruthy();
  });
});
