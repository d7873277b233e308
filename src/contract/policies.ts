import * as t from 'io-ts';
import { endpoint, noBody, noParams } from './endpoint';
import { AccountNumber, Cents, IsoDate, PolicyNumber } from './identifiers';
import { LineOfBusiness, Mortgagee, PostalAddress } from './policyParts';

export { LineOfBusiness, Mortgagee, PostalAddress };

export const PolicyStatus = t.keyof({ active: null, pending: null, cancelled: null, expired: null });

/** One row of the policies summary call. */
export const PolicySummary = t.type({
  policyNumber: PolicyNumber,
  lineOfBusiness: LineOfBusiness,
  side: t.keyof({ mutual: null, life: null }),
  status: PolicyStatus,
  effectiveDate: IsoDate,
  expirationDate: IsoDate,
  premiumCents: Cents,
  accountNumber: t.union([AccountNumber, t.null]),
  /** What the policy covers, in a line: vehicles, a property address, an insured's name. */
  description: t.string,
});
export type PolicySummary = t.TypeOf<typeof PolicySummary>;

export const PoliciesSummary = t.type({ policies: t.array(PolicySummary) });
export type PoliciesSummary = t.TypeOf<typeof PoliciesSummary>;

export const getPoliciesSummary = endpoint({
  name: 'policiesSummary',
  gateway: 'main',
  method: 'GET',
  path: '/policies/summary',
  params: noParams,
  body: noBody,
  response: PoliciesSummary,
  auth: true,
});

export const getPolicySummary = endpoint({
  name: 'policySummary',
  gateway: 'main',
  method: 'GET',
  path: '/policies/:policyNumber/summary',
  params: t.type({ policyNumber: t.string }),
  body: noBody,
  response: PolicySummary,
  auth: true,
});

/** A coverage with its limits and deductible; `vehicleId` set for a per-vehicle coverage. */
export const Coverage = t.type({
  code: t.string,
  name: t.string,
  limits: t.union([t.string, t.null]),
  deductibleCents: t.union([Cents, t.null]),
  premiumCents: Cents,
  vehicleId: t.union([t.string, t.null]),
});
export type Coverage = t.TypeOf<typeof Coverage>;

export const Discount = t.type({ code: t.string, name: t.string, amountCents: Cents });
export type Discount = t.TypeOf<typeof Discount>;

export const InsuredVehicle = t.type({
  vehicleId: t.string,
  year: t.number,
  make: t.string,
  model: t.string,
  vin: t.string,
  garagingZip: t.string,
});
export type InsuredVehicle = t.TypeOf<typeof InsuredVehicle>;

/** A listed driver; the license number is shown by its last four only. */
export const ListedDriver = t.type({ name: t.string, relationship: t.string, licenseState: t.string, licenseLastFour: t.string });
export type ListedDriver = t.TypeOf<typeof ListedDriver>;

export const InsuredProperty = t.type({ address: PostalAddress, yearBuilt: t.union([t.number, t.null]), dwellingType: t.string });

/** A lender on the policy; the loan number is shown by its last four only. */

export const InsuredWatercraft = t.type({ year: t.number, make: t.string, model: t.string, hullId: t.string, lengthFeet: t.number });
export type InsuredWatercraft = t.TypeOf<typeof InsuredWatercraft>;

export const Beneficiary = t.type({
  kind: t.keyof({ primary: null, contingent: null }),
  name: t.string,
  relationship: t.string,
  sharePercent: t.number,
});
export type Beneficiary = t.TypeOf<typeof Beneficiary>;

export const LifeCoverage = t.type({
  product: t.string,
  faceAmountCents: Cents,
  termYears: t.union([t.number, t.null]),
  insuredName: t.string,
  beneficiaries: t.array(Beneficiary),
});
export type LifeCoverage = t.TypeOf<typeof LifeCoverage>;

/**
 * Everything the policy screens show, in one answer. Parts that do not apply to a line are empty (or null):
 * auto and motorcycle have vehicles and drivers; home, condo and renters a property and mortgagees; boat its
 * watercraft; life its face amount, term and beneficiaries.
 */
export const PolicyDetails = t.type({
  summary: PolicySummary,
  namedInsureds: t.array(t.string),
  coverages: t.array(Coverage),
  discounts: t.array(Discount),
  vehicles: t.array(InsuredVehicle),
  drivers: t.array(ListedDriver),
  property: t.union([InsuredProperty, t.null]),
  mortgagees: t.array(Mortgagee),
  watercraft: t.array(InsuredWatercraft),
  life: t.union([LifeCoverage, t.null]),
});
export type PolicyDetails = t.TypeOf<typeof PolicyDetails>;

export const getPolicyDetails = endpoint({
  name: 'policyDetails',
  gateway: 'main',
  method: 'GET',
  path: '/policies/:policyNumber/details',
  params: t.type({ policyNumber: t.string }),
  body: noBody,
  response: PolicyDetails,
  auth: true,
});
