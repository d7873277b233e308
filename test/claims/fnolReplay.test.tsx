import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route } from 'react-router-dom';
import { createMemoryHistory } from 'history';
import { createStore, type Reducer } from 'redux';
import { onLocationChanged, push, routerMiddleware } from 'connected-react-router';
import { createPortalStore } from '../../src/app/store';
import { createRootReducer, type RootState } from '../../src/app/reducers';
import { rootSaga } from '../../sagas/root';
import { MASK } from '../../src/bus/redact';
import type { LogEntry, LogStorage } from '../../src/bus/actionLog';
import { claimsActions } from '../../src/claims/catalogue';
import FnolPage from '../../src/claims/screens/FnolPage';
import { defaultRemoteConfig } from '../../src/flags/defaults';
import { ReplayedForms } from '../../src/forms/replayedForms';
import type { FnolAnswers, FnolStep } from '../../src/shared/claimFiling';
import { fnolRoutes } from '../../src/shared/routes';
import { statesAfterEach, replayReducers, type ReplayedState } from '../../src/support/replayer';
import { fakeServices, ok } from '../support/fakeServices';
import { demoParty, demoPolicies } from '../support/demo';
import { until } from '../support/until';

// The support console replays a recorded filing through the reducers alone and draws the real screens from it: the
// filing reaches its review with every answer, free text masked as the log has it.

function customerStore() {
  const history = createMemoryHistory({ initialEntries: ['/account'] });
  const services = fakeServices({
    session: { loginId: 'mutual.customer', expiresAt: 2e12, returnTo: null },
    gateway: (endpoint) =>
      (
        ({ remoteConfig: ok(defaultRemoteConfig), party: ok(demoParty), policiesSummary: ok({ policies: demoPolicies }) }) as Record<
          string,
          ReturnType<typeof ok>
        >
      )[endpoint.name] ?? 'network-failure',
  });
  const logStorage: LogStorage = { read: () => [], write: () => undefined };
  const { store, actionLog } = createPortalStore<RootState>({
    router: routerMiddleware(history),
    reducer: createRootReducer(history),
    services,
    rootSaga,
    logStorage,
  });
  history.listen((location, action) => store.dispatch(onLocationChanged(location, action) as never));
  store.dispatch(onLocationChanged(history.location, 'POP', true) as never);
  return { store, actionLog };
}

/** A home weather filing, step by step, as its screens send it. */
const homeWeather: [FnolStep, FnolAnswers][] = [
  ['intro', {}],
  ['loss-date', { lossDate: '2026-11-20' }],
  ['select-policy', { policyNumber: 'H7K2M9-5521' }],
  ['home-loss-description', { description: 'Hail broke the skylight' }],
  ['was-weather-related', { weatherRelated: true }],
  ['home-loss-weather-related', { cause: 'hail' }],
  ['was-anyone-injured', { anyoneInjured: false }],
  ['loss-location', { lossLocation: '120 Maple Ave, Columbus' }],
  ['additional-information', { additionalInformation: '' }],
  ['contact-information', { phone: '614-555-0142', email: 'maria.lopez@example.com' }],
  ['text-notification-enrollment', { textNotifications: true }],
];

describe('a recorded claim filing, replayed', () => {
  it('rebuilds the filing up to its review, free text masked, and the review screen draws from it', async () => {
    const { store, actionLog } = customerStore();
    await until(() => store.getState().policies?.status === 'loaded' && store.getState().flags.status === 'loaded');
    store.dispatch(push(fnolRoutes.fnolStep.to({ step: 'intro' })) as never);
    for (const [step, answers] of homeWeather) {
      const at = store.getState().router.location.pathname;
      store.dispatch(claimsActions.fnolStepAnswered({ step, answers }));
      await until(() => store.getState().router.location.pathname !== at);
    }
    await until(() => store.getState().router.location.pathname === '/claims/fnol/review');
    await until(() => store.getState().claims.fnol.answered.includes('review'));
    const live = store.getState().claims.fnol;

    const entries = JSON.parse(JSON.stringify(actionLog.entries())) as LogEntry[];
    expect(JSON.stringify(entries)).not.toContain('Hail broke the skylight');
    const replayed = statesAfterEach(entries, replayReducers.portal).at(-1) as ReplayedState & RootState;
    expect(replayed.router.location.pathname).toBe('/claims/fnol/review');
    expect(replayed.claims.fnol.answered).toEqual(live.answered);
    expect(replayed.claims.fnol.answers).toEqual({
      ...live.answers,
      description: MASK,
      lossLocation: MASK,
      phone: MASK,
      email: MASK,
    });

    const frame = createStore((() => replayed) as Reducer);
    render(
      <ReplayedForms.Provider value>
        <Provider store={frame}>
          <MemoryRouter initialEntries={[replayed.router.location.pathname]}>
            <Route path={fnolRoutes.fnolStep.path}>
              <FnolPage />
            </Route>
          </MemoryRouter>
        </Provider>
      </ReplayedForms.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Check your claim' })).toBeInTheDocument();
    const answers = document.querySelector<HTMLElement>('dl.answer-list')!;
    expect(within(answers).getByText('Hail')).toBeInTheDocument();
    expect(within(answers).getByText('Home policy H7K2M9-5521')).toBeInTheDocument();
    expect(within(answers).getAllByText(MASK).length).toBeGreaterThanOrEqual(4);
  });
});
