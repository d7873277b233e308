import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route } from 'react-router-dom';
import { createMemoryHistory } from 'history';
import { configureStore } from '@reduxjs/toolkit';
import '../../src/catalogues';
import { CATALOGUE_VERSION, type LogEntry } from '../../src/bus/actionLog';
import { MASK } from '../../src/bus/redact';
import { createSupportReducer } from '../../src/support/reducers';
import { supportActions } from '../../src/support/catalogue';
import { SessionPage } from '../../src/support/screens/SessionPage';
import type { LiveAuditRecord } from '../../src/contract/liveAssist';
import { liveViewCopy } from '../../src/validation/messages';

// The console's session page, sagas off: the session arrives as its event would, and the agent steps through it.

const at = (seq: number, type: string, payload: unknown): LogEntry => ({
  seq,
  at: 1_800_000_000_000 + seq * 1000,
  type,
  payload,
  v: CATALOGUE_VERSION,
});
const entries: LogEntry[] = [
  at(1, '@@router/LOCATION_CHANGE', {
    location: { pathname: '/quoting/auto/customer', search: '', hash: '' },
    action: 'PUSH',
    isFirstRendering: false,
  }),
  at(2, 'forms/fieldCommitted', { form: 'quote-customer', field: 'firstName', value: 'Jordan' }),
  at(3, 'forms/fieldCommitted', { form: 'quote-customer', field: 'dateOfBirth', value: MASK }),
];
const summary = {
  visitId: 'v-1',
  app: 'quoting' as const,
  loginId: null as string | null,
  mobileApp: false,
  viewportWidth: 1280,
  startedAt: '',
  lastAt: '',
  actionCount: 3,
  errorCount: 0,
};

function renderSession(shown: { session: typeof summary; entries: LogEntry[] } = { session: summary, entries }) {
  const store = configureStore({
    reducer: createSupportReducer(createMemoryHistory()),
    middleware: (d) => d({ thunk: false, serializableCheck: false }),
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/support/sessions/v-1']}>
        <Route path="/support/sessions/:visitId" component={SessionPage} />
      </MemoryRouter>
    </Provider>,
  );
  act(() => {
    store.dispatch(supportActions.sessionOpened(shown));
  });
  return store;
}

const changes = () =>
  within(screen.getByRole('region', { name: 'State changes table' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('the state changes shown at each replay step', () => {
  it('shows what the chosen action changed, and follows the agent from step to step', async () => {
    renderSession();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('#1 @@router/LOCATION_CHANGE');
    expect(changes()).toContainEqual(['router.location.pathname', '"/"', '"/quoting/auto/customer"']);

    expect(screen.getByRole('region', { name: 'This action' })).toHaveTextContent('The address changed (router)');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('#2 forms/fieldCommitted');
    expect(screen.getByRole('region', { name: 'This action' })).toHaveTextContent(
      'The customer left a field (its committed value) (event)',
    );
    expect(changes()).toEqual([['forms.quote-customer', '—', JSON.stringify({ firstName: 'Jordan' }, null, 2)]]);

    await userEvent.click(screen.getAllByRole('button', { name: /forms\/fieldCommitted/ })[1]!);
    expect(changes()).toEqual([['forms.quote-customer.dateOfBirth', '—', `"${MASK}"`]]);

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(changes()).toEqual([['forms.quote-customer', '—', JSON.stringify({ firstName: 'Jordan' }, null, 2)]]);
  });

  it('offers the visit as a file Redux DevTools imports: the actions and the state before them, as JSON text', () => {
    renderSession();
    const link = screen.getByRole('link', { name: 'Download this visit for Redux DevTools' });
    expect(link).toHaveAttribute('download', 'visit-v-1.json');
    const href = link.getAttribute('href')!;
    const file = JSON.parse(decodeURIComponent(href.slice(href.indexOf(',') + 1))) as { payload: string; preloadedState: string };
    expect(JSON.parse(file.payload)).toEqual(entries.map(({ type, payload }) => ({ type, payload })));
    expect(JSON.parse(file.preloadedState)).toMatchObject({ router: expect.any(Object) });
  });
});

describe('recorded values are shown as text, never as markup', () => {
  it('shows an HTML payload, login ID and field name as the characters they are', async () => {
    const markup = '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script><b>bold</b>';
    const hostile = [
      ...entries.slice(0, 1),
      at(2, 'forms/fieldCommitted', { form: 'quote-customer', field: `firstName${markup}`, value: markup }),
    ];
    renderSession({ session: { ...summary, loginId: `x<b>y</b>`, actionCount: 2 }, entries: hostile });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('#2 forms/fieldCommitted');
    expect(screen.getByLabelText('Payload').textContent).toContain(JSON.stringify(markup));
    expect(document.body.textContent).toContain('x<b>y</b>');
    expect(document.querySelector('img, script, b')).toBeNull();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });
});

describe('screen sharing kept with the visit', () => {
  it('lists the steps of screen sharing that showed this visit, and none of another', () => {
    const store = renderSession();
    const step = (kind: LiveAuditRecord['kind'], visitId: string): LiveAuditRecord => ({
      shareId: `share-${visitId}`,
      kind,
      customer: 'mutual.customer',
      agent: 'support.agent',
      by: 'customer',
      at: '2026-11-22T15:00:05.000Z',
      visitId,
      reason: null,
      ip: '203.0.113.9',
      userAgent: 'Chromium',
    });
    act(() => {
      store.dispatch(
        supportActions.liveAuditLoaded({ records: [step('stopped', 'v-1'), step('consented', 'v-2'), step('consented', 'v-1')] }),
      );
    });
    const shared = screen.getByRole('region', { name: `${liveViewCopy.auditOfVisit} table` });
    expect(within(shared).getAllByRole('row')).toHaveLength(3);
    expect(within(shared).queryByText('v-2')).toBeNull();
  });
});
