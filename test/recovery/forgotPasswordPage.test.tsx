import { fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import ForgotPasswordPage from '../../src/recovery/screens/ForgotPasswordPage';
import { recoveryActions } from '../../src/recovery/catalogue';
import { recoveryReducer } from '../../src/recovery/slice';
import { formsReducer } from '../../src/forms/slice';

// The password reset's new password: the same live checklist of the rules as the profile's password change.
it('shows the password rules before anything is typed and ticks them off as the new password is typed', () => {
  const store = configureStore({
    reducer: combineReducers({ recovery: recoveryReducer, forms: formsReducer }),
    middleware: (defaults) => defaults({ serializableCheck: false }),
  });
  store.dispatch(recoveryActions.passwordResetCodeSent({ expiresAt: '2026-11-26T00:15:00.000Z' }));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/forgot-password']}>
        <ForgotPasswordPage />
      </MemoryRouter>
    </Provider>,
  );
  const rules = screen.getByText('Your password needs').nextElementSibling as HTMLElement;
  expect(within(rules).getAllByText('not completed', { exact: false })).toHaveLength(3);
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'reset2027' } });
  expect(rules.querySelectorAll('.password-checklist__rule--met')).toHaveLength(3);
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'reset' } });
  expect(within(rules).getByText('8 to 64 characters').className).not.toContain('--met');
  expect(within(rules).getByText('At least one number').className).not.toContain('--met');
});
