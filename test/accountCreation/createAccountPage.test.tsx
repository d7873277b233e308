import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route } from 'react-router-dom';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import CreateAccountPage from '../../src/accountCreation/screens/CreateAccountPage';
import { accountCreationReducer, initialAccountCreationState, type AccountCreationState } from '../../src/accountCreation/slice';
import { accountCreationActions } from '../../src/accountCreation/catalogue';
import { formsReducer } from '../../src/forms/slice';
import { accountCreationMessages, fieldMessages, formBanner } from '../../src/validation/messages';
import { matchPortalRoute } from '../../src/shared/routes';

function renderAt(path: string, state: Partial<AccountCreationState> = {}) {
  const dispatched: UnknownAction[] = [];
  const store = configureStore({
    reducer: combineReducers({ accountCreation: accountCreationReducer, forms: formsReducer }),
    preloadedState: { accountCreation: { ...initialAccountCreationState, ...state }, forms: {} },
    middleware: (d) =>
      d({ thunk: false }).concat(() => (next) => (action) => {
        dispatched.push(action as UnknownAction);
        return next(action);
      }),
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Route path="/create-account" component={CreateAccountPage} />
      </MemoryRouter>
    </Provider>,
  );
  return { dispatched, store };
}

const verified = {
  firstName: 'Jordan',
  email: 'jordan@example.com',
  expiresAt: '2026-11-23T12:00:00.000Z',
  details: { name: 'Jordan R.', policyNumber: '******-1234', email: 'j*****@example.com', phone: '(***) ***-0199' },
};
const found = {
  firstName: 'Jordan',
  expiresAt: '2026-11-23T12:00:00.000Z',
  destinations: [
    { destinationId: 'email-7', channel: 'email' as const, masked: 'j*****@example.com' },
    { destinationId: 'sms-3', channel: 'sms' as const, masked: '(***) ***-0199' },
  ],
};

describe('create account routes (spec section 2)', () => {
  it.each([
    ['/create-account', 'Create account: Information'],
    ['/create-account/loginID', 'Create account: Login ID'],
    ['/create-account/success', 'Create account: Success'],
    ['/create-account/expired', 'Create account: Expired'],
    ['/create-account/accountVerification', 'Create account: Verification'],
    ['/create-account/confirmation', 'Create account: Confirmation'],
    [`/create-account/authorization/${'T'.repeat(43)}`, 'Create account: Verification'],
  ])('%s is the public page "%s"', (path, page) => {
    expect(matchPortalRoute(path)).toMatchObject({ page, access: 'public' });
  });
});

describe('create account: information', () => {
  it('shows the form banner and each field message on an empty submit', async () => {
    renderAt('/create-account');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(formBanner.heading)).toBeInTheDocument();
    expect(screen.getAllByText(fieldMessages.missingRequiredField).length).toBeGreaterThanOrEqual(4);
  });

  it('uses the spec messages for a bad policy number, last name, date of birth and ZIP', async () => {
    renderAt('/create-account');
    await userEvent.type(screen.getByLabelText(/Policy number/), 'A1B2C3');
    await userEvent.type(screen.getByLabelText(/Last name/), 'R1vera');
    await userEvent.type(screen.getByLabelText(/Date of birth/), '13/45/1990');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    for (const message of [fieldMessages.policyNumber, fieldMessages.lastName, fieldMessages.dateOfBirth])
      expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
  });

  it('submits the details with the date of birth as a date', async () => {
    const { dispatched } = renderAt('/create-account');
    await userEvent.type(screen.getByLabelText(/Policy number/), 'a1b2c3-1234');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Rivera');
    await userEvent.type(screen.getByLabelText(/Date of birth/), '03/04/1990');
    await userEvent.type(screen.getByLabelText(/ZIP code/), '43215');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(dispatched.find((a) => accountCreationActions.policyholderDetailsSubmitted.match(a))?.payload).toEqual({
      details: { policyNumber: 'A1B2C3-1234', lastName: 'Rivera', dateOfBirth: '1990-03-04', zip: '43215' },
    });
  });

  it('shows why the policy was not found', () => {
    renderAt('/create-account', { error: { field: null, message: accountCreationMessages.policyholderNotFound } });
    expect(screen.getByText(accountCreationMessages.policyholderNotFound)).toBeInTheDocument();
  });
});

