import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createMemoryHistory } from 'history';
import { configureStore } from '@reduxjs/toolkit';
import type { Action } from 'redux';
import '../../src/catalogues';
import { chatActions } from '../../src/chat/catalogue';
import { createSupportReducer } from '../../src/support/reducers';
import { supportActions } from '../../src/support/catalogue';
import { ChatDeskPage } from '../../src/support/screens/ChatDeskPage';
import { liveViewCopy as words } from '../../src/validation/messages';
import { endedShare, liveShare, liveVisit as visit, recordedEntry as entry, requestedShare } from '../support/liveShares';
import type { LiveAuditRecord } from '../../src/contract/liveAssist';
import { recordDispatched } from '../support/dispatched';

// Live assist at the chat desk, sagas off: the agent asks, waits, watches the customer's screen live (page, window,
// field), points at a field and stops; each choice is an action on the bus.

const conversation = {
  conversationId: 'chat-1',
  customer: 'mutual.customer',
  status: 'answered' as const,
  agent: 'support.agent',
  startedAt: '',
};

function renderDesk() {
  const { middleware: record, dispatched: seen } = recordDispatched();
  const store = configureStore({
    reducer: createSupportReducer(createMemoryHistory()),
    middleware: (d) => d({ thunk: false, serializableCheck: false }).concat(record),
  });
  const view = render(
    <Provider store={store}>
      <MemoryRouter>
        <main>
          <ChatDeskPage />
        </main>
      </MemoryRouter>
    </Provider>,
  );
  act(() => {
    store.dispatch(chatActions.scriptLoaded({ role: 'support', conversations: [conversation], messages: [] }));
    store.dispatch(chatActions.conversationSelected({ conversationId: 'chat-1' }));
  });
  const dispatch = (action: Action) => act(() => void store.dispatch(action));
  return { store, seen, dispatch, ...view };
}

const noViolations = async (container: HTMLElement) => {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
};

