import * as t from 'io-ts';
import { endpoint, noBody } from './endpoint';
import { Cents, IsoDate, Year } from './identifiers';
import { PostalAddress } from './policyParts';
import { BindLender, CoverageChoices, RatedCoverage, VehicleUse } from './quoting';

// Self-service policy changes (spec section 7: add-vehicle quote and bind, mortgagee and lender updates, lender
// search). Every change is an endorsement: rated by the quoting gateway's one rating engine, made once per
// idempotency key, from its effective date, with a new declarations page among the policy's documents.

const policyParams = t.type({ policyNumber: t.string });

/** What a change does to the premium: the term premium before and after, and what the rest of the term costs. */
export const PremiumChange = t.type({
  policyNumber: t.string,
  effectiveDate: IsoDate,
  currentPremiumCents: Cents,
  newPremiumCents: Cents,
  /** The prorated change from the effective date to the end of the term (negative: premium returned). */
  premiumChangeCents: Cents,
  /** The coverages of the change, as rated, with the options the customer may choose. */
  coverages: t.array(RatedCoverage),
});
export type PremiumChange = t.TypeOf<typeof PremiumChange>;

export const EndorsementKind = t.keyof({
  addVehicle: null,
  removeVehicle: null,
  editCoverage: null,
  replaceMortgagee: null,
  updateLender: null,
  addDriver: null,
});
export type EndorsementKind = t.TypeOf<typeof EndorsementKind>;

/** A change made to a policy, and the declarations page it issued. */
export const Endorsement = t.type({
  endorsementId: t.string,
  policyNumber: t.string,
  kind: EndorsementKind,
  description: t.string,
  effectiveDate: IsoDate,
  premiumChangeCents: Cents,
  newPremiumCents: Cents,
  /** Who asked for the change (the sign-in that made it) and when. */
  requestedBy: t.string,
  requestedAt: t.string,
  /** The amended declarations page among the policy's documents. */
  documentId: t.string,
});
export type Endorsement = t.TypeOf<typeof Endorsement>;

export const Ownership = t.keyof({ owned: null, financed: null, leased: null });
export type Ownership = t.TypeOf<typeof Ownership>;
export const RegisteredOwner = t.keyof({ self: null, spouse: null, other: null });
export type RegisteredOwner = t.TypeOf<typeof RegisteredOwner>;

/** The vehicle to add as the customer describes it; the VIN may wait until the bind. */
export const NewVehicle = t.type({
  year: Year,
  make: t.string,
  model: t.string,
  vin: t.union([t.string, t.null]),
  use: VehicleUse,
  ownership: Ownership,
  purchaseDate: IsoDate,
  garagingZip: t.string,
});
export type NewVehicle = t.TypeOf<typeof NewVehicle>;

export const VehicleQuoteRequest = t.type({ effectiveDate: IsoDate, vehicle: NewVehicle, choices: CoverageChoices });
export type VehicleQuoteRequest = t.TypeOf<typeof VehicleQuoteRequest>;

/** The bind-time questions about the vehicle (spec section 4: for-profit vehicle, garaged location, registered owner other). */
export const VehicleBindAnswers = t.type({ forProfit: t.boolean, garagedElsewhere: t.boolean, registeredOwner: RegisteredOwner });
export type VehicleBindAnswers = t.TypeOf<typeof VehicleBindAnswers>;

/** The bind-time knockouts of an added vehicle (spec section 4): the customer is asked to call instead. */
export const VehicleKnockoutCode = t.keyof({ FOR_PROFIT_VEHICLE: null, GARAGED_LOCATION: null, REGISTERED_OWNER_OTHER: null });
export type VehicleKnockoutCode = t.TypeOf<typeof VehicleKnockoutCode>;

/** The gateway's refusal of a vehicle knocked out (422): its code as data, with the words of the call to continue. */
export const VehicleKnockedOut = t.type({ error: t.literal('knockout'), code: VehicleKnockoutCode, message: t.string });
export type VehicleKnockedOut = t.TypeOf<typeof VehicleKnockedOut>;

