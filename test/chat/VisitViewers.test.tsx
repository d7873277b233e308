import { act, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import { VisitViewers } from '../../src/chat/VisitViewers';
import { chatActions } from '../../src/chat/catalogue';
import { chatReducer } from '../../src/chat/slice';
import { liveAssistMessages as words } from '../../src/validation/messages';
import { recordDispatched } from '../support/dispatched';

function renderViewers() {
  const { middleware: record, dispatched: seen } = recordDispatched();
  const store = configureStore({
    reducer: combineReducers({ chat: chatReducer }),
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(record),
  });
  const view = render(
    <Provider store={store}>
      <VisitViewers />
    </Provider>,
  );
  return { store, seen, ...view };
}

describe("the profile's who viewed my visits", () => {
  it('asks for the list, then shows each agent, what happened and when', async () => {
    const { store, seen, container } = renderViewers();
    expect(seen).toContainEqual(chatActions.visitViewersRequested());
    act(
      () =>
        void store.dispatch(
          chatActions.visitViewersLoaded({
            records: [
              { shareId: 's1', kind: 'started', agent: 'support.agent', by: 'support', at: '2026-11-22T15:00:06.000Z' },
              { shareId: 's1', kind: 'consented', agent: 'support.agent', by: 'customer', at: '2026-11-22T15:00:05.000Z' },
            ],
          }),
        ),
    );
    const table = screen.getByRole('table', { name: words.viewersHeading });
    expect(table).toHaveTextContent('support.agent');
    expect(table).toHaveTextContent(words.viewerKinds.started);
    expect(table).toHaveTextContent('Nov 22, 2026, 10:00 AM ET');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('says when no one has asked', () => {
    const { store } = renderViewers();
    act(() => void store.dispatch(chatActions.visitViewersLoaded({ records: [] })));
    expect(screen.getByText(words.viewersEmpty)).toBeInTheDocument();
  });
});
