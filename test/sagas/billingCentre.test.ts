import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import { push } from 'connected-react-router';
import { addMethod, loadBilling, previewPlan, removeMethod, submitAutopay, submitPlanChange } from '../../sagas/billing';
import { appActions } from '../../src/shell/catalogue';
import { billingActions } from '../../src/billing/catalogue';
import { billingReducer, initialBillingState } from '../../src/billing/slice';
import { authReducer, initialAuthState } from '../../src/auth/slice';
import { stepUpHeader } from '../../src/contract/profile';
import { redactAction } from '../../src/bus/redact';
import { fakeServices, fail, ok } from '../support/fakeServices';
import { demoBillingAccount } from '../support/demo';

const reducer = combineReducers({ billing: billingReducer, auth: authReducer });
const signedIn = { auth: { ...initialAuthState, status: 'signedIn' as const, loginId: 'mutual.customer' } };
const account = {
  accountNumber: 'N4820015',
  side: 'mutual',
  balanceCents: 26145,
  amountDueCents: 26145,
  dueDate: '2026-12-01',
  autopay: null,
  policies: [
    {
      policyNumber: 'C4M7X2-1001',
      lineOfBusiness: 'auto',
      plan: 'monthly',
      amountDueCents: 26145,
      amountDueLines: [],
      nextInstallment: null,
      escrowMortgagee: null,
    },
  ],
};
const statement = {
  statementId: 'ST-N4820015-2026-10',
  accountNumber: 'N4820015',
  periodStart: '2026-10-01',
  periodEnd: '2026-11-01',
  dueDate: '2026-11-01',
};
const method = { methodId: 'PM-1', kind: 'card', label: 'Visa', lastFour: '1111', holderName: 'Daniel R Whitaker', expiry: '12/39' };
const schedule = {
  policyNumber: 'C4M7X2-1001',
  currentPlan: 'monthly',
  plan: 'semiannual',
  discountCents: 6000,
  totalCents: 114000,
  installments: [{ dueDate: '2027-05-01', amountCents: 114000, feeCents: 0, discountCents: 6000 }],
};
const card = {
  kind: 'card',
  cardNumber: '4111111111111111',
  expiry: '12/39',
  securityCode: '737',
  holderName: 'Daniel R Whitaker',
} as const;
const viewed = (route: string) => appActions.pageViewed({ route, page: 'Billing', category: 'billing', path: '/billing', hasHash: false });

describe('the account landing', () => {
  it('loads the billing accounts, so the landing shows what is due', async () => {
    const due = demoBillingAccount();
    const services = fakeServices({ gateway: () => ok({ accounts: [due] }) });
    const { storeState } = await expectSaga(loadBilling, services, viewed('account'))
      .withReducer(reducer, { ...signedIn } as never)
      .put(billingActions.accountsLoaded({ accounts: [due] }))
      .run();
    expect(services.sent.map((s) => s.name)).toEqual(['billingAccounts']);
    expect(storeState.billing.status).toBe('loaded');
  });
});

describe('statements', () => {
  it('loads the statements and then short-lived links to their PDFs (the links are never cached)', async () => {
    const services = fakeServices({
      gateway: (e) =>
        e.name === 'billingAccounts'
          ? ok({ accounts: [account] })
          : e.name === 'billingStatements'
            ? ok({ statements: [statement] })
            : ok({
                links: [
                  {
                    statementId: statement.statementId,
                    url: '/api/billing/statements/download?token=t',
                    expiresAt: '2026-11-22T10:00:00Z',
                  },
                ],
              }),
    });
    const { storeState } = await expectSaga(loadBilling, services, viewed('billingStatements'))
      .withReducer(reducer, { ...signedIn } as never)
      .put(billingActions.statementsLoaded({ statements: [statement] as never }))
      .run();
    expect(storeState.billing.statements.links).toEqual({ [statement.statementId]: '/api/billing/statements/download?token=t' });
    expect(services.sent.map((s) => s.name)).toEqual(['billingAccounts', 'billingStatements', 'billingStatementLinks']);
    expect(services.sent[2]?.request.body).toEqual({ statementIds: [statement.statementId] });
  });

  it('reports a failed statements call', async () => {
    const services = fakeServices({
      gateway: (e) => (e.name === 'billingAccounts' ? ok({ accounts: [account] }) : fail(500, 'internal_error', 'broken')),
    });
    await expectSaga(loadBilling, services, viewed('billingStatements'))
      .withReducer(reducer, { ...signedIn } as never)
      .put(billingActions.statementsLoadFailed({ message: 'broken' }))
      .run();
  });
});

