import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route } from 'react-router-dom';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import QuoteSectionPage from '../../src/quoting/screens/QuoteSectionPage';
import { quotingReducer, initialQuotingState } from '../../src/quoting/slice';
import { quotingActions } from '../../src/quoting/catalogue';
import { flagsReducer, initialFlagsState } from '../../src/flags/slice';
import { formsReducer } from '../../src/forms/slice';
import { defaultRemoteConfig } from '../../src/flags/defaults';
import { quotingMessages } from '../../src/validation/messages';
import { fieldMessages } from '../../src/validation/messages';
import type { Quote } from '../../src/contract/quoting';

const customer = { firstName: 'Alex', lastName: 'Rivera', dateOfBirth: '1980-06-15', email: 'alex@example.com', phone: '6145550142' };
const quote: Quote = {
  quoteId: 'q-1',
  jobNumber: 'Q1',
  quoteType: 'auto',
  status: 'inProgress',
  coverageChoices: {},
  rating: null,
  knockout: null,
  allowBind: false,
  expiresOn: '2026-12-22',
  policyNumber: null,
  sections: {
    customer,
    driver: { drivers: [{ firstName: 'Alex', lastName: 'Rivera', dateOfBirth: '1980-06-15', licenseState: 'OH', yearsLicensed: 20 }] },
  },
};

function renderAt(path: string, flags: Record<string, 'true' | 'false'>, withQuote: Quote | null = quote) {
  const dispatched: UnknownAction[] = [];
  const store = configureStore({
    reducer: combineReducers({ quoting: quotingReducer, flags: flagsReducer, forms: formsReducer }),
    preloadedState: {
      quoting: { ...initialQuotingState, quote: withQuote },
      flags: { ...initialFlagsState, config: { ...defaultRemoteConfig, flags: { ...defaultRemoteConfig.flags, ...flags } } },
      forms: {},
    },
    middleware: (d) =>
      d({ thunk: false }).concat(() => (next) => (action) => {
        dispatched.push(action as UnknownAction);
        return next(action);
      }),
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Route path="/quoting/:quoteTypePrefix/:section" component={QuoteSectionPage} />
      </MemoryRouter>
    </Provider>,
  );
  return dispatched;
}

describe('quote section screens', () => {
  it('adds the TCPA consent checkbox to the contact step only when TempEnableTCPACheckbox is on', () => {
    renderAt('/quoting/auto/customer', { TempEnableTCPACheckbox: 'true' }, null);
    expect(screen.getByRole('checkbox', { name: quotingMessages.tcpaConsent })).toBeInTheDocument();
  });

  it('leaves the consent checkbox out when the flag is off', () => {
    renderAt('/quoting/auto/customer', { TempEnableTCPACheckbox: 'false' }, null);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('offers to e-mail the quote to finish later on every step after the first, to the address the quote knows', async () => {
    const dispatched = renderAt('/quoting/auto/vehicle', {});
    const later = screen.getByRole('region', { name: quotingMessages.finishLaterHeading });
    expect(within(later).getByLabelText('Email')).toHaveValue('alex@example.com');
    await userEvent.click(within(later).getByRole('button', { name: 'E-mail my quote' }));
    expect(dispatched.find((a) => quotingActions.emailQuoteRequested.match(a))?.payload).toEqual({ email: 'alex@example.com' });
  });

  it('asks for no e-mail on the first step, before there is a quote to send', () => {
    renderAt('/quoting/auto/customer', {}, null);
    expect(screen.queryByRole('region', { name: quotingMessages.finishLaterHeading })).toBeNull();
  });

  it('does not ask the first driver what the customer step already said', () => {
    renderAt('/quoting/auto/driver', {}, { ...quote, sections: { customer } });
    const driver = screen.getByRole('group', { name: 'Driver 1' });
    expect(within(driver).getByLabelText('First name')).toHaveValue('Alex');
    expect(within(driver).getByLabelText('Date of birth')).toHaveValue('06/15/1980');
  });

  it('driving history v2 asks first whether there is anything to report, behind TempEnableDrivingHistoryV2', async () => {
    const dispatched = renderAt('/quoting/auto/driving-history', { TempEnableDrivingHistoryV2: 'true' });
    const driver = screen.getByRole('group', { name: /Alex Rivera/ });
    expect(within(driver).queryByLabelText('At-fault accidents')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText(fieldMessages.selectValidResponse)).not.toHaveLength(0);
    await userEvent.click(within(driver).getAllByLabelText('No')[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const submitted = dispatched.find((a) => quotingActions.sectionSubmitted.match(a));
    expect(submitted?.payload).toEqual({
      quoteType: 'auto',
      section: 'drivingHistory',
      values: { drivers: [{ accidents: 0, violations: 0, majorViolation: false, sdipPoints: 0 }] },
    });
  });

  it('driving history v1 asks the details directly', () => {
    renderAt('/quoting/auto/driving-history', { TempEnableDrivingHistoryV2: 'false' });
    expect(screen.getByLabelText('At-fault accidents')).toBeInTheDocument();
  });

  it('Back keeps what was typed as a draft', async () => {
    const dispatched = renderAt('/quoting/auto/prior-insurance', {});
    await userEvent.click(screen.getByLabelText('Yes'));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(dispatched.find((a) => quotingActions.sectionDrafted.match(a))?.payload).toEqual({
      section: 'priorInsurance',
      values: expect.objectContaining({ hasPriorInsurance: 'yes' }),
    });
  });
});
