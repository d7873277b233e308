import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import EditCoveragePage from '../../src/selfService/screens/EditCoveragePage';
import { selfServiceActions } from '../../src/selfService/catalogue';
import { selfServiceReducer } from '../../src/selfService/slice';
import { formsReducer } from '../../src/forms/slice';
import { selfServiceRoutes } from '../../src/shared/routes';
import { recordDispatched } from '../support/dispatched';

const policyNumber = 'H8Q3R5-2002';
const deductibles = [
  { code: '500', label: '$500 deductible' },
  { code: '1000', label: '$1,000 deductible' },
  { code: '2500', label: '$2,500 deductible' },
];
const options = {
  policyNumber,
  lineOfBusiness: 'home',
  currentPremiumCents: 137100,
  coverages: [
    {
      code: 'DWELLING',
      name: 'Dwelling',
      line: 'home',
      subject: '1427 Maple Ridge Dr',
      option: '1000',
      options: deductibles,
      premiumCents: 123200,
    },
  ],
};

function renderPage() {
  const { middleware: record, dispatched: seen } = recordDispatched();
  const store = configureStore({
    reducer: combineReducers({ selfService: selfServiceReducer, forms: formsReducer }),
    middleware: (defaults) => defaults({ serializableCheck: false, immutableCheck: false }).concat(record),
  });
  store.dispatch(selfServiceActions.coverageOptionsLoaded({ options }));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[selfServiceRoutes.editCoverage.to({ policyNumber, coverage: 'edit-home-coverage' })]}>
        <Route path={selfServiceRoutes.editCoverage.path} component={EditCoveragePage} />
      </MemoryRouter>
    </Provider>,
  );
  return { store, seen };
}

describe('edit home coverage', () => {
  it('asks for the premium of a higher deductible, then shows the premium before and after with Confirm change', async () => {
    const { store, seen } = renderPage();
    fireEvent.change(screen.getByLabelText('Dwelling'), { target: { value: '2500' } });
    await userEvent.type(screen.getByLabelText(/Make the change from/), '11/25/2026');
    await userEvent.click(screen.getByRole('button', { name: 'See the new premium' }));
    await waitFor(() => expect(seen.map((a) => a.type)).toContain(selfServiceActions.coveragePreviewRequested.type));
    expect(seen.find((a) => a.type === selfServiceActions.coveragePreviewRequested.type)?.payload).toEqual({
      policyNumber,
      effectiveDate: '2026-11-25',
      choices: { 'home.DWELLING': '2500' },
    });
    act(() => {
      store.dispatch(
        selfServiceActions.coveragePreviewed({
          preview: {
            policyNumber,
            effectiveDate: '2026-11-25',
            currentPremiumCents: 137100,
            newPremiumCents: 118620,
            premiumChangeCents: -11000,
            coverages: [],
          },
          choices: { 'home.DWELLING': '2500' },
        }),
      );
    });
    await screen.findByRole('heading', { name: 'Your new premium' });
    expect(screen.getByText('$1,371.00')).toBeTruthy();
    expect(screen.getByText('$1,186.20')).toBeTruthy();
    expect(screen.getByText(/You get back for the rest of the term/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm change' }));
    expect(seen.at(-1)).toEqual(selfServiceActions.coverageChangeRequested({ policyNumber }));
  });

  it('refuses to preview without the date of the change, naming the field', async () => {
    const { seen } = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'See the new premium' }));
    await screen.findByText("We're sorry. We need a little more information.");
    expect(seen.map((a) => a.type)).not.toContain(selfServiceActions.coveragePreviewRequested.type);
  });
});