describe('saved payment methods', () => {
  const grant = { grant: 'step-up-grant-1', expiresAt: '2026-11-27T12:05:00.000Z' };
  const password = 'Portal-Demo-2026!';

  it('proves who asks, tokenizes the typed card, saves only the token with the step-up grant, and forgets cached queries', async () => {
    const services = fakeServices({
      gateway: (e) =>
        e.name === 'proveIdentity' ? ok(grant) : e.name === 'tokenizePaymentMethod' ? ok({ token: 'tok_1', method }) : ok(method),
    });
    services.queries.set('stale', 1);
    const add = billingActions.methodAddRequested({ details: card, currentPassword: password });
    const { storeState } = await expectSaga(addMethod, services, add)
      .withReducer(reducer, { ...signedIn } as never)
      .put(billingActions.methodSaved({ method: method as never }))
      .run();
    expect(services.sent.map((s) => s.name)).toEqual(['proveIdentity', 'tokenizePaymentMethod', 'savePaymentMethod']);
    expect(services.sent[0]?.request.body).toEqual({ password });
    expect(services.sent[2]?.request.body).toEqual({ token: 'tok_1' });
    expect(services.sent[2]?.request.headers).toEqual({ [stepUpHeader]: grant.grant });
    expect(services.queries.get('stale')).toBeUndefined();
    expect(JSON.stringify(storeState)).not.toContain(card.cardNumber);
    // The command that carries the numbers and the password is masked in the log.
    const logged = JSON.stringify(redactAction(add));
    expect(logged).not.toContain(card.cardNumber);
    expect(logged).not.toContain(password);
  });

  it('sends no card anywhere when the current password is wrong, and says so at the form', async () => {
    const services = fakeServices({
      gateway: () => fail(400, 'proof_incorrect', 'That password or security code is not right. Please try again.'),
    });
    const { storeState } = await expectSaga(
      addMethod,
      services,
      billingActions.methodAddRequested({ details: card, currentPassword: 'wrong' }),
    )
      .withReducer(reducer, { ...signedIn } as never)
      .put(billingActions.methodSaveFailed({ message: 'That password or security code is not right. Please try again.' }))
      .run();
    expect(services.sent.map((s) => s.name)).toEqual(['proveIdentity']);
    expect(storeState.billing.methods.adding).toBe(false);
  });

  it("keeps the form's error when the tokenization call refuses the card", async () => {
    const services = fakeServices({
      gateway: (e) => (e.name === 'proveIdentity' ? ok(grant) : fail(400, 'bad_request', 'Please enter a valid card number')),
    });
    const { storeState } = await expectSaga(
      addMethod,
      services,
      billingActions.methodAddRequested({ details: card, currentPassword: password }),
    )
      .withReducer(reducer, { ...signedIn } as never)
      .put(billingActions.methodSaveFailed({ message: 'Please enter a valid card number' }))
      .run();
    expect(storeState.billing.methods.addError).toBe('Please enter a valid card number');
    expect(services.sent.map((s) => s.name)).toEqual(['proveIdentity', 'tokenizePaymentMethod']);
  });

  it('removes a method with the step-up grant, or says why not', async () => {
    const removing = fakeServices({ gateway: (e) => (e.name === 'proveIdentity' ? ok(grant) : ok({ methodId: 'PM-1' })) });
    await expectSaga(removeMethod, removing, billingActions.methodRemoveRequested({ methodId: 'PM-1', currentPassword: password }))
      .put(billingActions.methodRemoved({ methodId: 'PM-1' }))
      .run();
    expect(removing.sent[1]?.request.headers).toEqual({ [stepUpHeader]: grant.grant });
    await expectSaga(
      removeMethod,
      fakeServices({ gateway: (e) => (e.name === 'proveIdentity' ? ok(grant) : fail(409, 'method_in_autopay', 'in use')) }),
      billingActions.methodRemoveRequested({ methodId: 'PM-1', currentPassword: password }),
    )
      .put(billingActions.methodRemoveFailed({ methodId: 'PM-1', message: 'in use' }))
      .run();
    const wrong = fakeServices({ gateway: () => fail(400, 'proof_incorrect', 'not right') });
    await expectSaga(removeMethod, wrong, billingActions.methodRemoveRequested({ methodId: 'PM-1', currentPassword: 'x' }))
      .put(billingActions.methodRemoveFailed({ methodId: 'PM-1', message: 'not right' }))
      .run();
    expect(wrong.sent.map((s) => s.name)).toEqual(['proveIdentity']);
  });
});

