import { expectSaga } from 'redux-saga-test-plan';
import { push } from 'connected-react-router';
import { combineReducers } from 'redux';
import {
  changeCoverage,
  resumeFromSession,
  retrieve,
  sendQuoteByEmail,
  sendReferral,
  isEmailRequestOf,
  isReferralOf,
  startNewQuote,
  submitBindStep,
  submitSection,
} from '../../sagas/quoting';
import {
  lifeQuotingSaga,
  requestLifeQuote,
  resumeLifeQuoteFromSession,
  sendLifeQuoteByEmail,
  startApplication,
} from '../../sagas/lifeQuoting';
import { openEmailedLink } from '../../sagas/quoteLinks';
import { quotingActions } from '../../src/quoting/catalogue';
import { appActions } from '../../src/shell/catalogue';
import { lifeQuotingActions } from '../../src/lifeQuoting/catalogue';
import { quotingReducer, initialQuotingState } from '../../src/quoting/slice';
import { quotingAnalyticsReducer } from '../../src/analytics/quoteDataLayer';
import { lifeQuotingReducer } from '../../src/lifeQuoting/slice';
import { quoteKnockouts, bindKnockouts } from '../../config/rating/knockoutCodes';
import { lifeKnockoutReasons } from '../../config/rating/lifeKnockoutCodes';
import { storageKeys } from '../../config/product';
import type { Quote } from '../../src/contract/quoting';
import type { LifeQuote } from '../../src/contract/lifeQuoting';
import { fail, fakeServices, ok, type GatewayScript } from '../support/fakeServices';
import { checkLifeQuotingOutage } from '../../sagas/lifeQuoting';
import { flagsReducer } from '../../src/flags/slice';
import { flagsActions } from '../../src/flags/catalogue';
import { defaultRemoteConfig } from '../../src/flags/defaults';
import { redactAction } from '../../src/bus/redact';

const reducer = combineReducers({
  quoting: quotingReducer,
  // The quoting application's own data layer (the quote's group over the shell's).
  analytics: quotingAnalyticsReducer,
  lifeQuoting: lifeQuotingReducer,
  flags: flagsReducer,
});

const customer = { firstName: 'Alex', lastName: 'Rivera', dateOfBirth: '1980-06-15', email: 'alex@example.com', phone: '6145550142' };
const address = { line1: '12 High St', city: 'Columbus', state: 'OH', zip: '43215', effectiveDate: '2026-12-01' };
const rating = {
  coverages: [],
  discounts: [],
  lines: [{ line: 'auto', termMonths: 6, totalCents: 90000 }],
  totalCents: 90000,
  autoSegmentation: 'preferred',
  dwellingSegmentation: '',
  easOfferings: [],
};

const quote = (overrides: Partial<Quote> = {}): Quote => ({
  quoteId: 'q-1',
  jobNumber: 'Q100001',
  quoteType: 'auto',
  status: 'inProgress',
  sections: { customer },
  coverageChoices: {},
  rating: null,
  knockout: null,
  allowBind: false,
  expiresOn: '2026-12-22',
  policyNumber: null,
  ...overrides,
});
const withQuote = (q: Quote | null) => ({ quoting: { ...initialQuotingState, quote: q } });
const tokenHeader = { 'x-quote-token': 'secret-token' };
/** Services with the quote's access token kept in the session, as start and resume leave it. */
const servicesWithToken = (gateway: GatewayScript) => {
  const services = fakeServices({ gateway });
  services.session.set(storageKeys.quoting, JSON.stringify({ quoteId: 'q-1', accessToken: 'secret-token' }));
  return services;
};

const life = (overrides: Partial<LifeQuote> = {}): LifeQuote => ({
  quoteId: 'l-1',
  coverageAmountCents: 500_000_00,
  selectedTermYears: 20,
  expiresOn: '2026-12-27',
  applicationStarted: false,
  knockout: null,
  premiums: [{ termYears: 10, monthlyPremiumCents: 1500, annualPremiumCents: 17000 }],
  ...overrides,
});

