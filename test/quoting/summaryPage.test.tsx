import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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

function renderSummary(quote: Quote, quoting: Partial<typeof initialQuotingState> = {}) {
  const store = configureStore({
    reducer: combineReducers({ quoting: quotingReducer, flags: flagsReducer, forms: formsReducer }),
    preloadedState: {
      quoting: { ...initialQuotingState, quote, ...quoting },
      flags: {
        ...initialFlagsState,
        config: { ...defaultRemoteConfig, flags: { ...defaultRemoteConfig.flags, EnableQuotingCrossSellBanner: 'true' } },
      },
      forms: {},
    },
    middleware: (d) => d({ thunk: false }),
  });
  const dispatched: { type: string; payload?: unknown }[] = [];
  const original = store.dispatch;
  store.dispatch = ((action: { type: string; payload?: unknown }) => {
    dispatched.push(action);
    return original(action as never);
  }) as typeof store.dispatch;
  lastDispatched = dispatched;
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/quoting/${quote.quoteType}/summary`]}>
        <Route exact path="/quoting/:quoteTypePrefix/summary" component={QuoteSummaryPage} />
      </MemoryRouter>
    </Provider>,
  );
}

let lastDispatched: { type: string; payload?: unknown }[] = [];

describe('e-mail a quote and refer to an agent, on the summary', () => {
  it('offers to e-mail the quote to the address given, and says where it went', async () => {
    const quote = quoteOf('renters', dwelling('renters', 'Your belongings'));
    renderSummary(quote);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('alex@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'E-mail my quote' }));
    await waitFor(() => expect(lastDispatched.map((a) => a.type)).toContain('quoting/emailQuoteRequested'));
    expect(lastDispatched.find((a) => a.type === 'quoting/emailQuoteRequested')?.payload).toEqual({ email: 'alex@example.com' });
  });

  it('shows the address the quote was sent to', () => {
    renderSummary(quoteOf('renters'), {
      emailed: { quoteId: quoteOf('renters').quoteId, sentTo: 'alex@example.com', linkExpiresOn: '2026-12-12' },
    });
    expect(
      screen.getByText('We sent your quote to alex@example.com. Its link opens your quote once, until 12/12/2026.'),
    ).toBeInTheDocument();
  });

  it('asks an agent to call only with consent to be called and a time window', async () => {
    renderSummary(quoteOf('renters'));
    const ask = screen.getByRole('button', { name: 'Ask an agent to call me' });
    fireEvent.click(ask);
    expect((await screen.findAllByText('Please agree to be called so an agent can reach you')).length).toBeGreaterThan(0);
    expect(lastDispatched.map((a) => a.type)).not.toContain('quoting/referralRequested');
    fireEvent.click(screen.getByLabelText('Evening, 5 p.m. to 8 p.m.'));
    fireEvent.click(screen.getByLabelText(/I agree that a Cardinal Mutual agent may call me/));
    fireEvent.click(ask);
    await waitFor(() => expect(lastDispatched.map((a) => a.type)).toContain('quoting/referralRequested'));
    expect(lastDispatched.find((a) => a.type === 'quoting/referralRequested')?.payload).toEqual({
      name: 'Alex Rivera',
      phone: '6145550142',
      email: 'alex@example.com',
      timeWindow: 'evening',
      consent: true,
    });
  });

  it('shows the reference of the lead once sent', () => {
    renderSummary(quoteOf('renters'), { referral: { reference: 'L00012345', quoteId } });
    expect(screen.getByText('Thank you. An agent will call you. Your reference is L00012345.')).toBeInTheDocument();
  });
});

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
