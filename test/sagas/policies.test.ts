import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import { loadPolicyBilling, loadPolicyDetails } from '../../sagas/policies';
import { policiesReducer, type PoliciesState } from '../../src/policies/slice';
import { findExpressId, emailCards, loadIdCards, showIdCards } from '../../sagas/idCards';
import { appActions } from '../../src/shell/catalogue';
import { tabsOf } from '../../src/policies/routes';
import { loadDocuments } from '../../sagas/documents';
import { policiesActions } from '../../src/policies/catalogue';
import { idCardsActions } from '../../src/idCards/catalogue';
import { documentsActions } from '../../src/documents/catalogue';
import { analyticsReducer, type DataLayer } from '../../src/analytics/slice';
import { errorCatalogue } from '../../src/validation/messages';
import { fail, fakeServices, ok } from '../support/fakeServices';
import { demoPolicies } from '../support/demo';
import { initialFlagsState } from '../../src/flags/slice';

const walletFlag = (value: 'true' | 'false') => ({
  ...initialFlagsState,
  config: { ...initialFlagsState.config, flags: { ...initialFlagsState.config.flags, AppleWallet: value } },
});

const summary = demoPolicies[0]!;
const details = {
  summary,
  namedInsureds: ['Maria Lopez'],
  coverages: [],
  discounts: [],
  vehicles: [],
  drivers: [],
  property: null,
  mortgagees: [],
  watercraft: [],
  life: null,
};
const card = {
  cardId: 'idcard-V1',
  policyNumber: summary.policyNumber,
  lineOfBusiness: 'auto',
  vehicle: '2021 Toyota Camry',
  vin: '4T1G11AK5MU512348',
  effectiveDate: '2026-09-01',
  expirationDate: '2027-03-01',
};
const link = { documentId: 'idcard-V1', url: '/api/documents/download?token=a.b', expiresAt: '2026-11-22T15:10:00.000Z' };

describe('policy details', () => {
  it('loads a policy, records it in the analytics policy group, and keeps its details', async () => {
    const services = fakeServices({ gateway: () => ok(details) });
    const { storeState } = await expectSaga(loadPolicyDetails, services, summary.policyNumber)
      .withReducer(combineReducers({ analytics: analyticsReducer }))
      .put(policiesActions.policyViewed({ policyNumber: summary.policyNumber }))
      .put(policiesActions.detailsLoaded({ details: details as never }))
      .run();
    expect((storeState.analytics as DataLayer).policy.policyNumber).toBe(summary.policyNumber);
    expect(services.sent.map((s) => s.name)).toEqual(['policyDetails']);
  });

  it('does not ask the gateway about a malformed policy number', async () => {
    const services = fakeServices();
    await expectSaga(loadPolicyDetails, services, 'NOT-A-NUMBER')
      .put(policiesActions.detailsNotFound({ policyNumber: 'NOT-A-NUMBER' }))
      .run();
    expect(services.sent).toEqual([]);
  });

  it('turns a 404 into not found and other failures into a load failure', async () => {
    await expectSaga(
      loadPolicyDetails,
      fakeServices({ gateway: () => fail(404, 'not_found', 'We could not find that policy.') }),
      summary.policyNumber,
    )
      .put(policiesActions.detailsNotFound({ policyNumber: summary.policyNumber }))
      .run();
    await expectSaga(loadPolicyDetails, fakeServices({ gateway: () => 'network-failure' }), summary.policyNumber)
      .put(policiesActions.detailsLoadFailed({ policyNumber: summary.policyNumber, message: 'The gateway could not be reached.' }))
      .run();
  });
});

