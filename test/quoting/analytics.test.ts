import { expectSaga } from 'redux-saga-test-plan';
import { createMemoryHistory } from 'history';
import { retrieve, submitBindStep, submitSection } from '../../sagas/quoting';
import { requestLifeQuote } from '../../sagas/lifeQuoting';
import { createQuotingReducer, type QuotingState } from '../../src/app/quotingReducers';
import { quotingActions } from '../../src/quoting/catalogue';
import { lifeQuotingActions } from '../../src/lifeQuoting/catalogue';
import type { Quote, QuoteSectionName, QuoteSections, Rating } from '../../src/contract/quoting';
import { fakeServices, ok } from '../support/fakeServices';

// The analytics quote group (spec section 3) kept current by the quoting sagas, through the real reducers.

const reducer = createQuotingReducer(createMemoryHistory());
type Group = QuotingState['analytics']['quote'];

const customer = { firstName: 'Alex', lastName: 'Rivera', dateOfBirth: '1980-06-15', email: 'alex@example.com', phone: '6145550142' };
const autoAnswers: [QuoteSectionName, unknown][] = [
  ['customer', customer],
  ['address', { line1: '12 High St', city: 'Columbus', state: 'OH', zip: '43215', effectiveDate: '2026-12-01' }],
  [
    'driver',
    {
      drivers: [
        { ...customer, licenseState: 'OH', yearsLicensed: 20 },
        { ...customer, firstName: 'Sam', licenseState: 'OH', yearsLicensed: 12 },
      ],
    },
  ],
  [
    'vehicle',
    {
      vehicles: [
        { year: 2021, make: 'Honda', model: 'Accord', vin: '1HGCV1F34MA000001', use: 'commute' },
        { year: 2017, make: 'Honda', model: 'Civic', vin: '1HGCV1F34HA000002', use: 'pleasure' },
      ],
    },
  ],
  [
    'drivingHistory',
    {
      drivers: [
        { accidents: 1, violations: 0, majorViolation: false, sdipPoints: 2 },
        { accidents: 0, violations: 1, majorViolation: false, sdipPoints: 1 },
      ],
    },
  ],
  ['priorInsurance', { hasPriorInsurance: true, bodilyInjuryLimits: '100/300' }],
  ['discounts', { paperless: true, payInFull: false }],
];
const rating: Rating = {
  coverages: [],
  discounts: [],
  lines: [{ line: 'auto', termMonths: 6, totalCents: 91234 }],
  totalCents: 91234,
  autoSegmentation: 'standard',
  dwellingSegmentation: '',
  easOfferings: ['roadsidePlus', 'rideshare'],
};

/** A scripted quoting gateway holding one auto quote: sections accumulate; the last one prices it. */
function autoGateway() {
  let quote: Quote = {
    quoteId: 'q-7',
    jobNumber: 'Q100777',
    quoteType: 'auto',
    status: 'inProgress',
    sections: {},
    coverageChoices: {},
    rating: null,
    knockout: null,
    allowBind: false,
    expiresOn: '2026-12-22',
    policyNumber: null,
  };
  return fakeServices({
    gateway: (endpoint, request) => {
      if (endpoint.name === 'bindStepSave') {
        quote = { ...quote, status: 'knockedOut', allowBind: false, knockout: { code: 'SR22', reason: 'An SR-22 filing is needed.' } };
        return ok(quote);
      }
      const section = endpoint.name === 'quoteStart' ? 'customer' : (request.params?.section as QuoteSectionName);
      const body = endpoint.name === 'quoteStart' ? (request.body as { customer: unknown }).customer : request.body;
      const sections: QuoteSections = { ...quote.sections, [section]: body };
      const priced = section === 'discounts';
      quote = { ...quote, sections, status: priced ? 'quoted' : 'inProgress', rating: priced ? rating : null, allowBind: priced };
      return ok(endpoint.name === 'quoteStart' ? { quote, accessToken: 'token-7' } : quote);
    },
  });
}

