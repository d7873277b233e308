import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import { push } from 'connected-react-router';
import {
  bindVehicle,
  loadForView,
  previewDriver,
  previewRemoval,
  submitAddVehicleStep,
  submitCoverageChange,
  submitDriver,
  submitMortgageeStep,
  submitRemoval,
} from '../../sagas/selfService';
import { selfServiceActions } from '../../src/selfService/catalogue';
import { initialSelfServiceState, selfServiceReducer } from '../../src/selfService/slice';
import { fakeServices, fail, ok } from '../support/fakeServices';
import { authReducer, initialAuthState } from '../../src/auth/slice';
import { appActions } from '../../src/shell/catalogue';
import { redactAction } from '../../src/bus/redact';
import { policiesActions } from '../../src/policies/catalogue';
import type { AddVehicleStep, MortgageeStep } from '../../src/shared/routes/selfService';
import type { VehicleKnockedOut, VehicleKnockoutCode } from '../../src/contract/selfService';
import { initialPoliciesState, policiesReducer } from '../../src/policies/slice';

const reducer = combineReducers({ selfService: selfServiceReducer, auth: authReducer, policies: policiesReducer });
const policyNumber = 'C4M7X2-1001';
const quote = {
  policyNumber,
  effectiveDate: '2026-11-25',
  currentPremiumCents: 118460,
  newPremiumCents: 160000,
  premiumChangeCents: 13000,
  coverages: [],
};
const answered = {
  vehicleBy: 'vin',
  vin: '1HGCV1F34PA012345',
  year: '2023',
  make: 'Honda',
  model: 'Accord',
  ownership: 'owned',
  purchaseDate: '11/25/2026',
  use: 'commute',
  forProfit: 'no',
  garagingZip: '43221',
  garagedElsewhere: 'no',
  registeredOwner: 'self',
  effectiveDate: '11/25/2026',
};
const withDraft = (draft: Record<string, string>, extra: object = {}) => ({
  selfService: { ...initialSelfServiceState, policyNumber, draft, quote, ...extra },
});
const submitted = (step: AddVehicleStep, values: Record<string, string> = {}) =>
  selfServiceActions.addVehicleStepSubmitted({ policyNumber, step, values });
const at = (step: string) => push(`/selfservice/${policyNumber}/${step}`);