describe('a quote section', () => {
  it('starts the quote with the customer section, keeps its access token in the session only, and goes on to the address', async () => {
    const services = fakeServices({ gateway: () => ok({ quote: quote(), accessToken: 'secret-token' }) });
    const { storeState } = await expectSaga(
      submitSection,
      services,
      quotingActions.sectionSubmitted({ quoteType: 'auto', section: 'customer', values: customer }),
    )
      .withReducer(reducer)
      .withState(reducer(undefined, { type: 'init' }))
      .put(quotingActions.quoteUpdated({ quote: quote() }))
      .put(push('/quoting/auto/address'))
      .run();
    expect(services.sent.map((s) => s.name)).toEqual(['quoteStart']);
    expect(JSON.parse(services.session.get(storageKeys.quoting)!)).toEqual({ quoteId: 'q-1', accessToken: 'secret-token' });
    expect(JSON.stringify(storeState)).not.toContain('secret-token');
    expect(storeState.analytics.quote).toMatchObject({
      quoteId: 'q-1',
      jobNumber: 'Q100001',
      quoteLOB: 'auto',
      sourceOfBusiness: 'online',
    });
  });

  it('saves a later section on the same quote and caches the base address in the session', async () => {
    const saved = quote({ sections: { customer, address } });
    const services = servicesWithToken(() => ok(saved));
    await expectSaga(submitSection, services, quotingActions.sectionSubmitted({ quoteType: 'auto', section: 'address', values: address }))
      .withState(withQuote(quote()))
      .put(push('/quoting/auto/driver'))
      .run();
    expect(services.sent[0]?.request.params).toEqual({ quoteId: 'q-1', section: 'address' });
    expect(services.sent[0]?.request.headers).toEqual(tokenHeader);
    expect(JSON.parse(services.session.get(storageKeys.quoteBaseAddress)!)).toEqual(address);
  });

  it('goes to the summary after the last section', async () => {
    const services = fakeServices({ gateway: () => ok(quote({ status: 'quoted', rating })) });
    await expectSaga(
      submitSection,
      services,
      quotingActions.sectionSubmitted({ quoteType: 'auto', section: 'discounts', values: { paperless: true, payInFull: false } }),
    )
      .withState(withQuote(quote()))
      .put(push('/quoting/auto/summary'))
      .run();
  });

  it('keeps the prospect on the step with the failure when the gateway refuses or cannot be reached', async () => {
    const services = fakeServices({ gateway: () => fail(400, 'bad_request', 'email: Please enter a valid email') });
    await expectSaga(submitSection, services, quotingActions.sectionSubmitted({ quoteType: 'auto', section: 'address', values: address }))
      .withState(withQuote(quote()))
      .put(quotingActions.requestFailed({ message: 'email: Please enter a valid email' }))
      .not.put.actionType('@@router/CALL_HISTORY_METHOD')
      .run();
  });

  it.each(Object.entries(quoteKnockouts))('routes the %s knockout to the call-to-continue screen and records it', async (code, reason) => {
    const knocked = quote({ status: 'knockedOut', knockout: { code, reason } });
    const services = fakeServices({ gateway: () => ok(knocked) });
    const { storeState } = await expectSaga(
      submitSection,
      services,
      quotingActions.sectionSubmitted({ quoteType: 'auto', section: 'priorInsurance', values: { hasPriorInsurance: false } }),
    )
      .withReducer(reducer)
      .withState({ ...reducer(undefined, { type: 'init' }), ...withQuote(quote()) })
      .put(quotingActions.quoteKnockedOut({ quoteId: 'q-1', quoteType: 'auto', stage: 'quote', code, reason }))
      .put(push('/quoting/auto/knockout'))
      .not.put(push('/quoting/auto/discounts'))
      .run();
    expect(storeState.analytics.quote.errorCodes).toBe(code);
    expect(storeState.analytics.log.logInfo).toBe(`quote knockout ${code}: ${reason}`);
    expect(storeState.quoting.knockout).toEqual({ code, reason, stage: 'quote' });
  });
});

describe('the summary', () => {
  it('re-rates with the changed coverage', async () => {
    const rated = quote({ status: 'quoted', rating: { ...rating, totalCents: 99000 }, coverageChoices: { 'auto.BI': '250/500' } });
    const services = servicesWithToken(() => ok(rated));
    await expectSaga(changeCoverage, services, quotingActions.coverageChanged({ coverageChoices: { 'auto.BI': '250/500' } }))
      .withState(withQuote(quote({ status: 'quoted', rating })))
      .put(quotingActions.quoteUpdated({ quote: rated }))
      .run();
    expect(services.sent[0]?.request.body).toEqual({ coverageChoices: { 'auto.BI': '250/500' } });
    expect(services.sent[0]?.request.headers).toEqual(tokenHeader);
  });
});

