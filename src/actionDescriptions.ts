// The meaning of every declared action type, in words: what docs/actions.md and the support console show
// beside each action of a log. Only tools import it, never a customer's page.
import { describedActions } from './bus/catalogue';
import { appActions, appDescriptions } from './shell/catalogue';
import { apiActions, apiDescriptions } from './api/catalogue';
import { authActions, authDescriptions } from './auth/catalogue';
import { flagsActions, flagsDescriptions } from './flags/catalogue';
import { analyticsActions, analyticsDescriptions } from './analytics/catalogue';
import { profileActions, profileDescriptions } from './profile/catalogue';
import { policiesActions, policiesDescriptions } from './policies/catalogue';
import { claimsActions, claimsDescriptions } from './claims/catalogue';
import { documentsActions, documentsDescriptions } from './documents/catalogue';
import { onboardingActions, onboardingDescriptions } from './onboarding/catalogue';
import { idCardsActions, idCardsDescriptions } from './idCards/catalogue';
import { billingActions, billingDescriptions } from './billing/catalogue';
import { paymentsActions, paymentsDescriptions } from './payments/catalogue';
import { guestPayActions, guestPayDescriptions } from './guestPay/catalogue';
import { guestClaimsActions, guestClaimsDescriptions } from './guestClaims/catalogue';
import { accountCreationActions, accountCreationDescriptions } from './accountCreation/catalogue';
import { recoveryActions, recoveryDescriptions } from './recovery/catalogue';
import { formsActions, formsDescriptions } from './forms/catalogue';
import { supportActions, supportDescriptions } from './support/catalogue';
import { quotingActions, quotingDescriptions } from './quoting/catalogue';
import { lifeQuotingActions, lifeQuotingDescriptions } from './lifeQuoting/catalogue';
import { engagementActions, engagementDescriptions } from './engagement/catalogue';
import { offersActions, offersDescriptions } from './offers/catalogue';
import { chatActions, chatDescriptions } from './chat/catalogue';
import { selfServiceActions, selfServiceDescriptions } from './selfService/catalogue';

export const actionDescriptions: ReadonlyMap<string, string> = new Map([
  ...describedActions(appActions, appDescriptions),
  ...describedActions(apiActions, apiDescriptions),
  ...describedActions(authActions, authDescriptions),
  ...describedActions(flagsActions, flagsDescriptions),
  ...describedActions(analyticsActions, analyticsDescriptions),
  ...describedActions(profileActions, profileDescriptions),
  ...describedActions(policiesActions, policiesDescriptions),
  ...describedActions(selfServiceActions, selfServiceDescriptions),
  ...describedActions(claimsActions, claimsDescriptions),
  ...describedActions(documentsActions, documentsDescriptions),
  ...describedActions(onboardingActions, onboardingDescriptions),
  ...describedActions(idCardsActions, idCardsDescriptions),
  ...describedActions(billingActions, billingDescriptions),
  ...describedActions(paymentsActions, paymentsDescriptions),
  ...describedActions(guestPayActions, guestPayDescriptions),
  ...describedActions(guestClaimsActions, guestClaimsDescriptions),
  ...describedActions(accountCreationActions, accountCreationDescriptions),
  ...describedActions(recoveryActions, recoveryDescriptions),
  ...describedActions(formsActions, formsDescriptions),
  ...describedActions(supportActions, supportDescriptions),
  ...describedActions(quotingActions, quotingDescriptions),
  ...describedActions(lifeQuotingActions, lifeQuotingDescriptions),
  ...describedActions(engagementActions, engagementDescriptions),
  ...describedActions(offersActions, offersDescriptions),
  ...describedActions(chatActions, chatDescriptions),
]);
