import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import UpdateLenderPage from '../../src/selfService/screens/UpdateLenderPage';
import { selfServiceActions } from '../../src/selfService/catalogue';
import { selfServiceReducer } from '../../src/selfService/slice';
import { formsReducer } from '../../src/forms/slice';
import { selfServiceRoutes } from '../../src/shared/routes';
import { recordDispatched } from '../support/dispatched';

const policyNumber = 'C4M7X2-1001';
const address = { line1: 'PO Box 105027', line2: null, city: 'Atlanta', state: 'GA', zip: '30348' };
const vehicles = [
  { vehicleId: 'V10001', description: '2021 Toyota Camry (VIN ending 004521)', lenders: [] },
  {
    vehicleId: 'V10002',
    description: '2019 Honda CR-V (VIN ending 007763)',
    lenders: [{ name: 'Honda Financial Services', loanLastFour: '7763', address }],
  },
];
const ally = {
  lenderId: 'LD-ALLY',
  name: 'Ally Financial',
  address: { line1: 'PO Box 380902', line2: null, city: 'Bloomington', state: 'MN', zip: '55438' },
};

function renderSelect() {
  const { middleware: record, dispatched: seen } = recordDispatched();
  const store = configureStore({
    reducer: combineReducers({ selfService: selfServiceReducer, forms: formsReducer }),
    middleware: (defaults) => defaults({ serializableCheck: false, immutableCheck: false }).concat(record),
  });
  store.dispatch(selfServiceActions.vehicleLendersLoaded({ policyNumber, vehicles }));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[selfServiceRoutes.updateLender.to({ policyNumber, step: 'select' })]}>
        <Route path={selfServiceRoutes.updateLender.path} component={UpdateLenderPage} />
      </MemoryRouter>
    </Provider>,
  );
  return { store, seen };
}

describe("updating a vehicle's lender", () => {
  it("shows the lenders found and fills the lender of the vehicle searched for only, never another vehicle's", async () => {
    const { store, seen } = renderSelect();
    const crv = screen.getByRole('region', { name: /Honda CR-V/ });
    const camry = screen.getByRole('region', { name: /Toyota Camry/ });
    await userEvent.type(within(crv).getByLabelText('Lender name'), 'Ally');
    await userEvent.click(within(crv).getByRole('button', { name: 'Search lenders' }));
    const search = seen.find((a) => a.type === selfServiceActions.lenderSearchRequested.type);
    expect(search?.payload).toMatchObject({ name: 'Ally', kind: 'auto', vehicleId: 'V10002' });
    act(() => {
      store.dispatch(selfServiceActions.lendersFound({ lenders: [ally] }));
    });
    await userEvent.click(within(crv).getByLabelText(/^Ally Financial,/));
    expect(within(camry).queryByRole('group', { name: 'Lenders found' })).toBeNull();
    expect(within(camry).queryByLabelText(/^Ally Financial,/)).toBeNull();
    await userEvent.type(within(crv).getByLabelText('Loan number'), 'AF55102938');
    await userEvent.type(within(crv).getByLabelText('New lender from'), '12/01/2026');
    await userEvent.click(within(crv).getByRole('button', { name: 'Review new lender' }));
    const reviewed = seen.filter((a) => a.type === selfServiceActions.lenderUpdateReviewed.type);
    expect(reviewed).toHaveLength(1);
    expect(reviewed[0]?.payload).toMatchObject({
      vehicleId: 'V10002',
      values: { lenderName: 'Ally Financial', lenderCity: 'Bloomington' },
    });
    // The other vehicle's block is as it was: its search sends nothing chosen.
    await userEvent.click(within(camry).getByRole('button', { name: 'Review new lender' }));
    expect(seen.filter((a) => a.type === selfServiceActions.lenderUpdateReviewed.type)).toHaveLength(1);
  });
});
