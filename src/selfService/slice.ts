import { reducerOf } from '../bus/reducer';
import type { SubmissionFailure } from '../shared/submission';
import type {
  CoverageOptions,
  DriverRequest,
  Endorsement,
  FoundLender,
  PremiumChange,
  ProductAvailability,
  VehicleAdded,
  VehicleKnockoutCode,
  VehicleWithLenders,
} from '../contract/selfService';
import { authActions } from '../auth/catalogue';
import { selfServiceActions, type ChangeIntent } from './catalogue';
import type { Draft } from './flow';

/** A change being made: its answers, the one idempotency key of its intent, the call running, how it failed. */
interface Submission<Outcome> {
  readonly busy: boolean;
  readonly error: string | null;
  readonly failure: SubmissionFailure | null;
  readonly outcome: Outcome | null;
}
const idle = { busy: false, error: null, failure: null, outcome: null } as const;

export interface PolicyChanges {
  readonly status: 'loaded' | 'failed';
  readonly endorsements: readonly Endorsement[];
}

export interface SelfServiceState {
  readonly policyNumber: string | null;
  readonly draft: Draft;
  readonly vinMessage: string | null;
  readonly quote: PremiumChange | null;
  /** The bind-time knockout that sends the customer to call (the answers', or the gateway's refusal's code). */
  readonly knockout: VehicleKnockoutCode | null;
  /** Whether a vehicle can be added online to the policy of the flow (product availability), once asked. */
  readonly availability: ProductAvailability | null;
  readonly addVehicle: Submission<VehicleAdded>;
  /** The last lender search, and the vehicle it was for (null for the flow's one search). */
  readonly lenders: {
    readonly status: 'idle' | 'searching' | 'found' | 'failed';
    readonly items: readonly FoundLender[];
    readonly vehicleId: string | null;
  };
  readonly coverage: Submission<Endorsement> & {
    readonly options: CoverageOptions | null;
    readonly preview: PremiumChange | null;
    readonly choices: Draft;
  };
  readonly mortgagee: Submission<Endorsement> & { readonly draft: Draft };
  readonly vehicleLenders: Readonly<Record<string, readonly VehicleWithLenders[]>>;
  readonly lenderUpdate: Submission<Endorsement> & { readonly vehicleId: string | null; readonly values: Draft };
  readonly removal: Submission<Endorsement> & { readonly vehicleId: string | null; readonly preview: PremiumChange | null };
  readonly driver: Submission<Endorsement> & { readonly request: DriverRequest | null; readonly preview: PremiumChange | null };
  /** Why the coverage options or the vehicles' lenders of the screen shown could not be loaded. */
  readonly loadError: string | null;
  /** The changes made to each policy whose overview was shown, newest first. */
  readonly changes: Readonly<Record<string, PolicyChanges>>;
  readonly intent: ChangeIntent | null;
}

export const initialSelfServiceState: SelfServiceState = {
  policyNumber: null,
  draft: {},
  vinMessage: null,
  quote: null,
  knockout: null,
  availability: null,
  addVehicle: idle,
  lenders: { status: 'idle', items: [], vehicleId: null },
  coverage: { ...idle, options: null, preview: null, choices: {} },
  mortgagee: { ...idle, draft: {} },
  vehicleLenders: {},
  lenderUpdate: { ...idle, vehicleId: null, values: {} },
  removal: { ...idle, vehicleId: null, preview: null },
  driver: { ...idle, request: null, preview: null },
  loadError: null,
  changes: {},
  intent: null,
};

type Failed = { failure: SubmissionFailure; message: string };
/** A refusal ends the intent (trying again is a new change); an unknown outcome keeps it for the retry. */
const failed = <S extends Submission<unknown>>(sub: S, p: Failed): S => ({ ...sub, busy: false, error: p.message, failure: p.failure });
const keptIntent = (state: SelfServiceState, p: Failed) => (p.failure === 'technical' ? state.intent : null);

