import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import LifeKnockoutPage from '../../src/lifeQuoting/screens/LifeKnockoutPage';
import LifeSummaryPage from '../../src/lifeQuoting/screens/LifeSummaryPage';
import { lifeQuotingReducer } from '../../src/lifeQuoting/slice';
import { lifeQuotingActions } from '../../src/lifeQuoting/catalogue';
import { quotingReducer } from '../../src/quoting/slice';
import { quotingActions } from '../../src/quoting/catalogue';
import { flagsReducer } from '../../src/flags/slice';
import { formsReducer } from '../../src/forms/slice';
import { lifeKnockoutReasons } from '../../config/rating/lifeKnockoutCodes';
import type { LifeQuote } from '../../src/contract/lifeQuoting';
import { quotingMessages } from '../../src/validation/messages';

// Refer to an agent from a life quote: its summary (until the application starts) and its knockout page (no life knockout
// is one the spec says no one can reverse) carry the same form as an online quote's, sent as a life quote's request.

const life = (overrides: Partial<LifeQuote> = {}): LifeQuote => ({
  quoteId: 'l-1',
  coverageAmountCents: 500_000_00,
  selectedTermYears: 20,
  expiresOn: '2026-12-27',
  premiums: [{ termYears: 20, monthlyPremiumCents: 2_150, annualPremiumCents: 24_500 }],
  knockout: null,
  applicationStarted: false,
  ...overrides,
});

function renderLife(page: 'summary' | 'knockout', quote: LifeQuote) {
  const reducer = combineReducers({ lifeQuoting: lifeQuotingReducer, quoting: quotingReducer, flags: flagsReducer, forms: formsReducer });
  const store = configureStore({ reducer, middleware: (d) => d({ thunk: false, serializableCheck: false }) });
  store.dispatch(lifeQuotingActions.quoted({ quote }));
  const dispatched: { type: string; payload?: unknown }[] = [];
  const original = store.dispatch;
  store.dispatch = ((action: { type: string; payload?: unknown }) => {
    dispatched.push(action);
    return original(action as never);
  }) as typeof store.dispatch;
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/quoting/life/${page}`]}>
        <Route path="/quoting/life/knockout" component={LifeKnockoutPage} />
        <Route path="/quoting/life/summary" component={LifeSummaryPage} />
      </MemoryRouter>
    </Provider>,
  );
  return { store, dispatched };
}

async function askForACall(dispatched: { type: string; payload?: unknown }[]) {
  const form = within(screen.getByRole('region', { name: quotingMessages.referralHeading }));
  fireEvent.change(form.getByRole('textbox', { name: 'Your name' }), { target: { value: 'Pat Applicant' } });
  await userEvent.type(form.getByLabelText('Phone number'), '6145550142');
  fireEvent.click(form.getByLabelText('Evening, 5 p.m. to 8 p.m.'));
  fireEvent.click(form.getByLabelText(/I agree that a Cardinal Mutual agent may call me/));
  fireEvent.click(form.getByRole('button', { name: 'Ask an agent to call me' }));
  await waitFor(() => expect(dispatched.map((a) => a.type)).toContain(quotingActions.referralRequested.type));
  return dispatched.find((a) => a.type === quotingActions.referralRequested.type)?.payload;
}

describe('refer a life quote to an agent', () => {
  it('from the knockout page, as a life quote, and shows the reference once sent', async () => {
    const { store, dispatched } = renderLife(
      'knockout',
      life({ premiums: [], knockout: { code: 'HA_01', reason: lifeKnockoutReasons.HA_01 } }),
    );
    expect(await askForACall(dispatched)).toEqual({
      name: 'Pat Applicant',
      phone: '6145550142',
      timeWindow: 'evening',
      consent: true,
      line: 'life',
    });
    store.dispatch(quotingActions.referralSent({ reference: 'L00054321', timeWindow: 'evening', quoteId: 'l-1', knockoutCode: 'HA_01' }));
    expect(await screen.findByText('Thank you. An agent will call you. Your reference is L00054321.')).toBeInTheDocument();
  });

  it('from the summary until the application has started', async () => {
    const { dispatched } = renderLife('summary', life());
    expect((await askForACall(dispatched)) as { line?: string }).toMatchObject({ line: 'life' });
  });

  it('not once the application has started (a life specialist reaches the applicant)', () => {
    renderLife('summary', life({ applicationStarted: true }));
    expect(screen.queryByRole('button', { name: 'Ask an agent to call me' })).toBeNull();
  });
});
