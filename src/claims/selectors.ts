import { createSelector } from 'reselect';
import type { ClaimsState } from './slice';
import { fieldSelector } from '../bus/fieldSelector';
import { selectFlag } from '../flags/selectors';
import { selectPolicySummaries } from '../policies/selectors';
import { lossKindOf, type FnolFlags } from '../shared/claimFiling';
import type { KeptPolicy } from '../shared/keptPolicies';

interface WithClaims {
  claims: ClaimsState;
}

export const selectClaimsState = (state: WithClaims) => state.claims;
export const selectClaimList = (state: WithClaims) => state.claims.list;
export const selectOpenClaims = createSelector(selectClaimList, (claims) => claims.filter((c) => c.status === 'open'));
export const selectClosedClaims = createSelector(selectClaimList, (claims) => claims.filter((c) => c.status === 'closed'));
export const selectRecentClaims = (state: WithClaims) => state.claims.recent;
export const selectClaimDetails = (fileNumber: string) => (state: WithClaims) => state.claims.details[fileNumber] ?? null;
export const selectClaimDetailsStatus = (fileNumber: string) => (state: WithClaims) => state.claims.detailsStatus[fileNumber] ?? 'loading';
export const selectClaimMessages = (fileNumber: string) => (state: WithClaims) => state.claims.messages[fileNumber] ?? null;
export const selectClaimMessagesFailed = (fileNumber: string) => (state: WithClaims) => state.claims.messagesFailed[fileNumber] === true;
/** The header's count on every page: none until the claims area has started (its slice arrives with its first route). */
export const selectNewClaimMessageCount = (state: Partial<WithClaims>) => state.claims?.newMessageCount ?? null;

/** Narrow reads: one field of the slice each (docs/conventions.md, Selectors). */
export const selectClaimsStateField = fieldSelector(selectClaimsState);

/** Filing a claim: its answers so far, the steps answered, the filing's refusal and the claim filed. */
export const selectFnol = (state: WithClaims) => state.claims.fnol;
export const selectFnolField = fieldSelector(selectFnol);

const selectGlassQuestions = selectFlag('AutoGlassVendorFNOL');
const selectTextNotification = selectFlag('FNOLTextNotification');
/** The flags that add steps to a filing (AutoGlassVendorFNOL, FNOLTextNotification). */
export const selectFnolFlags = createSelector(
  selectGlassQuestions,
  selectTextNotification,
  (glassQuestions, textNotification): FnolFlags => ({ glassQuestions, textNotification }),
);

/**
 * The customer's policies a claim can be filed on online: every line the portal files (life included), in force or
 * lately expired. With no network, the ones kept on this device.
 */
export const selectFilingPolicies = createSelector(
  selectPolicySummaries,
  (state: WithClaims) => state.claims.offlinePolicies,
  (policies, kept): readonly KeptPolicy[] =>
    (policies.length > 0 ? policies : kept).filter(
      (p) => lossKindOf(p.lineOfBusiness) !== null && (p.status === 'active' || p.status === 'expired'),
    ),
);