describe('what a policy is billed', () => {
  const paymentPlans = {
    policyNumber: summary.policyNumber,
    currentPlan: 'monthly',
    upcoming: [{ dueDate: '2026-12-01', amountCents: 19743, feeCents: 500, discountCents: 0 }],
    options: [{ plan: 'annual', installmentCount: 1, firstInstallmentCents: 98715, feeCents: 0, discountCents: 0, totalCents: 98715 }],
  };
  const balance = {
    policyNumber: 'R2T9K4-3003',
    accountNumber: 'N5093327',
    balanceCents: 16800,
    amountDueCents: 16800,
    dueDate: '2026-11-01',
    nextInstallment: null,
  };

  it('loads the payment plans of a policy, and nothing about renters for another line', async () => {
    const services = fakeServices({ gateway: () => ok(paymentPlans) });
    const { storeState } = await expectSaga(loadPolicyBilling, services, details as never)
      .withReducer(combineReducers({ policies: policiesReducer }))
      .put(policiesActions.paymentPlansLoaded({ paymentPlans: paymentPlans as never }))
      .run();
    expect(services.sent.map((s) => [s.name, s.request.params])).toEqual([['policyPaymentPlans', { policyNumber: summary.policyNumber }]]);
    expect((storeState.policies as PoliciesState).paymentPlans[summary.policyNumber]?.currentPlan).toBe('monthly');
  });

  it("loads a renters policy's balance with its payment plans, and records a failure", async () => {
    const renters = { ...details, summary: { ...summary, policyNumber: 'R2T9K4-3003', lineOfBusiness: 'renters' } };
    const services = fakeServices({
      gateway: (endpoint) => (endpoint.name === 'rentersBalance' ? ok(balance) : fail(503, 'unavailable', 'Try later')),
    });
    const { storeState } = await expectSaga(loadPolicyBilling, services, renters as never)
      .withReducer(combineReducers({ policies: policiesReducer }))
      .put(policiesActions.rentersBalanceLoaded({ balance: balance as never }))
      .put(policiesActions.policyBillingLoadFailed({ policyNumber: 'R2T9K4-3003', message: 'Try later' }))
      .run();
    expect(services.sent.map((s) => s.name).sort()).toEqual(['policyPaymentPlans', 'rentersBalance']);
    expect((storeState.policies as PoliciesState).billingFailed['R2T9K4-3003']).toBe(true);
  });
});

describe('ID cards and documents', () => {
  it("loads a policy's cards and then a fresh link for each", async () => {
    const services = fakeServices({
      gateway: (endpoint) => (endpoint.name === 'documentLinks' ? ok({ links: [link] }) : ok({ cards: [card] })),
    });
    await expectSaga(loadIdCards, services, summary.policyNumber)
      .withState({ flags: walletFlag('false') })
      .put(idCardsActions.cardsLoaded({ scope: summary.policyNumber, cards: [card] as never }))
      .put(documentsActions.linksIssued({ links: [link] as never }))
      .run();
    expect(services.sent[1]?.request.body).toEqual({ documentIds: ['idcard-V1'] });
  });

  it("asks for each card's Apple Wallet pass too while the AppleWallet flag is on", async () => {
    const services = fakeServices({
      gateway: (endpoint) => (endpoint.name === 'documentLinks' ? ok({ links: [link] }) : ok({ cards: [card] })),
    });
    await expectSaga(loadIdCards, services, summary.policyNumber)
      .withState({ flags: walletFlag('true') })
      .run();
    expect(services.sent[1]?.request.body).toEqual({ documentIds: ['idcard-V1', 'wallet-V1'] });
  });

  it('loads the documents list; a failure is an event, not a crash', async () => {
    await expectSaga(loadDocuments, fakeServices({ gateway: () => fail(500, 'x', 'boom') }))
      .put(documentsActions.listLoadFailed({ message: 'boom' }))
      .run();
  });

  it("emails the cards with an idempotency key and shows the gateway's words on a refusal", async () => {
    const services = fakeServices({ gateway: () => ok({ sentTo: 'a@example.com' }) });
    await expectSaga(emailCards, services, idCardsActions.emailRequested({ policyNumber: summary.policyNumber, email: 'a@example.com' }))
      .put(idCardsActions.emailed({ policyNumber: summary.policyNumber, sentTo: 'a@example.com' }))
      .run();
    expect(services.sent[0]?.request.idempotencyKey).toBe('id-1');
    await expectSaga(
      emailCards,
      fakeServices({ gateway: () => fail(400, 'bad_request', 'Please choose one of the email addresses on your account') }),
      idCardsActions.emailRequested({ policyNumber: summary.policyNumber, email: 'x@example.com' }),
    )
      .put(
        idCardsActions.emailFailed({
          policyNumber: summary.policyNumber,
          message: 'Please choose one of the email addresses on your account',
        }),
      )
      .run();
  });

  it('answers express ID with the cards, or with the one refusal message; a server fault gets the general error', async () => {
    const request = idCardsActions.expressIdRequested({ policyNumber: summary.policyNumber, zip: '43221', dateOfBirth: '1978-04-12' });
    await expectSaga(findExpressId, fakeServices({ gateway: () => ok({ cards: [{ ...card, link }] }) }), request)
      .put(idCardsActions.expressIdFound({ cards: [{ ...card, link }] as never }))
      .run();
    await expectSaga(findExpressId, fakeServices({ gateway: () => fail(404, 'not_found', 'no match') }), request)
      .put(idCardsActions.expressIdRejected({ message: 'no match' }))
      .run();
    await expectSaga(findExpressId, fakeServices({ gateway: () => fail(500, 'internal', 'stack') }), request)
      .put(idCardsActions.expressIdRejected({ message: errorCatalogue.generalApi.body }))
      .run();
  });
});

