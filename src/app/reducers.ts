import { combineReducers } from 'redux';
import type { History } from 'history';
import { replayableRouter } from '../shell/router';
import { appReducer } from '../shell/slice';
import { authReducer } from '../auth/slice';
import { authActions } from '../auth/catalogue';
import { flagsReducer } from '../flags/slice';
import { analyticsReducer } from '../analytics/slice';
import { profileReducer } from '../profile/slice';
import { policiesReducer } from '../policies/slice';
import { claimsReducer } from '../claims/slice';
import { documentsReducer } from '../documents/slice';
import { onboardingReducer } from '../onboarding/slice';
import { idCardsReducer } from '../idCards/slice';
import { billingReducer } from '../billing/slice';
import { paymentsReducer } from '../payments/slice';
import { guestPayReducer } from '../guestPay/slice';
import { guestClaimsReducer } from '../guestClaims/slice';
import { accountCreationReducer } from '../accountCreation/slice';
import { recoveryReducer } from '../recovery/slice';
import { formsReducerForgettingAt } from '../forms/slice';
import { engagementReducer } from '../engagement/slice';
import { offersReducer } from '../offers/slice';
import { selfServiceReducer } from '../selfService/slice';
import { chatReducer } from '../chat/slice';

/** The reducers of the main customer application; replay folds the log through exactly these. */
export function createRootReducer(history: History) {
  return combineReducers({
    router: replayableRouter(history),
    app: appReducer,
    auth: authReducer,
    flags: flagsReducer,
    analytics: analyticsReducer,
    profile: profileReducer,
    policies: policiesReducer,
    claims: claimsReducer,
    documents: documentsReducer,
    onboarding: onboardingReducer,
    idCards: idCardsReducer,
    billing: billingReducer,
    payments: paymentsReducer,
    guestPay: guestPayReducer,
    guestClaims: guestClaimsReducer,
    accountCreation: accountCreationReducer,
    recovery: recoveryReducer,
    forms: formsReducerForgettingAt(authActions.signedOut),
    engagement: engagementReducer,
    offers: offersReducer,
    selfService: selfServiceReducer,
    chat: chatReducer,
  });
}

export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;
