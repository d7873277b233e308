import type { History } from 'history';
import type { RouterState } from 'connected-react-router';
import { replayableRouter } from '../shell/router';
import { appReducer, type AppState } from '../shell/slice';
import { authReducer } from '../auth/slice';
import { authActions } from '../auth/catalogue';
import { flagsReducer } from '../flags/slice';
import { shellDataLayer } from '../analytics/shellDataLayer';
import { formsReducerForgettingAt } from '../forms/slice';
import type { paymentsReducer } from '../payments/slice';
import { withAreaSlices } from '../shell/registry';
import type { guestPayReducer } from '../guestPay/slice';
import type { guestClaimsReducer } from '../guestClaims/slice';
import type { idCardsReducer } from '../idCards/slice';
import type { documentsReducer } from '../documents/slice';

/** The areas a guest uses: each one's slice arrives with its first route's chunk (sagas/guestDomains.ts). */
const guestAreas = ['payments', 'guestPay', 'guestClaims', 'idCards', 'documents'] as const;

/**
 * The guest pages' slices: the portal's shell slices from the start, and the areas a guest uses once
 * their first route has loaded, nothing of a customer's. Its log is part of the portal's (same actions, same session
 * log), so the portal's reducers replay it to the same state.
 */
export function createGuestReducer(history: History) {
  return withAreaSlices<GuestState>(
    {
      router: replayableRouter(history),
      app: appReducer,
      auth: authReducer,
      flags: flagsReducer,
      analytics: shellDataLayer,
      forms: formsReducerForgettingAt(authActions.signedOut),
    },
    guestAreas,
  );
}

/** The guest pages' state; an area's slice is there from its first route on (before it, its key is absent). */
export interface GuestState {
  router: RouterState;
  app: AppState;
  auth: ReturnType<typeof authReducer>;
  flags: ReturnType<typeof flagsReducer>;
  analytics: ReturnType<typeof shellDataLayer>;
  forms: ReturnType<ReturnType<typeof formsReducerForgettingAt>>;
  payments: ReturnType<typeof paymentsReducer>;
  guestPay: ReturnType<typeof guestPayReducer>;
  guestClaims: ReturnType<typeof guestClaimsReducer>;
  idCards: ReturnType<typeof idCardsReducer>;
  documents: ReturnType<typeof documentsReducer>;
}
