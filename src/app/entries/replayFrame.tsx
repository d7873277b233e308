import { createRoot } from 'react-dom/client';
import { createMemoryHistory, type History } from 'history';
import { createStore, type Reducer, type Store, type UnknownAction } from 'redux';
import { Provider } from 'react-redux';
import { ConnectedRouter } from 'connected-react-router';
import '../../ui/styles.scss';
import '../app.scss';
import '../../quoting/quoting.scss';
import '../../catalogues';
import { Portal } from '../Portal';
import { createRootReducer } from '../reducers';
import { createQuotingReducer } from '../quotingReducers';
import { QuotingScreens } from '../QuotingRoutes';
import { RecordedApp } from '../../contract/sessions';
import { ReplayedForms } from '../../forms/replayedForms';
import type { ReplayedState } from '../../support/replayer';
import { frameMessages } from '../../support/paths';

// The replay page: the recorded application's own screens over a store with no sagas, no action log and
// no services, so nothing it renders can call the gateway. Its state is only ever what the console sends.

const replaced = 'replay/stateReplaced';
const history = createMemoryHistory();
const requested = new URLSearchParams(window.location.search).get('app');
const app: RecordedApp = RecordedApp.is(requested) ? requested : 'portal';

const screens: Record<RecordedApp, { reducer: Reducer; render(store: Store, history: History): JSX.Element }> = {
  portal: { reducer: createRootReducer(history), render: (store, h) => <Portal store={store} history={h} /> },
  quoting: {
    reducer: createQuotingReducer(history),
    render: (store, h) => (
      <Provider store={store}>
        <ConnectedRouter history={h}>
          <QuotingScreens />
        </ConnectedRouter>
      </Provider>
    ),
  },
};
const { reducer, render } = screens[app];

/** Only the console's replayed state counts: what the screens themselves dispatch here changes nothing. */
const frameReducer: Reducer<ReplayedState, UnknownAction> = (state, action) => {
  if (action.type === replaced) return (action as unknown as { state: ReplayedState }).state;
  return state ?? (reducer(undefined, action) as ReplayedState);
};

const store = createStore(frameReducer);

// The replayed screens move focus as the customer's did (headings, banners); the console around the frame must not
// scroll with them, or the agent's next click lands on another step.
const focus = HTMLElement.prototype.focus;
HTMLElement.prototype.focus = function focusWithoutScrolling(this: HTMLElement, options?: FocusOptions) {
  focus.call(this, { ...options, preventScroll: true });
};
Element.prototype.scrollIntoView = () => undefined;

window.addEventListener('message', (event: MessageEvent) => {
  if (event.source !== window.parent) return;
  const data = event.data as { kind?: string; state?: ReplayedState } | null;
  if (data?.kind !== frameMessages.state || !data.state) return;
  store.dispatch({ type: replaced, state: data.state } as UnknownAction);
  // ConnectedRouter follows the store only after a PUSH of its own; the frame moves its history itself.
  const { pathname, search, hash } = data.state.router.location;
  const here = history.location;
  if (here.pathname !== pathname || here.search !== search || here.hash !== hash) history.push({ pathname, search, hash });
});

// Every logged form shows what the customer committed, from the replayed state (DESIGN: Forms and the log).
createRoot(document.getElementById('root')!).render(
  <ReplayedForms.Provider value>{render(store as unknown as Store, history)}</ReplayedForms.Provider>,
);
window.parent.postMessage({ kind: frameMessages.ready }, '*');