describe('bind online', () => {
  const bindable = quote({ status: 'quoted', rating, allowBind: true });

  it('goes to the next bind step after a clean step', async () => {
    const services = fakeServices({ gateway: () => ok(bindable) });
    await expectSaga(
      submitBindStep,
      services,
      quotingActions.bindStepSubmitted({ step: 'additionalInformation', answers: { priorCancelled: false } }),
    )
      .withState(withQuote(bindable))
      .put(push('/quoting/auto/bind/policy-owners'))
      .run();
  });

  it('binds after the last step and shows the confirmation', async () => {
    const policies = [
      {
        policyNumber: 'ABC123-4567',
        accountNumber: 'N1234567890',
        effectiveDate: '2026-12-01',
        premiumCents: 90000,
        lineOfBusiness: 'auto',
      },
    ];
    const boundQuote = { ...bindable, status: 'bound' as const, policyNumber: 'ABC123-4567' };
    const services = servicesWithToken((endpoint) => (endpoint.name === 'quoteBind' ? ok({ quote: boundQuote, policies }) : ok(bindable)));
    await expectSaga(
      submitBindStep,
      services,
      quotingActions.bindStepSubmitted({ step: 'vehicles', answers: { forProfit: false, garagedElsewhere: false } }),
    )
      .withState(withQuote(bindable))
      .put(quotingActions.bound({ policies }))
      .put(push('/quoting/auto/bindConfirmation'))
      .run();
    expect(services.sent.map((s) => s.name)).toEqual(['bindStepSave', 'quoteBind']);
    expect(services.sent[1]?.request.idempotencyKey).toBe('bind-q-1');
    expect(services.sent.map((s) => s.request.headers)).toEqual([tokenHeader, tokenHeader]);
  });

  it('takes a home bind from the owners to the homeowners and mortgage steps, and binds after the mortgage', async () => {
    const home = { ...bindable, quoteType: 'home' as const };
    await expectSaga(
      submitBindStep,
      servicesWithToken(() => ok(home)),
      quotingActions.bindStepSubmitted({ step: 'policyOwners', answers: { ownedByOthers: false } }),
    )
      .withState(withQuote(home))
      .put(push('/quoting/home/bind/homeowners'))
      .run();
    await expectSaga(
      submitBindStep,
      servicesWithToken(() => ok(home)),
      quotingActions.bindStepSubmitted({ step: 'homeowners', answers: { trampoline: false } }),
    )
      .withState(withQuote(home))
      .put(push('/quoting/home/bind/mortgage'))
      .run();
    const policies = [
      {
        policyNumber: 'HOM123-4567',
        accountNumber: 'N1234567891',
        effectiveDate: '2026-12-01',
        premiumCents: 120000,
        lineOfBusiness: 'home',
      },
    ];
    const services = servicesWithToken((endpoint) =>
      endpoint.name === 'quoteBind' ? ok({ quote: { ...home, status: 'bound', policyNumber: 'HOM123-4567' }, policies }) : ok(home),
    );
    await expectSaga(
      submitBindStep,
      services,
      quotingActions.bindStepSubmitted({
        step: 'mortgage',
        answers: { mortgageForeclosure: false, lenderRequiresFlood: false, hasMortgage: false },
        lenders: [],
      }),
    )
      .withState(withQuote(home))
      .put(quotingActions.bound({ policies }))
      .put(push('/quoting/home/bindConfirmation'))
      .run();
    expect(services.sent.map((s) => [s.name, s.request.params])).toEqual([
      ['bindStepSave', { quoteId: 'q-1', step: 'mortgage' }],
      ['quoteBind', { quoteId: 'q-1' }],
    ]);
  });

  it("sends the mortgage step's lender to the gateway and shows the bound policy's mortgagee; a refused lender stays on the step with the message", async () => {
    const home = { ...bindable, quoteType: 'home' as const };
    const lender = {
      name: 'Fifth Third Bank ISAOA/ATIMA',
      loanNumber: '7730219548',
      address: { line1: 'PO Box 961250', line2: null, city: 'Fort Worth', state: 'TX', zip: '76161' },
    };
    const mortgagees = [{ position: 1, name: lender.name, loanLastFour: '9548', address: lender.address }];
    const boundQuote = { ...home, status: 'bound' as const, policyNumber: 'HOM123-4567', mortgagees };
    const policies = [
      {
        policyNumber: 'HOM123-4567',
        accountNumber: 'N1234567891',
        effectiveDate: '2026-12-01',
        premiumCents: 120000,
        lineOfBusiness: 'home',
      },
    ];
    const services = servicesWithToken((endpoint) =>
      endpoint.name === 'quoteBind' ? ok({ quote: boundQuote, policies }) : ok({ ...home, mortgagees }),
    );
    const answers = { mortgageForeclosure: false, lenderRequiresFlood: false, hasMortgage: true };
    const { storeState } = await expectSaga(
      submitBindStep,
      services,
      quotingActions.bindStepSubmitted({ step: 'mortgage', answers, lenders: [lender] }),
    )
      .withReducer(reducer, { ...reducer(undefined, { type: '@@init' }), ...withQuote(home) })
      .put(quotingActions.quoteUpdated({ quote: boundQuote }))
      .put(push('/quoting/home/bindConfirmation'))
      .run();
    expect(services.sent[0]?.request.body).toEqual({ answers, lenders: [lender] });
    expect(storeState.quoting.quote?.mortgagees).toEqual(mortgagees);

    const refused = servicesWithToken(() => fail(400, 'bad_request', 'lenders[0].loanNumber: Please provide a valid response'));
    await expectSaga(
      submitBindStep,
      refused,
      quotingActions.bindStepSubmitted({ step: 'mortgage', answers, lenders: [{ ...lender, loanNumber: '7730 2195' }] }),
    )
      .withState(withQuote(home))
      .put(quotingActions.requestFailed({ message: 'lenders[0].loanNumber: Please provide a valid response' }))
      .run();
    expect(refused.sent.map((s) => s.name)).toEqual(['bindStepSave']);
  });

  it('sends a step without lenders with its answers only', async () => {
    const services = servicesWithToken(() => ok(bindable));
    await expectSaga(
      submitBindStep,
      services,
      quotingActions.bindStepSubmitted({ step: 'additionalInformation', answers: { priorCancelled: false } }),
    )
      .withState(withQuote(bindable))
      .run();
    expect(services.sent[0]?.request.body).toEqual({ answers: { priorCancelled: false } });
  });

  it('routes a mortgage-step knockout (foreclosure) of a condo bind to the call-to-continue screen', async () => {
    const condo = { ...bindable, quoteType: 'condo' as const };
    const services = servicesWithToken(() =>
      ok({ ...condo, status: 'knockedOut', allowBind: false, knockout: { code: 'FORECLOSURE', reason: bindKnockouts.FORECLOSURE } }),
    );
    await expectSaga(
      submitBindStep,
      services,
      quotingActions.bindStepSubmitted({ step: 'mortgage', answers: { mortgageForeclosure: true, lenderRequiresFlood: false } }),
    )
      .withState(withQuote(condo))
      .put(
        quotingActions.quoteKnockedOut({
          quoteId: 'q-1',
          quoteType: 'condo',
          stage: 'bind',
          code: 'FORECLOSURE',
          reason: bindKnockouts.FORECLOSURE,
        }),
      )
      .put(push('/quoting/condo/knockout'))
      .run();
  });

  it.each(Object.entries(bindKnockouts))('routes the bind knockout %s to the call-to-continue screen', async (code, reason) => {
    const services = fakeServices({
      gateway: () => ok({ ...bindable, status: 'knockedOut', allowBind: false, knockout: { code, reason } }),
    });
    await expectSaga(
      submitBindStep,
      services,
      quotingActions.bindStepSubmitted({ step: 'drivers', answers: { sr22: true, foreignLicense: false } }),
    )
      .withState(withQuote(bindable))
      .put(quotingActions.quoteKnockedOut({ quoteId: 'q-1', quoteType: 'auto', stage: 'bind', code, reason }))
      .put(push('/quoting/auto/knockout'))
      .not.put.actionType(quotingActions.bound.type)
      .run();
  });
});

