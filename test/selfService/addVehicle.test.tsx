import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import AddVehiclePage from '../../src/selfService/screens/AddVehiclePage';
import { selfServiceActions } from '../../src/selfService/catalogue';
import { selfServiceReducer } from '../../src/selfService/slice';
import { formsReducer } from '../../src/forms/slice';
import { selfServiceRoutes } from '../../src/shared/routes';
import type { AddVehicleStep } from '../../src/shared/routes/selfService';
import { recordDispatched } from '../support/dispatched';

const policyNumber = 'C4M7X2-1001';

function renderStep(step: AddVehicleStep, before: (store: { dispatch(action: unknown): unknown }) => void = () => undefined) {
  const { middleware: record, dispatched: seen } = recordDispatched();
  const store = configureStore({
    reducer: combineReducers({ selfService: selfServiceReducer, forms: formsReducer }),
    middleware: (defaults) => defaults({ serializableCheck: false, immutableCheck: false }).concat(record),
  });
  store.dispatch(selfServiceActions.addVehicleStarted({ policyNumber }));
  before(store);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[selfServiceRoutes.addVehicle.to({ policyNumber, step })]}>
        <Route path={selfServiceRoutes.addVehicle.path} component={AddVehiclePage} />
        <Route path="*" render={({ location }) => <output data-testid="address">{location.pathname}</output>} />
      </MemoryRouter>
    </Provider>,
  );
  return seen;
}

/** The answers of a customer who identified the vehicle by its VIN and owns it outright, up to `step`. */
const answeredByVin = (
  store: { dispatch(action: unknown): unknown },
  ...steps: [AddVehicleStep, AddVehicleStep, Record<string, string>][]
) => {
  for (const [step, next, values] of steps) store.dispatch(selfServiceActions.addVehicleStepAccepted({ policyNumber, step, next, values }));
};
const byVin: [AddVehicleStep, AddVehicleStep, Record<string, string>][] = [
  ['specify-vehicle', 'enter-vin-for-quote', { vehicleBy: 'vin' }],
  ['enter-vin-for-quote', 'purchase-details', { vin: '1HGCV1F3XPA012345', year: '2023', make: 'Honda', model: 'Accord' }],
];
const stepCounter = () => screen.getByText(/^Step \d+ of \d+$/).textContent;

