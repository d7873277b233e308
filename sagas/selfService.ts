import { push } from 'connected-react-router';
import type { Action } from 'redux';
import type { SagaIterator } from 'redux-saga';
import type * as t from 'io-ts';
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { selfServiceActions } from '../src/selfService/catalogue';
import { searchVin } from '../src/contract/quoting';
import {
  addDriver,
  bindVehicleAddition,
  getCoverageOptions,
  getEndorsements,
  getProductAvailability,
  getVehicleLenders,
  quoteCoverageChange,
  quoteDriverAddition,
  quoteVehicleAddition,
  quoteVehicleRemoval,
  removeVehicle,
  replaceMortgagees,
  searchLenders,
  changeCoverages,
  updateVehicleLender,
} from '../src/contract/selfService';
import {
  bindAnswersOf,
  choicesOf,
  effectiveDateOf,
  knockoutOfRefusal,
  lenderOf,
  nextAddVehicleStep,
  nextMortgageeStep,
  vehicleKnockout,
  vehicleOf,
  type Draft,
} from '../src/selfService/flow';
import type { SelfServiceState } from '../src/selfService/slice';
import type { ChangeIntent } from '../src/selfService/catalogue';
import { selectSelfService } from '../src/selfService/selectors';
import { quotingMessages } from '../src/validation/messages';
import type { ActionOf } from '../src/bus/catalogue';
import type { Services } from '../src/services/types';
import { stableJson } from '../src/shared/stableJson';
import { enterBy, entering, enteringSaga, everyRouteOf, mergeEntering } from './entering';
import { policyRoutes, selfServiceRoutes } from '../src/shared/routes';
import type { AddVehicleStep, MortgageeStep } from '../src/shared/routes/selfService';
import { callEndpoint, type ApiResult } from './api';
import type { Endpoint } from '../src/contract/endpoint';
import { knownAuthStatus } from './navigation';
import { loadPolicyDetails } from './policies';
import { selectPolicyDetailsStatus } from '../src/policies/selectors';
import { issueLinks } from './documentLinks';
import { submitOnce, type ChangeFailed } from './intent';

// Self-service policy changes: the step decisions of the add-vehicle and edit-mortgagee flows, the VIN and
// lender searches, the premium change of every change (rated by the gateway before the customer confirms),
// and each change sent once with its intent's idempotency key.

const addVehicleAt = (policyNumber: string, step: AddVehicleStep) => selfServiceRoutes.addVehicle.to({ policyNumber, step });
const mortgageeAt = (policyNumber: string, step: MortgageeStep) => selfServiceRoutes.editMortgagee.to({ policyNumber, step });

/** One change of a policy, whichever it is: its call, and the events of how it ended. */
interface Change<P extends Record<string, string>, R extends t.Mixed> {
  readonly endpoint: Endpoint<P, t.Mixed, R>;
  readonly params: P;
  readonly body: unknown;
  /** What makes two submissions the same change (the body, with the vehicle when the address names one). */
  readonly content?: unknown;
  readonly actionName: string;
  readonly failed: (failed: ChangeFailed) => Action;
  readonly changed: (value: t.TypeOf<R>) => Action;
  /** The step shown once the change is made, when it has one. */
  readonly then?: string;
}

/** Sends a change of a policy once per intent (sagas/intent.ts): the intent is the policy's and the change's content. */
export function* submitChange<P extends Record<string, string>, R extends t.Mixed>(
  services: Services,
  change: Change<P, R>,
): SagaIterator<ApiResult<t.TypeOf<R>>> {
  const kept: SelfServiceState = yield select(selectSelfService);
  return yield* submitOnce(services, {
    kept: kept.intent,
    content: { policyNumber: change.params.policyNumber ?? '', content: stableJson(change.content ?? change.body) },
    created: selfServiceActions.changeIntentCreated,
    *send(intent: ChangeIntent) {
      return yield* callEndpoint(services, change.endpoint, {
        params: change.params,
        body: change.body,
        idempotencyKey: intent.key,
        actionName: change.actionName,
      });
    },
    failed: change.failed,
    changed: change.changed,
    ...(change.then ? { then: change.then } : {}),
  });
}

