import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import { ChatWidget } from '../../src/chat/ChatWidget';
import { chatActions } from '../../src/chat/catalogue';
import { chatReducer } from '../../src/chat/slice';
import { authReducer, initialAuthState } from '../../src/auth/slice';
import { flagsReducer, initialFlagsState } from '../../src/flags/slice';
import { formatContactHours } from '../../src/validation/contactHours';
import { recordDispatched } from '../support/dispatched';

function renderWidget() {
  const { middleware: record, dispatched: seen } = recordDispatched();
  const store = configureStore({
    reducer: combineReducers({ auth: authReducer, flags: flagsReducer, chat: chatReducer }),
    preloadedState: {
      auth: { ...initialAuthState, status: 'signedIn' as const, loginId: 'mutual.customer', expiresAt: 0 },
      flags: initialFlagsState,
    },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(record),
  });
  render(
    <Provider store={store}>
      <main>
        <a href="#top">Elsewhere on the page</a>
      </main>
      <ChatWidget />
    </Provider>,
  );
  return { store, seen };
}

const launcher = () => screen.getByRole('button', { name: /^Chat with us/ });

describe('the chat widget', () => {
  it('takes focus into the chat as it opens from the launcher, and gives it back to the launcher as it closes', () => {
    const { store } = renderWidget();
    launcher().focus();
    fireEvent.click(launcher());
    expect(screen.queryByRole('button', { name: /^Chat with us/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Chat with us' })).toHaveFocus();
    act(() => {
      store.dispatch(chatActions.scriptLoaded({ role: 'customer', conversations: [], messages: [] }));
    });
    const close = screen.getByRole('button', { name: 'Close chat' });
    close.focus();
    fireEvent.click(close);
    expect(launcher()).toHaveFocus();
  });

  it('closes on Escape, focus back on the launcher', () => {
    renderWidget();
    fireEvent.click(launcher());
    fireEvent.keyDown(screen.getByRole('heading', { name: 'Chat with us' }), { key: 'Escape' });
    expect(launcher()).toHaveFocus();
  });

  it('leaves focus where it is when the proactive offer shows, and puts it on the launcher after a rejection from the offer', () => {
    const { store, seen } = renderWidget();
    const elsewhere = screen.getByRole('link', { name: 'Elsewhere on the page' });
    elsewhere.focus();
    act(() => {
      store.dispatch(chatActions.proactiveOfferShown());
    });
    expect(elsewhere).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Chat with us/ })).toBeNull();
    const reject = screen.getByRole('button', { name: 'No thanks' });
    reject.focus();
    fireEvent.click(reject);
    expect(seen.map((a) => a.type)).toContain(chatActions.proactiveOfferRejected.type);
    expect(launcher()).toHaveFocus();
  });

  it('does not take focus from the page when an ignored offer is withdrawn', () => {
    const { store } = renderWidget();
    act(() => {
      store.dispatch(chatActions.proactiveOfferShown());
    });
    const elsewhere = screen.getByRole('link', { name: 'Elsewhere on the page' });
    elsewhere.focus();
    act(() => {
      store.dispatch(chatActions.proactiveOfferIgnored());
    });
    expect(elsewhere).toHaveFocus();
  });

  it('says when chat opens outside claims chat hours', () => {
    const { store } = renderWidget();
    // Sunday 22 November 2026, noon ET: claims chat is closed.
    act(() => {
      store.dispatch(chatActions.hoursChecked({ now: Date.parse('2026-11-22T17:00:00Z') }));
    });
    fireEvent.click(launcher());
    expect(screen.getByText(`Claims chat is closed now. Chat is open ${formatContactHours('claimsChat')}.`)).toBeInTheDocument();
  });
});
