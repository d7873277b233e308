import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route } from 'react-router-dom';
import { createMemoryHistory } from 'history';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { createStore, type Reducer } from 'redux';
import '../../src/catalogues';
import QuoteSectionPage from '../../src/quoting/screens/QuoteSectionPage';
import { createQuotingReducer } from '../../src/quoting/reducers';
import { createActionLog, type LogEntry } from '../../src/bus/actionLog';
import { MASK } from '../../src/bus/redact';
import { ReplayedForms } from '../../src/forms/replayedForms';
import { formsActions } from '../../src/forms/catalogue';
import { quotingActions } from '../../src/quoting/catalogue';
import { Form, withCommittedValues } from '../../src/ui/form/Form';
import { DateField } from '../../src/ui/fields/DateField';
import { statesAfterEach, replayReducers, type ReplayedState } from '../../src/support/replayer';
import type { Quote } from '../../src/contract/quoting';

// The replay frame's situation: no sagas, a state rebuilt by the reducers from a recorded (masked) log, and the
// real screens drawn from it. What the customer committed in each form must show, masked values masked.

const reducer = createQuotingReducer(createMemoryHistory()) as unknown as Reducer<ReplayedState, UnknownAction>;
const customer = { firstName: 'Alex', lastName: 'Rivera', dateOfBirth: '1980-06-15', email: 'alex@example.com', phone: '6145550142' };
const quote: Quote = {
  quoteId: 'q-1', jobNumber: 'Q1', quoteType: 'auto', status: 'inProgress', coverageChoices: {}, rating: null, knockout: null, allowBind: false,
  expiresOn: '2026-12-22', policyNumber: null, sections: { customer },
};

function Screen({ path }: { path: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Route path="/quoting/:quoteTypePrefix/:section" component={QuoteSectionPage} />
    </MemoryRouter>
  );
}

/** The customer's visit: the real screen on a store whose every action goes through the action log. */
async function recordVisit(path: string, withQuote: Quote | null, typing: (user: ReturnType<typeof userEvent.setup>) => Promise<void>) {
  let entries: readonly LogEntry[] = [];
  const log = createActionLog({ now: () => 1_800_000_000_000, storage: { read: () => [], write: (e) => { entries = e; } }, maxEntries: 1000, schedule: (f) => f() });
  const store = configureStore({ reducer, middleware: (d) => d({ thunk: false, serializableCheck: false }).concat(log.middleware) });
  if (withQuote) store.dispatch(quotingActions.quoteUpdated({ quote: withQuote }));
  const { unmount } = render(<Provider store={store}><Screen path={path} /></Provider>);
  await typing(userEvent.setup());
  unmount();
  return entries;
}

/** The support agent's view of the last step: state rebuilt from the log, drawn with sagas off. */
function replayLast(entries: readonly LogEntry[], path: string, replaying = true) {
  const states = statesAfterEach(entries, replayReducers.quoting);
  const store = createStore(() => states[states.length - 1]!);
  return render(<ReplayedForms.Provider value={replaying}><Provider store={store}><Screen path={path} /></Provider></ReplayedForms.Provider>);
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

  it('rebuilds a list form field by field: each driver\'s date of birth masked, the rest as typed', async () => {
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

describe('Form with committed values', () => {
  it('writes each committed value at its field name over the initial values', () => {
    expect(withCommittedValues({ plan: 'monthly', drivers: [{ firstName: 'Ana', lastName: 'Lee' }] }, { 'drivers[0].firstName': 'Ann', amount: '25.00' }))
      .toEqual({ plan: 'monthly', amount: '25.00', drivers: [{ firstName: 'Ann', lastName: 'Lee' }] });
  });

  it('follows the committed values as a replay steps on', () => {
    const view = (committed: Record<string, unknown>) => (
      <Form<{ dateOfBirth: string }> onSubmit={() => undefined} committedValues={committed}><DateField name="dateOfBirth" label="Date of birth" /></Form>
    );
    const { rerender } = render(view({}));
    expect(screen.getByLabelText('Date of birth')).toHaveValue('');
    rerender(view({ dateOfBirth: '04/12/1985' }));
    expect(screen.getByLabelText('Date of birth')).toHaveValue('04/12/1985');
    rerender(view({ dateOfBirth: MASK }));
    expect(screen.getByLabelText('Date of birth')).toHaveValue(MASK);
  });
});