/** The price of adding the vehicle as the draft describes it, with the coverages chosen. */
export function* quoteVehicle(services: Services, policyNumber: string, draft: Draft) {
  const result = yield* callEndpoint(services, quoteVehicleAddition, {
    params: { policyNumber },
    body: { effectiveDate: effectiveDateOf(draft), vehicle: vehicleOf(draft), choices: choicesOf(draft) },
    actionName: 'addVehicleQuote',
  });
  if (!result.ok) {
    yield put(selfServiceActions.addVehicleQuoteFailed({ message: result.message }));
    return false;
  }
  yield put(selfServiceActions.addVehicleQuoted({ quote: result.value }));
  return true;
}

/** Product availability: whether a vehicle can be added online to the policy in its state; when not, the customer calls. */
export function* checkAvailability(services: Services, policyNumber: string) {
  const result = yield* callEndpoint(services, getProductAvailability, { params: { policyNumber }, actionName: 'productAvailability' });
  if (!result.ok) {
    yield put(selfServiceActions.addVehicleAvailabilityFailed({ policyNumber, message: result.message }));
    return false;
  }
  yield put(selfServiceActions.addVehicleAvailabilityChecked({ availability: result.value }));
  return result.value.addVehicle;
}

/** One answered step: product availability at the start, the VIN search on the VIN step, the price before the coverages, the knockouts at bind. */
export function* submitAddVehicleStep(services: Services, action: ActionOf<typeof selfServiceActions.addVehicleStepSubmitted>) {
  const { policyNumber, step, values } = action.payload;
  if (step === 'start') {
    yield put(selfServiceActions.addVehicleStarted({ policyNumber }));
    const available: boolean = yield call(checkAvailability, services, policyNumber);
    if (!available) return;
  }
  const state: SelfServiceState = yield select(selectSelfService);
  const draft = { ...state.draft, ...values };
  if (step === 'enter-vin-for-quote') {
    const found = yield* callEndpoint(services, searchVin, { params: { vin: values.vin ?? '' }, actionName: 'vinSearch' });
    if (!found.ok) {
      yield put(selfServiceActions.vinNotFound({ message: quotingMessages.vinNotFound }));
      return;
    }
    yield put(selfServiceActions.vinFound({ vehicle: found.value }));
  }
  if (step === 'additional-vehicle-details') {
    const decoded: SelfServiceState = yield select(selectSelfService);
    const quoted: boolean = yield call(quoteVehicle, services, policyNumber, { ...decoded.draft, ...values });
    if (!quoted) return;
  }
  if (step === 'edit-coverages-for-bind') {
    const knockout = vehicleKnockout(draft);
    if (knockout) {
      yield put(selfServiceActions.addVehicleKnockedOut({ code: knockout }));
      return;
    }
  }
  const next = nextAddVehicleStep(step, draft);
  yield put(selfServiceActions.addVehicleStepAccepted({ policyNumber, step, next, values }));
  yield put(push(addVehicleAt(policyNumber, next)));
}

/** A coverage of the vehicle changed on the quote step: the price again, shown as it arrives. */
export function* requoteVehicle(services: Services, action: ActionOf<typeof selfServiceActions.addVehicleRequoteRequested>) {
  const state: SelfServiceState = yield select(selectSelfService);
  yield call(quoteVehicle, services, action.payload.policyNumber, state.draft);
}

/** Adds the vehicle as reviewed, once per intent; a knockout answered by the gateway sends the customer to call. */
export function* bindVehicle(services: Services, action: ActionOf<typeof selfServiceActions.addVehicleBindRequested>) {
  const { policyNumber } = action.payload;
  const { draft, quote }: SelfServiceState = yield select(selectSelfService);
  const body = {
    effectiveDate: effectiveDateOf(draft),
    vehicle: vehicleOf(draft),
    choices: choicesOf(draft),
    answers: bindAnswersOf(draft),
    lender: lenderOf(draft),
    // The vehicle is added at the price shown, or not at all (the gateway answers 409 and the price is quoted again).
    ...(quote ? { quoted: { newPremiumCents: quote.newPremiumCents } } : {}),
  };
  const result: ApiResult<unknown> = yield* submitChange(services, {
    endpoint: bindVehicleAddition,
    params: { policyNumber },
    body,
    actionName: 'addVehicleBind',
    failed: selfServiceActions.addVehicleBindFailed,
    changed: (added) => selfServiceActions.vehicleAdded({ added }),
    then: addVehicleAt(policyNumber, 'confirmation'),
  });
  const knockout = result.ok ? null : knockoutOfRefusal(result.refusal);
  if (knockout) yield put(selfServiceActions.addVehicleKnockedOut({ code: knockout }));
  if (!result.ok && result.status === 409 && result.message.startsWith('quoted:')) yield call(quoteVehicle, services, policyNumber, draft);
}

