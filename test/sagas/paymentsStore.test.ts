import { createMemoryHistory } from 'history';
import { onLocationChanged, routerMiddleware } from 'connected-react-router';
import type { Store } from 'redux';
import { END } from 'redux-saga';
import { createPortalStore } from '../../src/app/store';
import { createRootReducer, type RootState } from '../../src/app/reducers';
import { rootSaga } from '../../sagas/root';
import { paymentsActions } from '../../src/payments/catalogue';
import { formsActions } from '../../src/forms/catalogue';
import type { LogEntry, LogStorage } from '../../src/bus/actionLog';
import { fakeServices, ok } from '../support/fakeServices';
import { until } from '../support/until';

describe('a card typed into Make a payment, through the real store', () => {
  // The store's sagas run on real timers (the inactivity check ticks every 15 s) until ended: END stops every saga
  // still waiting on the store, so none keeps Jest from exiting.
  let started: Store | undefined;
  afterEach(() => started?.dispatch(END));

  it('reaches the tokenization call only: never the state, the action log or the data layer', async () => {
    const card = {
      kind: 'card' as const,
      cardNumber: '4111111111111111',
      expiry: '12/39',
      securityCode: '737',
      holderName: 'Daniel Whitaker',
    };
    const history = createMemoryHistory({ initialEntries: ['/billing/makeapayment/method'] });
    const services = fakeServices({
      session: { loginId: 'mutual.customer', expiresAt: 2e12, returnTo: null },
      gateway: (endpoint) =>
        endpoint.name === 'tokenizePaymentMethod'
          ? ok({
              token: 'tok_1',
              method: { kind: 'card', label: 'Visa', lastFour: '1111', holderName: 'Daniel Whitaker', expiry: '12/39' },
            })
          : 'network-failure',
    });
    let written: LogEntry[] = [];
    const logStorage: LogStorage = {
      read: () => [],
      write: (entries) => {
        written = [...entries];
      },
    };
    const problems: string[] = [];
    const { store, actionLog } = createPortalStore<RootState>({
      router: routerMiddleware(history),
      reducer: createRootReducer(history),
      services,
      rootSaga,
      logStorage,
      onInvalidAction: (p) => problems.push(p),
    });
    started = store;
    store.dispatch(onLocationChanged(history.location, 'POP', true) as never);
    // The payment's page has loaded its areas: the payments area runs.
    await until(() => store.getState().app.startedDomains.includes('payments'));

    // What the method form puts on the bus (masked by its declaration), then the command to tokenize.
    store.dispatch(
      formsActions.submitted({ form: 'paymentMethod', values: { kind: 'card', cardNumber: '[redacted]', securityCode: '[redacted]' } }),
    );
    store.dispatch(paymentsActions.methodSubmitted({ details: card }));
    await until(() => store.getState().payments.method !== null);
    actionLog.flush();

    expect(services.sent.find((s) => s.name === 'tokenizePaymentMethod')?.request.body).toEqual(card);
    expect(store.getState().payments.method).toEqual({ token: 'tok_1', summary: expect.objectContaining({ lastFour: '1111' }) });
    const everywhere = JSON.stringify([
      store.getState(),
      actionLog.entries(),
      written,
      services.session.keys().map((k) => services.session.get(k)),
    ]);
    expect(everywhere).not.toContain(card.cardNumber);
    expect(everywhere).not.toContain('"737"');
    expect(actionLog.entries().some((e) => e.type === paymentsActions.methodSubmitted.type)).toBe(true);
    expect(problems).toEqual([]);
  });
});
