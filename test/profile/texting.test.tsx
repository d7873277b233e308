import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers, type UnknownAction } from 'redux';
import NotificationsPage from '../../src/profile/screens/NotificationsPage';
import MfaPage from '../../src/profile/screens/MfaPage';
import { profileActions } from '../../src/profile/catalogue';
import { profileReducer } from '../../src/profile/slice';
import { formsReducer } from '../../src/forms/slice';
import { flagsActions } from '../../src/flags/catalogue';
import { flagsReducer, initialFlagsState } from '../../src/flags/slice';
import { appReducer } from '../../src/shell/slice';
import type { MfaFactor } from '../../src/contract/profile';
import { demoParty } from '../support/demo';
import { fieldMessages, profileMessages } from '../../src/validation/messages';
import { recordDispatched } from '../support/dispatched';

// The notifications page's texting forms (the error summary names each field, a group's error bar wraps the group,
// every text can be stopped) and the MFA page's only factor under forced MFA.

function renderAt(path: string, Screen: () => JSX.Element, flags: Record<string, string> = {}) {
  const { middleware: recorder, dispatched: dispatched } = recordDispatched();
  const store = configureStore({
    reducer: combineReducers({ profile: profileReducer, forms: formsReducer, flags: flagsReducer, app: appReducer }),
    middleware: (defaults) => defaults({ serializableCheck: false }).concat(recorder),
  });
  store.dispatch(profileActions.partyLoaded({ party: demoParty }));
  const config = initialFlagsState.config;
  store.dispatch(flagsActions.loaded({ config: { ...config, flags: { ...config.flags, ...flags } }, fetchedAt: 0, source: 'gateway' }));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Screen />
      </MemoryRouter>
    </Provider>,
  );
  return { dispatched, store };
}

const requested = (dispatched: UnknownAction[]) =>
  dispatched.filter((a) => a.type === profileActions.changeRequested.type).map((a) => (a as unknown as { payload: unknown }).payload);
const summaryLinks = () =>
  within(screen.getByRole('alert', { name: "We're sorry. We need a little more information." }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('enrolling in text messages', () => {
  it('names each field in the error summary, and the kinds of text are one group whose error bar wraps every box', async () => {
    const user = userEvent.setup();
    const { store, dispatched } = renderAt('/profile/notifications/enroll', NotificationsPage, { TempEnableTCPACheckbox: 'true' });
    act(() => {
      store.dispatch(profileActions.textingLoaded({ phone: null, groups: [], tcpaConsent: false }));
    });
    for (const kind of ['Claims', 'Policy and billing', 'Policy']) await user.click(screen.getByLabelText(kind));
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));

    expect(summaryLinks()).toEqual([
      `Mobile phone: ${fieldMessages.selectPhoneOrAddNew}`,
      `${profileMessages.textingGroupsLegend}: ${profileMessages.textingGroup}`,
      `${profileMessages.textingAgreeName}: ${profileMessages.textingConsentMissing}`,
      `${profileMessages.textingTcpaName}: ${fieldMessages.agreeToTerms}`,
    ]);
    const group = screen.getByRole('group', { name: profileMessages.textingGroupsLegend });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveClass('field--error');
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(group).getByText(profileMessages.textingGroup)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: `${profileMessages.textingGroupsLegend}: ${profileMessages.textingGroup}` }));
    expect(screen.getByLabelText('Claims')).toHaveFocus();
    await user.click(screen.getByRole('link', { name: `${profileMessages.textingAgreeName}: ${profileMessages.textingConsentMissing}` }));
    expect(screen.getByLabelText(profileMessages.textingAgree)).toHaveFocus();
    expect(requested(dispatched)).toEqual([]);

    // Fixed, the message goes from the group at once.
    await user.click(screen.getByLabelText('Policy'));
    expect(within(group).queryByText(profileMessages.textingGroup)).toBeNull();
  });
});

describe('the kinds of text of an enrolled number', () => {
  const enrolled = { phone: '614-555-0142', groups: ['Mutual_Claims'], tcpaConsent: false };

  it('saves the kinds chosen, and refuses none chosen with the group named in the summary', async () => {
    const user = userEvent.setup();
    const { store, dispatched } = renderAt('/profile/notifications', NotificationsPage);
    act(() => {
      store.dispatch(profileActions.textingLoaded(enrolled));
    });
    await user.click(screen.getByLabelText('Claims'));
    await user.click(screen.getByRole('button', { name: 'Save text preferences' }));
    expect(summaryLinks()).toEqual([`${profileMessages.textingGroupsLegend}: ${profileMessages.textingGroup}`]);
    await user.click(screen.getByLabelText('Policy and billing'));
    await user.click(screen.getByRole('button', { name: 'Save text preferences' }));
    expect(requested(dispatched)).toEqual([{ change: { kind: 'textingGroups', groups: ['Mutual_Policy_Billing'] } }]);
  });

  it('stops all text messages after asking once more, and keeps them when told to', async () => {
    const user = userEvent.setup();
    const { store, dispatched } = renderAt('/profile/notifications', NotificationsPage);
    act(() => {
      store.dispatch(profileActions.textingLoaded(enrolled));
    });
    await user.click(screen.getByRole('button', { name: profileMessages.stopTexting }));
    expect(screen.getByText(profileMessages.stopTextingQuestion('614-555-0142'))).toHaveFocus();
    expect(screen.getByText(profileMessages.stopTextingEffect)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep my text messages' }));
    expect(requested(dispatched)).toEqual([]);

    await user.click(screen.getByRole('button', { name: profileMessages.stopTexting }));
    await user.click(screen.getByRole('button', { name: 'Yes, stop all text messages' }));
    expect(requested(dispatched)).toEqual([{ change: { kind: 'stopTexting' } }]);
    act(() => {
      store.dispatch(
        profileActions.changeSaved({
          kind: 'stopTexting',
          result: { texting: { phone: null, groups: [], tcpaConsent: false } },
          route: null,
        }),
      );
    });
    expect(screen.getByRole('link', { name: 'Enroll in text messages' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: profileMessages.stopTexting })).toBeNull();
  });
});

describe('the only second factor under forced MFA', () => {
  const app: MfaFactor = { factorId: 'f-1', method: 'authenticatorApp', phone: null, isDefault: true };
  const text: MfaFactor = { factorId: 'f-2', method: 'textMessage', phone: '(***) ***-0134', isDefault: false };

  it('is not offered for removal, and the customer is told why', () => {
    const { store } = renderAt('/profile/security/mfa', MfaPage);
    act(() => {
      store.dispatch(profileActions.factorsLoaded({ factors: [app], secondFactorRequired: true }));
    });
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.getByText(profileMessages.lastFactorKept)).toBeInTheDocument();
  });

  it('may go when another factor stays, or when MFA is not forced', () => {
    const { store } = renderAt('/profile/security/mfa', MfaPage);
    act(() => {
      store.dispatch(profileActions.factorsLoaded({ factors: [app, text], secondFactorRequired: true }));
    });
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(2);
    act(() => {
      store.dispatch(profileActions.factorsLoaded({ factors: [app], secondFactorRequired: false }));
    });
    expect(screen.getByRole('button', { name: 'Remove Authenticator app' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Authenticator app' }));
    expect(screen.getByLabelText('Security code')).toBeInTheDocument();
  });
});