export function* findLenders(services: Services, action: ActionOf<typeof selfServiceActions.lenderSearchRequested>) {
  const { name, kind } = action.payload;
  const result = yield* callEndpoint(services, searchLenders, { params: {}, body: { name, kind }, actionName: 'lenderSearch' });
  yield put(
    result.ok
      ? selfServiceActions.lendersFound({ lenders: result.value.lenders })
      : selfServiceActions.lenderSearchFailed({ message: result.message }),
  );
}

export function* previewCoverage(services: Services, action: ActionOf<typeof selfServiceActions.coveragePreviewRequested>) {
  const { policyNumber, effectiveDate, choices } = action.payload;
  const result = yield* callEndpoint(services, quoteCoverageChange, {
    params: { policyNumber },
    body: { effectiveDate, choices },
    actionName: 'editCoverageQuote',
  });
  yield put(
    result.ok
      ? selfServiceActions.coveragePreviewed({ preview: result.value, choices })
      : selfServiceActions.coveragePreviewFailed({ message: result.message }),
  );
}

/** Makes the previewed coverage change, once per intent. */
export function* submitCoverageChange(services: Services, action: ActionOf<typeof selfServiceActions.coverageChangeRequested>) {
  const { policyNumber } = action.payload;
  const { coverage }: SelfServiceState = yield select(selectSelfService);
  if (!coverage.preview) return;
  yield* submitChange(services, {
    endpoint: changeCoverages,
    params: { policyNumber },
    body: { effectiveDate: coverage.preview.effectiveDate, choices: { ...coverage.choices } },
    actionName: 'editCoverage',
    failed: selfServiceActions.coverageChangeFailed,
    changed: (endorsement) => selfServiceActions.coverageChanged({ endorsement }),
  });
}

export function* submitMortgageeStep(services: Services, action: ActionOf<typeof selfServiceActions.mortgageeStepSubmitted>) {
  const { policyNumber, step, values } = action.payload;
  const state: SelfServiceState = yield select(selectSelfService);
  const next = nextMortgageeStep(step, { ...(step === 'landing' ? {} : state.mortgagee.draft), ...values });
  yield put(selfServiceActions.mortgageeStepAccepted({ policyNumber, step, next, values }));
  yield put(push(mortgageeAt(policyNumber, next)));
}

/** Names the new mortgagee, once per intent. */
export function* submitMortgagee(services: Services, action: ActionOf<typeof selfServiceActions.mortgageeChangeRequested>) {
  const { policyNumber } = action.payload;
  const { mortgagee }: SelfServiceState = yield select(selectSelfService);
  const lender = lenderOf(mortgagee.draft);
  yield* submitChange(services, {
    endpoint: replaceMortgagees,
    params: { policyNumber },
    body: { effectiveDate: effectiveDateOf(mortgagee.draft), lenders: lender ? [lender] : [], escrow: mortgagee.draft.escrow === 'yes' },
    actionName: 'editMortgagee',
    failed: selfServiceActions.mortgageeChangeFailed,
    changed: (endorsement) => selfServiceActions.mortgageeReplaced({ endorsement }),
    then: mortgageeAt(policyNumber, 'confirmation'),
  });
}

export function* reviewLenderUpdate(action: ActionOf<typeof selfServiceActions.lenderUpdateReviewed>) {
  const { policyNumber, vehicleId } = action.payload;
  yield put(push(selfServiceRoutes.updateLender.to({ policyNumber, vehicleId, step: 'review' })));
}

