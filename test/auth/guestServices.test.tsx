import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { push } from 'connected-react-router';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import { GuestServices } from '../../src/auth/GuestServices';
import { flagsReducer, initialFlagsState } from '../../src/flags/slice';
import { defaultRemoteConfig } from '../../src/flags/defaults';
import { recordDispatched } from '../support/dispatched';

function renderWith(flags: Record<string, 'true' | 'false'>) {
  const { middleware: record, dispatched: dispatched } = recordDispatched();
  const store = configureStore({
    middleware: (getDefault) => getDefault().concat(record),
    reducer: combineReducers({ flags: flagsReducer }),
    preloadedState: {
      flags: { ...initialFlagsState, config: { ...defaultRemoteConfig, flags: { ...defaultRemoteConfig.flags, ...flags } } },
    },
  });
  render(
    <Provider store={store}>
      <GuestServices />
    </Provider>,
  );
  return dispatched;
}

describe('what a guest can do without logging in (beside the login form)', () => {
  it('links express ID cards, guest pay and quoting', () => {
    renderWith({});
    expect(screen.getByRole('link', { name: 'Get your auto or motorcycle ID cards' })).toHaveAttribute('href', '/customers/express-id');
    expect(screen.getByRole('link', { name: 'Pay a bill' })).toHaveAttribute('href', '/customers/pay-as-guest');
    expect(screen.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/customers/quoting');
  });

  it('follows a link through the bus (the portal routes it, the sign-in page loads it), a new-tab click through the browser', () => {
    const dispatched = renderWith({});
    fireEvent.click(screen.getByRole('link', { name: 'Pay a bill' }));
    expect(dispatched).toContainEqual(push('/pay-as-guest'));
    const before = dispatched.length;
    fireEvent.click(screen.getByRole('link', { name: 'Pay a bill' }), { ctrlKey: true });
    expect(dispatched).toHaveLength(before);
  });

  it('hides express ID when DisableExpressID is on', () => {
    renderWith({ DisableExpressID: 'true' });
    expect(screen.queryByRole('link', { name: /ID cards/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Pay a bill' })).toBeInTheDocument();
  });
});
