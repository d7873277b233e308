import type { ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route } from 'react-router-dom';
import { createMemoryHistory } from 'history';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { createStore, type Reducer } from 'redux';
import '../../src/catalogues';
import QuoteSectionPage from '../../src/quoting/screens/QuoteSectionPage';
import LifeQuotePage from '../../src/lifeQuoting/screens/LifeQuotePage';
import BindStepPage from '../../src/quoting/screens/BindStepPage';
import { createQuotingReducer } from '../../src/app/quotingReducers';
import { createActionLog, type LogEntry } from '../../src/bus/actionLog';
import { MASK } from '../../src/bus/redact';
import { ReplayedForms } from '../../src/forms/replayedForms';
import { formsActions } from '../../src/forms/catalogue';
import { quotingActions } from '../../src/quoting/catalogue';
import { Form, withCommittedValues } from '../../src/ui/form/Form';
import { DateField } from '../../src/ui/fields/DateField';
import { SelectField } from '../../src/ui/fields/SelectField';
import { RadioGroupField } from '../../src/ui/fields/RadioGroupField';
import { statesAfterEach, replayReducers, type ReplayedState } from '../../src/support/replayer';
import type { Quote } from '../../src/contract/quoting';

// The replay frame's situation: no sagas, a state rebuilt by the reducers from a recorded (masked) log, and the
// real screens drawn from it. What the customer committed in each form must show, masked values masked.

const reducer = createQuotingReducer(createMemoryHistory()) as unknown as Reducer<ReplayedState, UnknownAction>;
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
  sections: { customer },
};

/** A screen of the quoting application and the route it answers. */
interface Page {
  route: string;
  component: ComponentType;
}
const sectionPage: Page = { route: '/quoting/:quoteTypePrefix/:section', component: QuoteSectionPage };

function Screen({ path, page }: { path: string; page: Page }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Route path={page.route} component={page.component} />
    </MemoryRouter>
  );
}

/** The customer's visit: the real screen on a store whose every action goes through the action log. */
async function recordVisit(
  path: string,
  withQuote: Quote | null,
  typing: (user: ReturnType<typeof userEvent.setup>) => Promise<void>,
  page = sectionPage,
) {
  let entries: readonly LogEntry[] = [];
  const log = createActionLog({
    now: () => 1_800_000_000_000,
    storage: {
      read: () => [],
      write: (e) => {
        entries = e;
      },
    },
    maxEntries: 1000,
    schedule: (f) => f(),
  });
  const store = configureStore({ reducer, middleware: (d) => d({ thunk: false, serializableCheck: false }).concat(log.middleware) });
  if (withQuote) store.dispatch(quotingActions.quoteUpdated({ quote: withQuote }));
  const { unmount } = render(
    <Provider store={store}>
      <Screen path={path} page={page} />
    </Provider>,
  );
  await typing(userEvent.setup());
  unmount();
  return entries;
}

/** The support agent's view of the last step: state rebuilt from the log, drawn with sagas off. */
function replayLast(entries: readonly LogEntry[], path: string, replaying = true, page = sectionPage) {
  const states = statesAfterEach(entries, replayReducers.quoting);
  const store = createStore(() => states[states.length - 1]!);
  return render(
    <ReplayedForms.Provider value={replaying}>
      <Provider store={store}>
        <Screen path={path} page={page} />
      </Provider>
    </ReplayedForms.Provider>,
  );
}