/** Names a vehicle's new lender, once per intent. */
export function* submitLenderUpdate(services: Services, action: ActionOf<typeof selfServiceActions.lenderUpdateRequested>) {
  const { policyNumber, vehicleId } = action.payload;
  const { lenderUpdate }: SelfServiceState = yield select(selectSelfService);
  const lender = lenderOf(lenderUpdate.values);
  const body = { effectiveDate: effectiveDateOf(lenderUpdate.values), lenders: lender ? [lender] : [] };
  yield* submitChange(services, {
    endpoint: updateVehicleLender,
    params: { policyNumber, vehicleId },
    body,
    content: { vehicleId, body },
    actionName: 'updateLender',
    failed: selfServiceActions.lenderUpdateFailed,
    changed: (endorsement) => selfServiceActions.lenderUpdated({ vehicleId, endorsement }),
    then: selfServiceRoutes.updateLender.to({ policyNumber, vehicleId, step: 'confirmation' }),
  });
}

export function* previewRemoval(services: Services, action: ActionOf<typeof selfServiceActions.removalPreviewRequested>) {
  const { policyNumber, vehicleId, effectiveDate } = action.payload;
  const result = yield* callEndpoint(services, quoteVehicleRemoval, {
    params: { policyNumber, vehicleId },
    body: { effectiveDate },
    actionName: 'removeVehicleQuote',
  });
  yield put(
    result.ok
      ? selfServiceActions.removalPreviewed({ vehicleId, preview: result.value })
      : selfServiceActions.removalPreviewFailed({ message: result.message }),
  );
}

/** Removes the previewed vehicle, once per intent. */
export function* submitRemoval(services: Services, action: ActionOf<typeof selfServiceActions.removalRequested>) {
  const { policyNumber } = action.payload;
  const { removal }: SelfServiceState = yield select(selectSelfService);
  if (!removal.preview || !removal.vehicleId) return;
  const vehicleId = removal.vehicleId;
  const body = { effectiveDate: removal.preview.effectiveDate };
  yield* submitChange(services, {
    endpoint: removeVehicle,
    params: { policyNumber, vehicleId },
    body,
    content: { vehicleId, body },
    actionName: 'removeVehicle',
    failed: selfServiceActions.removalFailed,
    changed: (endorsement) => selfServiceActions.vehicleRemoved({ endorsement }),
  });
}

export function* previewDriver(services: Services, action: ActionOf<typeof selfServiceActions.driverQuoteRequested>) {
  const { policyNumber, request } = action.payload;
  const result = yield* callEndpoint(services, quoteDriverAddition, { params: { policyNumber }, body: request, actionName: 'quoteDriver' });
  yield put(
    result.ok
      ? selfServiceActions.driverQuoted({ preview: result.value })
      : selfServiceActions.driverQuoteFailed({ message: result.message }),
  );
}

/** Adds the estimated driver, once per intent. */
export function* submitDriver(services: Services, action: ActionOf<typeof selfServiceActions.driverAddRequested>) {
  const { policyNumber } = action.payload;
  const { driver }: SelfServiceState = yield select(selectSelfService);
  if (!driver.preview || !driver.request) return;
  yield* submitChange(services, {
    endpoint: addDriver,
    params: { policyNumber },
    body: driver.request,
    actionName: 'addDriver',
    failed: selfServiceActions.driverAddFailed,
    changed: (endorsement) => selfServiceActions.driverAdded({ endorsement }),
  });
}

/** The changes made to a policy (its overview lists them), with links to their amended declarations pages. */
export function* loadPolicyChanges(services: Services, policyNumber: string) {
  const result = yield* callEndpoint(services, getEndorsements, { params: { policyNumber }, actionName: 'policyChanges' });
  if (!result.ok) {
    yield put(selfServiceActions.policyChangesLoadFailed({ policyNumber, message: result.message }));
    return;
  }
  yield put(selfServiceActions.policyChangesLoaded({ policyNumber, endorsements: result.value.endorsements }));
  const documentIds = result.value.endorsements.map((e) => e.documentId);
  if (documentIds.length > 0) yield call(issueLinks, services, documentIds);
}