export const VehicleBindRequest = t.intersection([
  t.type({
    effectiveDate: IsoDate,
    vehicle: NewVehicle,
    choices: CoverageChoices,
    answers: VehicleBindAnswers,
    /** The lender of a financed or leased vehicle; null for one owned outright. */
    lender: t.union([BindLender, t.null]),
  }),
  /** The price the customer was shown: the vehicle is added at that price, or the gateway answers 409 and nothing changes. */
  t.partial({ quoted: t.type({ newPremiumCents: Cents }) }),
]);
export type VehicleBindRequest = t.TypeOf<typeof VehicleBindRequest>;

export const VehicleAdded = t.type({ endorsement: Endorsement, vehicleId: t.string, idCardId: t.string });
export type VehicleAdded = t.TypeOf<typeof VehicleAdded>;

export const quoteVehicleAddition = endpoint({
  name: 'addVehicleQuote',
  gateway: 'main',
  method: 'POST',
  path: '/selfservice/:policyNumber/vehicles/quote',
  params: policyParams,
  body: VehicleQuoteRequest,
  response: PremiumChange,
  auth: true,
});

export const bindVehicleAddition = endpoint({
  name: 'addVehicleBind',
  gateway: 'main',
  method: 'POST',
  path: '/selfservice/:policyNumber/vehicles',
  params: policyParams,
  body: VehicleBindRequest,
  response: VehicleAdded,
  refusals: { 422: VehicleKnockedOut },
  auth: true,
  idempotency: 'required',
});

/**
 * Product availability: whether a vehicle (and its coverages) can be added online to the policy, for its line
 * and state (the AddVehicleOnlineStates setting); where it cannot, the flow asks the customer to call.
 */
export const ProductAvailability = t.type({
  policyNumber: t.string,
  lineOfBusiness: t.string,
  state: t.string,
  addVehicle: t.boolean,
});
export type ProductAvailability = t.TypeOf<typeof ProductAvailability>;

export const getProductAvailability = endpoint({
  name: 'productAvailability',
  gateway: 'main',
  method: 'GET',
  path: '/selfservice/:policyNumber/availability',
  params: policyParams,
  body: noBody,
  response: ProductAvailability,
  auth: true,
});

// Add a driver (behind the AddDriver flag): estimate what the driver costs, then add them from a date.

export const DriverRelationship = t.keyof({ spouse: null, child: null, otherRelative: null, other: null });
export type DriverRelationship = t.TypeOf<typeof DriverRelationship>;

/** The driver to add, as the quote's driver section asks (the date of birth is sensitive). */
export const NewDriver = t.type({
  firstName: t.string,
  lastName: t.string,
  dateOfBirth: IsoDate,
  licenseState: t.string,
  yearsLicensed: t.number,
  relationship: DriverRelationship,
});
export type NewDriver = t.TypeOf<typeof NewDriver>;

export const DriverRequest = t.type({ effectiveDate: IsoDate, driver: NewDriver });
export type DriverRequest = t.TypeOf<typeof DriverRequest>;

export const quoteDriverAddition = endpoint({
  name: 'quoteDriver',
  gateway: 'main',
  method: 'POST',
  path: '/selfservice/:policyNumber/drivers/quote',
  params: policyParams,
  body: DriverRequest,
  response: PremiumChange,
  auth: true,
});

export const addDriver = endpoint({
  name: 'addDriver',
  gateway: 'main',
  method: 'POST',
  path: '/selfservice/:policyNumber/drivers',
  params: policyParams,
  body: DriverRequest,
  response: Endorsement,
  auth: true,
  idempotency: 'required',
});

/** The policy's coverages as the rating engine offers them, with the current choices. */
export const CoverageOptions = t.type({
  policyNumber: t.string,
  lineOfBusiness: t.string,
  currentPremiumCents: Cents,
  coverages: t.array(RatedCoverage),
});
export type CoverageOptions = t.TypeOf<typeof CoverageOptions>;

export const getCoverageOptions = endpoint({
  name: 'coverageOptions',
  gateway: 'main',
  method: 'GET',
  path: '/selfservice/:policyNumber/coverages',
  params: policyParams,
  body: noBody,
  response: CoverageOptions,
  auth: true,
});

export const CoverageChangeRequest = t.type({ effectiveDate: IsoDate, choices: CoverageChoices });
export type CoverageChangeRequest = t.TypeOf<typeof CoverageChangeRequest>;