describe('resuming', () => {
  it('resumes a saved quote at its first unanswered section, keeping the fresh access token in the session only', async () => {
    const resumed = quote({ sections: { customer, address } });
    const services = fakeServices({ gateway: () => ok({ quote: resumed, accessToken: 'fresh-token' }) });
    const { storeState } = await expectSaga(
      retrieve,
      services,
      quotingActions.retrieveRequested({ quoteId: 'q-1', lastName: 'Rivera', dateOfBirth: '1980-06-15', zip: '43215' }),
    )
      .withReducer(reducer)
      .withState(reducer(undefined, { type: 'init' }))
      .put(quotingActions.quoteUpdated({ quote: resumed }))
      .put(push('/quoting/auto/driver'))
      .run();
    expect(JSON.parse(services.session.get(storageKeys.quoting)!)).toEqual({ quoteId: 'q-1', accessToken: 'fresh-token' });
    expect(JSON.stringify(storeState)).not.toContain('fresh-token');
  });

  it('says so when no saved quote matches', async () => {
    const services = fakeServices({ gateway: () => fail(404, 'not_found', 'no') });
    await expectSaga(
      retrieve,
      services,
      quotingActions.retrieveRequested({ quoteId: 'q-1', lastName: 'Rivera', dateOfBirth: '1980-06-15', zip: '43215' }),
    )
      .put(
        quotingActions.retrieveFailed({ message: 'We could not find a saved quote with those details. Please check them and try again.' }),
      )
      .run();
  });

  it('reloads the quote (with its kept access token) and base address kept in the session', async () => {
    const services = servicesWithToken(() => ok(quote()));
    services.session.set(storageKeys.quoteBaseAddress, JSON.stringify(address));
    await expectSaga(resumeFromSession, services)
      .put(quotingActions.baseAddressRestored({ address }))
      .put(quotingActions.quoteUpdated({ quote: quote() }))
      .run();
    expect(services.sent.map((s) => [s.name, s.request.headers])).toEqual([['quoteLoad', tokenHeader]]);
  });

  it('forgets a kept quote the gateway no longer answers (expired or token refused)', async () => {
    const services = servicesWithToken(() => fail(404, 'not_found', 'We could not find that quote.'));
    const { storeState } = await expectSaga(resumeFromSession, services)
      .withReducer(reducer)
      .not.put.actionType(quotingActions.quoteUpdated.type)
      .put(quotingActions.sessionQuoteLost({ quoteId: 'q-1', message: 'We could not find that quote.' }))
      .run();
    expect(services.session.get(storageKeys.quoting)).toBeNull();
    expect(storeState.quoting.resuming).toBe(false);
  });

  it("holds the quote's pages while the kept quote loads, so a reload on a bind step stays there", async () => {
    const services = servicesWithToken(() => ok(quote({ status: 'quoted', rating })));
    const { effects, storeState } = await expectSaga(resumeFromSession, services).withReducer(reducer).run();
    expect(effects.put?.map((e) => (e.payload.action as { type: string }).type)).toEqual([
      quotingActions.sessionQuoteLoading.type,
      quotingActions.quoteResumed.type,
      quotingActions.quoteUpdated.type,
    ]);
    expect(storeState.quoting.resuming).toBe(false);
    expect(quotingReducer(initialQuotingState, quotingActions.sessionQuoteLoading({ quoteId: 'q-1' })).resuming).toBe(true);
  });
});

describe('referring a life quote to an agent', () => {
  const asked = { name: 'Pat Applicant', phone: '6145550142', timeWindow: 'evening' as const, consent: true, line: 'life' as const };
  const knocked = life({ premiums: [], knockout: { code: 'HA_01', reason: lifeKnockoutReasons.HA_01 } });

  it("sends it to the life quote's referral with the life token, and keeps the lead's reference to show", async () => {
    const services = fakeServices({ gateway: () => ok({ reference: 'L00054321', timeWindow: 'evening' }) });
    services.session.set(storageKeys.lifeQuoting, JSON.stringify({ quoteId: 'l-1', accessToken: 'life-token' }));
    const { storeState } = await expectSaga(lifeQuotingSaga, services)
      .withReducer(reducer)
      .withState(reducer(reducer(undefined, { type: 'init' }), lifeQuotingActions.quoted({ quote: knocked })))
      .dispatch(quotingActions.referralRequested(asked))
      .put(quotingActions.referralSent({ reference: 'L00054321', timeWindow: 'evening', quoteId: 'l-1', knockoutCode: 'HA_01' }))
      .silentRun(50);
    expect(services.sent.map((s) => [s.name, s.request.params, s.request.headers, s.request.body])).toEqual([
      [
        'lifeQuoteReferral',
        { quoteId: 'l-1' },
        { 'x-quote-token': 'life-token' },
        { name: 'Pat Applicant', phone: '6145550142', timeWindow: 'evening', consent: true },
      ],
    ]);
    expect(storeState.quoting.referral).toEqual({ reference: 'L00054321', quoteId: 'l-1' });
  });

  it("leaves each line's request to its own saga", () => {
    const { line: _life, ...onlineAsked } = asked;
    const online = quotingActions.referralRequested(onlineAsked);
    expect([isReferralOf('life')(online), isReferralOf('online')(online)]).toEqual([false, true]);
    const ofLife = quotingActions.referralRequested(asked);
    expect([isReferralOf('life')(ofLife), isReferralOf('online')(ofLife)]).toEqual([true, false]);
  });
});

