import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import SelfServicePage from '../../src/selfService/screens/SelfServicePage';
import EditMortgageePage from '../../src/selfService/screens/EditMortgageePage';
import { policiesActions } from '../../src/policies/catalogue';
import { initialPoliciesState, policiesReducer } from '../../src/policies/slice';
import { initialSelfServiceState, selfServiceReducer } from '../../src/selfService/slice';
import { flagsReducer } from '../../src/flags/slice';
import { formsReducer } from '../../src/forms/slice';
import { selfServiceRoutes } from '../../src/shared/routes';
import type { LineOfBusiness, PolicyDetails } from '../../src/contract/policies';

// A self-service page opened directly or reloaded: nothing of its policy is in the store until the saga loads it by
// the number in the address (sagas/selfService.ts, loadForView).

const detailsOf = (policyNumber: string, lineOfBusiness: LineOfBusiness, mortgagees: unknown[] = []) =>
  ({
    summary: {
      policyNumber,
      lineOfBusiness,
      side: 'mutual',
      status: 'active',
      effectiveDate: '2026-06-01',
      expirationDate: '2027-06-01',
      premiumCents: 137100,
      accountNumber: null,
      description: '12 Elm St',
    },
    namedInsureds: ['Maria Lopez'],
    coverages: [],
    discounts: [],
    vehicles: [],
    drivers: [],
    property: null,
    mortgagees,
    watercraft: [],
    life: null,
  }) as unknown as PolicyDetails;

function renderAt(path: string) {
  const store = configureStore({
    reducer: combineReducers({ policies: policiesReducer, selfService: selfServiceReducer, flags: flagsReducer, forms: formsReducer }),
    preloadedState: { policies: initialPoliciesState, selfService: initialSelfServiceState } as never,
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Route exact path={selfServiceRoutes.selfService.path} component={SelfServicePage} />
        <Route path={selfServiceRoutes.editMortgagee.path} component={EditMortgageePage} />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('a self-service page opened by its address', () => {
  it('waits for the policy, then lists only the changes of its line: an auto policy has no home coverage or mortgagee', () => {
    const store = renderAt('/selfservice/C4M7X2-1001');
    expect(screen.queryByRole('link', { name: 'Edit home coverage' })).toBeNull();
    expect(screen.getByText('Loading your policy')).toBeInTheDocument();
    act(() => {
      store.dispatch(policiesActions.detailsLoaded({ details: detailsOf('C4M7X2-1001', 'auto') }));
    });
    expect(screen.getByRole('link', { name: 'Add a vehicle' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit auto coverage' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit home coverage' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit mortgagee' })).toBeNull();
  });

  it('lists home coverage and mortgagee, and no vehicle change, for a home policy', () => {
    const store = renderAt('/selfservice/h8q3r5-2002');
    act(() => {
      store.dispatch(policiesActions.detailsLoaded({ details: detailsOf('H8Q3R5-2002', 'home') }));
    });
    expect(screen.getByRole('link', { name: 'Edit home coverage' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit mortgagee' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a vehicle' })).toBeNull();
  });

  it("shows the not-found page for another customer's or an unknown number", () => {
    const store = renderAt('/selfservice/Z9Z9Z9-9999');
    act(() => {
      store.dispatch(policiesActions.detailsNotFound({ policyNumber: 'Z9Z9Z9-9999' }));
    });
    expect(screen.getByRole('heading', { level: 1, name: "We can't find that page" })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Change your policy' })).toBeNull();
  });

  it('names the mortgagee on file on the mortgagee landing once the policy is loaded, never "no mortgagee" before', () => {
    const store = renderAt('/policies/H8Q3R5-2002/editmortgagee/landing');
    expect(screen.queryByText('Your policy names no mortgagee.')).toBeNull();
    act(() => {
      store.dispatch(
        policiesActions.detailsLoaded({
          details: detailsOf('H8Q3R5-2002', 'home', [{ position: 1, name: 'First Keystone Bank', loanLastFour: '4821' }]),
        }),
      );
    });
    expect(screen.getByText('Current mortgagee: First Keystone Bank, loan ending 4821')).toBeInTheDocument();
  });
});
