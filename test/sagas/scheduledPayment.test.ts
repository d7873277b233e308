import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import { push } from 'connected-react-router';
import { submitPaymentSaga } from '../../sagas/payments';
import { editScheduledPayment, loadScheduledPayments } from '../../sagas/billing';
import { billingActions } from '../../src/billing/catalogue';
import { paymentsActions } from '../../src/payments/catalogue';
import { paymentsReducer, initialPaymentsState, type PaymentsState } from '../../src/payments/slice';
import { billingReducer, initialBillingState } from '../../src/billing/slice';
import { flagsReducer, initialFlagsState } from '../../src/flags/slice';
import { apiActions } from '../../src/api/catalogue';
import { fakeServices, fail, ok } from '../support/fakeServices';

// Paying on a later date: the verification step's choice sends the payment to the schedule call (with the intent's one
// key) instead of taking it now, and the confirmation shows the scheduled payment; a refused date says the gateway's words.

const reducer = combineReducers({ payments: paymentsReducer, billing: billingReducer, flags: flagsReducer });
const method = { kind: 'card' as const, label: 'Visa', lastFour: '1111', holderName: 'Daniel Whitaker', expiry: '12/39' };
const scheduled = {
  scheduledPaymentId: 'sp-1',
  accountNumber: 'N4820015',
  amountCents: 2500,
  policies: null,
  payOn: '2026-12-04',
  method,
  status: 'scheduled',
  reason: null,
  confirmationNumber: null,
  changeable: true,
};
const ready: PaymentsState = {
  ...initialPaymentsState,
  accountNumber: 'N4820015',
  side: 'mutual',
  amountCents: 2500,
  method: { token: 'tok_1', summary: method },
  payOn: '2026-12-04',
};
/** A payment taken now, as the gateway answers it. */
const receipt = {
  confirmationNumber: 'CM0123456789',
  accountNumber: 'N4820015',
  amountCents: 2500,
  method,
  postedOn: '2026-11-22',
  remainingBalanceCents: 0,
};
const state = (payments: PaymentsState = ready) => ({ payments, billing: initialBillingState, flags: initialFlagsState });

describe('scheduling a payment from the verification step', () => {
  it('schedules the payment for the date chosen with one key, and confirms it as scheduled (no money taken now)', async () => {
    const services = fakeServices({ gateway: () => ok(scheduled) });
    const { storeState } = await expectSaga(submitPaymentSaga, services)
      .withReducer(reducer, state())
      .put(
        paymentsActions.paymentIntentCreated({
          key: 'id-1',
          accountNumber: 'N4820015' as never,
          amountCents: 2500,
          token: 'tok_1',
          payOn: '2026-12-04' as never,
        }),
      )
      .put(apiActions.callSucceeded({ actionName: 'schedulePayment', key: 'id-1' }))
      .put(paymentsActions.paymentScheduled({ key: 'id-1', scheduled: scheduled as never }))
      .put(push('/billing/makeapayment/confirmation'))
      .run();
    expect(services.sent).toEqual([
      {
        name: 'schedulePayment',
        request: {
          params: undefined,
          body: { accountNumber: 'N4820015', amountCents: 2500, token: 'tok_1', payOn: '2026-12-04' },
          idempotencyKey: 'id-1',
        },
      },
    ]);
    expect(storeState.payments.scheduled).toEqual(scheduled);
    expect(storeState.payments.receipt).toBeNull();
  });

  it('shows the refusal of a date in the gateway’s words and ends the intent', async () => {
    const refusal = 'Please choose a date no later than the due date of 12/05/2026';
    const services = fakeServices({ gateway: () => fail(400, 'bad_request', refusal) });
    const { storeState } = await expectSaga(submitPaymentSaga, services)
      .withReducer(reducer, state())
      .put.like({ action: { type: paymentsActions.paymentFailed.type, payload: { failure: 'rejected', message: refusal } } })
      .run();
    expect(storeState.payments.scheduled).toBeNull();
    expect(storeState.payments.intent).toBeNull();
    expect(storeState.payments.failure).toEqual({ kind: 'rejected', message: refusal });
  });

  it('pays now when no later date was chosen', async () => {
    const services = fakeServices({ gateway: () => ok(receipt) });
    await expectSaga(submitPaymentSaga, services)
      .withReducer(reducer, state({ ...ready, payOn: null }))
      .run();
    expect(services.sent.map((s) => s.name)).toEqual(['submitPayment']);
  });

  it('never schedules for a guest (a guest pays now)', async () => {
    const services = fakeServices({ gateway: () => ok(receipt) });
    await expectSaga(submitPaymentSaga, services)
      .withReducer(reducer, state({ ...ready, guestGrant: 'grant' }))
      .run();
    expect(services.sent.map((s) => s.name)).toEqual(['submitPayment']);
  });
});