export const quoteCoverageChange = endpoint({
  name: 'editCoverageQuote',
  gateway: 'main',
  method: 'POST',
  path: '/selfservice/:policyNumber/coverages/quote',
  params: policyParams,
  body: CoverageChangeRequest,
  response: PremiumChange,
  auth: true,
});

export const changeCoverages = endpoint({
  name: 'editCoverage',
  gateway: 'main',
  method: 'PUT',
  path: '/selfservice/:policyNumber/coverages',
  params: policyParams,
  body: CoverageChangeRequest,
  response: Endorsement,
  auth: true,
  idempotency: 'required',
});

// Lenders: the search, a home's mortgagee, a vehicle's lender.

export const LenderSearchRequest = t.type({ name: t.string, kind: t.keyof({ mortgage: null, auto: null }) });
export const FoundLender = t.type({ lenderId: t.string, name: t.string, address: PostalAddress });
export type FoundLender = t.TypeOf<typeof FoundLender>;

export const searchLenders = endpoint({
  name: 'lenderSearch',
  gateway: 'main',
  method: 'POST',
  path: '/lenders/search',
  params: t.type({}),
  body: LenderSearchRequest,
  response: t.type({ lenders: t.array(FoundLender) }),
  auth: true,
});

export const MortgageeChangeRequest = t.type({ effectiveDate: IsoDate, lenders: t.array(BindLender), escrow: t.boolean });
export type MortgageeChangeRequest = t.TypeOf<typeof MortgageeChangeRequest>;

export const replaceMortgagees = endpoint({
  name: 'editMortgagee',
  gateway: 'main',
  method: 'PUT',
  path: '/policies/:policyNumber/mortgagees',
  params: policyParams,
  body: MortgageeChangeRequest,
  response: Endorsement,
  auth: true,
  idempotency: 'required',
});

/** A vehicle of the policy and its lenders (loan number by its last four only). */
export const VehicleWithLenders = t.type({
  vehicleId: t.string,
  description: t.string,
  lenders: t.array(t.type({ name: t.string, loanLastFour: t.string, address: PostalAddress })),
});
export type VehicleWithLenders = t.TypeOf<typeof VehicleWithLenders>;

export const getVehicleLenders = endpoint({
  name: 'vehicleLenders',
  gateway: 'main',
  method: 'GET',
  path: '/policies/:policyNumber/vehicle-lenders',
  params: policyParams,
  body: noBody,
  response: t.type({ vehicles: t.array(VehicleWithLenders) }),
  auth: true,
});

export const VehicleLenderChangeRequest = t.type({ effectiveDate: IsoDate, lenders: t.array(BindLender) });
export type VehicleLenderChangeRequest = t.TypeOf<typeof VehicleLenderChangeRequest>;

export const updateVehicleLender = endpoint({
  name: 'updateLender',
  gateway: 'main',
  method: 'PUT',
  path: '/policies/:policyNumber/vehicles/:vehicleId/lenders',
  params: t.type({ policyNumber: t.string, vehicleId: t.string }),
  body: VehicleLenderChangeRequest,
  response: Endorsement,
  auth: true,
  idempotency: 'required',
});

/** The changes made to a policy, newest first (the policy's tabs show them). */
export const getEndorsements = endpoint({
  name: 'policyChanges',
  gateway: 'main',
  method: 'GET',
  path: '/policies/:policyNumber/endorsements',
  params: policyParams,
  body: noBody,
  response: t.type({ endorsements: t.array(Endorsement) }),
  auth: true,
});

// Remove a vehicle: never the last one; a vehicle with a lender says what becomes of the lender.

const vehicleParams = t.type({ policyNumber: t.string, vehicleId: t.string });
export const VehicleRemovalRequest = t.type({ effectiveDate: IsoDate });

export const quoteVehicleRemoval = endpoint({
  name: 'removeVehicleQuote',
  gateway: 'main',
  method: 'POST',
  path: '/selfservice/:policyNumber/vehicles/:vehicleId/removal/quote',
  params: vehicleParams,
  body: VehicleRemovalRequest,
  response: PremiumChange,
  auth: true,
});

export const removeVehicle = endpoint({
  name: 'removeVehicle',
  gateway: 'main',
  method: 'POST',
  path: '/selfservice/:policyNumber/vehicles/:vehicleId/removal',
  params: vehicleParams,
  body: VehicleRemovalRequest,
  response: Endorsement,
  auth: true,
  idempotency: 'required',
});