describe('add-vehicle step decisions', () => {
  it.each<[AddVehicleStep, Record<string, string>, AddVehicleStep]>([
    ['specify-vehicle', { vehicleBy: 'vin' }, 'enter-vin-for-quote'],
    ['specify-vehicle', { vehicleBy: 'yearMakeModel' }, 'enter-year-make-model'],
    ['enter-year-make-model', { year: '2023', make: 'Honda', model: 'Accord' }, 'purchase-details'],
    ['purchase-details', { ownership: 'owned', purchaseDate: '11/25/2026' }, 'vehicle-details'],
    ['vehicle-details', { use: 'commute', forProfit: 'no', garagingZip: '43221' }, 'additional-vehicle-details'],
    ['edit-coverages-for-quote', {}, 'edit-coverages-for-bind'],
  ])('after %s with %j goes to %s', async (step, values, next) => {
    await expectSaga(submitAddVehicleStep, fakeServices(), submitted(step, values))
      .withReducer(reducer, withDraft({}) as never)
      .put(selfServiceActions.addVehicleStepAccepted({ policyNumber, step, next, values }))
      .put(at(next))
      .run();
  });

  it('looks the VIN up and fills the year, make and model it finds', async () => {
    const vehicle = { vin: '1HGCV1F34PA012345', year: 2023, make: 'Honda', model: 'Accord' };
    const services = fakeServices({ gateway: () => ok(vehicle) });
    const { storeState } = await expectSaga(submitAddVehicleStep, services, submitted('enter-vin-for-quote', { vin: vehicle.vin }))
      .withReducer(reducer, withDraft({ vehicleBy: 'vin' }) as never)
      .put(selfServiceActions.vinFound({ vehicle }))
      .put(at('purchase-details'))
      .run();
    expect(services.sent.map((s) => s.name)).toEqual(['vinSearch']);
    expect(storeState.selfService.draft).toMatchObject({ year: '2023', make: 'Honda', model: 'Accord' });
  });

  it('stays on the VIN step with a message when the VIN search finds nothing', async () => {
    const services = fakeServices({ gateway: () => fail(404, 'not_found', 'No such VIN') });
    const { effects } = await expectSaga(submitAddVehicleStep, services, submitted('enter-vin-for-quote', { vin: '1HGCV1F34PA012345' }))
      .withReducer(reducer, withDraft({ vehicleBy: 'vin' }) as never)
      .put(selfServiceActions.vinNotFound({ message: 'We could not find that VIN. Please check it, or enter the year, make and model.' }))
      .run();
    expect(effects.put?.some((e) => JSON.stringify(e).includes('purchase-details'))).toBe(false);
  });

  it('prices the vehicle before the coverages step, with the gateway rating the change', async () => {
    const services = fakeServices({ gateway: () => ok(quote) });
    await expectSaga(submitAddVehicleStep, services, submitted('additional-vehicle-details', { effectiveDate: '11/25/2026' }))
      .withReducer(reducer, withDraft(answered) as never)
      .put(selfServiceActions.addVehicleQuoted({ quote }))
      .put(at('edit-coverages-for-quote'))
      .run();
    expect(services.sent[0]?.request.body).toMatchObject({
      effectiveDate: '2026-11-25',
      vehicle: { vin: '1HGCV1F34PA012345', year: 2023 },
    });
  });

  it.each<[string, Record<string, string>, VehicleKnockoutCode]>([
    ['for-profit use', { forProfit: 'yes' }, 'FOR_PROFIT_VEHICLE'],
    ['garaging elsewhere', { garagedElsewhere: 'yes' }, 'GARAGED_LOCATION'],
    ['a registered owner other', { registeredOwner: 'other' }, 'REGISTERED_OWNER_OTHER'],
  ])('sends the customer to call at bind for %s', async (_, answer, code) => {
    await expectSaga(submitAddVehicleStep, fakeServices(), submitted('edit-coverages-for-bind'))
      .withReducer(reducer, withDraft({ ...answered, ...answer }) as never)
      .put(selfServiceActions.addVehicleKnockedOut({ code }))
      .not.put.actionType(selfServiceActions.addVehicleStepAccepted.type)
      .run();
  });

  it.each([
    ['a VIN given and owned outright', 'review', {}],
    ['a VIN given and financed', 'lender-search', { ownership: 'financed' }],
    ['no VIN yet', 'enter-vin-for-bind', { vin: '' }],
  ])('after the bind coverages, with %s, goes to %s', async (_, next, change) => {
    await expectSaga(submitAddVehicleStep, fakeServices(), submitted('edit-coverages-for-bind'))
      .withReducer(reducer, withDraft({ ...answered, ...change }) as never)
      .put(at(next))
      .run();
  });
});

describe('product availability at the start of the add-vehicle flow', () => {
  const availability = (addVehicle: boolean) => ({ policyNumber, lineOfBusiness: 'auto', state: addVehicle ? 'OH' : 'CA', addVehicle });

  it('asks the gateway whether a vehicle can be added online, then goes on to the first question (the introduction is shown once)', async () => {
    const services = fakeServices({ gateway: () => ok(availability(true)) });
    const { storeState } = await expectSaga(submitAddVehicleStep, services, submitted('start'))
      .withReducer(reducer, withDraft({}) as never)
      .put(selfServiceActions.addVehicleStarted({ policyNumber }))
      .put(selfServiceActions.addVehicleAvailabilityChecked({ availability: availability(true) }))
      .put(at('specify-vehicle'))
      .run();
    expect(services.sent.map((s) => s.name)).toEqual(['productAvailability']);
    expect(services.sent[0]?.request.params).toEqual({ policyNumber });
    expect(storeState.selfService.availability).toEqual(availability(true));
  });

  it("stays on the start step, asking the customer to call, when the policy's state does not offer it", async () => {
    const services = fakeServices({ gateway: () => ok(availability(false)) });
    const { storeState } = await expectSaga(submitAddVehicleStep, services, submitted('start'))
      .withReducer(reducer, withDraft({}) as never)
      .put(selfServiceActions.addVehicleAvailabilityChecked({ availability: availability(false) }))
      .not.put.actionType(selfServiceActions.addVehicleStepAccepted.type)
      .run();
    expect(storeState.selfService.availability?.addVehicle).toBe(false);
  });

  it('stays on the start step with the error when availability cannot be checked', async () => {
    const services = fakeServices({ gateway: () => fail(503, 'unavailable', 'Service unavailable') });
    const { storeState } = await expectSaga(submitAddVehicleStep, services, submitted('start'))
      .withReducer(reducer, withDraft({}) as never)
      .put.actionType(selfServiceActions.addVehicleAvailabilityFailed.type)
      .not.put.actionType(selfServiceActions.addVehicleStepAccepted.type)
      .run();
    expect(storeState.selfService.addVehicle.error).toEqual(expect.any(String));
  });
});

