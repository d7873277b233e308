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
import { claimMessages } from '../../src/validation/messages';
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
  return { store, actionLog, services };
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

/** The customer's filing answered step by step to its review, in the customer's store. */
async function filedToReview(store: ReturnType<typeof customerStore>['store']) {
  await until(() => store.getState().policies?.status === 'loaded' && store.getState().flags.status === 'loaded');
  store.dispatch(push(fnolRoutes.fnolStep.to({ step: 'intro' })) as never);
  for (const [step, answers] of homeWeather) {
    const at = store.getState().router.location.pathname;
    store.dispatch(claimsActions.fnolStepAnswered({ step, answers }));
    await until(() => store.getState().router.location.pathname !== at);
  }
  await until(() => store.getState().router.location.pathname === '/claims/fnol/review');
  await until(() => store.getState().claims.fnol.answered.includes('review'));
}

/** The support console's frame: the replayed state drawn by the filing's real screens. */
function drawReplayed(replayed: ReplayedState & RootState) {
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
}

describe('a recorded claim filing, replayed', () => {
  it('rebuilds the filing up to its review, free text masked, and the review screen draws from it', async () => {
    const { store, actionLog } = customerStore();
    await filedToReview(store);
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

    drawReplayed(replayed);
    expect(screen.getByRole('heading', { level: 1, name: 'Check your claim' })).toBeInTheDocument();
    const answers = document.querySelector<HTMLElement>('dl.answer-list')!;
    expect(within(answers).getByText('Hail')).toBeInTheDocument();
    expect(within(answers).getByText('Home policy H7K2M9-5521')).toBeInTheDocument();
    expect(within(answers).getAllByText(MASK).length).toBeGreaterThanOrEqual(4);
  });

  it('replays a filing made with no signal to the same screens: its photo kept and the claim saved on the phone', async () => {
    const { store, actionLog, services } = customerStore();
    await filedToReview(store);
    services.shelf.set('file-1', new File([Uint8Array.of(0xff, 0xd8, 0xff, 0xe0)], 'skylight.jpg', { type: 'image/jpeg' }));
    store.dispatch(claimsActions.fnolPhotosChosen({ files: [{ fileRef: 'file-1', name: 'skylight.jpg', sizeBytes: 4 }] }));
    await until(() => store.getState().claims.fnol.photos.length === 1);
    // The filing call finds no network (the fake gateway answers it so): the claim is saved on the phone.
    store.dispatch(claimsActions.fnolSubmitRequested({}));
    await until(() => store.getState().claims.fnol.queued);

    const entries = JSON.parse(JSON.stringify(actionLog.entries())) as LogEntry[];
    const replayed = statesAfterEach(entries, replayReducers.portal).at(-1) as ReplayedState & RootState;
    expect(replayed.claims.fnol.queued).toBe(true);
    expect(replayed.claims.fnol.photos).toEqual(store.getState().claims.fnol.photos);
    drawReplayed(replayed);
    expect(screen.getByRole('heading', { name: claimMessages.queuedHeading })).toBeInTheDocument();
    const photos = screen.getByRole('list', { name: 'Photos and documents' });
    expect(within(photos).getByText('skylight.jpg')).toBeInTheDocument();
    expect(within(photos).getByText(/Kept on this phone/)).toBeInTheDocument();
  });
});