describe('the analytics quote group', () => {
  it('keeps every field of spec section 3 current as an auto quote is answered, priced and knocked out at bind', async () => {
    const services = autoGateway();
    let state: QuotingState = reducer(undefined, { type: 'init' });
    const groups: Group[] = [];
    for (const [section, values] of autoAnswers) {
      ({ storeState: state } = await expectSaga(
        submitSection,
        services,
        quotingActions.sectionSubmitted({ quoteType: 'auto', section, values }),
      )
        .withReducer(reducer)
        .withState(state)
        .run());
      groups.push(state.analytics.quote);
    }
    expect(groups[0]).toEqual({
      quoteId: 'q-7',
      jobNumber: 'Q100777',
      quoteLOB: 'auto',
      state: '',
      sourceOfBusiness: 'online',
      numberOfDrivers: '',
      numberOfVehicles: '',
      numberOfIncidents: '',
      autoSegmentation: '',
      dwellingSegmentation: '',
      errorCodes: '',
      allowBind: 'false',
      quotingEmail: 'provided',
      quotingPhonenumber: 'provided',
      easOfferings: '',
    });
    expect(groups.map((g) => [g.state, g.numberOfDrivers, g.numberOfVehicles, g.numberOfIncidents])).toEqual([
      ['', '', '', ''],
      ['OH', '', '', ''],
      ['OH', '2', '', ''],
      ['OH', '2', '2', ''],
      ['OH', '2', '2', '2'],
      ['OH', '2', '2', '2'],
      ['OH', '2', '2', '2'],
    ]);
    expect(state.analytics.quote).toEqual({
      quoteId: 'q-7',
      jobNumber: 'Q100777',
      quoteLOB: 'auto',
      state: 'OH',
      sourceOfBusiness: 'online',
      numberOfDrivers: '2',
      numberOfVehicles: '2',
      numberOfIncidents: '2',
      autoSegmentation: 'standard',
      dwellingSegmentation: '',
      errorCodes: '',
      allowBind: 'true',
      quotingEmail: 'provided',
      quotingPhonenumber: 'provided',
      easOfferings: 'roadsidePlus,rideshare',
    });
    // Never the applicant's contact details themselves.
    expect(JSON.stringify(state.analytics)).not.toMatch(/alex@example\.com|6145550142|1980-06-15/);

    ({ storeState: state } = await expectSaga(
      submitBindStep,
      services,
      quotingActions.bindStepSubmitted({ step: 'drivers', answers: { sr22: true, foreignLicense: false } }),
    )
      .withReducer(reducer)
      .withState(state)
      .run());
    expect(state.analytics.quote).toMatchObject({ quoteId: 'q-7', errorCodes: 'SR22', allowBind: 'false', numberOfDrivers: '2' });
  });

  it('describes a resumed dwelling quote, its segmentation and its knockout code, and starts blank for a life quote', async () => {
    const dwelling: Quote = {
      quoteId: 'q-8',
      jobNumber: 'Q100888',
      quoteType: 'home',
      status: 'knockedOut',
      coverageChoices: {},
      allowBind: false,
      expiresOn: '2026-12-22',
      policyNumber: null,
      sections: { customer, address: { line1: '1 Elm St', city: 'Pittsburgh', state: 'PA', zip: '15213', effectiveDate: '2026-12-01' } },
      rating: { ...rating, autoSegmentation: '', dwellingSegmentation: 'frame-PC3', easOfferings: [] },
      knockout: { code: 'UNITS_OVER_4', reason: 'More than 4 units.' },
    };
    const services = fakeServices({
      gateway: (endpoint) =>
        endpoint.name === 'quoteRetrieve'
          ? ok({ quote: dwelling, accessToken: 'token-8' })
          : ok({
              quote: {
                quoteId: 'l-1',
                coverageAmountCents: 50_000_000,
                selectedTermYears: 20,
                applicationStarted: false,
                expiresOn: '2026-12-27',
                premiums: [],
                knockout: { code: 'HW_01', reason: 'Height and weight.' },
              },
              accessToken: 'life-token',
            }),
    });
    let { storeState: state } = await expectSaga(
      retrieve,
      services,
      quotingActions.retrieveRequested({ quoteId: 'q-8', lastName: 'Rivera', dateOfBirth: '1980-06-15', zip: '15213' }),
    )
      .withReducer(reducer)
      .withState(reducer(undefined, { type: 'init' }))
      .run();
    expect(state.analytics.quote).toEqual({
      quoteId: 'q-8',
      jobNumber: 'Q100888',
      quoteLOB: 'home',
      state: 'PA',
      sourceOfBusiness: 'online',
      numberOfDrivers: '',
      numberOfVehicles: '',
      numberOfIncidents: '',
      autoSegmentation: '',
      dwellingSegmentation: 'frame-PC3',
      errorCodes: 'UNITS_OVER_4',
      allowBind: 'false',
      quotingEmail: 'provided',
      quotingPhonenumber: 'provided',
      easOfferings: '',
    });

    ({ storeState: state } = await expectSaga(requestLifeQuote, services, lifeQuotingActions.quoteRequested({ input: {} }))
      .withReducer(reducer)
      .withState(state)
      .run());
    expect(state.analytics.quote).toEqual({
      quoteId: 'l-1',
      jobNumber: '',
      quoteLOB: 'life',
      state: '',
      sourceOfBusiness: 'online',
      numberOfDrivers: '',
      numberOfVehicles: '',
      numberOfIncidents: '',
      autoSegmentation: '',
      dwellingSegmentation: '',
      errorCodes: 'HW_01',
      allowBind: 'false',
      quotingEmail: '',
      quotingPhonenumber: '',
      easOfferings: '',
    });
  });
});
