import { act, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import { LiveAssist } from '../../src/chat/LiveAssist';
import { chatActions } from '../../src/chat/catalogue';
import { chatReducer } from '../../src/chat/slice';
import { requestedShare as requested, liveShare as live } from '../support/liveShares';
import { liveAssistMessages as words } from '../../src/validation/messages';
import { recordDispatched } from '../support/dispatched';

function renderLiveAssist() {
  const { middleware: record, dispatched: seen } = recordDispatched();
  const store = configureStore({
    reducer: combineReducers({ chat: chatReducer }),
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(record),
  });
  const view = render(
    <Provider store={store}>
      <main>
        <label htmlFor="amount">Amount</label>
        <input id="amount" name="amount" />
      </main>
      <LiveAssist />
    </Provider>,
  );
  return { store, seen, ...view };
}

const noViolations = async (container: HTMLElement) => {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => v.id)).toEqual([]);
};

describe('live assist on the customer screen', () => {
  it('shows nothing until an agent asks', () => {
    renderLiveAssist();
    expect(document.querySelector('.live-banner')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for consent naming the agent, what they will and will not see (no typed secrets), and answers by the bus', async () => {
    const { store, seen } = renderLiveAssist();
    act(() => void store.dispatch(chatActions.liveShareChanged({ share: requested })));
    const dialog = screen.getByRole('dialog', { name: words.consentHeading });
    expect(dialog).toHaveTextContent('support.agent, a Cardinal Mutual support agent in your chat, asks to see your screen');
    expect(dialog).toHaveTextContent(words.willNotSee);
    expect(dialog).toHaveTextContent(/card and bank numbers, security codes, passwords/);
    expect(dialog).toHaveTextContent(words.cannotDo);
    await noViolations(document.body);
    fireEvent.click(screen.getByRole('button', { name: words.decline }));
    expect(seen.at(-1)).toEqual(chatActions.liveShareDeclined({ shareId: 'share-1' }));
    act(() => void store.dispatch(chatActions.liveShareFailed({ message: 'This request has already been answered.' })));
    fireEvent.click(screen.getByRole('button', { name: words.agree }));
    expect(seen.at(-1)).toEqual(chatActions.liveShareConsented({ shareId: 'share-1' }));
  });

  it('shows the banner with Stop sharing while shared, and the agent’s pointer at the field', async () => {
    const { store, seen } = renderLiveAssist();
    act(() => void store.dispatch(chatActions.liveShareChanged({ share: live })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('region', { name: 'Screen sharing' })).toHaveTextContent(words.sharingBanner('support.agent'));
    // At the top of the page, before everything else: it stays over every page as it scrolls.
    expect(document.body.firstElementChild).toContainElement(screen.getByRole('region', { name: 'Screen sharing' }));
    act(
      () =>
        void store.dispatch(
          chatActions.liveHighlightReceived({ shareId: 'share-1', highlight: { target: 'amount', text: 'Type the amount here' } }),
        ),
    );
    expect(screen.getByTestId('live-highlight')).toHaveTextContent('support.agent points here: Type the amount here');
    expect(await screen.findByTestId('live-highlight-outline')).toBeInTheDocument();
    await noViolations(document.body);
    fireEvent.click(screen.getByRole('button', { name: words.dismissHighlight }));
    expect(screen.queryByTestId('live-highlight')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: words.stopSharing }));
    expect(seen.at(-1)).toEqual(chatActions.liveShareStopRequested({ shareId: 'share-1' }));
    act(() => void store.dispatch(chatActions.liveShareChanged({ share: { ...live, status: 'ended', endedReason: 'stoppedByCustomer' } })));
    expect(document.querySelector('.live-banner')).toBeNull();
  });

  it('tells the agent, only while shared, the window’s size and the field the customer is in by its name, never its value', () => {
    const { store, seen } = renderLiveAssist();
    const amount = screen.getByLabelText('Amount');
    fireEvent.focusIn(amount);
    expect(seen.some((a) => a.type === chatActions.liveFocusMoved.type)).toBe(false);
    act(() => void store.dispatch(chatActions.liveShareChanged({ share: live })));
    expect(seen).toContainEqual(chatActions.liveViewportMeasured({ width: window.innerWidth, height: window.innerHeight }));
    act(() => {
      amount.focus();
      fireEvent.change(amount, { target: { value: '125.40' } });
    });
    expect(seen.at(-1)).toEqual(chatActions.liveFocusMoved({ target: 'amount' }));
    act(() => amount.blur());
    expect(seen.at(-1)).toEqual(chatActions.liveFocusMoved({ target: null }));
    expect(JSON.stringify(seen)).not.toContain('125.40');
    act(() => void store.dispatch(chatActions.liveShareChanged({ share: { ...live, status: 'ended', endedReason: 'stoppedByCustomer' } })));
    const count = seen.length;
    act(() => amount.focus());
    expect(seen.length).toBe(count);
  });
});
