import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, useSelector } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import { SecurityCodeStep } from '../../src/auth/screens/SecurityCodeStep';
import { authActions } from '../../src/auth/catalogue';
import { authReducer, type SecondFactorStep } from '../../src/auth/slice';
import { formsReducer } from '../../src/forms/slice';
import { appReducer } from '../../src/shell/slice';
import { recordDispatched } from '../support/dispatched';

function renderStep(step: SecondFactorStep, rejection: { message: string; reason: 'invalid_code' | 'interaction_expired' } | null = null) {
  const { middleware: record, dispatched: dispatched } = recordDispatched();
  const store = configureStore({
    middleware: (getDefault) => getDefault().concat(record),
    reducer: combineReducers({ auth: authReducer, forms: formsReducer, app: appReducer }),
  });
  store.dispatch(
    step.kind === 'securityCode' ? authActions.securityCodeRequested(step.request) : authActions.enrolmentRequested(step.enrolment),
  );
  if (rejection) store.dispatch(authActions.credentialsRejected(rejection));
  render(
    <Provider store={store}>
      <SecurityCodeStep uid="uid-1" step={step} />
    </Provider>,
  );
  return dispatched;
}

const authenticator: SecondFactorStep = {
  kind: 'securityCode',
  request: { method: 'authenticatorApp', sentTo: null, otherMethods: ['textMessage'] },
  resent: false,
};

describe('the security code step of the sign-in', () => {
  it("asks for the authenticator app's code in the spec's words and refuses a blank or short code with them", async () => {
    const user = userEvent.setup();
    renderStep(authenticator);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm it’s you' })).toBeInTheDocument();
    expect(screen.getByText('Please enter the security code in your authenticator app.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Security code'), '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getAllByText('Please enter the security code in your authenticator app')).not.toHaveLength(0));
  });

  it('submits six digits and offers the other method', async () => {
    const user = userEvent.setup();
    const dispatched = renderStep(authenticator);
    await user.type(screen.getByLabelText('Security code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(dispatched).toContainEqual(authActions.securityCodeSubmitted({ uid: 'uid-1', code: '654321' })));
    fireEvent.click(screen.getByRole('button', { name: 'Text me a code instead' }));
    expect(dispatched).toContainEqual(authActions.securityCodeMethodChosen({ uid: 'uid-1', method: 'textMessage' }));
  });

  it("says where a text code went, and shows 'This code is invalid' at the field", () => {
    const dispatched = renderStep(
      { kind: 'securityCode', request: { method: 'textMessage', sentTo: '(***) ***-0134', otherMethods: [] }, resent: true },
      { reason: 'invalid_code', message: 'This code is invalid' },
    );
    expect(screen.getByText('Please enter the security code that was sent to you at (***) ***-0134.')).toBeInTheDocument();
    expect(screen.getByText('We texted you a code')).toBeInTheDocument();
    expect(screen.getAllByText('This code is invalid').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Send me a new code' }));
    expect(dispatched).toContainEqual(authActions.securityCodeMethodChosen({ uid: 'uid-1', method: 'textMessage' }));
  });

  it('shows the QR code and the key of a new authenticator app (forced MFA)', () => {
    renderStep({
      kind: 'enrolment',
      enrolment: { key: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', uri: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AA' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Set up your authenticator app' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code to add Cardinal Mutual to your authenticator app' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AA',
    );
    expect(screen.getByText('ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify and log in' })).toBeInTheDocument();
  });

  it("empties the code field and its message when the customer switches to 'Text me a code instead'", async () => {
    const user = userEvent.setup();
    const store = configureStore({ reducer: combineReducers({ auth: authReducer, forms: formsReducer, app: appReducer }) });
    function StepOfStore() {
      const step = useSelector((state: ReturnType<typeof store.getState>) => state.auth.secondFactor);
      return step ? <SecurityCodeStep uid="uid-1" step={step} /> : null;
    }
    store.dispatch(authActions.securityCodeRequested(authenticator.request));
    render(
      <Provider store={store}>
        <StepOfStore />
      </Provider>,
    );
    await user.type(screen.getByLabelText('Security code'), '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getAllByText('Please enter the security code in your authenticator app')).not.toHaveLength(0));
    await user.type(screen.getByLabelText('Security code'), '456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    act(() => {
      store.dispatch(authActions.credentialsRejected({ reason: 'invalid_code', message: 'This code is invalid' }));
    });
    expect(screen.getAllByText('This code is invalid').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Text me a code instead' }));
    act(() => {
      store.dispatch(authActions.securityCodeMethodChosen({ uid: 'uid-1', method: 'textMessage' }));
      store.dispatch(
        authActions.securityCodeRequested({ method: 'textMessage', sentTo: '(***) ***-0134', otherMethods: ['authenticatorApp'] }),
      );
    });
    expect(screen.getByText('Please enter the security code that was sent to you at (***) ***-0134.')).toBeInTheDocument();
    expect(screen.getByLabelText('Security code')).toHaveValue('');
    expect(screen.queryByText('This code is invalid')).toBeNull();
    expect(screen.queryByText('Please enter the security code in your authenticator app')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