describe('life quoting', () => {
  it('shows premiums per term on the summary, keeping the access token in the session, out of every action', async () => {
    const services = fakeServices({ gateway: () => ok({ quote: life(), accessToken: 'life-token' }) });
    await expectSaga(requestLifeQuote, services, lifeQuotingActions.quoteRequested({ input: {} }))
      .withReducer(reducer)
      .withState(reducer(undefined, { type: 'init' }))
      .put(lifeQuotingActions.quoted({ quote: life() }))
      .put(push('/quoting/life/summary'))
      .run();
    expect(JSON.parse(services.session.get(storageKeys.lifeQuoting)!)).toEqual({ quoteId: 'l-1', accessToken: 'life-token' });
  });

  it("starts the application with the quote's access token in the x-quote-token header, and the applicant's phone and email", async () => {
    const services = fakeServices({ gateway: () => ok(life({ applicationStarted: true, selectedTermYears: 20 })) });
    services.session.set(storageKeys.lifeQuoting, JSON.stringify({ quoteId: 'l-1', accessToken: 'life-token' }));
    const quoted = reducer(reducer(undefined, { type: 'init' }), lifeQuotingActions.quoted({ quote: life() }));
    await expectSaga(
      startApplication,
      services,
      lifeQuotingActions.applicationRequested({ termYears: 20, phone: '6145550142', email: 'pat@example.com' }),
    )
      .withReducer(reducer)
      .withState(quoted)
      .put(lifeQuotingActions.applicationStarted({ quote: life({ applicationStarted: true, selectedTermYears: 20 }) }))
      .run();
    expect(services.sent).toEqual([
      {
        name: 'lifeApplicationStart',
        request: expect.objectContaining({
          params: { quoteId: 'l-1' },
          headers: { 'x-quote-token': 'life-token' },
          body: { termYears: 20, phone: '6145550142', email: 'pat@example.com' },
        }),
      },
    ]);
  });

  it("masks the applicant's phone and email in the action log", () => {
    const action = lifeQuotingActions.applicationRequested({ termYears: 20, phone: '6145550142', email: 'pat@example.com' });
    const logged = JSON.stringify(redactAction(action));
    expect(logged).not.toContain('6145550142');
    expect(logged).not.toContain('pat@example.com');
  });

  it.each(Object.entries(lifeKnockoutReasons))(
    'routes the life knockout %s to the life call screen and records it',
    async (code, reason) => {
      const knocked = life({ premiums: [], knockout: { code: code as never, reason } });
      const { storeState } = await expectSaga(
        requestLifeQuote,
        fakeServices({ gateway: () => ok({ quote: knocked, accessToken: 'life-token' }) }),
        lifeQuotingActions.quoteRequested({ input: {} }),
      )
        .withReducer(reducer)
        .withState(reducer(undefined, { type: 'init' }))
        .put(lifeQuotingActions.knockedOut({ quoteId: 'l-1', code, reason }))
        .put(push('/quoting/life/knockout'))
        .run();
      expect(storeState.analytics.quote.errorCodes).toBe(code);
      expect(storeState.analytics.quote.quoteLOB).toBe('life');
    },
  );

  it('shows the outage or failure message when the gateway refuses', async () => {
    await expectSaga(
      requestLifeQuote,
      fakeServices({ gateway: () => fail(503, 'outage', 'Life quoting is unavailable right now. Please try again later.') }),
      lifeQuotingActions.quoteRequested({ input: {} }),
    )
      .withReducer(reducer)
      .withState(reducer(undefined, { type: 'init' }))
      .put(lifeQuotingActions.requestFailed({ message: 'Life quoting is unavailable right now. Please try again later.' }))
      .run();
  });
});

describe('the life quoting outage window', () => {
  const start = Date.UTC(2026, 10, 22, 15, 0, 0);
  const end = start + 3_600_000;
  /** The store after remote config arrived with the lifeQuoting window [start, end). */
  const withWindow = () =>
    reducer(
      reducer(undefined, { type: 'init' }),
      flagsActions.loaded({
        config: {
          ...defaultRemoteConfig,
          outages: {
            ...defaultRemoteConfig.outages,
            lifeQuoting: { start: new Date(start).toISOString(), end: new Date(end).toISOString() },
          },
        },
        fetchedAt: start,
        source: 'gateway',
      }),
    );

  it.each([
    ['a millisecond before the window', start - 1, false],
    ['the first instant of the window', start, true],
    ['the last millisecond of the window', end - 1, true],
    ['the end of the window', end, false],
  ])('decides with the clock: %s', async (_, now, active) => {
    const { storeState } = await expectSaga(checkLifeQuotingOutage, fakeServices({ now }))
      .withReducer(reducer)
      .withState(withWindow())
      .put(lifeQuotingActions.outageChecked({ active, checkedAt: now }))
      .returns(active)
      .run();
    expect(storeState.lifeQuoting.outageActive).toBe(active);
  });

  it('stops a life quote inside the window before any call, and lets it through outside', async () => {
    const inside = fakeServices({ now: start + 1, gateway: () => ok({ quote: life(), accessToken: 'life-token' }) });
    const { storeState } = await expectSaga(requestLifeQuote, inside, lifeQuotingActions.quoteRequested({ input: {} }))
      .withReducer(reducer)
      .withState(withWindow())
      .put(lifeQuotingActions.outageChecked({ active: true, checkedAt: start + 1 }))
      .not.put.actionType(lifeQuotingActions.quoted.type)
      .not.put.actionType('@@router/CALL_HISTORY_METHOD')
      .run();
    expect(inside.sent).toEqual([]);
    expect(storeState.lifeQuoting).toMatchObject({ outageActive: true, submitting: false });

    const after = fakeServices({ now: end, gateway: () => ok({ quote: life(), accessToken: 'life-token' }) });
    await expectSaga(requestLifeQuote, after, lifeQuotingActions.quoteRequested({ input: {} }))
      .withReducer(reducer)
      .withState(withWindow())
      .put(lifeQuotingActions.quoted({ quote: life() }))
      .run();
    expect(after.sent.map((s) => s.name)).toEqual(['lifeQuoteGenerate']);
  });
});