describe('which tabs a policy has', () => {
  const idCardsView = (policyNumber: string) =>
    appActions.pageViewed({
      route: 'policyIdCards',
      page: 'Policy ID cards',
      category: 'policies',
      path: `/policies/${policyNumber}/id-cards`,
      hasHash: false,
    });
  const home = { ...details, summary: { ...summary, policyNumber: 'H7K2P9-2002', lineOfBusiness: 'home' } };
  const signedIn = { auth: { status: 'signedIn' } };

  it('offers ID cards to auto and motorcycle only, and no discounts to life', () => {
    expect(tabsOf('auto').map((t) => t.segment)).toEqual(['overview', 'coverages', 'discounts', 'documents', 'id-cards']);
    expect(tabsOf('motorcycle').map((t) => t.segment)).toContain('id-cards');
    for (const line of ['home', 'condo', 'renters', 'umbrella', 'marine'] as const)
      expect(tabsOf(line).map((t) => t.segment)).toEqual(['overview', 'coverages', 'discounts', 'documents']);
    expect(tabsOf('life').map((t) => t.segment)).toEqual(['overview', 'coverages', 'documents']);
  });

  it("never asks the gateway for a home policy's ID cards, even at a typed address", async () => {
    const services = fakeServices({ gateway: () => ok({ cards: [] }) });
    await expectSaga(showIdCards, services, idCardsView('H7K2P9-2002'))
      .withState({ ...signedIn, policies: { details: { 'H7K2P9-2002': home } } })
      .not.put.actionType(idCardsActions.cardsLoaded.type)
      .run();
    expect(services.sent).toEqual([]);
  });

  it('waits for the details of a policy not yet loaded, then asks for the cards of an auto policy only', async () => {
    const services = fakeServices({
      gateway: (endpoint) => (endpoint.name === 'documentLinks' ? ok({ links: [link] }) : ok({ cards: [card] })),
    });
    await expectSaga(showIdCards, services, idCardsView(summary.policyNumber))
      .withState({ ...signedIn, flags: walletFlag('false'), policies: { details: {} } })
      .dispatch(policiesActions.detailsLoaded({ details: details as never }))
      .put(idCardsActions.cardsLoaded({ scope: summary.policyNumber, cards: [card] as never }))
      .run();
    const homeServices = fakeServices();
    await expectSaga(showIdCards, homeServices, idCardsView('H7K2P9-2002'))
      .withState({ ...signedIn, policies: { details: {} } })
      .dispatch(policiesActions.detailsLoaded({ details: home as never }))
      .run();
    expect(homeServices.sent.map((s) => s.name)).not.toContain('idCards');
  });
});
