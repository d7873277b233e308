import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import { GuestServices } from '../../src/auth/GuestServices';
import { flagsReducer, initialFlagsState } from '../../src/flags/slice';
import { defaultRemoteConfig } from '../../src/flags/defaults';

function renderWith(flags: Record<string, 'true' | 'false'>) {
  const store = configureStore({
    reducer: combineReducers({ flags: flagsReducer }),
    preloadedState: { flags: { ...initialFlagsState, config: { ...defaultRemoteConfig, flags: { ...defaultRemoteConfig.flags, ...flags } } } },
  });
  render(<Provider store={store}><MemoryRouter><GuestServices /></MemoryRouter></Provider>);
}

describe('what a guest can do without logging in (beside the login form)', () => {
  it('links express ID cards, guest pay and quoting', () => {
    renderWith({});
    expect(screen.getByRole('link', { name: 'Get your auto or motorcycle ID cards' })).toHaveAttribute('href', '/express-id');
    expect(screen.getByRole('link', { name: 'Pay a bill' })).toHaveAttribute('href', '/pay-as-guest');
    expect(screen.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/customers/quoting');
  });

  it('hides express ID when DisableExpressID is on', () => {
    renderWith({ DisableExpressID: 'true' });
    expect(screen.queryByRole('link', { name: /ID cards/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Pay a bill' })).toBeInTheDocument();
  });
});