describe('the quoting session keys (spec section 3: location type and selected policy type)', () => {
  const keys = (services: ReturnType<typeof fakeServices>) => ({
    selectedPolicyType: services.session.get(storageKeys.selectedPolicyType),
    locationType: services.session.get(storageKeys.locationType),
  });

  it('keeps the chosen policy type from the start, with no location until the address is given', async () => {
    const services = fakeServices({});
    services.session.set(storageKeys.locationType, 'PA');
    await expectSaga(startNewQuote, services, quotingActions.quoteStartRequested({ quoteType: 'renters' }))
      .put(push('/quoting/renters/customer'))
      .run();
    expect(keys(services)).toEqual({ selectedPolicyType: 'renters', locationType: null });
  });

  it('keeps the quote type and the state of its address once the gateway answers the address', async () => {
    const services = servicesWithToken(() => ok(quote({ sections: { customer, address } })));
    await expectSaga(submitSection, services, quotingActions.sectionSubmitted({ quoteType: 'auto', section: 'address', values: address }))
      .withState(withQuote(quote()))
      .run();
    expect(keys(services)).toEqual({ selectedPolicyType: 'auto', locationType: 'OH' });
  });

  it('follows a resumed quote of another type and location', async () => {
    const resumed = quote({ quoteType: 'home', sections: { customer, address: { ...address, state: 'KY', zip: '40202' } } });
    const services = fakeServices({ gateway: () => ok({ quote: resumed, accessToken: 'secret-token' }) });
    services.session.set(storageKeys.selectedPolicyType, 'auto');
    await expectSaga(
      retrieve,
      services,
      quotingActions.retrieveRequested({ quoteId: 'q-1', lastName: 'Rivera', dateOfBirth: '1980-06-15', zip: '40202' }),
    ).run();
    expect(keys(services)).toEqual({ selectedPolicyType: 'home', locationType: 'KY' });
  });

  it('keeps them for a reloaded quote too', async () => {
    const services = servicesWithToken(() => ok(quote({ quoteType: 'renters', sections: { customer, address } })));
    await expectSaga(resumeFromSession, services).run();
    expect(keys(services)).toEqual({ selectedPolicyType: 'renters', locationType: 'OH' });
  });

  it('keeps life and the state asked on a life quote', async () => {
    const services = fakeServices({ gateway: () => ok({ quote: life(), accessToken: 'life-token' }) });
    await expectSaga(requestLifeQuote, services, lifeQuotingActions.quoteRequested({ input: { state: 'PA' } }))
      .withReducer(reducer)
      .withState(reducer(undefined, { type: 'init' }))
      .run();
    expect(keys(services)).toEqual({ selectedPolicyType: 'life', locationType: 'PA' });
  });
});