describe('live assist at the chat desk', () => {
  it('asks the customer of the conversation held, then waits for the answer with a way to withdraw', async () => {
    const { seen, dispatch, container } = renderDesk();
    fireEvent.click(screen.getByRole('button', { name: words.ask }));
    expect(seen.at(-1)).toEqual(supportActions.liveAssistAsked({ conversationId: 'chat-1' }));
    dispatch(chatActions.liveShareChanged({ share: requestedShare }));
    expect(screen.getByText(words.waiting('mutual.customer'))).toBeInTheDocument();
    await noViolations(container);
    fireEvent.click(screen.getByRole('button', { name: words.withdraw }));
    expect(seen.at(-1)).toEqual(supportActions.liveAssistStopped({ shareId: 'share-1' }));
    dispatch(chatActions.liveShareChanged({ share: { ...requestedShare, status: 'declined', endedReason: 'stoppedByCustomer' } }));
    expect(screen.getByText(words.declined('mutual.customer'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.ask })).toBeInTheDocument();
  });

  it('watches live: the page, window and field, the screen framed at its width; points at the field; stops', async () => {
    const { seen, dispatch, container } = renderDesk();
    dispatch(chatActions.liveShareChanged({ share: liveShare }));
    expect(screen.getByText(words.catchingUp)).toBeInTheDocument();
    dispatch(
      supportActions.liveActionsLoaded({
        shareId: 'share-1',
        visit,
        lastSeq: 3,
        entries: [
          entry(1, '@@router/LOCATION_CHANGE', {
            location: { pathname: '/customers/billing/pay', search: '', hash: '' },
            action: 'PUSH',
            isFirstRendering: false,
          }),
          entry(2, chatActions.liveViewportMeasured.type, { width: 390, height: 844 }),
          entry(3, chatActions.liveFocusMoved.type, { target: 'amount' }),
        ],
      }),
    );
    const view = screen.getByTestId('live-view');
    expect(within(view).getByTestId('live-view-page')).toHaveTextContent('/customers/billing/pay');
    expect(within(view).getByTestId('live-view-window')).toHaveTextContent(words.windowSize(390, 844));
    expect(within(view).getByTestId('live-view-field')).toHaveTextContent('amount');
    expect(within(view).getByTitle(words.frameTitle)).toHaveStyle({ width: '390px' });
    await noViolations(container);

    // The field the customer is in is suggested; what the agent typed stays as the customer moves on.
    expect(screen.getByLabelText(words.pointTarget)).toHaveValue('amount');
    await userEvent.type(screen.getByLabelText(words.pointText), 'Type the amount here');
    dispatch(
      supportActions.liveActionsLoaded({
        shareId: 'share-1',
        visit,
        lastSeq: 4,
        entries: [entry(4, chatActions.liveFocusMoved.type, { target: 'payment-date' })],
      }),
    );
    expect(screen.getByLabelText(words.pointText)).toHaveValue('Type the amount here');
    expect(screen.getByLabelText(words.pointTarget)).toHaveValue('payment-date');
    await userEvent.clear(screen.getByLabelText(words.pointTarget));
    await userEvent.type(screen.getByLabelText(words.pointTarget), 'amount');
    fireEvent.click(screen.getByRole('button', { name: words.pointSend }));
    expect(seen.filter((a) => a.type === supportActions.liveHighlightSent.type)).toEqual([
      supportActions.liveHighlightSent({ shareId: 'share-1', highlight: { target: 'amount', text: 'Type the amount here' } }),
    ]);
    dispatch(supportActions.liveHighlightDelivered({ shareId: 'share-1' }));
    expect(screen.getByText(words.pointed)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: words.stop }));
    expect(seen.at(-1)).toEqual(supportActions.liveAssistStopped({ shareId: 'share-1' }));
    dispatch(chatActions.liveShareChanged({ share: endedShare }));
    expect(screen.queryByTestId('live-view')).toBeNull();
    expect(screen.getByText(words.ended.stoppedByCustomer)).toBeInTheDocument();
  });

  it('refuses a pointer at something that is not a field name, and sends nothing', async () => {
    const { seen, dispatch } = renderDesk();
    dispatch(chatActions.liveShareChanged({ share: liveShare }));
    dispatch(supportActions.liveActionsLoaded({ shareId: 'share-1', visit, lastSeq: 0, entries: [] }));
    await userEvent.type(screen.getByLabelText(words.pointTarget), '<script>');
    await userEvent.type(screen.getByLabelText(words.pointText), 'Here');
    fireEvent.click(screen.getByRole('button', { name: words.pointSend }));
    expect(await screen.findAllByText(words.pointTargetInvalid)).not.toHaveLength(0);
    expect(seen.some((a) => a.type === supportActions.liveHighlightSent.type)).toBe(false);
  });

  it('shows the record of screen sharing: who, whom, what, when and from where', async () => {
    const { seen, dispatch, container } = renderDesk();
    expect(seen).toContainEqual(supportActions.liveAuditRequested());
    const step = (kind: LiveAuditRecord['kind'], by: LiveAuditRecord['by'], visitId: string | null): LiveAuditRecord => ({
      shareId: 'share-1',
      kind,
      customer: 'mutual.customer',
      agent: 'support.agent',
      by,
      at: '2026-11-22T15:00:05.000Z',
      visitId,
      reason: null,
      ip: by === 'customer' ? '203.0.113.9' : '10.1.0.7',
      userAgent: 'Chromium',
    });
    dispatch(
      supportActions.liveAuditLoaded({
        records: [
          step('stopped', 'customer', 'visit-1234'),
          step('consented', 'customer', 'visit-1234'),
          step('requested', 'support', null),
        ],
      }),
    );
    const record = screen.getByRole('region', { name: `${words.auditHeading} table` });
    expect(within(record).getAllByRole('row')).toHaveLength(4);
    expect(
      within(record).getByRole('row', {
        name: /Customer agreed the customer support.agent mutual.customer visit-1234 203.0.113.9, Chromium/,
      }),
    ).toBeInTheDocument();
    await noViolations(container);
  });
});