describe('buying the vehicle', () => {
  const added = {
    vehicleId: 'C4M7X2-1001-VAB12',
    idCardId: 'idcard-C4M7X2-1001-VAB12',
    endorsement: {
      endorsementId: 'e1',
      policyNumber,
      kind: 'addVehicle',
      description: 'Added the 2023 Honda Accord',
      effectiveDate: '2026-11-25',
      premiumChangeCents: 13000,
      newPremiumCents: 160000,
      requestedBy: 'mutual.customer',
      requestedAt: '2026-11-25T15:00:00.000Z',
      documentId: 'amended-e1',
    },
  };

  it('sends the change with one idempotency key, and the same key again on a retry after a network failure', async () => {
    const failing = fakeServices({ gateway: () => fail(503, 'unavailable', 'down') });
    const { storeState } = await expectSaga(bindVehicle, failing, selfServiceActions.addVehicleBindRequested({ policyNumber }))
      .withReducer(reducer, withDraft(answered) as never)
      .put.actionType(selfServiceActions.addVehicleBindFailed.type)
      .run();
    const key = failing.sent[0]?.request.idempotencyKey;
    expect(key).toBe('id-1');
    const retry = fakeServices({ gateway: () => ok(added) });
    await expectSaga(bindVehicle, retry, selfServiceActions.addVehicleBindRequested({ policyNumber }))
      .withReducer(reducer, storeState as never)
      .put(selfServiceActions.vehicleAdded({ added: added as never }))
      .put(at('confirmation'))
      .run();
    expect(retry.sent[0]?.request.idempotencyKey).toBe(key);
  });

  it('turns a knockout answered by the gateway into the call-to-continue', async () => {
    const refusal: VehicleKnockedOut = { error: 'knockout', code: 'GARAGED_LOCATION', message: 'call us' };
    const services = fakeServices({ gateway: () => ({ status: 422, body: refusal, mitigationType: null }) });
    await expectSaga(bindVehicle, services, selfServiceActions.addVehicleBindRequested({ policyNumber }))
      .withReducer(reducer, withDraft(answered) as never)
      .put(selfServiceActions.addVehicleKnockedOut({ code: 'GARAGED_LOCATION' }))
      .run();
  });

  it.each([
    ['a code named only in its message', { error: 'knockout', message: 'GARAGED_LOCATION: call us' }],
    ['a code the contract does not know', { error: 'knockout', code: 'FLOOD_ZONE', message: 'call us' }],
  ])('reads a knockout from its code as data, never from words: %s is a refusal, not a knockout', async (_, body) => {
    const services = fakeServices({ gateway: () => ({ status: 422, body, mitigationType: null }) });
    const { storeState } = await expectSaga(bindVehicle, services, selfServiceActions.addVehicleBindRequested({ policyNumber }))
      .withReducer(reducer, withDraft(answered) as never)
      .put.actionType(selfServiceActions.addVehicleBindFailed.type)
      .not.put.actionType(selfServiceActions.addVehicleKnockedOut.type)
      .run();
    expect(storeState.selfService.knockout).toBeNull();
    expect(storeState.selfService.addVehicle.failure).toBe('rejected');
  });
});

