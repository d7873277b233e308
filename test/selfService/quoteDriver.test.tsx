import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import QuoteDriverPage from '../../src/selfService/screens/QuoteDriverPage';
import { selfServiceActions } from '../../src/selfService/catalogue';
import { selfServiceReducer } from '../../src/selfService/slice';
import { formsReducer } from '../../src/forms/slice';
import { initialFlagsState } from '../../src/flags/slice';
import { selfServiceRoutes } from '../../src/shared/routes';
import { recordDispatched } from '../support/dispatched';

const policyNumber = 'C4M7X2-1001';

function renderPage(addDriver: 'true' | 'false') {
  const { middleware: record, dispatched: seen } = recordDispatched();
  const flags = {
    ...initialFlagsState,
    config: { ...initialFlagsState.config, flags: { ...initialFlagsState.config.flags, AddDriver: addDriver } },
  };
  const store = configureStore({
    reducer: combineReducers({ selfService: selfServiceReducer, forms: formsReducer, flags: () => flags }),
    middleware: (defaults) => defaults({ serializableCheck: false, immutableCheck: false }).concat(record),
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[selfServiceRoutes.quoteDriver.to({ policyNumber })]}>
        <Route path={selfServiceRoutes.quoteDriver.path} component={QuoteDriverPage} />
      </MemoryRouter>
    </Provider>,
  );
  return { store, seen };
}

describe('add or estimate a driver', () => {
  it('tells the customer to call while adding a driver online is off', () => {
    renderPage('false');
    expect(screen.getByText('Adding a driver online is not available. Please call us.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Estimate the premium' })).toBeNull();
  });

  it('asks for the estimate with the driver as typed (dates as the gateway reads them)', async () => {
    const { seen } = renderPage('true');
    await userEvent.type(screen.getByLabelText('First name'), 'Riley');
    await userEvent.type(screen.getByLabelText('Last name'), 'Whitaker');
    await userEvent.type(screen.getByLabelText(/Date of birth/), '03/14/2009');
    await userEvent.click(screen.getByLabelText('My child'));
    await userEvent.selectOptions(screen.getByLabelText('License state'), 'OH');
    await userEvent.type(screen.getByLabelText('Years licensed'), '1');
    await userEvent.type(screen.getByLabelText(/Add the driver from/), '11/25/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Estimate the premium' }));
    await waitFor(() => expect(seen.map((a) => a.type)).toContain(selfServiceActions.driverQuoteRequested.type));
    expect(seen.find((a) => a.type === selfServiceActions.driverQuoteRequested.type)?.payload).toEqual({
      policyNumber,
      request: {
        effectiveDate: '2026-11-25',
        driver: {
          firstName: 'Riley',
          lastName: 'Whitaker',
          dateOfBirth: '2009-03-14',
          licenseState: 'OH',
          yearsLicensed: 1,
          relationship: 'child',
        },
      },
    });
  });

  it('shows the premium before and after with Add driver once estimated', async () => {
    const { store } = renderPage('true');
    store.dispatch(
      selfServiceActions.driverQuoted({
        preview: {
          policyNumber,
          effectiveDate: '2026-11-25',
          currentPremiumCents: 118460,
          newPremiumCents: 160000,
          premiumChangeCents: 13000,
          coverages: [],
        },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Add driver' })).toBeInTheDocument();
    expect(screen.getByText('$1,600.00')).toBeInTheDocument();
  });
});
