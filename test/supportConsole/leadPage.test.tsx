import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route } from 'react-router-dom';
import { createMemoryHistory } from 'history';
import { configureStore } from '@reduxjs/toolkit';
import '../../src/catalogues';
import type { QuoteLeadWithQuote } from '../../src/contract/support';
import { createSupportReducer } from '../../src/support/reducers';
import { supportActions } from '../../src/support/catalogue';
import { LeadPage } from '../../src/support/screens/LeadPage';

// The console's lead page, sagas off: a life prospect's lead arrives as its event would, with the life quote read-only.

const lifeLead: QuoteLeadWithQuote = {
  lead: {
    leadId: '0b5c3c1e-8f00-4f53-9d55-0a4c8f1a2b3c',
    reference: 'L00012345',
    name: 'Pat Applicant',
    phone: '6145550142',
    email: null,
    timeWindow: 'morning',
    knockoutCode: 'HA_01',
    status: 'new',
    quoteType: 'life',
    jobNumber: '6f1d2e3c-0000-4000-8000-000000000001',
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
  },
  lifeQuote: {
    quoteId: '6f1d2e3c-0000-4000-8000-000000000001',
    coverageAmountCents: 500_000_00,
    selectedTermYears: 20,
    premiums: [{ termYears: 20, monthlyPremiumCents: 2_150, annualPremiumCents: 24_500 }],
    knockout: { code: 'HA_01', reason: 'Health assessment' },
    applicationStarted: false,
    expiresOn: '2026-12-20',
  },
};

it("shows a life quote's lead with the coverage, the knockout's reason and each term's premium", () => {
  const store = configureStore({
    reducer: createSupportReducer(createMemoryHistory()),
    middleware: (d) => d({ thunk: false, serializableCheck: false }),
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/support/leads/${lifeLead.lead.leadId}`]}>
        <Route path="/support/leads/:leadId" component={LeadPage} />
      </MemoryRouter>
    </Provider>,
  );
  act(() => {
    store.dispatch(supportActions.leadOpened(lifeLead));
  });
  expect(screen.getByRole('heading', { name: 'Lead L00012345' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: `Life quote ${lifeLead.lifeQuote.quoteId}` })).toBeInTheDocument();
  expect(screen.getByText('$500,000.00')).toBeInTheDocument();
  expect(screen.getByText('Health assessment')).toBeInTheDocument();
  expect(screen.getByText('$21.50 a month or $245.00 a year')).toBeInTheDocument();
});
