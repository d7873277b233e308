import type { Reducer } from 'redux';
import { registerAreaSlices } from '../shell/registry';
import type { LazyDomain } from '../shell/manifest';
import { policiesReducer } from '../policies/slice';
import { selfServiceReducer } from '../selfService/slice';
import { idCardsReducer } from '../idCards/slice';
import { claimsReducer } from '../claims/slice';
import { documentsReducer } from '../documents/slice';
import { onboardingReducer } from '../onboarding/slice';
import { profileReducer } from '../profile/slice';
import { paymentsReducer } from '../payments/slice';
import { billingReducer } from '../billing/slice';
import { guestPayReducer } from '../guestPay/slice';
import { guestClaimsReducer } from '../guestClaims/slice';
import { accountCreationReducer } from '../accountCreation/slice';
import { recoveryReducer } from '../recovery/slice';

/**
 * Each area's slice, under its area's name, as the area's chunk brings it (sagas/domains.ts). Only for the folds that
 * draw any area at once (the support console's replay): an application's entry never imports it, its areas' slices
 * come with their chunks.
 */
const everyAreaSlice = {
  policies: policiesReducer,
  selfService: selfServiceReducer,
  idCards: idCardsReducer,
  claims: claimsReducer,
  documents: documentsReducer,
  onboarding: onboardingReducer,
  profile: profileReducer,
  payments: paymentsReducer,
  billing: billingReducer,
  guestPay: guestPayReducer,
  guestClaims: guestClaimsReducer,
  accountCreation: accountCreationReducer,
  recovery: recoveryReducer,
} satisfies Partial<Record<LazyDomain, Reducer>>;

/** The areas' slices of the portal's state. */
export type AreaSlices = { [area in keyof typeof everyAreaSlice]: ReturnType<(typeof everyAreaSlice)[area]> };

/** The areas whose slices the replay registers (test/app/replayedAreaSlices.test.ts holds it to every area with a slice). */
export const replayedAreas = Object.keys(everyAreaSlice) as readonly (keyof AreaSlices)[];

/** Registers every area's slice, as if each area's chunk had arrived: a fold of any log then adds each where its area started. */
export function registerEveryAreaSlice(): void {
  for (const [area, reducer] of Object.entries(everyAreaSlice)) registerAreaSlices(area as keyof AreaSlices, { [area]: reducer });
}