describe('automatic payments', () => {
  const chosen = (methodId: string | null) => ({
    ...signedIn,
    billing: {
      ...initialBillingState,
      accounts: [account],
      autopay: { choice: { accountNumber: 'N4820015', methodId }, busy: true, error: null, outcome: null, intent: null },
    },
  });

  it('enrolls the chosen account with the chosen method, then shows the confirmation', async () => {
    const services = fakeServices({ gateway: () => ok({ accountNumber: 'N4820015', method }) });
    const { storeState } = await expectSaga(submitAutopay, services)
      .withReducer(reducer, chosen('PM-1') as never)
      .put(billingActions.autopayChanged({ accountNumber: 'N4820015', method } as never))
      .put(push('/billing/autopay/confirmation'))
      .run();
    expect(services.sent[0]).toMatchObject({
      name: 'enrollAutopay',
      request: { params: { accountNumber: 'N4820015' }, body: { methodId: 'PM-1' } },
    });
    expect(storeState.billing.accounts[0]?.autopay).toEqual({ methodId: 'PM-1', kind: 'card', label: 'Visa', lastFour: '1111' });
  });

  it('cancels when no method was chosen', async () => {
    const services = fakeServices({ gateway: () => ok({ accountNumber: 'N4820015', method: null }) });
    await expectSaga(submitAutopay, services)
      .withReducer(reducer, chosen(null) as never)
      .put(billingActions.autopayChanged({ accountNumber: 'N4820015', method: null } as never))
      .run();
    expect(services.sent[0]?.name).toBe('cancelAutopay');
  });

  it('stays on review with the error when the change fails', async () => {
    const services = fakeServices({ gateway: () => 'network-failure' });
    const { storeState } = await expectSaga(submitAutopay, services)
      .withReducer(reducer, chosen('PM-1') as never)
      .put(
        billingActions.autopayChangeFailed({
          key: 'id-1',
          failure: 'technical',
          status: null,
          message: 'The gateway could not be reached.',
        }),
      )
      .not.put(push('/billing/autopay/confirmation'))
      .run();
    expect(storeState.billing.autopay.choice).toEqual({ accountNumber: 'N4820015', methodId: 'PM-1' });
  });
});

describe('payment plan change', () => {
  it('previews the chosen plan and moves to the review step', async () => {
    const services = fakeServices({ gateway: () => ok(schedule) });
    const { storeState } = await expectSaga(
      previewPlan,
      services,
      billingActions.paymentPlanSelected({ policyNumber: 'C4M7X2-1001', plan: 'semiannual' }),
    )
      .withReducer(reducer, { ...signedIn } as never)
      .put(billingActions.paymentPlanPreviewed({ schedule } as never))
      .put(push('/billing/change-payment-plan/C4M7X2-1001/review-payment-plan'))
      .run();
    expect(services.sent[0]).toMatchObject({
      name: 'previewPaymentPlan',
      request: { params: { policyNumber: 'C4M7X2-1001' }, body: { plan: 'semiannual' } },
    });
    expect(storeState.billing.planChange.preview?.discountCents).toBe(6000);
  });

  it("changes the plan on confirmation and updates the policy's plan", async () => {
    const state = {
      ...signedIn,
      billing: {
        ...initialBillingState,
        accounts: [account],
        planChange: {
          choice: { policyNumber: 'C4M7X2-1001', plan: 'semiannual' },
          busy: true,
          error: null,
          outcome: null,
          intent: null,
          preview: schedule,
        },
      },
    };
    const { storeState } = await expectSaga(submitPlanChange, fakeServices({ gateway: () => ok(schedule) }))
      .withReducer(reducer, state as never)
      .put(billingActions.paymentPlanChanged({ schedule } as never))
      .put(push('/billing/change-payment-plan/C4M7X2-1001/confirmation-payment-plan'))
      .run();
    expect(storeState.billing.accounts[0]?.policies[0]?.plan).toBe('semiannual');
  });

  it('reports a refused change without leaving the review step', async () => {
    const state = {
      ...signedIn,
      billing: {
        ...initialBillingState,
        planChange: {
          choice: { policyNumber: 'C4M7X2-1001', plan: 'monthly' },
          busy: true,
          error: null,
          outcome: null,
          intent: null,
          preview: schedule,
        },
      },
    };
    await expectSaga(submitPlanChange, fakeServices({ gateway: () => fail(400, 'bad_request', 'same plan') }))
      .withReducer(reducer, state as never)
      .put(billingActions.paymentPlanChangeFailed({ key: 'id-1', failure: 'rejected', status: 400, message: 'same plan' }))
      .not.put.actionType('@@router/CALL_HISTORY_METHOD')
      .run();
  });
});
