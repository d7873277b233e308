import * as t from 'io-ts';
import { IsoDate, PolicyNumber } from '../contract/identifiers';
import { LineOfBusiness, PolicyStatus, type PolicySummary } from '../contract/policies';

/**
 * What this browser keeps of a signed-in customer's policies so a claim can be filed with no signal: enough to choose
 * the policy and check the date of loss against its term, no more (no premium, no account). Kept in IndexedDB
 * (src/services/offlineStore.ts) when the policies load, forgotten when the customer signs out.
 */
export const KeptPolicy = t.type({
  policyNumber: PolicyNumber,
  lineOfBusiness: LineOfBusiness,
  status: PolicyStatus,
  effectiveDate: IsoDate,
  expirationDate: IsoDate,
  description: t.string,
});
export type KeptPolicy = t.TypeOf<typeof KeptPolicy>;

export const KeptPolicies = t.readonlyArray(KeptPolicy);

export const keptPoliciesOf = (policies: readonly PolicySummary[]): KeptPolicy[] =>
  policies.map(({ policyNumber, lineOfBusiness, status, effectiveDate, expirationDate, description }) => ({
    policyNumber,
    lineOfBusiness,
    status,
    effectiveDate,
    expirationDate,
    description,
  }));