describe('coverage change and mortgagee steps', () => {
  it('confirms the previewed coverage change with its choices', async () => {
    const services = fakeServices({ gateway: () => fail(400, 'bad_request', 'choices: Please select a valid response') });
    const state = {
      selfService: {
        ...initialSelfServiceState,
        coverage: {
          ...initialSelfServiceState.coverage,
          preview: { ...quote, policyNumber: 'H8Q3R5-2002' },
          choices: { 'home.DWELLING': '2500' },
        },
      },
    };
    const { storeState } = await expectSaga(
      submitCoverageChange,
      services,
      selfServiceActions.coverageChangeRequested({ policyNumber: 'H8Q3R5-2002' }),
    )
      .withReducer(reducer, state as never)
      .put.actionType(selfServiceActions.coverageChangeFailed.type)
      .run();
    expect(services.sent[0]?.request.body).toEqual({ effectiveDate: '2026-11-25', choices: { 'home.DWELLING': '2500' } });
    // A refusal ends the intent: trying again is a new change.
    expect(storeState.selfService.intent).toBeNull();
    expect(storeState.selfService.coverage.failure).toBe('rejected');
  });

  it.each<[MortgageeStep, Record<string, string>, MortgageeStep]>([
    ['select-lender', { lenderKnown: 'yes' }, 'search-lender'],
    ['select-lender', { lenderKnown: 'no' }, 'mortgage-help'],
    ['search-lender', { lenderName: 'Fifth Third Bank ISAOA/ATIMA', loanNumber: '7788990011' }, 'mortgage-escrow-info'],
    ['mortgage-escrow-info', { escrow: 'yes', effectiveDate: '11/25/2026' }, 'review'],
  ])('edit mortgagee: after %s with %j goes to %s', async (step, values, next) => {
    await expectSaga(
      submitMortgageeStep,
      fakeServices(),
      selfServiceActions.mortgageeStepSubmitted({ policyNumber: 'H8Q3R5-2002', step, values }),
    )
      .withReducer(reducer, withDraft({}) as never)
      .put(push(`/policies/H8Q3R5-2002/editmortgagee/${next}`))
      .run();
  });
});

describe('removing a vehicle', () => {
  it('previews the premium returned, then removes the previewed vehicle with one idempotency key', async () => {
    const returned = { ...quote, newPremiumCents: 90000, premiumChangeCents: -9000 };
    const previewing = fakeServices({ gateway: () => ok(returned) });
    const { storeState } = await expectSaga(
      previewRemoval,
      previewing,
      selfServiceActions.removalPreviewRequested({ policyNumber, vehicleId: 'V10001', effectiveDate: '2026-11-25' }),
    )
      .withReducer(reducer, withDraft({}) as never)
      .put(selfServiceActions.removalPreviewed({ vehicleId: 'V10001', preview: returned }))
      .run();
    expect(previewing.sent[0]?.request.params).toEqual({ policyNumber, vehicleId: 'V10001' });
    const removing = fakeServices({
      gateway: () => fail(400, 'bad_request', 'A policy needs at least one vehicle. To remove this one, please call us.'),
    });
    const { storeState: after } = await expectSaga(submitRemoval, removing, selfServiceActions.removalRequested({ policyNumber }))
      .withReducer(reducer, storeState as never)
      .put.actionType(selfServiceActions.removalFailed.type)
      .run();
    expect(removing.sent[0]?.request.idempotencyKey).toBe('id-1');
    expect(after.selfService.removal.error).toBe('A policy needs at least one vehicle. To remove this one, please call us.');
  });
});

