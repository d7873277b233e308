import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers, type UnknownAction } from 'redux';
import SecurityPage from '../../src/profile/screens/SecurityPage';
import ContactInformationPage from '../../src/profile/screens/ContactInformationPage';
import ProfilePage from '../../src/profile/screens/ProfilePage';
import MfaPage from '../../src/profile/screens/MfaPage';
import { profileActions } from '../../src/profile/catalogue';
import { profileReducer } from '../../src/profile/slice';
import { formsReducer } from '../../src/forms/slice';
import { flagsReducer } from '../../src/flags/slice';
import { appReducer } from '../../src/shell/slice';
import { demoParty } from '../support/demo';
import { profileMessages } from '../../src/validation/messages';
import { recordDispatched } from '../support/dispatched';

function renderAt(path: string, Screen: () => JSX.Element) {
  const { middleware: recorder, dispatched: dispatched } = recordDispatched();
  const store = configureStore({
    reducer: combineReducers({ profile: profileReducer, forms: formsReducer, flags: flagsReducer, app: appReducer }),
    middleware: (defaults) => defaults({ serializableCheck: false }).concat(recorder),
  });
  store.dispatch(profileActions.partyLoaded({ party: demoParty }));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Screen />
      </MemoryRouter>
    </Provider>,
  );
  return { dispatched, store };
}

const requested = (dispatched: UnknownAction[]) => dispatched.filter((a) => a.type === profileActions.changeRequested.type);

describe('password change', () => {
  it('shows the rules before anything is typed and ticks them off as the new password is typed', () => {
    renderAt('/profile/security/password', SecurityPage);
    const rules = screen.getByText('Your password needs').nextElementSibling as HTMLElement;
    expect(within(rules).getAllByText('not completed', { exact: false })).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'abcdefgh' } });
    expect(within(rules).getByText('8 to 64 characters').className).toContain('--met');
    expect(within(rules).getByText('At least one number').className).not.toContain('--met');
  });

  it('names each missing field in the banner on submit, and sends nothing', async () => {
    const { dispatched } = renderAt('/profile/security/password', SecurityPage);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText("We're sorry. We need a little more information.")).toBeTruthy();
    expect(screen.getAllByText('Missing required field').length).toBeGreaterThan(0);
    expect(requested(dispatched)).toEqual([]);
  });

  it('keeps what was typed when the gateway refuses the change', () => {
    const { dispatched, store } = renderAt('/profile/security/password', SecurityPage);
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Wrong-one-1' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'New-password-2' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'New-password-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(requested(dispatched)).toHaveLength(1);
    act(() => {
      store.dispatch(
        profileActions.changeFailed({
          kind: 'password',
          status: 400,
          message: 'Your current password is not right. Please try again.',
          retryable: false,
        }),
      );
    });
    expect(screen.getAllByText('Your current password is not right. Please try again.').length).toBeGreaterThan(0);
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('New-password-2');
  });
});

describe('contact information', () => {
  it('adds an email: a malformed one is refused on screen, a good one is sent', () => {
    const { dispatched } = renderAt('/profile/contact-information/manage-emails/add-email', ContactInformationPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Add an email' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add email' }));
    expect(screen.getAllByText('Please enter a valid email').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'maria.home@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add email' }));
    // The proof is asked in the same form: nothing is sent without it.
    expect(screen.getAllByText(profileMessages.stepUp.missing).length).toBeGreaterThan(0);
    expect(requested(dispatched)).toEqual([]);
    fireEvent.change(screen.getByLabelText('Current password', { exact: false }), { target: { value: 'Portal-Demo-2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add email' }));
    expect(requested(dispatched).map((a) => a.payload)).toEqual([
      { change: { kind: 'email', address: 'maria.home@example.org', primary: false, currentPassword: 'Portal-Demo-2026!' } },
    ]);
  });

  it('asks the current password inline for a new primary email, and keeps everything typed when the proof is refused', () => {
    const { dispatched, store } = renderAt('/profile/contact-information/manage-emails/add-email', ContactInformationPage);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'maria.new@example.org' } });
    fireEvent.click(screen.getByLabelText('Make this my primary email'));
    fireEvent.change(screen.getByLabelText('Current password', { exact: false }), { target: { value: 'Not-my-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add email' }));
    expect(requested(dispatched)).toHaveLength(1);
    act(() => {
      store.dispatch(
        profileActions.changeFailed({ kind: 'email', status: 400, message: profileMessages.stepUp.proofWrong, retryable: false }),
      );
    });
    expect(screen.getAllByText(profileMessages.stepUp.proofWrong).length).toBeGreaterThan(0);
    const proof = screen.getByLabelText('Current password', { exact: false }) as HTMLInputElement;
    expect(proof.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('maria.new@example.org');
    expect((screen.getByLabelText('Make this my primary email') as HTMLInputElement).checked).toBe(true);
    expect(proof.value).toBe('Not-my-password-1');
  });

  it("shows the gateway's 'already in use' at the email field", () => {
    const { store } = renderAt('/profile/contact-information/manage-emails/add-email', ContactInformationPage);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'taken@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add email' }));
    act(() => {
      store.dispatch(
        profileActions.changeFailed({ kind: 'email', status: 409, message: 'The email you entered is already in use', retryable: false }),
      );
    });
    expect(screen.getAllByText('The email you entered is already in use').length).toBeGreaterThan(0);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('taken@example.org');
  });

  it('lists the phones and emails on file', () => {
    renderAt('/profile/contact-information', ContactInformationPage);
    expect(screen.getByText('maria.lopez@example.com')).toBeTruthy();
    expect(screen.getByText('614-555-0142')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a phone' }).getAttribute('href')).toBe(
      '/profile/contact-information/manage-phones/add-phone',
    );
  });
});

