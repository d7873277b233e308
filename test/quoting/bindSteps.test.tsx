import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import BindStepPage from '../../src/quoting/screens/BindStepPage';
import BindConfirmationPage from '../../src/quoting/screens/BindConfirmationPage';
import { quotingActions } from '../../src/quoting/catalogue';
import { formsActions } from '../../src/forms/catalogue';
import { MASK, redactAction } from '../../src/bus/redact';
import { quotingReducer, initialQuotingState } from '../../src/quoting/slice';
import { formsReducer } from '../../src/forms/slice';
import { matchQuotingRoute } from '../../src/shared/routes';
import { bindSteps, type BindLine } from '../../config/rating/bindSteps';
import { questionsOf } from '../../config/rating/bindQuestions';
import { bindKnockouts } from '../../config/rating/knockoutCodes';
import type { Quote, QuoteType } from '../../src/contract/quoting';

// The bind steps of spec section 2 (additional information, finalize policy owners, drivers, vehicles,
// tenants, homeowners, mortgage, confirmation): their pages, page names and questions.

const quoteOf = (quoteType: QuoteType): Quote => ({
  quoteId: 'q-1',
  jobNumber: 'Q1',
  quoteType,
  status: 'quoted',
  coverageChoices: {},
  knockout: null,
  allowBind: true,
  expiresOn: '2026-12-22',
  policyNumber: null,
  rating: { coverages: [], discounts: [], lines: [], totalCents: 100000, autoSegmentation: '', dwellingSegmentation: '', easOfferings: [] },
  sections: {
    customer: { firstName: 'Alex', lastName: 'Rivera', dateOfBirth: '1980-06-15', email: 'alex@example.com', phone: '6145550142' },
    address: { line1: '12 High St', city: 'Columbus', state: 'OH', zip: '43215', effectiveDate: '2026-12-01' },
  },
});

