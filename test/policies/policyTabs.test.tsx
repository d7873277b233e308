import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import PolicyPage from '../../src/policies/screens/PolicyPage';
import { policiesActions } from '../../src/policies/catalogue';
import { initialPoliciesState, policiesReducer } from '../../src/policies/slice';
import { documentsReducer, initialDocumentsState } from '../../src/documents/slice';
import { documentMessages } from '../../src/validation/messages';
import type { LineOfBusiness, PolicyDetails } from '../../src/contract/policies';

const detailsOf = (policyNumber: string, lineOfBusiness: LineOfBusiness) =>
  ({
    summary: {
      policyNumber,
      lineOfBusiness,
      side: lineOfBusiness === 'life' ? 'life' : 'mutual',
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
    mortgagees: [],
    watercraft: [],
    life: null,
  }) as unknown as PolicyDetails;

function renderAt(path: string, details: PolicyDetails) {
  const store = configureStore({
    reducer: combineReducers({ policies: policiesReducer, documents: documentsReducer }),
    preloadedState: { policies: initialPoliciesState, documents: initialDocumentsState },
  });
  store.dispatch(policiesActions.detailsLoaded({ details }));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Route path="/policies/:policyNumber">
          <PolicyPage />
        </Route>
      </MemoryRouter>
    </Provider>,
  );
}

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Policy sections' }))
    .getAllByRole('link')
    .map((l) => l.textContent);

describe('the tabs of a policy', () => {
  it('offers a home policy no ID cards tab, and a typed ID cards address shows its overview with a word why', async () => {
    renderAt('/policies/H8Q3R5-2002/id-cards', detailsOf('H8Q3R5-2002', 'home'));
    expect(await screen.findByText(documentMessages.policyTabMissing('ID cards'))).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Policy summary' })).toBeTruthy();
    expect(tabNames()).toEqual(['Overview', 'Coverages', 'Discounts', 'Documents']);
  });

  it('offers a life policy neither discounts nor ID cards', () => {
    renderAt('/policies/L-123456789/overview', detailsOf('L-123456789', 'life'));
    expect(tabNames()).toEqual(['Overview', 'Coverages', 'Documents']);
  });

  it('offers an auto policy every tab', () => {
    renderAt('/policies/C4M7X2-1001/coverages', detailsOf('C4M7X2-1001', 'auto'));
    expect(tabNames()).toEqual(['Overview', 'Coverages', 'Discounts', 'Documents', 'ID cards']);
  });
});