describe('e-mailing a quote and opening its link', () => {
  // Every section answered: the quote resumes at its summary.
  const answered: Quote['sections'] = {
    driver: { drivers: [] },
    vehicle: { vehicles: [] },
    drivingHistory: { drivers: [] },
    priorInsurance: { hasPriorInsurance: true },
    discounts: { paperless: false, payInFull: false },
  };
  const quoted = quote({ status: 'quoted', rating, sections: { customer, address, ...answered } });
  const withRouter = (search: string) => ({
    ...reducer(undefined, { type: 'init' }),
    quoting: { ...initialQuotingState, quote: null },
    router: { location: { pathname: '/quoting/return', search, hash: '', state: undefined }, action: 'POP' },
  });

  it("sends the quote to the address confirmed, with the quote's access token, and says where it went", async () => {
    const services = servicesWithToken(() => ok({ sentTo: 'alex@example.com', linkExpiresOn: '2026-12-12' }));
    const { storeState } = await expectSaga(sendQuoteByEmail, services, quotingActions.emailQuoteRequested({ email: 'alex@example.com' }))
      .withReducer(reducer)
      .withState(reducer(withQuote(quoted) as never, { type: 'init' }))
      .put(quotingActions.quoteEmailed({ quoteId: 'q-1', sentTo: 'alex@example.com', linkExpiresOn: '2026-12-12' }))
      .run();
    expect(services.sent.map((s) => [s.name, s.request.headers, s.request.body])).toEqual([
      ['quoteEmail', tokenHeader, { email: 'alex@example.com' }],
    ]);
    expect(storeState.quoting.emailed).toEqual({ quoteId: 'q-1', sentTo: 'alex@example.com', linkExpiresOn: '2026-12-12' });
    // The address is the prospect's own: masked in the log.
    expect(JSON.stringify(redactAction(quotingActions.emailQuoteRequested({ email: 'alex@example.com' })))).not.toContain('alex@');
  });

  it('says why a quote could not be e-mailed', async () => {
    const services = servicesWithToken(() => fail(400, 'bad_request', 'Please enter a valid email'));
    const { storeState } = await expectSaga(sendQuoteByEmail, services, quotingActions.emailQuoteRequested({ email: 'x' }))
      .withReducer(reducer)
      .withState(reducer(withQuote(quoted) as never, { type: 'init' }))
      .put(quotingActions.quoteEmailFailed({ message: 'Please enter a valid email' }))
      .run();
    expect(storeState.quoting.emailError).toBe('Please enter a valid email');
  });

  it("opens the link's quote in a fresh browser: the token leaves the address, the quote continues at its summary", async () => {
    const services = fakeServices({ gateway: () => ok({ line: 'online', quote: quoted, accessToken: 'fresh-token' }) });
    const { effects } = await expectSaga(openEmailedLink, services)
      .withState(withRouter('?token=signed.link'))
      .put(quotingActions.quoteLinkOpening({}))
      .put(quotingActions.quoteLinkOpened({ quoteId: 'q-1' }))
      .put(quotingActions.quoteUpdated({ quote: quoted }))
      .put(push('/quoting/auto/summary'))
      .run();
    expect(services.sent.map((s) => [s.name, s.request.body])).toEqual([['quoteLinkOpen', { token: 'signed.link' }]]);
    expect(JSON.parse(services.session.get(storageKeys.quoting)!)).toEqual({ quoteId: 'q-1', accessToken: 'fresh-token' });
    const puts = (effects.put ?? []).map((e) => e.payload.action as { type: string });
    expect(puts[0]).toMatchObject({ payload: { method: 'replace', args: [{ pathname: '/quoting/return', search: '' }] } });
    expect(JSON.stringify(puts.map((a) => redactAction(a as never)))).not.toContain('signed.link');
  });

  it("opens a life quote's link on the life summary, its token kept as a life quote's and the online quote's left alone", async () => {
    const reopened = life();
    const services = servicesWithToken(() => ok({ line: 'life', quote: reopened, accessToken: 'fresh-life-token' }));
    const { storeState } = await expectSaga(openEmailedLink, services)
      .withReducer(reducer)
      .withState({ ...reducer(undefined, { type: 'init' }), router: withRouter('?token=signed.link').router } as never)
      .put(quotingActions.quoteLinkOpened({ quoteId: 'l-1' }))
      .put(lifeQuotingActions.quoteReopened({ quote: reopened }))
      .put(push('/quoting/life/summary'))
      .not.put.actionType(quotingActions.quoteUpdated.type)
      .run();
    expect(JSON.parse(services.session.get(storageKeys.lifeQuoting)!)).toEqual({ quoteId: 'l-1', accessToken: 'fresh-life-token' });
    expect(JSON.parse(services.session.get(storageKeys.quoting)!)).toEqual({ quoteId: 'q-1', accessToken: 'secret-token' });
    expect((storeState as { lifeQuoting: { quote: LifeQuote } }).lifeQuoting.quote).toEqual(reopened);
    expect((storeState as { quoting: typeof initialQuotingState }).quoting.openingLink).toBe(false);
  });

  it('brings the life quote kept in the session back after a reload, and forgets one the gateway no longer finds', async () => {
    const kept = life();
    const services = fakeServices({ gateway: () => ok(kept) });
    services.session.set(storageKeys.lifeQuoting, JSON.stringify({ quoteId: 'l-1', accessToken: 'life-token' }));
    const { storeState } = await expectSaga(resumeLifeQuoteFromSession, services)
      .withReducer(reducer)
      .put(lifeQuotingActions.sessionQuoteLoading({ quoteId: 'l-1' }))
      .put(lifeQuotingActions.quoteResumed({ quote: kept }))
      .run();
    expect(services.sent.map((s) => [s.name, s.request.headers])).toEqual([['lifeQuoteGet', { 'x-quote-token': 'life-token' }]]);
    expect(storeState.lifeQuoting).toMatchObject({ quote: kept, resuming: false });

    const gone = fakeServices({ gateway: () => fail(404, 'not_found', 'We could not find that life quote.') });
    gone.session.set(storageKeys.lifeQuoting, JSON.stringify({ quoteId: 'l-1', accessToken: 'life-token' }));
    const { storeState: after } = await expectSaga(resumeLifeQuoteFromSession, gone)
      .withReducer(reducer)
      .put(lifeQuotingActions.sessionQuoteLost({ quoteId: 'l-1', message: 'We could not find that life quote.' }))
      .run();
    expect(gone.session.get(storageKeys.lifeQuoting)).toBeNull();
    expect(after.lifeQuoting).toMatchObject({ quote: null, resuming: false });

    // Each page load's state starts afresh at app/started: the quote comes back after it, never before.
    const reloaded = fakeServices({ gateway: () => ok(kept) });
    reloaded.session.set(storageKeys.lifeQuoting, JSON.stringify({ quoteId: 'l-1', accessToken: 'life-token' }));
    const { effects } = await expectSaga(lifeQuotingSaga, reloaded)
      .withReducer(reducer)
      .dispatch(appActions.started({ appVersion: 'test', visitId: 'v-1' }))
      .put(lifeQuotingActions.quoteResumed({ quote: kept }))
      .silentRun(50);
    expect((effects.put ?? []).map((e) => (e.payload.action as { type: string }).type)).toContain(
      lifeQuotingActions.sessionQuoteLoading.type,
    );

    // A link being opened brings its own quote: the kept one waits.
    await expectSaga(resumeLifeQuoteFromSession, services)
      .withState({ ...reducer(undefined, { type: 'init' }), router: withRouter('?token=t').router })
      .not.put.actionType(lifeQuotingActions.sessionQuoteLoading.type)
      .run();
  });

  it("e-mails the life quote on screen with the life quote's own token; the online quote's saga leaves it alone", async () => {
    const services = fakeServices({ gateway: () => ok({ sentTo: 'pat@example.com', linkExpiresOn: '2026-12-12' }) });
    services.session.set(storageKeys.lifeQuoting, JSON.stringify({ quoteId: 'l-1', accessToken: 'life-token' }));
    const asked = quotingActions.emailQuoteRequested({ email: 'pat@example.com', line: 'life' });
    const { storeState } = await expectSaga(sendLifeQuoteByEmail, services, asked)
      .withReducer(reducer)
      .withState(reducer({ lifeQuoting: { quote: life() } } as never, { type: 'init' }))
      .put(quotingActions.quoteEmailed({ quoteId: 'l-1', sentTo: 'pat@example.com', linkExpiresOn: '2026-12-12' }))
      .run();
    expect(services.sent.map((s) => [s.name, s.request.headers, s.request.body])).toEqual([
      ['lifeQuoteEmail', { 'x-quote-token': 'life-token' }, { email: 'pat@example.com' }],
    ]);
    expect(storeState.quoting.emailed).toEqual({ quoteId: 'l-1', sentTo: 'pat@example.com', linkExpiresOn: '2026-12-12' });
    expect(isEmailRequestOf('online')(asked)).toBe(false);
    expect(isEmailRequestOf('life')(asked)).toBe(true);
    expect(isEmailRequestOf('online')(quotingActions.emailQuoteRequested({ email: 'pat@example.com' }))).toBe(true);
  });

  it.each([
    [410, 'link_used', 'link_used'],
    [410, 'link_expired', 'link_expired'],
    [404, 'not_found', 'link_unknown'],
  ] as const)('a link answered %i %s stays on the return page, which says so', async (status, error, reason) => {
    const services = fakeServices({ gateway: () => fail(status, error, 'no') });
    const { storeState } = await expectSaga(openEmailedLink, services)
      .withReducer(combineReducers({ quoting: quotingReducer, router: (s: unknown = null) => s }) as never)
      .withState({ quoting: initialQuotingState, router: withRouter('?token=t').router })
      .put(quotingActions.quoteLinkRefused({ reason }))
      .not.put.like({ action: { type: quotingActions.quoteUpdated.type } })
      .run();
    expect((storeState as { quoting: typeof initialQuotingState }).quoting.linkRefusal).toBe(reason);
  });

  it('does nothing on the return page without a link, and the kept quote waits while a link opens', async () => {
    const services = servicesWithToken(() => ok(quoted));
    await expectSaga(openEmailedLink, services).withState(withRouter('')).not.put.actionType(quotingActions.quoteLinkOpening.type).run();
    await expectSaga(resumeFromSession, services)
      .withState(withRouter('?token=t'))
      .not.put.actionType(quotingActions.sessionQuoteLoading.type)
      .run();
    expect(services.sent).toEqual([]);
  });
});