function renderAt(path: string, quoteType: QuoteType, quote: Quote = quoteOf(quoteType)) {
  const dispatched: { type: string; payload?: unknown }[] = [];
  const store = configureStore({
    reducer: combineReducers({ quoting: quotingReducer, forms: formsReducer }),
    preloadedState: { quoting: { ...initialQuotingState, quote }, forms: {} },
    middleware: (d) =>
      d({ thunk: false }).concat(() => (next) => (action) => {
        dispatched.push(action as { type: string });
        return next(action);
      }),
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Route exact path="/quoting/:quoteTypePrefix/bind/:step" component={BindStepPage} />
        <Route exact path="/quoting/:quoteTypePrefix/bindConfirmation" component={BindConfirmationPage} />
        <Route exact path="/quoting" render={() => <p>quote start</p>} />
      </MemoryRouter>
    </Provider>,
  );
  return dispatched;
}

describe('bind step page names (analytics)', () => {
  it.each([
    ['/quoting/home/bind/homeowners', 'Home bind: Homeowners'],
    ['/quoting/home/bind/mortgage', 'Home bind: Mortgage'],
    ['/quoting/condo/bind/homeowners', 'Condo bind: Homeowners'],
    ['/quoting/condo/bind/mortgage', 'Condo bind: Mortgage'],
    ['/quoting/renters/bind/tenants', 'Renters bind: Tenants'],
    ['/quoting/auto/bind/vehicles', 'Auto bind: Vehicles'],
    ['/quoting/home/bindConfirmation', 'Home bind: Confirmation'],
  ])('%s is "%s"', (path, page) => {
    expect(matchQuotingRoute(path).page).toBe(page);
  });

  it('has no homeowners or mortgage step for renters or auto, and no bind at all for motorcycle or a bundle', () => {
    for (const path of [
      '/quoting/renters/bind/mortgage',
      '/quoting/auto/bind/homeowners',
      '/quoting/motorcycle/bind/drivers',
      '/quoting/bundle/bind/mortgage',
    ]) {
      expect(matchQuotingRoute(path).key).toBe('notFound');
    }
  });
});

describe('the dwelling bind steps', () => {
  it.each(['home', 'condo'] as const)(
    'every question of the %s homeowners and mortgage steps leads to a bind knockout of spec section 4',
    (line: BindLine) => {
      expect(bindSteps[line]).toEqual(['additionalInformation', 'policyOwners', 'homeowners', 'mortgage']);
      const mortgage = questionsOf(line, 'mortgage').map((q) => q.knockout);
      expect(mortgage).toEqual(['FLOOD_REQUIRED', 'FORECLOSURE']);
      const homeowners = questionsOf(line, 'homeowners').map((q) => q.knockout);
      expect(homeowners).toEqual(
        expect.arrayContaining(['ROOMMATES_BOARDERS', 'BUSINESS_ON_PREMISES', 'ANIMALS', 'TRAMPOLINE', 'DWELLING_UNOCCUPIED']),
      );
      for (const code of [...homeowners, ...mortgage]) expect(bindKnockouts).toHaveProperty(code);
    },
  );

  it('asks the condo homeowners step about fire walls between units, and the home one not', () => {
    expect(questionsOf('condo', 'homeowners').map((q) => q.code)).toContain('fireWalls');
    expect(questionsOf('home', 'homeowners').map((q) => q.code)).not.toContain('fireWalls');
  });

  it('shows the mortgage step of a home bind with its questions, the home insured and the step indicator', () => {
    renderAt('/quoting/home/bind/mortgage', 'home');
    expect(screen.getByRole('heading', { level: 1, name: 'Home bind: Mortgage' })).toBeInTheDocument();
    expect(screen.getByText(/Home insured: 12 High St, Columbus, OH 43215/)).toBeInTheDocument();
    for (const q of questionsOf('home', 'mortgage'))
      expect(screen.getByRole('group', { name: new RegExp(q.question.replace(/[?()]/g, '.')) })).toBeInTheDocument();
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

describe("the mortgage step's lender", () => {
  const lender = {
    name: 'Fifth Third Bank ISAOA/ATIMA',
    loanNumber: '7730219548',
    address: { line1: 'PO Box 961250', line2: null, city: 'Fort Worth', state: 'TX', zip: '76161' },
  };
  const submitted = (dispatched: { type: string; payload?: unknown }[]) =>
    dispatched.filter((a) => a.type === quotingActions.bindStepSubmitted.type).map((a) => a.payload);
  const noKnockouts = async (user: ReturnType<typeof userEvent.setup>) => {
    for (const q of questionsOf('home', 'mortgage'))
      await user.click(within(screen.getByRole('group', { name: q.question })).getByLabelText('No'));
  };

  it('asks whether there is a mortgage, and the lender only when there is one', async () => {
    const user = userEvent.setup();
    const dispatched = renderAt('/quoting/home/bind/mortgage', 'home');
    expect(screen.queryByLabelText('Lender name')).not.toBeInTheDocument();
    await noKnockouts(user);
    await user.click(within(screen.getByRole('group', { name: 'Is there a mortgage on the home?' })).getByLabelText('No'));
    await user.click(screen.getByRole('button', { name: 'Buy my policy' }));
    expect(submitted(dispatched)).toEqual([
      { step: 'mortgage', answers: { lenderRequiresFlood: false, mortgageForeclosure: false, hasMortgage: false }, lenders: [] },
    ]);
  });

  it("asks the mortgage question with the spec's message, then each lender field's, and sends the lender (P.O. box allowed)", async () => {
    const user = userEvent.setup();
    const dispatched = renderAt('/quoting/home/bind/mortgage', 'home');
    await noKnockouts(user);
    await user.click(screen.getByRole('button', { name: 'Buy my policy' }));
    expect(
      within(screen.getByRole('group', { name: 'Is there a mortgage on the home?' })).getByText('Please select a valid response'),
    ).toBeInTheDocument();

    await user.click(within(screen.getByRole('group', { name: 'Is there a mortgage on the home?' })).getByLabelText('Yes'));
    const lenderGroup = screen.getByRole('group', { name: 'Your mortgage lender' });
    await user.click(screen.getByRole('button', { name: 'Buy my policy' }));
    const banner = screen.getByRole('alert');
    expect(within(banner).getByText("We're sorry. We need a little more information.")).toBeInTheDocument();
    for (const label of ['Lender name', 'Lender street address or P.O. box', 'Lender city', 'Loan number']) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(/Missing required field$/);
    }
    expect(screen.getByLabelText(/^Suite or floor/)).not.toHaveAttribute('aria-invalid');

    await user.type(within(lenderGroup).getByLabelText('Lender name'), lender.name);
    await user.type(screen.getByLabelText('Lender street address or P.O. box'), lender.address.line1);
    await user.type(screen.getByLabelText('Lender city'), lender.address.city);
    await user.selectOptions(screen.getByLabelText('Lender state'), 'TX');
    await user.type(screen.getByLabelText('Lender ZIP code'), '7616');
    await user.type(screen.getByLabelText('Loan number'), lender.loanNumber);
    await user.click(screen.getByRole('button', { name: 'Buy my policy' }));
    expect(screen.getByLabelText('Lender ZIP code')).toHaveAccessibleDescription('Please enter a valid ZIP code');
    expect(submitted(dispatched)).toEqual([]);

    await user.type(screen.getByLabelText('Lender ZIP code'), '1');
    await user.click(screen.getByRole('button', { name: 'Buy my policy' }));
    expect(submitted(dispatched)).toEqual([
      { step: 'mortgage', answers: { lenderRequiresFlood: false, mortgageForeclosure: false, hasMortgage: true }, lenders: [lender] },
    ]);
  });

  it('keeps the loan number out of the action log: the bind command and the committed field are masked', async () => {
    const command = redactAction(
      quotingActions.bindStepSubmitted({ step: 'mortgage', answers: { hasMortgage: true }, lenders: [lender] }),
    ) as { payload: { lenders: { loanNumber: string; name: string }[] } };
    expect(command.payload.lenders[0]).toMatchObject({ loanNumber: MASK, name: lender.name });
    const user = userEvent.setup();
    const dispatched = renderAt('/quoting/home/bind/mortgage', 'home');
    await user.click(within(screen.getByRole('group', { name: 'Is there a mortgage on the home?' })).getByLabelText('Yes'));
    await user.type(screen.getByLabelText('Loan number'), lender.loanNumber);
    await user.tab();
    const committed = dispatched.filter((a) => a.type === formsActions.fieldCommitted.type).map((a) => a.payload);
    expect(committed).toContainEqual({ form: 'quote-bind', field: 'loanNumber', value: MASK });
    expect(JSON.stringify(dispatched)).not.toContain(lender.loanNumber);
  });

  it("shows the bound policy's mortgagee on the confirmation, the loan number by its last four", () => {
    const bound: Quote = {
      ...quoteOf('home'),
      status: 'bound',
      policyNumber: 'HOM123-4567',
      mortgagees: [{ position: 1, name: lender.name, loanLastFour: '9548', address: lender.address }],
    };
    renderAt('/quoting/home/bindConfirmation', 'home', bound);
    expect(screen.getByRole('heading', { level: 2, name: 'Mortgagee on your policy' })).toBeInTheDocument();
    expect(screen.getByText('Fifth Third Bank ISAOA/ATIMA, loan ending 9548, PO Box 961250, Fort Worth, TX 76161')).toBeInTheDocument();
  });
});