describe('create account: verification and confirmation', () => {
  it('sends a customer who was not found back to the information step', () => {
    renderAt('/create-account/accountVerification');
    expect(screen.getByLabelText(/Policy number/)).toBeInTheDocument();
  });

  it('offers the masked destinations on file and asks for a code there', async () => {
    const { dispatched } = renderAt('/create-account/accountVerification', { found });
    expect(screen.getByLabelText('Email j*****@example.com')).toBeChecked();
    await userEvent.click(screen.getByLabelText('Text (***) ***-0199'));
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(dispatched.find((a) => accountCreationActions.verificationCodeRequested.match(a))?.payload).toEqual({ destinationId: 'sms-3' });
  });

  it('takes the 6-digit code, offers a new one, and never writes the code in the form log', async () => {
    const codeSent = { destination: found.destinations[0]!, codeExpiresAt: '2026-11-23T11:50:00.000Z', sendsLeft: 2 };
    const { dispatched } = renderAt('/create-account/accountVerification', { found, codeSent });
    expect(screen.getByText(accountCreationMessages.codeSent('j*****@example.com', 10))).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Verification code/), '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findAllByText(accountCreationMessages.codeFormat)).length).toBeGreaterThan(0);
    await userEvent.clear(screen.getByLabelText(/^Verification code/));
    await userEvent.type(screen.getByLabelText(/^Verification code/), '482913');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(dispatched.find((a) => accountCreationActions.verificationCodeSubmitted.match(a))?.payload).toEqual({ code: '482913' });
    expect(JSON.stringify(dispatched.filter((a) => !accountCreationActions.verificationCodeSubmitted.match(a)))).not.toContain('482913');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(dispatched.filter((a) => accountCreationActions.verificationCodeRequested.match(a)).map((a) => a.payload)).toEqual([
      { destinationId: 'email-7' },
    ]);
  });

  it('shows the masked details to confirm, then goes on', async () => {
    const { dispatched } = renderAt('/create-account/confirmation', { verified });
    for (const text of ['Jordan R.', '******-1234', 'j*****@example.com', '(***) ***-0199'])
      expect(screen.getByText(text)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(dispatched.some((a) => accountCreationActions.detailsConfirmed.match(a))).toBe(true);
  });

  it('says the link is being checked', () => {
    renderAt(`/create-account/authorization/${'T'.repeat(43)}`);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your verification link');
  });
});