describe('adding a driver', () => {
  const request = {
    effectiveDate: '2026-11-25',
    driver: {
      firstName: 'Riley',
      lastName: 'Whitaker',
      dateOfBirth: '2009-03-14',
      licenseState: 'OH',
      yearsLicensed: 1,
      relationship: 'child' as const,
    },
  };
  const endorsement = {
    endorsementId: 'e-1',
    policyNumber,
    kind: 'addDriver' as const,
    description: 'Added Riley Whitaker as a driver',
    effectiveDate: '2026-11-25',
    premiumChangeCents: 13000,
    newPremiumCents: 160000,
    requestedBy: 'mutual.customer',
    requestedAt: '2026-11-25T12:00:00.000Z',
    documentId: 'amended-e-1',
  };
  const estimated = async () => {
    const asked = selfServiceActions.driverQuoteRequested({ policyNumber, request });
    const { storeState } = await expectSaga(previewDriver, fakeServices({ gateway: () => ok(quote) }), asked)
      .withReducer(reducer, reducer(withDraft({}) as never, asked))
      .put(selfServiceActions.driverQuoted({ preview: quote }))
      .run();
    return storeState;
  };

  it('shows the estimate, then adds the driver with one idempotency key, the same again after a server failure', async () => {
    const storeState = await estimated();
    expect(storeState.selfService.driver.preview).toEqual(quote);
    const offline = fakeServices({ gateway: () => fail(503, 'unavailable', 'down') });
    const { storeState: failed } = await expectSaga(submitDriver, offline, selfServiceActions.driverAddRequested({ policyNumber }))
      .withReducer(reducer, storeState as never)
      .put.actionType(selfServiceActions.driverAddFailed.type)
      .run();
    expect(failed.selfService.driver.failure).toBe('technical');
    const online = fakeServices({ gateway: () => ok(endorsement) });
    const { storeState: after } = await expectSaga(submitDriver, online, selfServiceActions.driverAddRequested({ policyNumber }))
      .withReducer(reducer, failed as never)
      .put(selfServiceActions.driverAdded({ endorsement }))
      .run();
    expect(online.sent[0]?.request.idempotencyKey).toBe(offline.sent[0]?.request.idempotencyKey);
    expect(online.sent[0]?.request.body).toEqual(request);
    expect(after.selfService.driver.outcome).toEqual(endorsement);
    expect(after.selfService.intent).toBeNull();
  });

  it('says why when the estimate is refused (adding a driver online is off)', async () => {
    const refused = fakeServices({ gateway: () => fail(404, 'not_found', 'Adding a driver online is not available. Please call us.') });
    const { storeState } = await expectSaga(previewDriver, refused, selfServiceActions.driverQuoteRequested({ policyNumber, request }))
      .withReducer(reducer, withDraft({}) as never)
      .run();
    expect(storeState.selfService.driver).toMatchObject({
      busy: false,
      failure: 'rejected',
      error: 'Adding a driver online is not available. Please call us.',
    });
  });

  it('sends nothing to add before an estimate', async () => {
    const services = fakeServices();
    await expectSaga(submitDriver, services, selfServiceActions.driverAddRequested({ policyNumber }))
      .withReducer(reducer, withDraft({}) as never)
      .run();
    expect(services.sent).toHaveLength(0);
  });

  it('keeps the date of birth out of the action log', () => {
    const action = selfServiceActions.driverQuoteRequested({ policyNumber, request });
    expect(JSON.stringify(redactAction(action))).not.toContain('2009-03-14');
  });
});

