import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import QuoteSummaryPage from '../../src/quoting/screens/QuoteSummaryPage';
import { quotingReducer, initialQuotingState } from '../../src/quoting/slice';
import { flagsReducer, initialFlagsState } from '../../src/flags/slice';
import { formsReducer } from '../../src/forms/slice';
import { defaultRemoteConfig } from '../../src/flags/defaults';
import type { Quote, QuoteType, RatedCoverage } from '../../src/contract/quoting';

// The quote summary as the prospect reads it: a short quote number (never the quote's UUID), every limit the
// renters form asked for, and a bundle offer in the words of the line quoted.

const quoteId = '3f6c2a9e-8b1d-4c7e-9a2f-51d0e6b7c4a8';
const dwelling = (line: string, subject: string): RatedCoverage[] => [
  {
    code: 'PERSONAL_PROPERTY',
    name: 'Personal property',
    line,
    subject,
    option: '500',
    options: [
      { code: '500', label: '$500 deductible' },
      { code: '1000', label: '$1,000 deductible' },
    ],
    premiumCents: 11_520,
  },
  {
    code: 'LIABILITY',
    name: 'Personal liability',
    line,
    subject,
    option: '100000',
    options: [
      { code: '100000', label: '$100,000' },
      { code: '300000', label: '$300,000' },
    ],
    premiumCents: 4_500,
  },
  {
    code: 'MEDICAL',
    name: 'Medical payments to others',
    line,
    subject,
    option: '1000',
    options: [
      { code: '1000', label: '$1,000' },
      { code: '5000', label: '$5,000' },
    ],
    premiumCents: 1_200,
  },
];

const quoteOf = (quoteType: QuoteType, coverages: RatedCoverage[] = []): Quote => ({
  quoteId,
  jobNumber: 'Q100042',
  quoteType,
  status: 'quoted',
  coverageChoices: {},
  knockout: null,
  allowBind: false,
  expiresOn: '2026-12-22',
  policyNumber: null,
  rating: {
    coverages,
    discounts: [],
    lines: [{ line: quoteType, termMonths: 12, totalCents: 17_220 }],
    totalCents: 17_220,
    autoSegmentation: '',
    dwellingSegmentation: '',
    easOfferings: [],
  },
  sections: {
    customer: { firstName: 'Alex', lastName: 'Rivera', dateOfBirth: '1980-06-15', email: 'alex@example.com', phone: '6145550142' },
    property: {
      units: 1,
      yearBuilt: 1998,
      construction: 'frame',
      coverageAmountCents: 2_400_000,
      rentedToOthers: false,
      needsRetrofit: false,
    },
  },
});

function renderSummary(quote: Quote) {
  const store = configureStore({
    reducer: combineReducers({ quoting: quotingReducer, flags: flagsReducer, forms: formsReducer }),
    preloadedState: {
      quoting: { ...initialQuotingState, quote },
      flags: {
        ...initialFlagsState,
        config: { ...defaultRemoteConfig, flags: { ...defaultRemoteConfig.flags, EnableQuotingCrossSellBanner: 'true' } },
      },
      forms: {},
    },
    middleware: (d) => d({ thunk: false }),
  });
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/quoting/${quote.quoteType}/summary`]}>
        <Route exact path="/quoting/:quoteTypePrefix/summary" component={QuoteSummaryPage} />
      </MemoryRouter>
    </Provider>,
  );
}

describe('quote summary', () => {
  it('names the quote by its quote number and never shows its UUID', () => {
    const { container } = renderSummary(quoteOf('renters', dwelling('renters', 'Your belongings')));
    expect(screen.getByText(/Quote number Q100042\./)).toBeInTheDocument();
    expect(screen.getByText(/resume it with this quote number/)).toBeInTheDocument();
    expect(container.textContent).not.toContain(quoteId);
    expect(container.textContent).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/i);
  });

  it('shows every renters limit entered: personal property amount and deductible, liability, medical payments', () => {
    renderSummary(quoteOf('renters', dwelling('renters', 'Your belongings')));
    const table = screen.getByRole('table', { name: 'Renters: Your belongings' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(within(row('Personal property')).getByRole('cell', { name: '$24,000.00 limit, $500 deductible' })).toBeInTheDocument();
    expect(within(row('Personal liability')).getByRole('cell', { name: '$100,000' })).toBeInTheDocument();
    expect(within(row('Medical payments to others')).getByRole('cell', { name: '$1,000' })).toBeInTheDocument();
  });

  it('insures half the amount entered as personal property on a home, as the rating does', () => {
    renderSummary(quoteOf('home', dwelling('home', 'Your home')));
    const table = screen.getByRole('table', { name: 'Home: Your home' });
    expect(within(table).getByRole('cell', { name: '$12,000.00 limit, $500 deductible' })).toBeInTheDocument();
  });

  it.each([
    ['renters', /your belongings and your car/],
    ['condo', /your condo and your cars/],
    ['home', /your home and your cars/],
    ['auto', /your cars and your home/],
    ['motorcycle', /your motorcycle with your home and cars/],
  ] as const)('offers the bundle in the words of a %s quote', (quoteType, words) => {
    renderSummary(quoteOf(quoteType));
    const banner = screen.getByText('Save more with a bundle').closest('[role]') ?? document.body;
    expect(banner.textContent).toMatch(words);
    if (quoteType !== 'home') expect(banner.textContent).not.toMatch(/your home and your cars/);
  });
});