describe('create account: login ID, then password', () => {
  /** The login ID step filled in and continued: the password step shows at the same address. */
  async function chooseLoginId(loginId = 'jordan.rivera') {
    const rendered = renderAt('/create-account/loginID', { verified });
    await userEvent.type(screen.getByLabelText(/^Login ID/), loginId);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The gateway's check (the saga) finds both usable.
    const submitted = rendered.dispatched.find((a) => accountCreationActions.loginIdSubmitted.match(a));
    expect(submitted).toBeDefined();
    act(() => void rendered.store.dispatch(accountCreationActions.loginIdChosen(submitted!.payload as { loginId: string; email: string })));
    await screen.findByLabelText(/^Confirm password/);
    return rendered;
  }

  it('sends a customer who was not verified back to the information step', () => {
    renderAt('/create-account/loginID');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('asks for a login ID and email first, the email on file filled in, with no password yet', async () => {
    const { dispatched } = renderAt('/create-account/loginID', { verified });
    expect(screen.getByText(/Welcome, Jordan/)).toBeInTheDocument();
    expect(screen.getByText('Step 4 of 6')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('jordan@example.com');
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText(fieldMessages.missingRequiredField)).length).toBeGreaterThan(0);
    expect(dispatched.some((a) => accountCreationActions.loginIdSubmitted.match(a))).toBe(false);
  });

  it('says a taken login ID at its field before any password is asked, keeping what was typed', async () => {
    const { store } = renderAt('/create-account/loginID', { verified });
    await userEvent.type(screen.getByLabelText(/^Login ID/), 'mutual.customer');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    act(
      () => void store.dispatch(accountCreationActions.signInRefused({ field: 'loginId', message: accountCreationMessages.loginIdTaken })),
    );
    expect((await screen.findAllByText(accountCreationMessages.loginIdTaken)).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Login ID/)).toHaveValue('mutual.customer');
  });

  it('goes on to the password step with the login ID and email chosen', async () => {
    const { dispatched } = await chooseLoginId();
    expect(dispatched.find((a) => accountCreationActions.loginIdSubmitted.match(a))?.payload).toEqual({
      loginId: 'jordan.rivera',
      email: 'jordan@example.com',
    });
    expect(screen.getByText('Step 5 of 6')).toBeInTheDocument();
    expect(screen.getByText('jordan.rivera')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toHaveFocus();
  });

  it('asks for the Terms & Conditions in the spec words and matching passwords', async () => {
    const { dispatched } = await chooseLoginId();
    await userEvent.type(screen.getByLabelText(/^Password/), 'New-Policy-2026!');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Other-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect((await screen.findAllByText(fieldMessages.agreeToTerms)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(accountCreationMessages.passwordsDiffer).length).toBeGreaterThan(0);
    expect(dispatched.some((a) => accountCreationActions.signInDetailsSubmitted.match(a))).toBe(false);
  });

  it('submits the login ID, email and password once the terms are agreed, never logging the password', async () => {
    const { dispatched } = await chooseLoginId();
    await userEvent.type(screen.getByLabelText(/^Password/), 'New-Policy-2026!');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'New-Policy-2026!');
    await userEvent.click(screen.getByLabelText('I agree to the Terms & Conditions'));
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(dispatched.find((a) => accountCreationActions.signInDetailsSubmitted.match(a))?.payload).toEqual({
      loginId: 'jordan.rivera',
      email: 'jordan@example.com',
      password: 'New-Policy-2026!',
    });
    const formLog = dispatched.filter((a) => !accountCreationActions.signInDetailsSubmitted.match(a));
    expect(JSON.stringify(formLog)).not.toContain('New-Policy-2026!');
  });

  it('goes back to change the login ID, with what was chosen filled in', async () => {
    await chooseLoginId();
    await userEvent.click(screen.getByRole('button', { name: 'Change login ID or email' }));
    expect(await screen.findByLabelText(/^Login ID/)).toHaveValue('jordan.rivera');
    expect(screen.getByText('Step 4 of 6')).toBeInTheDocument();
  });

  it('shows an email already in use in the spec words', () => {
    renderAt('/create-account/loginID', { verified, error: { field: 'email', message: fieldMessages.emailInUse } });
    expect(screen.getAllByText(/The email you entered is already in use/).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(fieldMessages.emailInUse);
  });

  it('shows a taken login ID at the field on the login ID step, named in the summary, and takes it away once it changes', async () => {
    const { store } = await chooseLoginId();
    await userEvent.type(screen.getByLabelText(/^Password/), 'New-Policy-2026!');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'New-Policy-2026!');
    await userEvent.click(screen.getByLabelText('I agree to the Terms & Conditions'));
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    act(() => {
      store.dispatch(accountCreationActions.signInRefused({ field: 'loginId', message: accountCreationMessages.loginIdTaken }));
    });
    const loginId = await screen.findByLabelText(/^Login ID/);
    expect(loginId).toHaveValue('jordan.rivera');
    expect(loginId).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: `Login ID: ${accountCreationMessages.loginIdTaken}` })).toHaveAttribute(
      'href',
      '#create-account-loginId',
    );
    await userEvent.type(loginId, '2');
    expect(loginId).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(new RegExp(accountCreationMessages.loginIdTaken))).not.toBeInTheDocument();
  });
});

describe('create account: success and expired', () => {
  it('tells the new customer to log in with their login ID', () => {
    renderAt('/create-account/success', { createdLoginId: 'jordan.rivera' });
    expect(screen.getByText(accountCreationMessages.successBody('jordan.rivera'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('asks for the details again when the time ran out', () => {
    renderAt('/create-account/expired');
    expect(screen.getByText(accountCreationMessages.expiredHeading)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/create-account');
  });
});
