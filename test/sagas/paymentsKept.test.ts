import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import { keptOf, paymentsSaga, resumePayment, startOf } from '../../sagas/payments';
import { appActions } from '../../src/shell/catalogue';
import { guestPayActions } from '../../src/guestPay/catalogue';
import { authActions } from '../../src/auth/catalogue';
import { paymentsActions, type KeptPayment } from '../../src/payments/catalogue';
import { paymentsReducer, initialPaymentsState, type PaymentsState } from '../../src/payments/slice';
import { billingReducer, initialBillingState } from '../../src/billing/slice';
import { flagsReducer, initialFlagsState } from '../../src/flags/slice';
import { storageKeys } from '../../config/product';
import { fakeServices } from '../support/fakeServices';
import { authSaga } from '../../sagas/auth';
import { paymentPageAt } from '../support/paymentPages';

// Back and a reload lose nothing of a payment in progress: the tab's session keeps it (never a number).

// The router's state as connected-react-router leaves it: how the page was reached (PUSH, POP on Back or a reload).
const router = (state: { action: string } = { action: 'PUSH' }) => state;
const reducer = combineReducers({ payments: paymentsReducer, billing: billingReducer, flags: flagsReducer, router });
const method = { kind: 'card' as const, label: 'Visa', lastFour: '1111', holderName: 'Daniel Whitaker', expiry: '12/39' };
const receipt = {
  confirmationNumber: 'CM0123456789',
  accountNumber: 'N4820015',
  amountCents: 1000,
  method,
  postedOn: '2026-11-22',
  remainingBalanceCents: 33575,
};
const typed: PaymentsState = {
  ...initialPaymentsState,
  accountNumber: 'N4820015',
  side: 'mutual',
  amountCents: 1000,
  method: { token: 'tok_1', summary: method },
};
const start = (payments: PaymentsState = initialPaymentsState, arrived = { action: 'PUSH' }) => ({
  payments,
  billing: initialBillingState,
  flags: initialFlagsState,
  router: arrived,
});
const view = (path: string) =>
  appActions.pageViewed({ route: 'makeAPayment', page: 'Make a payment', category: 'billing', path, hasHash: false });
const kept = (services: ReturnType<typeof fakeServices>) => services.session.get(storageKeys.paymentInProgress);

