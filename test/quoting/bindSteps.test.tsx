import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import BindStepPage from '../../src/quoting/screens/BindStepPage';
import { quotingReducer, initialQuotingState } from '../../src/quoting/slice';
import { formsReducer } from '../../src/forms/slice';
import { matchQuotingRoute } from '../../src/quoting/routeTable';
import { bindSteps, questionsOf, type BindLine } from '../../config/rating/bindQuestions';
import { bindKnockouts } from '../../config/rating/knockoutCodes';
import type { Quote, QuoteType } from '../../src/contract/quoting';

// The bind steps of spec section 2 (additional information, finalize policy owners, drivers, vehicles,
// tenants, homeowners, mortgage, confirmation): their pages, page names and questions.

const quoteOf = (quoteType: QuoteType): Quote => ({
  quoteId: 'q-1', jobNumber: 'Q1', quoteType, status: 'quoted', coverageChoices: {}, knockout: null, allowBind: true, expiresOn: '2026-12-22', policyNumber: null,
  rating: { coverages: [], discounts: [], lines: [], totalCents: 100000, autoSegmentation: '', dwellingSegmentation: '', easOfferings: [] },
  sections: {
    customer: { firstName: 'Alex', lastName: 'Rivera', dateOfBirth: '1980-06-15', email: 'alex@example.com', phone: '6145550142' },
    address: { line1: '12 High St', city: 'Columbus', state: 'OH', zip: '43215', effectiveDate: '2026-12-01' },
  },
});

function renderAt(path: string, quoteType: QuoteType) {
  const store = configureStore({
    reducer: combineReducers({ quoting: quotingReducer, forms: formsReducer }),
    preloadedState: { quoting: { ...initialQuotingState, quote: quoteOf(quoteType) }, forms: {} },
    middleware: (d) => d({ thunk: false }),
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Route exact path="/quoting/:quoteTypePrefix/bind/:step" component={BindStepPage} />
        <Route exact path="/quoting" render={() => <p>quote start</p>} />
      </MemoryRouter>
    </Provider>,
  );
}

describe('bind step page names (analytics)', () => {
  it.each([
    ['/quoting/home/bind/homeowners', 'Home bind: Homeowners'], ['/quoting/home/bind/mortgage', 'Home bind: Mortgage'],
    ['/quoting/condo/bind/homeowners', 'Condo bind: Homeowners'], ['/quoting/condo/bind/mortgage', 'Condo bind: Mortgage'],
    ['/quoting/renters/bind/tenants', 'Renters bind: Tenants'], ['/quoting/auto/bind/vehicles', 'Auto bind: Vehicles'],
    ['/quoting/home/bindConfirmation', 'Home bind: Confirmation'],
  ])('%s is "%s"', (path, page) => {
    expect(matchQuotingRoute(path).page).toBe(page);
  });

  it('has no homeowners or mortgage step for renters or auto, and no bind at all for motorcycle or a bundle', () => {
    for (const path of ['/quoting/renters/bind/mortgage', '/quoting/auto/bind/homeowners', '/quoting/motorcycle/bind/drivers', '/quoting/bundle/bind/mortgage']) {
      expect(matchQuotingRoute(path).key).toBe('notFound');
    }
  });
});

describe('the dwelling bind steps', () => {
  it.each(['home', 'condo'] as const)('every question of the %s homeowners and mortgage steps leads to a bind knockout of spec section 4', (line: BindLine) => {
    expect(bindSteps[line]).toEqual(['additionalInformation', 'policyOwners', 'homeowners', 'mortgage']);
    const mortgage = questionsOf(line, 'mortgage').map((q) => q.knockout);
    expect(mortgage).toEqual(['FLOOD_REQUIRED', 'FORECLOSURE']);
    const homeowners = questionsOf(line, 'homeowners').map((q) => q.knockout);
    expect(homeowners).toEqual(expect.arrayContaining(['ROOMMATES_BOARDERS', 'BUSINESS_ON_PREMISES', 'ANIMALS', 'TRAMPOLINE', 'DWELLING_UNOCCUPIED']));
    for (const code of [...homeowners, ...mortgage]) expect(bindKnockouts).toHaveProperty(code);
  });

  it('asks the condo homeowners step about fire walls between units, and the home one not', () => {
    expect(questionsOf('condo', 'homeowners').map((q) => q.code)).toContain('fireWalls');
    expect(questionsOf('home', 'homeowners').map((q) => q.code)).not.toContain('fireWalls');
  });

  it('shows the mortgage step of a home bind with its questions, the home insured and the step indicator', () => {
    renderAt('/quoting/home/bind/mortgage', 'home');
    expect(screen.getByRole('heading', { level: 1, name: 'Home bind: Mortgage' })).toBeInTheDocument();
    expect(screen.getByText(/Home insured: 12 High St, Columbus, OH 43215/)).toBeInTheDocument();
    for (const q of questionsOf('home', 'mortgage')) expect(screen.getByRole('group', { name: new RegExp(q.question.replace(/[?()]/g, '.')) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy my policy' })).toBeInTheDocument();
  });

  it('shows the homeowners step of a condo bind, which continues to the mortgage', () => {
    renderAt('/quoting/condo/bind/homeowners', 'condo');
    expect(screen.getByRole('heading', { level: 1, name: 'Condo bind: Homeowners' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /fire walls between the units/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('sends a renters bind away from a mortgage step', () => {
    renderAt('/quoting/renters/bind/mortgage', 'renters');
    expect(screen.getByText('quote start')).toBeInTheDocument();
  });
});
