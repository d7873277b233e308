import { createSelector } from 'reselect';
import type { ClaimsState } from './slice';
import { fieldSelector } from '../bus/fieldSelector';

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
export const selectNewClaimMessageCount = (state: WithClaims) => state.claims.newMessageCount;

/** Narrow reads: one field of the slice each (docs/conventions.md, Selectors). */
export const selectClaimsStateField = fieldSelector(selectClaimsState);