describe('managing emails and phones', () => {
  const withTwo = (store: ReturnType<typeof renderAt>['store']) =>
    act(() => {
      store.dispatch(
        profileActions.partyLoaded({
          party: {
            ...demoParty,
            emails: [...demoParty.emails, { address: 'maria.work@example.org', primary: false }],
            phones: [...demoParty.phones, { number: '614-555-0187', kind: 'home', extension: null, primary: false }],
          },
        }),
      );
    });

  it('asks before removing an email that is not the primary one, and keeps it when told to', () => {
    const rendered = renderAt('/profile/contact-information/manage-emails', ContactInformationPage);
    withTwo(rendered.store);
    expect(screen.queryByRole('button', { name: 'Remove maria.lopez@example.com' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove maria.work@example.org' }));
    expect(document.activeElement?.textContent).toBe('Remove maria.work@example.org?');
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(requested(rendered.dispatched)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove maria.work@example.org' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(requested(rendered.dispatched).map((a) => a.payload)).toEqual([
      { change: { kind: 'removeEmail', address: 'maria.work@example.org' } },
    ]);
    act(() => {
      rendered.store.dispatch(
        profileActions.changeSaved({ kind: 'removeEmail', result: { party: demoParty }, route: 'profileManageEmails' }),
      );
    });
    expect(screen.getByText('Your email address was removed.')).toBeTruthy();
  });

  it("chooses the primary phone, and shows the gateway's refusal of a removal", () => {
    const rendered = renderAt('/profile/contact-information/manage-phones', ContactInformationPage);
    withTwo(rendered.store);
    fireEvent.click(screen.getByLabelText('614-555-0187'));
    fireEvent.click(screen.getByRole('button', { name: 'Save primary phone' }));
    expect(requested(rendered.dispatched).map((a) => a.payload)).toEqual([{ change: { kind: 'primaryPhone', number: '614-555-0187' } }]);
    const refusal =
      'This phone gets your security codes or your text messages. Remove it from multi-factor authentication or enroll another mobile number for text messages first.';
    act(() => {
      rendered.store.dispatch(profileActions.changeFailed({ kind: 'removePhone', status: 409, message: refusal, retryable: false }));
    });
    expect(screen.getByText(refusal)).toBeTruthy();
  });
});

describe('the profile landing', () => {
  it('leads to each section', () => {
    renderAt('/profile', ProfilePage);
    const sections = screen.getByRole('navigation', { name: 'Profile sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Overview', 'Contact information', 'Paperless', 'Notifications', 'Security', 'E-proxy']);
    expect(screen.getByRole('link', { name: 'Manage security' }).getAttribute('href')).toBe('/profile/security');
  });
});

describe('login ID change', () => {
  it('confirms the new login ID and offers to log in again with it', () => {
    const { dispatched, store } = renderAt('/profile/security/loginId', SecurityPage);
    fireEvent.change(screen.getByLabelText('New login ID'), { target: { value: 'daniel.w' } });
    fireEvent.change(screen.getByLabelText('Current password', { exact: false }), { target: { value: 'Portal-Demo-2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change login ID' }));
    expect(requested(dispatched).map((a) => a.payload)).toEqual([
      { change: { kind: 'loginId', loginId: 'daniel.w', currentPassword: 'Portal-Demo-2026!' } },
    ]);
    act(() => {
      store.dispatch(profileActions.changeSaved({ kind: 'loginId', result: { loginId: 'daniel.w' }, route: null }));
    });
    expect(screen.getByText('Your login ID is now daniel.w. Please log in again with it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in again' }));
    expect(dispatched.map((a) => a.type)).toContain('auth/signOutRequested');
  });
});

describe('multi-factor authentication', () => {
  it("shows the new app's QR code and key, asks for its code in the spec's words, and sends the code", async () => {
    const { dispatched, store } = renderAt('/profile/security/mfa', MfaPage);
    act(() => {
      store.dispatch(profileActions.factorsLoaded({ factors: [], secondFactorRequired: false }));
    });
    const [appProof] = screen.getAllByLabelText('Current password', { exact: false });
    fireEvent.change(appProof!, { target: { value: 'Portal-Demo-2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    await screen.findByRole('button', { name: 'Set up an authenticator app' });
    expect(requested(dispatched).map((a) => a.payload)).toEqual([
      { change: { kind: 'startAuthenticatorApp', currentPassword: 'Portal-Demo-2026!' } },
    ]);
    const enrolment = { key: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AAAA' };
    act(() => {
      store.dispatch(profileActions.changeSaved({ kind: 'startAuthenticatorApp', result: { enrolment }, route: null }));
    });
    expect(screen.getByRole('img', { name: 'QR code to add Cardinal Mutual to your authenticator app' })).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect((await screen.findAllByText('Please enter the security code in your authenticator app')).length).toBeGreaterThan(0);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Security code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(requested(dispatched).at(-1)?.payload).toEqual({
      change: { kind: 'confirmFactor', method: 'authenticatorApp', code: '123456' },
    });
  });
});
