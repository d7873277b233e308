import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import PolicyPage from '../../../src/pages/policy/PolicyPage';
import { policiesActions } from '../../../src/policies/catalogue';
import { initialPoliciesState, policiesReducer } from '../../../src/policies/slice';
import { documentsReducer, initialDocumentsState } from '../../../src/documents/slice';
import { documentsActions } from '../../../src/documents/catalogue';
import { initialSelfServiceState, selfServiceReducer } from '../../../src/selfService/slice';
import { selfServiceActions } from '../../../src/selfService/catalogue';
import type { Endorsement } from '../../../src/contract/selfService';
import { documentMessages } from '../../../src/validation/messages';
import type { LineOfBusiness, PolicyDetails } from '../../../src/contract/policies';

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

function renderAt(path: string, details: PolicyDetails, changes?: Endorsement[]) {
  const store = configureStore({
    reducer: combineReducers({ policies: policiesReducer, documents: documentsReducer, selfService: selfServiceReducer }),
    preloadedState: { policies: initialPoliciesState, documents: initialDocumentsState, selfService: initialSelfServiceState },
  });
  store.dispatch(policiesActions.detailsLoaded({ details }));
  if (changes) {
    store.dispatch(selfServiceActions.policyChangesLoaded({ policyNumber: details.summary.policyNumber, endorsements: changes }));
    const links = changes.map((c) => ({
      documentId: c.documentId,
      url: `/api/documents/${c.documentId}/file?t=1`,
      expiresAt: '2026-11-25T16:00:00.000Z',
    }));
    store.dispatch(documentsActions.linksIssued({ links: links as never }));
  }
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

  it('shows a driver added online by license state alone: no number is on file yet', () => {
    const details = detailsOf('C4M7X2-1001', 'auto');
    renderAt('/policies/C4M7X2-1001/overview', {
      ...details,
      drivers: [
        { name: 'Maria Lopez', relationship: 'Named insured', licenseState: 'OH', licenseLastFour: '4821' },
        { name: 'Ana Lopez', relationship: 'Spouse', licenseState: 'OH', licenseLastFour: '' },
      ],
    });
    const drivers = screen.getByRole('table', { name: 'Listed drivers' });
    expect(within(drivers).getByRole('cell', { name: 'OH, ending 4821' })).toBeInTheDocument();
    expect(within(drivers).getByRole('cell', { name: 'OH' })).toBeInTheDocument();
    expect(within(drivers).queryByText(/ending\s*$/)).toBeNull();
  });

  it('offers an auto policy every tab', () => {
    renderAt('/policies/C4M7X2-1001/coverages', detailsOf('C4M7X2-1001', 'auto'));
    expect(tabNames()).toEqual(['Overview', 'Coverages', 'Discounts', 'Documents', 'ID cards']);
  });

  it("lists a policy's changes on its overview: effective date, premium change, who and when, and the amended declarations", () => {
    const change: Endorsement = {
      endorsementId: 'e1',
      policyNumber: 'H8Q3R5-2002',
      kind: 'editCoverage',
      description: 'Changed the dwelling deductible to $2,500',
      effectiveDate: '2026-11-25',
      premiumChangeCents: -4210,
      newPremiumCents: 131000,
      requestedBy: 'mutual.customer',
      requestedAt: '2026-11-25T15:00:00.000Z',
      documentId: 'amended-e1',
    };
    renderAt('/policies/H8Q3R5-2002/overview', detailsOf('H8Q3R5-2002', 'home'), [change]);
    const section = within(screen.getByRole('region', { name: 'Changes' }));
    expect(section.getByText(change.description)).toBeTruthy();
    expect(section.getByText('Premium down $42.10 for the rest of the term; new term premium $1,310.00')).toBeTruthy();
    expect(section.getByText('Requested by mutual.customer, Nov 25, 2026, 10:00 AM')).toBeTruthy();
    const download = section.getByRole('link', { name: 'Download Amended declarations, 11/25/2026' });
    expect(download.getAttribute('href')).toBe('/api/documents/amended-e1/file?t=1&download=1');
  });

  it('says so when no change was made', () => {
    renderAt('/policies/H8Q3R5-2002/overview', detailsOf('H8Q3R5-2002', 'home'), []);
    expect(screen.getByText('No changes have been made to this policy this term.')).toBeTruthy();
  });
});
