// A customer who signs in with onboarding to finish is taken into it: the account is not drawn first and then left.
import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { Provider } from 'react-redux';
import { createStore, type Reducer } from 'redux';
import { createMemoryHistory } from 'history';
import { createRootReducer } from '../../src/app/reducers';
import { appActions } from '../../src/shell/catalogue';
import { authActions } from '../../src/auth/catalogue';
import { onboardingActions } from '../../src/onboarding/catalogue';
import AccountPage from '../../src/account/screens/AccountPage';
import type { OnboardingProgress } from '../../src/contract/esign';
import { everyAreaStarted } from '../support/areas';

function landOnAccount() {
  const store = createStore(createRootReducer(createMemoryHistory()) as Reducer);
  store.dispatch(everyAreaStarted());
  store.dispatch(authActions.signedIn({ loginId: 'new.customer', expiresAt: 2e12, via: 'oidc' }));
  store.dispatch(appActions.pageViewed({ route: 'account', page: 'Account', category: 'account', path: '/account', hasHash: false }));
  render(createElement(Provider, { store, children: createElement(AccountPage) }));
  return store;
}

describe('the account page just after sign-in', () => {
  it('waits for the onboarding progress instead of drawing the account, then draws it when there is none to do', () => {
    const store = landOnAccount();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    act(() => void store.dispatch(onboardingActions.progressLoaded({ onboarding: null })));
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
  });

  it('stays loading when there is onboarding to finish (the customer is taken into it), drawing the account once it is done', () => {
    const store = landOnAccount();
    const progress = {
      policyNumber: 'P7D4W2-4001' as OnboardingProgress['policyNumber'],
      accountNumber: 'N6158804',
      steps: [{ step: 'welcome' as const, outcome: null }],
      completed: false,
    };
    act(() => void store.dispatch(onboardingActions.progressLoaded({ onboarding: progress })));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account');
    act(() => void store.dispatch(onboardingActions.progressLoaded({ onboarding: { ...progress, completed: true } })));
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
  });

  it('draws the account when the progress could not be loaded', () => {
    const store = landOnAccount();
    act(() => void store.dispatch(onboardingActions.progressLoadFailed({ message: 'x' })));
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
  });

  it('draws the account at once on a later visit', () => {
    const store = createStore(createRootReducer(createMemoryHistory()) as Reducer);
    store.dispatch(everyAreaStarted());
    store.dispatch(authActions.sessionChecked({ signedIn: true, loginId: 'mutual.customer', expiresAt: 2e12 }));
    store.dispatch(appActions.pageViewed({ route: 'account', page: 'Account', category: 'account', path: '/account', hasHash: false }));
    render(createElement(Provider, { store, children: createElement(AccountPage) }));
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
  });
});
