import type { GuestClaimsState } from './slice';
import { fieldSelector } from '../bus/fieldSelector';

export const selectGuestClaims = (state: { guestClaims: GuestClaimsState }) => state.guestClaims;

/** Narrow reads: one field of the slice each (docs/conventions.md, Selectors). */
export const selectGuestClaimsField = fieldSelector(selectGuestClaims);
