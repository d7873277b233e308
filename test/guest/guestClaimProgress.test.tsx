import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import GuestClaimPage from '../../src/guestClaims/screens/GuestClaimPage';
import { guestClaimsActions } from '../../src/guestClaims/catalogue';
import { guestClaimsReducer } from '../../src/guestClaims/slice';
import { formsReducer } from '../../src/forms/slice';
import { flagsReducer } from '../../src/flags/slice';
import type { GuestFnolAnswers } from '../../src/shared/guestClaimFiling';

// A guest's claim report shows where the guest is and the way back, as the signed-in filing does.

function renderAt(step: string, answers: GuestFnolAnswers) {
  const store = configureStore({
    reducer: combineReducers({ guestClaims: guestClaimsReducer, forms: formsReducer, flags: flagsReducer }),
    middleware: (defaults) => defaults({ serializableCheck: false }),
  });
  store.dispatch(guestClaimsActions.guestFnolAnswersKept({ answers, answered: [] }));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/claims/fnol/prelogin/${step}`]}>
        <Route path="/claims/fnol/prelogin/:step">
          <GuestClaimPage />
        </Route>
      </MemoryRouter>
    </Provider>,
  );
}

const back = () => screen.getByRole('link', { name: 'Back' }).getAttribute('href');
const counter = () => document.querySelector('.step-indicator__counter')?.textContent;

describe('the progress of a guest claim report', () => {
  it('shows the step indicator and Back to the intro on the first question', async () => {
    renderAt('select-policy', {});
    await screen.findByRole('button', { name: 'Continue' });
    expect(counter()).toBe('Step 1 of 4: The claim');
    expect(back()).toBe('/customers/claims/fnol/prelogin/intro');
  });

  it("goes Back along the path the answers lead: a home report's policy details to what happened", async () => {
    renderAt('policy-details', { line: 'home', filer: 'policyholder' });
    await screen.findByRole('button', { name: 'Continue' });
    expect(counter()).toBe('Step 2 of 4: Policy and what happened');
    expect(back()).toBe('/customers/claims/fnol/prelogin/home-incident-details');
  });

  it("goes Back from an auto report's policy details to the glass question the report asked", async () => {
    renderAt('policy-details', { line: 'auto', filer: 'policyholder', glassOnly: false });
    await screen.findByRole('button', { name: 'Continue' });
    expect(back()).toBe('/customers/claims/fnol/prelogin/auto-glass-damage');
  });

  it('marks the parts done on the summary, with Back to the last question', () => {
    renderAt('summary', { line: 'life', filer: 'beneficiary', policyNumber: 'L-123456789' });
    expect(counter()).toBe('Step 4 of 4: Review');
    const parts = document.querySelector('.step-indicator__segments') as HTMLElement;
    expect(within(parts).getAllByText('completed', { exact: false })).toHaveLength(3);
    expect(back()).toBe('/customers/claims/fnol/prelogin/contact-info');
  });

  it('shows neither on the intro, before the report starts', () => {
    renderAt('intro', {});
    expect(counter()).toBeUndefined();
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
  });
});
