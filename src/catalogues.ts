// Every domain catalogue, so tools (the action-log docs, replay in the support console) see them all.
export { appActions } from './app/catalogue';
export { apiActions } from './api/catalogue';
export { authActions } from './auth/catalogue';
export { flagsActions } from './flags/catalogue';
export { analyticsActions } from './analytics/catalogue';
export { profileActions } from './profile/catalogue';
export { policiesActions } from './policies/catalogue';
export { documentsActions } from './documents/catalogue';
export { idCardsActions } from './idCards/catalogue';
export { billingActions } from './billing/catalogue';
export { paymentsActions } from './payments/catalogue';
export { guestPayActions } from './guestPay/catalogue';
export { accountCreationActions } from './accountCreation/catalogue';
export { formsActions } from './forms/catalogue';
export { supportActions } from './support/catalogue';
export { quotingActions } from './quoting/catalogue';
export { lifeQuotingActions } from './lifeQuoting/catalogue';