describe('a replayed form shows what the customer committed', () => {
  it('rebuilds the customer step with the typed values, the date of birth masked and never in the log', async () => {
    const entries = await recordVisit('/quoting/auto/customer', null, async (user) => {
      await user.type(screen.getByLabelText('First name'), 'Jordan');
      await user.type(screen.getByLabelText('Last name'), 'Replayer');
      await user.type(screen.getByLabelText('Date of birth'), '03141980');
      await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
      await user.tab();
    });
    expect(entries.map((e) => e.type)).toContain(formsActions.fieldCommitted.type);
    expect(JSON.stringify(entries)).not.toMatch(/03\/?14\/?1980/);

    replayLast(entries, '/quoting/auto/customer');
    expect(screen.getByLabelText('First name')).toHaveValue('Jordan');
    expect(screen.getByLabelText('Last name')).toHaveValue('Replayer');
    expect(screen.getByLabelText('Email')).toHaveValue('jordan@example.com');
    expect(screen.getByLabelText('Date of birth')).toHaveValue(MASK);
    expect(screen.getByLabelText('Phone number')).toHaveValue('');
  });

  it('shows nothing of the log outside a replay (the live form keeps its own state)', async () => {
    const entries = await recordVisit('/quoting/auto/customer', null, async (user) => {
      await user.type(screen.getByLabelText('First name'), 'Jordan');
      await user.tab();
    });
    replayLast(entries, '/quoting/auto/customer', false);
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  it("rebuilds a list form field by field: each driver's date of birth masked, the rest as typed", async () => {
    const entries = await recordVisit('/quoting/auto/driver', quote, async (user) => {
      const driver = screen.getByRole('group', { name: 'Driver 1' });
      const first = within(driver).getByLabelText('First name');
      await user.clear(first);
      await user.type(first, 'Sam');
      const born = within(driver).getByLabelText('Date of birth');
      await user.clear(born);
      await user.type(born, '07041975');
      await user.tab();
    });
    const text = JSON.stringify(entries);
    expect(text).not.toMatch(/07\/?04\/?1975/);
    expect(text).toContain('drivers[0].firstName');

    replayLast(entries, '/quoting/auto/driver');
    const driver = screen.getByRole('group', { name: 'Driver 1' });
    expect(within(driver).getByLabelText('First name')).toHaveValue('Sam');
    expect(within(driver).getByLabelText('Last name')).toHaveValue('Rivera');
    expect(within(driver).getByLabelText('Date of birth')).toHaveValue(MASK);
  });
});

describe('a replayed select or radio group whose answer was masked says it was redacted', () => {
  const lifePage: Page = { route: '/quoting/life', component: LifeQuotePage };

  const options = [
    { value: 'yes', label: 'Yes' },
    { value: 'no', label: 'No' },
  ];
  const choices = (formProps: { initialValues?: Record<string, string>; committedValues?: Record<string, unknown> }) => (
    <Form<{ answer: string; choice: string }> onSubmit={() => undefined} redactedValue={MASK} {...formProps}>
      <RadioGroupField name="answer" label="Answer" options={options} />
      <SelectField name="choice" label="Choice" options={options} />
    </Form>
  );

  it('shows a masked select answer as a disabled "[redacted]" option, selected, and a masked radio answer as a note on its group', () => {
    render(choices({ committedValues: { answer: MASK, choice: MASK } }));
    const select = screen.getByLabelText('Choice');
    expect(select).toHaveDisplayValue(MASK);
    expect(within(select).getByRole('option', { name: MASK })).toBeDisabled();
    const group = screen.getByRole('group', { name: 'Answer' });
    expect(within(group).getByText(MASK)).toHaveClass('field__redacted');
    expect(group).toHaveAccessibleDescription(MASK);
    for (const radio of within(group).getAllByRole('radio')) expect(radio).not.toBeChecked();
  });

  it('shows an unmasked replayed answer as chosen, with no note and no extra option', () => {
    render(choices({ committedValues: { answer: 'no', choice: 'yes' } }));
    expect(screen.getByLabelText('No')).toBeChecked();
    expect(screen.getByLabelText('Choice')).toHaveDisplayValue('Yes');
    expect(screen.queryByText(MASK)).not.toBeInTheDocument();
  });

  it('replays the life quote (health and tobacco declared sensitive): the health and tobacco answers redacted, the sex answer chosen', async () => {
    const entries = await recordVisit(
      '/quoting/life',
      null,
      async (user) => {
        await user.click(screen.getByLabelText('Female'));
        await user.tab();
        await user.click(within(screen.getByRole('group', { name: /tobacco/ })).getByLabelText('No'));
        await user.tab();
        await user.click(screen.getByLabelText(/^Excellent/));
        await user.tab();
      },
      lifePage,
    );

    replayLast(entries, '/quoting/life', true, lifePage);
    expect(screen.getByLabelText('Female')).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Sex' })).queryByText(MASK)).not.toBeInTheDocument();
    const tobacco = screen.getByRole('group', { name: /tobacco/ });
    expect(within(tobacco).getByText(MASK)).toBeInTheDocument();
    expect(within(tobacco).getByLabelText('No')).not.toBeChecked();
    const health = screen.getByRole('group', { name: /health/ });
    expect(health).toHaveAccessibleDescription(MASK);
    expect(within(health).getByLabelText(/^Excellent/)).not.toBeChecked();
  });

  it("replays the mortgage step's lender: the name and state as given, the loan number masked and never in the log", async () => {
    const bindPage: Page = { route: '/quoting/:quoteTypePrefix/bind/:step', component: BindStepPage };
    const rating = {
      coverages: [],
      discounts: [],
      lines: [],
      totalCents: 100000,
      autoSegmentation: '',
      dwellingSegmentation: '',
      easOfferings: [],
    };
    const home: Quote = {
      ...quote,
      quoteType: 'home',
      status: 'quoted',
      allowBind: true,
      rating,
      sections: { customer, address: { line1: '12 High St', city: 'Columbus', state: 'OH', zip: '43215', effectiveDate: '2026-12-01' } },
    };
    const path = '/quoting/home/bind/mortgage';
    const entries = await recordVisit(
      path,
      home,
      async (user) => {
        await user.click(within(screen.getByRole('group', { name: 'Is there a mortgage on the home?' })).getByLabelText('Yes'));
        await user.type(screen.getByLabelText('Lender name'), 'Fifth Third Bank');
        await user.selectOptions(screen.getByLabelText('Lender state'), 'TX');
        await user.type(screen.getByLabelText('Loan number'), '7730219548');
        await user.tab();
      },
      bindPage,
    );
    expect(JSON.stringify(entries)).not.toContain('7730219548');

    replayLast(entries, path, true, bindPage);
    expect(within(screen.getByRole('group', { name: 'Is there a mortgage on the home?' })).getByLabelText('Yes')).toBeChecked();
    expect(screen.getByLabelText('Lender name')).toHaveValue('Fifth Third Bank');
    expect(screen.getByLabelText('Lender state')).toHaveDisplayValue('TX');
    expect(screen.getByLabelText('Loan number')).toHaveValue(MASK);
  });

  it('never shows the note or the option in the live portal, whatever the value', () => {
    render(choices({ initialValues: { answer: MASK, choice: MASK } }));
    expect(screen.queryByText(MASK)).not.toBeInTheDocument();
    expect(within(screen.getByLabelText('Choice')).queryByRole('option', { name: MASK })).not.toBeInTheDocument();
  });
});

describe('Form with committed values', () => {
  it('writes each committed value at its field name over the initial values', () => {
    expect(
      withCommittedValues(
        { plan: 'monthly', drivers: [{ firstName: 'Ana', lastName: 'Lee' }] },
        { 'drivers[0].firstName': 'Ann', amount: '25.00' },
      ),
    ).toEqual({ plan: 'monthly', amount: '25.00', drivers: [{ firstName: 'Ann', lastName: 'Lee' }] });
  });

  it('follows the committed values as a replay steps on', () => {
    const view = (committed: Record<string, unknown>) => (
      <Form<{ dateOfBirth: string }> onSubmit={() => undefined} committedValues={committed}>
        <DateField name="dateOfBirth" label="Date of birth" />
      </Form>
    );
    const { rerender } = render(view({}));
    expect(screen.getByLabelText('Date of birth')).toHaveValue('');
    rerender(view({ dateOfBirth: '04/12/1985' }));
    expect(screen.getByLabelText('Date of birth')).toHaveValue('04/12/1985');
    rerender(view({ dateOfBirth: MASK }));
    expect(screen.getByLabelText('Date of birth')).toHaveValue(MASK);
  });
});