export const selfServiceReducer = reducerOf<SelfServiceState>(initialSelfServiceState, (on) => {
  on(selfServiceActions.addVehicleStarted, (state, { policyNumber }) => ({ ...initialSelfServiceState, policyNumber, intent: null }));
  on(selfServiceActions.policyChangesLoaded, (state, { policyNumber, endorsements }) => ({
    ...state,
    changes: { ...state.changes, [policyNumber]: { status: 'loaded', endorsements } },
  }));
  on(selfServiceActions.policyChangesLoadFailed, (state, { policyNumber }) => ({
    ...state,
    changes: { ...state.changes, [policyNumber]: { status: 'failed', endorsements: state.changes[policyNumber]?.endorsements ?? [] } },
  }));
  on(selfServiceActions.addVehicleAvailabilityChecked, (state, { availability }) => ({ ...state, availability }));
  on(selfServiceActions.addVehicleAvailabilityFailed, (state, { message }) => ({
    ...state,
    addVehicle: { ...state.addVehicle, busy: false, error: message },
  }));
  on(selfServiceActions.addVehicleStepAccepted, (state, p) => ({
    ...state,
    policyNumber: p.policyNumber,
    draft: { ...state.draft, ...p.values },
    vinMessage: null,
    addVehicle: { ...state.addVehicle, error: null, failure: null },
  }));
  on(selfServiceActions.vinFound, (state, { vehicle }) => ({
    ...state,
    vinMessage: null,
    draft: { ...state.draft, vin: vehicle.vin, year: String(vehicle.year), make: vehicle.make, model: vehicle.model },
  }));
  on(selfServiceActions.vinNotFound, (state, { message }) => ({ ...state, vinMessage: message }));
  on(selfServiceActions.addVehicleRequoteRequested, (state, { choices }) => ({
    ...state,
    draft: { ...state.draft, ...choices },
    addVehicle: { ...state.addVehicle, busy: true },
  }));
  on(selfServiceActions.addVehicleQuoted, (state, { quote }) => ({
    ...state,
    quote,
    addVehicle: { ...state.addVehicle, busy: false, error: null },
  }));
  on(selfServiceActions.addVehicleQuoteFailed, (state, { message }) => ({
    ...state,
    addVehicle: { ...state.addVehicle, busy: false, error: message },
  }));
  on(selfServiceActions.addVehicleKnockedOut, (state, { code }) => ({
    ...state,
    knockout: code,
    addVehicle: { ...state.addVehicle, busy: false },
  }));
  on(selfServiceActions.addVehicleBindRequested, (state) => ({
    ...state,
    addVehicle: { ...state.addVehicle, busy: true, error: null, failure: null },
  }));
  on(selfServiceActions.changeIntentCreated, (state, intent) => ({ ...state, intent }));
  on(selfServiceActions.vehicleAdded, (state, { added }) => ({ ...state, intent: null, addVehicle: { ...idle, outcome: added } }));
  on(selfServiceActions.addVehicleBindFailed, (state, p) => ({
    ...state,
    intent: keptIntent(state, p),
    addVehicle: failed(state.addVehicle, p),
  }));
  on(selfServiceActions.lenderSearchRequested, (state, { vehicleId }) => ({
    ...state,
    lenders: { status: 'searching', items: [], vehicleId: vehicleId ?? null },
  }));
  on(selfServiceActions.lendersFound, (state, { lenders }) => ({
    ...state,
    lenders: { ...state.lenders, status: 'found', items: lenders },
  }));
  on(selfServiceActions.lenderSearchFailed, (state) => ({ ...state, lenders: { ...state.lenders, status: 'failed', items: [] } }));
  on(selfServiceActions.coverageOptionsLoaded, (state, { options }) => ({
    ...state,
    loadError: null,
    coverage: { ...idle, options, preview: null, choices: {} },
  }));
  on(selfServiceActions.coverageOptionsLoadFailed, (state, { message }) => ({ ...state, loadError: message }));
  on(selfServiceActions.coveragePreviewRequested, (state) => ({
    ...state,
    coverage: { ...state.coverage, busy: true, error: null, failure: null, outcome: null },
  }));
  on(selfServiceActions.coveragePreviewed, (state, { preview, choices }) => ({
    ...state,
    coverage: { ...state.coverage, busy: false, preview, choices },
  }));
  on(selfServiceActions.coveragePreviewFailed, (state, { message }) => ({
    ...state,
    coverage: { ...state.coverage, busy: false, error: message, failure: 'rejected' },
  }));
  on(selfServiceActions.coverageChangeRequested, (state) => ({
    ...state,
    coverage: { ...state.coverage, busy: true, error: null, failure: null },
  }));
  on(selfServiceActions.coverageChanged, (state, { endorsement }) => ({
    ...state,
    intent: null,
    coverage: { ...state.coverage, busy: false, outcome: endorsement },
  }));
  on(selfServiceActions.coverageChangeFailed, (state, p) => ({
    ...state,
    intent: keptIntent(state, p),
    coverage: failed(state.coverage, p),
  }));
  on(selfServiceActions.mortgageeStepAccepted, (state, p) => ({
    ...state,
    policyNumber: p.policyNumber,
    mortgagee: {
      ...(p.step === 'landing' ? { ...idle, draft: {} } : state.mortgagee),
      draft: { ...(p.step === 'landing' ? {} : state.mortgagee.draft), ...p.values },
    },
  }));
  on(selfServiceActions.mortgageeChangeRequested, (state) => ({
    ...state,
    mortgagee: { ...state.mortgagee, busy: true, error: null, failure: null },
  }));
  on(selfServiceActions.mortgageeReplaced, (state, { endorsement }) => ({
    ...state,
    intent: null,
    mortgagee: { ...state.mortgagee, busy: false, outcome: endorsement },
  }));
  on(selfServiceActions.mortgageeChangeFailed, (state, p) => ({
    ...state,
    intent: keptIntent(state, p),
    mortgagee: failed(state.mortgagee, p),
  }));
  on(selfServiceActions.vehicleLendersLoaded, (state, p) => ({
    ...state,
    vehicleLenders: { ...state.vehicleLenders, [p.policyNumber]: p.vehicles },
  }));
  on(selfServiceActions.lenderUpdateReviewed, (state, p) => ({
    ...state,
    lenderUpdate: { ...idle, vehicleId: p.vehicleId, values: p.values },
  }));
  on(selfServiceActions.lenderUpdateRequested, (state) => ({
    ...state,
    lenderUpdate: { ...state.lenderUpdate, busy: true, error: null, failure: null },
  }));
  on(selfServiceActions.lenderUpdated, (state, { endorsement }) => ({
    ...state,
    intent: null,
    lenderUpdate: { ...state.lenderUpdate, busy: false, outcome: endorsement },
  }));
  on(selfServiceActions.lenderUpdateFailed, (state, p) => ({
    ...state,
    intent: keptIntent(state, p),
    lenderUpdate: failed(state.lenderUpdate, p),
  }));
  on(selfServiceActions.removalPreviewRequested, (state, p) => ({
    ...state,
    removal: { ...idle, vehicleId: p.vehicleId, preview: null, busy: true },
  }));
  on(selfServiceActions.removalPreviewed, (state, p) => ({
    ...state,
    removal: { ...state.removal, busy: false, vehicleId: p.vehicleId, preview: p.preview },
  }));
  on(selfServiceActions.removalPreviewFailed, (state, { message }) => ({
    ...state,
    removal: { ...state.removal, busy: false, error: message, failure: 'rejected' },
  }));
  on(selfServiceActions.removalRequested, (state) => ({ ...state, removal: { ...state.removal, busy: true, error: null, failure: null } }));
  on(selfServiceActions.vehicleRemoved, (state, { endorsement }) => ({
    ...state,
    intent: null,
    removal: { ...state.removal, busy: false, outcome: endorsement },
  }));
  on(selfServiceActions.removalFailed, (state, p) => ({ ...state, intent: keptIntent(state, p), removal: failed(state.removal, p) }));
  on(selfServiceActions.driverQuoteRequested, (state, { request }) => ({
    ...state,
    driver: { ...idle, request, preview: null, busy: true },
  }));
  on(selfServiceActions.driverQuoted, (state, { preview }) => ({ ...state, driver: { ...state.driver, busy: false, preview } }));
  on(selfServiceActions.driverQuoteFailed, (state, { message }) => ({
    ...state,
    driver: { ...state.driver, busy: false, error: message, failure: 'rejected' },
  }));
  on(selfServiceActions.driverAddRequested, (state) => ({ ...state, driver: { ...state.driver, busy: true, error: null, failure: null } }));
  on(selfServiceActions.driverAdded, (state, { endorsement }) => ({
    ...state,
    intent: null,
    driver: { ...state.driver, busy: false, outcome: endorsement },
  }));
  on(selfServiceActions.driverAddFailed, (state, p) => ({ ...state, intent: keptIntent(state, p), driver: failed(state.driver, p) }));
  on(authActions.signedOut, () => initialSelfServiceState);
});