describe('loading what a screen needs', () => {
  const viewed = (route: string, path: string) =>
    appActions.pageViewed({ route, page: 'Remove a vehicle', category: 'selfservice', path, hasHash: false });
  const vehicles = [{ vehicleId: 'V10002', description: '2019 Honda CR-V', lenders: [] }];

  it('loads the vehicles and their lenders on the remove-vehicle screen once signed in', async () => {
    const services = fakeServices({ gateway: () => ok({ vehicles }) });
    await expectSaga(loadForView, services, viewed('removeVehicle', `/selfservice/${policyNumber}/remove-vehicle`))
      .withReducer(reducer, {
        selfService: initialSelfServiceState,
        auth: { ...initialAuthState, status: 'signedIn' },
        policies: initialPoliciesState,
      } as never)
      .put(selfServiceActions.vehicleLendersLoaded({ policyNumber, vehicles }))
      .run();
    expect(services.sent.map((s) => s.name)).toEqual(['policyDetails', 'vehicleLenders']);
  });

  it('loads the policy a self-service page names when the store has none (opened directly or reloaded)', async () => {
    const details = {
      summary: {
        policyNumber,
        lineOfBusiness: 'auto',
        side: 'mutual',
        status: 'active',
        effectiveDate: '2026-06-01',
        expirationDate: '2027-06-01',
        premiumCents: 118460,
        accountNumber: 'N4820015',
        description: '2021 Toyota Camry',
      },
      namedInsureds: ['Daniel Whitaker'],
      coverages: [],
      discounts: [],
      vehicles: [],
      drivers: [],
      property: null,
      mortgagees: [],
      watercraft: [],
      life: null,
    };
    const services = fakeServices({ gateway: () => ok(details) });
    const { storeState } = await expectSaga(loadForView, services, viewed('selfService', `/selfservice/${policyNumber.toLowerCase()}`))
      .withReducer(reducer, {
        selfService: initialSelfServiceState,
        auth: { ...initialAuthState, status: 'signedIn' },
        policies: initialPoliciesState,
      } as never)
      .put(policiesActions.detailsLoaded({ details: details as never }))
      .run();
    expect(services.sent.map((s) => s.name)).toEqual(['policyDetails']);
    expect(storeState.policies.detailsStatus[policyNumber]).toBe('loaded');
  });

  it("marks another customer's or an unknown policy not found on its mortgagee landing, and asks nothing again once loaded", async () => {
    const services = fakeServices({ gateway: () => fail(404, 'client', 'Not found') });
    const { storeState } = await expectSaga(loadForView, services, viewed('editMortgagee', '/policies/Z9Z9Z9-9999/editmortgagee/landing'))
      .withReducer(reducer, {
        selfService: initialSelfServiceState,
        auth: { ...initialAuthState, status: 'signedIn' },
        policies: initialPoliciesState,
      } as never)
      .put(policiesActions.detailsNotFound({ policyNumber: 'Z9Z9Z9-9999' }))
      .run();
    expect(storeState.policies.detailsStatus['Z9Z9Z9-9999']).toBe('notFound');
    const loaded = {
      ...initialPoliciesState,
      details: { [policyNumber]: { summary: { policyNumber } } },
      detailsStatus: { [policyNumber]: 'loaded' },
    };
    const again = fakeServices();
    await expectSaga(loadForView, again, viewed('selfService', `/selfservice/${policyNumber}`))
      .withReducer(reducer, {
        selfService: initialSelfServiceState,
        auth: { ...initialAuthState, status: 'signedIn' },
        policies: loaded,
      } as never)
      .run();
    expect(again.sent).toEqual([]);
  });

  it('asks the gateway nothing when signed out', async () => {
    const services = fakeServices();
    await expectSaga(loadForView, services, viewed('removeVehicle', `/selfservice/${policyNumber}/remove-vehicle`))
      .withReducer(reducer, { selfService: initialSelfServiceState, auth: { ...initialAuthState, status: 'signedOut' } } as never)
      .run();
    expect(services.sent).toEqual([]);
  });

  const change = {
    endorsementId: 'e9',
    policyNumber,
    kind: 'editCoverage' as const,
    description: 'Changed collision deductible',
    effectiveDate: '2026-11-25',
    premiumChangeCents: -1250,
    newPremiumCents: 116000,
    requestedBy: 'mutual.customer',
    requestedAt: '2026-11-25T15:00:00.000Z',
    documentId: 'amended-e9',
  };

  it("loads a policy's changes on its overview, then the links of their amended declarations pages", async () => {
    const link = { documentId: 'amended-e9', url: '/api/documents/amended-e9/file?token=t', expiresAt: '2026-11-25T15:10:00.000Z' };
    const services = fakeServices({
      gateway: (endpoint) => (endpoint.name === 'policyChanges' ? ok({ endorsements: [change] }) : ok({ links: [link] })),
    });
    const { storeState } = await expectSaga(
      loadForView,
      services,
      viewed('policyOverview', `/policies/${policyNumber.toLowerCase()}/overview`),
    )
      .withReducer(reducer, {
        selfService: initialSelfServiceState,
        auth: { ...initialAuthState, status: 'signedIn' },
        policies: initialPoliciesState,
      } as never)
      .put(selfServiceActions.policyChangesLoaded({ policyNumber, endorsements: [change] }))
      .run();
    expect(services.sent.map((s) => s.name)).toEqual(['policyChanges', 'documentLinks']);
    expect(services.sent[1]?.request.body).toEqual({ documentIds: ['amended-e9'] });
    expect(storeState.selfService.changes[policyNumber]).toEqual({ status: 'loaded', endorsements: [change] });
  });

  it("keeps the failure when a policy's changes cannot be loaded, and asks for no links", async () => {
    const services = fakeServices({ gateway: () => fail(500, 'server', 'Server error') });
    const { storeState } = await expectSaga(loadForView, services, viewed('policyOverview', `/policies/${policyNumber}/overview`))
      .withReducer(reducer, {
        selfService: initialSelfServiceState,
        auth: { ...initialAuthState, status: 'signedIn' },
        policies: initialPoliciesState,
      } as never)
      .put.actionType(selfServiceActions.policyChangesLoadFailed.type)
      .run();
    expect(services.sent.map((s) => s.name)).toEqual(['policyChanges']);
    expect(storeState.selfService.changes[policyNumber]?.status).toBe('failed');
  });
});