/**
 * The policy a self-service page names, by its number in the address: a page opened directly or reloaded has no
 * details in the store (the gateway answers another customer's policy as not found).
 */
function* loadPolicyOnFile(services: Services, policyNumber: string) {
  const status: string = yield select(selectPolicyDetailsStatus(policyNumber));
  if (status === 'loaded') return;
  yield call(loadPolicyDetails, services, policyNumber);
}

/** What a self-service screen needs when shown: its policy, and on some a policy's coverage options or its vehicles' lenders. */
const policyPage = ({ coverage = false, lenders = false } = {}) =>
  function* showPolicyPage(services: Services, params: { policyNumber: string }) {
    const policyNumber = params.policyNumber.toUpperCase();
    // A screen opened by its address waits for the sign-in to be known before asking the gateway.
    const status: string = yield call(knownAuthStatus);
    if (status !== 'signedIn') return;
    yield call(loadPolicyOnFile, services, policyNumber);
    if (coverage) yield call(loadCoverageOptions, services, policyNumber);
    if (lenders) yield call(loadVehicleLenders, services, policyNumber);
  };

function* loadCoverageOptions(services: Services, policyNumber: string) {
  const result = yield* callEndpoint(services, getCoverageOptions, { params: { policyNumber }, actionName: 'coverageOptions' });
  yield put(
    result.ok
      ? selfServiceActions.coverageOptionsLoaded({ options: result.value })
      : selfServiceActions.coverageOptionsLoadFailed({ policyNumber, message: result.message }),
  );
}

function* loadVehicleLenders(services: Services, policyNumber: string) {
  const result = yield* callEndpoint(services, getVehicleLenders, { params: { policyNumber }, actionName: 'vehicleLenders' });
  yield put(
    result.ok
      ? selfServiceActions.vehicleLendersLoaded({ policyNumber, vehicles: result.value.vehicles })
      : selfServiceActions.vehicleLendersLoadFailed({ policyNumber, message: result.message }),
  );
}

export const onEntering = mergeEntering(
  entering(selfServiceRoutes, {
    // Every self-service page names its policy in its address.
    ...everyRouteOf(selfServiceRoutes, policyPage()),
    editCoverage: policyPage({ coverage: true }),
    removeVehicle: policyPage({ lenders: true }),
    updateLender: (services, params) => policyPage({ lenders: params.step === 'select' })(services, params),
  }),
  entering(policyRoutes, {
    *policyOverview(services, { policyNumber }) {
      const status: string = yield call(knownAuthStatus);
      if (status !== 'signedIn') return;
      yield call(loadPolicyChanges, services, policyNumber.toUpperCase());
    },
  }),
);

export const loadForView = enterBy(onEntering);

export function* selfServiceSaga(services: Services) {
  yield enteringSaga(services, onEntering);
  yield takeLeading(selfServiceActions.addVehicleStepSubmitted.type, submitAddVehicleStep, services);
  yield takeLatest(selfServiceActions.addVehicleRequoteRequested.type, requoteVehicle, services);
  yield takeLeading(selfServiceActions.addVehicleBindRequested.type, bindVehicle, services);
  yield takeLatest(selfServiceActions.lenderSearchRequested.type, findLenders, services);
  yield takeLatest(selfServiceActions.coveragePreviewRequested.type, previewCoverage, services);
  yield takeLeading(selfServiceActions.coverageChangeRequested.type, submitCoverageChange, services);
  yield takeEvery(selfServiceActions.mortgageeStepSubmitted.type, submitMortgageeStep, services);
  yield takeLeading(selfServiceActions.mortgageeChangeRequested.type, submitMortgagee, services);
  yield takeLatest(selfServiceActions.driverQuoteRequested.type, previewDriver, services);
  yield takeLeading(selfServiceActions.driverAddRequested.type, submitDriver, services);
  yield takeLatest(selfServiceActions.removalPreviewRequested.type, previewRemoval, services);
  yield takeLeading(selfServiceActions.removalRequested.type, submitRemoval, services);
  yield takeEvery(selfServiceActions.lenderUpdateReviewed.type, reviewLenderUpdate);
  yield takeLeading(selfServiceActions.lenderUpdateRequested.type, submitLenderUpdate, services);
}