describe('changing and cancelling in the billing centre', () => {
  const billingOnly = combineReducers({ billing: billingReducer });
  const listed = {
    ...initialBillingState,
    scheduled: { ...initialBillingState.scheduled, status: 'loaded' as const, items: [scheduled as never] },
  };

  it('cancels with one key and shows the payment cancelled', async () => {
    const cancelled = { ...scheduled, status: 'cancelled', changeable: false };
    const services = fakeServices({ gateway: () => ok(cancelled) });
    const request = billingActions.scheduledPaymentEditRequested({ action: 'cancel', scheduledPaymentId: 'sp-1' });
    const { storeState } = await expectSaga(editScheduledPayment, services, request)
      .withReducer(billingOnly, { billing: listed })
      .put(billingActions.scheduledPaymentIntentCreated({ action: 'cancel', scheduledPaymentId: 'sp-1', key: 'id-1' }))
      .put(billingActions.scheduledPaymentCancelled({ scheduled: cancelled as never }))
      .run();
    expect(services.sent).toEqual([
      { name: 'cancelScheduledPayment', request: { params: { scheduledPaymentId: 'sp-1' }, body: undefined, idempotencyKey: 'id-1' } },
    ]);
    expect(storeState.billing.scheduled.items).toEqual([cancelled]);
    expect(storeState.billing.scheduled.done).toBe('cancelled');
  });

  it('changes the amount, date and saved method, and says why when the gateway refuses', async () => {
    const refusal = 'This scheduled payment can no longer be changed: it has been paid or cancelled, or it runs today.';
    const services = fakeServices({ gateway: () => fail(409, 'not_changeable', refusal) });
    const request = billingActions.scheduledPaymentEditRequested({
      action: 'change',
      scheduledPaymentId: 'sp-1',
      amountCents: 3000,
      payOn: '2026-12-05' as never,
      methodId: 'PM-1',
    });
    const { storeState } = await expectSaga(editScheduledPayment, services, request)
      .withReducer(billingOnly, { billing: listed })
      .put.like({
        action: { type: billingActions.scheduledPaymentEditFailed.type, payload: { scheduledPaymentId: 'sp-1', message: refusal } },
      })
      .run();
    expect(services.sent).toEqual([
      {
        name: 'changeScheduledPayment',
        request: {
          params: { scheduledPaymentId: 'sp-1' },
          body: { amountCents: 3000, payOn: '2026-12-05', methodId: 'PM-1' },
          idempotencyKey: 'id-1',
        },
      },
    ]);
    expect(storeState.billing.scheduled.failure).toEqual({ scheduledPaymentId: 'sp-1', message: refusal });
    expect(storeState.billing.scheduled.items).toEqual([scheduled]);
  });

  it('loads the scheduled payments for the billing centre', async () => {
    const services = fakeServices({ gateway: () => ok({ scheduledPayments: [scheduled] }) });
    const { storeState } = await expectSaga(loadScheduledPayments, services)
      .withReducer(billingOnly, { billing: initialBillingState })
      .put(billingActions.scheduledPaymentsLoaded({ scheduledPayments: [scheduled as never] }))
      .run();
    expect(storeState.billing.scheduled.status).toBe('loaded');
  });
});