describe('referring a quote to an agent', () => {
  const knocked = quote({ status: 'knockedOut', knockout: { code: 'NO_PRIOR_INSURANCE', reason: 'No prior insurance' } });
  const asked = { name: 'Alex Rivera', phone: '6145550142', timeWindow: 'morning' as const, consent: true, email: 'alex@example.com' };

  it("sends the request with the quote's access token and keeps the lead's reference to show", async () => {
    const services = servicesWithToken(() => ok({ reference: 'L00012345', timeWindow: 'morning' }));
    const { storeState } = await expectSaga(sendReferral, services, quotingActions.referralRequested(asked))
      .withReducer(reducer)
      .withState(reducer(withQuote(knocked) as never, { type: 'init' }))
      .put(
        quotingActions.referralSent({ reference: 'L00012345', timeWindow: 'morning', quoteId: 'q-1', knockoutCode: 'NO_PRIOR_INSURANCE' }),
      )
      .run();
    expect(services.sent.map((s) => [s.name, s.request.headers, s.request.body])).toEqual([['quoteReferral', tokenHeader, asked]]);
    expect(storeState.quoting.referral).toEqual({ reference: 'L00012345', quoteId: 'q-1' });
    const logged = JSON.stringify(redactAction(quotingActions.referralRequested(asked)));
    for (const secret of ['Alex Rivera', '6145550142', 'alex@example.com']) expect(logged).not.toContain(secret);
  });

  it('says why a request could not be sent', async () => {
    const services = servicesWithToken(() => fail(409, 'conflict', 'This quote cannot be continued online or by an agent.'));
    const { storeState } = await expectSaga(sendReferral, services, quotingActions.referralRequested(asked))
      .withReducer(reducer)
      .withState(reducer(withQuote(knocked) as never, { type: 'init' }))
      .put(quotingActions.referralFailed({ message: 'This quote cannot be continued online or by an agent.' }))
      .run();
    expect(storeState.quoting.referring).toBe(false);
  });
});