describe('a payment in progress, kept in the tab', () => {
  it('keeps the amount and the method token after each step, never the card number or security code', async () => {
    const services = fakeServices();
    await expectSaga(paymentsSaga, services)
      .withReducer(reducer, start())
      .dispatch(paymentsActions.amountSubmitted({ accountNumber: 'N4820015' as never, side: 'mutual', amountCents: 1000 }))
      .dispatch(
        paymentsActions.methodSubmitted({
          details: { kind: 'card', cardNumber: '4111111111111111', expiry: '12/39', securityCode: '737', holderName: 'Daniel Whitaker' },
        }),
      )
      .dispatch(paymentsActions.methodTokenized({ token: 'tok_1', method }))
      .silentRun(50);
    const stored = kept(services)!;
    expect(JSON.parse(stored)).toMatchObject({ accountNumber: 'N4820015', amountCents: 1000, method: { token: 'tok_1', summary: method } });
    expect(stored).not.toContain('4111111111111111');
    expect(stored).not.toContain('737');
  });

  it('brings the payment back after a reload, before any page asks for it', async () => {
    const services = fakeServices();
    services.session.set(storageKeys.paymentInProgress, JSON.stringify(keptOf(typed)));
    const { storeState } = await expectSaga(resumePayment, services)
      .withReducer(reducer, start())
      .put(paymentsActions.paymentResumed(keptOf(typed) as KeptPayment))
      .run();
    expect(storeState.payments).toMatchObject({ accountNumber: 'N4820015', amountCents: 1000, method: { token: 'tok_1' } });
  });

  it('keeps a payment scheduled for a later date, so its confirmation comes back after a reload', async () => {
    const services = fakeServices();
    const scheduled = {
      scheduledPaymentId: 'sp-1',
      accountNumber: 'N4820015' as never,
      amountCents: 1000,
      policies: null,
      payOn: '2026-12-04',
      method,
      status: 'scheduled' as const,
      reason: null,
      confirmationNumber: null,
      changeable: true,
    };
    await expectSaga(paymentsSaga, services)
      .withReducer(reducer, start(typed))
      .dispatch(paymentsActions.paymentScheduled({ key: 'k-1', scheduled }))
      .silentRun(50);
    expect(JSON.parse(kept(services)!)).toMatchObject({ scheduled });
    const { storeState } = await expectSaga(resumePayment, services).withReducer(reducer, start()).run();
    expect(storeState.payments.scheduled).toEqual(scheduled);
  });

  it('ignores a kept value that is not a payment', async () => {
    const services = fakeServices();
    services.session.set(storageKeys.paymentInProgress, '{"amountCents":"lots"}');
    const { storeState } = await expectSaga(resumePayment, services).withReducer(reducer, start()).run();
    expect(storeState.payments).toEqual(initialPaymentsState);
  });

  it('Back (or a reload) to the first step continues the payment with the amount typed; a link to it starts afresh', async () => {
    const back = await expectSaga(paymentsSaga, fakeServices())
      .withReducer(reducer, start(typed, { action: 'POP' }))
      .dispatch(view('/billing/makeapayment'))
      .silentRun(50);
    expect(back.storeState.payments.amountCents).toBe(1000);
    expect(back.storeState.payments.method?.token).toBe('tok_1');
    const link = await expectSaga(paymentsSaga, fakeServices())
      .withReducer(reducer, start(typed, { action: 'PUSH' }))
      .dispatch(view('/billing/makeapayment'))
      .silentRun(50);
    expect(link.storeState.payments.amountCents).toBeNull();
  });

  it('a finished payment is not continued by Back: the start address begins a new one', () => {
    expect(startOf(paymentPageAt('/billing/makeapayment'), { ...typed, receipt: receipt as never }, true)).toEqual({
      accountNumber: null,
      door: 'account',
    });
  });

  it("keeps only a guest's confirmation: never the guest's grant", async () => {
    const services = fakeServices();
    await expectSaga(paymentsSaga, services)
      .withReducer(reducer, start())
      .dispatch(
        guestPayActions.billFound({
          grant: 'grant-secret',
          accountNumber: 'N4820015' as never,
          side: 'mutual',
          expiresAt: '2026-11-22T17:00:00Z',
          amountDueCents: 34575,
          dueDate: '2026-12-01' as never,
        }),
      )
      .dispatch(paymentsActions.amountSubmitted({ accountNumber: 'N4820015' as never, side: 'mutual', amountCents: 1000 }))
      .silentRun(50);
    expect(kept(services)).toBeNull();
    await expectSaga(paymentsSaga, services)
      .withReducer(reducer, start({ ...typed, guestGrant: 'grant-secret' }))
      .dispatch(paymentsActions.paymentSubmitted({ key: 'k', receipt: receipt as never }))
      .silentRun(50);
    const stored = kept(services)!;
    expect(stored).not.toContain('grant-secret');
    expect(stored).not.toContain('tok_1');
    expect(JSON.parse(stored).receipt.confirmationNumber).toBe('CM0123456789');
  });

  it('forgets the payment when the customer signs out', async () => {
    const services = fakeServices();
    services.session.set(storageKeys.paymentInProgress, JSON.stringify(keptOf(typed)));
    await expectSaga(paymentsSaga, services)
      .withReducer(reducer, start())
      .dispatch(authActions.signedOut({ reason: 'customer' }))
      .silentRun(50);
    expect(kept(services)).toBeNull();
  });

  it('forgets it at a sign-out in a page load where the payments area never started', async () => {
    const services = fakeServices();
    services.session.set(storageKeys.paymentInProgress, JSON.stringify(keptOf(typed)));
    await expectSaga(authSaga, services)
      .dispatch(authActions.signedOut({ reason: 'expired' }))
      .silentRun(50);
    expect(kept(services)).toBeNull();
  });

  it("brings the payment back as its area starts, never before (the area's slice joins the state there)", async () => {
    const services = fakeServices();
    services.session.set(storageKeys.paymentInProgress, JSON.stringify(keptOf(typed)));
    await expectSaga(paymentsSaga, services)
      .withReducer(reducer, start())
      .dispatch(appActions.started({ appVersion: '1', visitId: 'visit-1' }))
      .not.put.actionType(paymentsActions.paymentResumed.type)
      .silentRun(30);
    const { storeState } = await expectSaga(paymentsSaga, services)
      .withReducer(reducer, start())
      .dispatch(appActions.domainsStarted({ domains: ['policies', 'payments'] }))
      .put.actionType(paymentsActions.paymentResumed.type)
      .silentRun(50);
    expect(storeState.payments).toMatchObject({ accountNumber: 'N4820015', amountCents: 1000 });
  });
});