describe('the add-vehicle steps', () => {
  it('shows the introduction once: its second address is the same page, and Get started goes on to the first question', async () => {
    const seen = renderStep('intro');
    expect(await screen.findByRole('button', { name: 'Get started' })).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe(selfServiceRoutes.addVehicle.to({ policyNumber, step: 'start' }));
    expect(stepCounter()).toBe('Step 1 of 10');
    await userEvent.click(screen.getByRole('button', { name: 'Get started' }));
    expect(seen.at(-1)).toMatchObject({ type: selfServiceActions.addVehicleStepSubmitted.type, payload: { step: 'start' } });
  });

  it('counts the steps the answers lead through in order, without the branch not taken', async () => {
    renderStep('purchase-details', (store) => answeredByVin(store, ...byVin));
    await screen.findByRole('group', { name: 'Is the vehicle owned, financed or leased?' });
    // start, specify-vehicle, enter-vin-for-quote, purchase-details ... review: the year-make-model step is not on this path.
    expect(stepCounter()).toBe('Step 4 of 9');
  });

  it('does not count the VIN to buy once the vehicle is identified by its VIN', async () => {
    renderStep('enter-vin-for-quote', (store) => answeredByVin(store, byVin[0]!));
    await screen.findByLabelText('VIN (vehicle identification number)');
    expect(stepCounter()).toBe('Step 3 of 9');
  });

  it('counts the lender step once the vehicle is financed', async () => {
    renderStep('vehicle-details', (store) =>
      answeredByVin(store, ...byVin, ['purchase-details', 'vehicle-details', { ownership: 'financed', purchaseDate: '01/02/2026' }]),
    );
    await screen.findByRole('group', { name: 'How is the vehicle used most?' });
    expect(stepCounter()).toBe('Step 5 of 10');
  });

  it('shows the form banner and the field error when a step is sent unanswered, and sends nothing', async () => {
    const seen = renderStep('specify-vehicle');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByText("We're sorry. We need a little more information.");
    expect(seen.map((a) => a.type)).not.toContain(selfServiceActions.addVehicleStepSubmitted.type);
  });

  it('sends the answer of the step for the saga to choose the next', async () => {
    const seen = renderStep('specify-vehicle');
    await userEvent.click(await screen.findByLabelText('By its VIN'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(seen.at(-1)).toMatchObject({
      type: selfServiceActions.addVehicleStepSubmitted.type,
      payload: { step: 'specify-vehicle', values: { vehicleBy: 'vin' } },
    });
  });

  it('lets the customer enter a lender the search does not find, and sends it with the step', async () => {
    const answered = {
      vehicleBy: 'ymm',
      year: '2022',
      make: 'Honda',
      model: 'Civic',
      ownership: 'financed',
      use: 'commute',
      effectiveDate: '12/01/2026',
    };
    const seen = renderStep('lender-search', (store) =>
      store.dispatch(
        selfServiceActions.addVehicleStepAccepted({ policyNumber, step: 'enter-vin-for-bind', next: 'lender-search', values: answered }),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Enter the lender yourself' }));
    await userEvent.type(screen.getByLabelText('Name of the lender'), 'Buckeye Community Credit Union');
    await userEvent.type(screen.getByLabelText("Lender's street address or PO box"), '200 High St');
    await userEvent.type(screen.getByLabelText("Lender's city"), 'Columbus');
    await userEvent.type(screen.getByLabelText("Lender's state (two letters)"), 'OH');
    await userEvent.type(screen.getByLabelText("Lender's ZIP code"), '43215');
    await userEvent.type(screen.getByLabelText('Loan number'), '88812345');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(seen.at(-1)).toMatchObject({
      type: selfServiceActions.addVehicleStepSubmitted.type,
      payload: {
        step: 'lender-search',
        values: {
          lenderName: 'Buckeye Community Credit Union',
          lenderLine1: '200 High St',
          lenderCity: 'Columbus',
          lenderState: 'OH',
          lenderZip: '43215',
        },
      },
    });
  });

  it("asks the customer to call, with no form, when the policy's state does not offer adding a vehicle online", async () => {
    renderStep('start', (store) =>
      store.dispatch(
        selfServiceActions.addVehicleAvailabilityChecked({
          availability: { policyNumber, lineOfBusiness: 'auto', state: 'CA', addVehicle: false },
        }),
      ),
    );
    expect(await screen.findByText('Adding a vehicle online is not available for this policy')).toBeTruthy();
    expect(screen.getByRole('link', { name: '1-800-555-0100' }).getAttribute('href')).toBe('tel:+18005550100');
    expect(screen.queryByRole('button', { name: 'Get started' })).toBeNull();
    expect(screen.queryByText(/^Step \d+ of/)).toBeNull();
  });

  it('says from when the new ID card is in effect when the vehicle joins the policy on a later day', async () => {
    const endorsement = {
      endorsementId: 'E-1',
      policyNumber,
      kind: 'addVehicle' as never,
      description: 'Added a 2024 Subaru Outback',
      effectiveDate: '2026-12-01',
      premiumChangeCents: 12_000,
      newPremiumCents: 130_460,
      requestedBy: 'mutual.customer',
      requestedAt: '2026-11-27T15:00:00.000Z',
      documentId: 'amended-E-1',
    };
    renderStep('confirmation', (store) =>
      store.dispatch(selfServiceActions.vehicleAdded({ added: { endorsement, vehicleId: 'V1', idCardId: 'idcard-V1' } as never })),
    );
    expect(await screen.findByText(/Your new ID card is ready, in effect from 12\/01\/2026/)).toBeInTheDocument();
    expect(screen.queryByText(/ready now/)).not.toBeInTheDocument();
  });
});
