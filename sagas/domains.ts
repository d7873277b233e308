import { domainsOfRoute } from '../src/app/domains';
import { guestDomainSagas } from './guestDomains';
import { startDomainsWith, withSlice, type DomainSagaLoaders } from './areaSagas';

/** Each area's sagas and slice: the guest pages' areas (sagas/guestDomains.ts) and a customer's. */
const domainSagas: DomainSagaLoaders = {
  ...guestDomainSagas,
  policies: () =>
    withSlice(
      'policies',
      import(/* webpackChunkName: "sagas-policies" */ './policies').then((m) => m.policiesSaga),
      import(/* webpackChunkName: "sagas-policies" */ '../src/policies/slice').then((m) => m.policiesReducer),
    ),
  selfService: () =>
    withSlice(
      'selfService',
      import(/* webpackChunkName: "sagas-self-service" */ './selfService').then((m) => m.selfServiceSaga),
      import(/* webpackChunkName: "sagas-self-service" */ '../src/selfService/slice').then((m) => m.selfServiceReducer),
    ),
  claims: () =>
    withSlice(
      'claims',
      import(/* webpackChunkName: "sagas-claims" */ './claims').then((m) => m.claimsSaga),
      import(/* webpackChunkName: "sagas-claims" */ '../src/claims/slice').then((m) => m.claimsReducer),
    ),
  // A claim's filing is held in the claims slice: the fnol routes need the claims area too.
  fnol: () => import(/* webpackChunkName: "sagas-fnol" */ './fnol').then((m) => m.fnolSaga),
  profile: () =>
    withSlice(
      'profile',
      import(/* webpackChunkName: "sagas-profile" */ './profile').then((m) => m.profileSaga),
      import(/* webpackChunkName: "sagas-profile" */ '../src/profile/slice').then((m) => m.profileReducer),
    ),
  onboarding: () =>
    withSlice(
      'onboarding',
      import(/* webpackChunkName: "sagas-onboarding" */ './onboarding').then((m) => m.onboardingSaga),
      import(/* webpackChunkName: "sagas-onboarding" */ '../src/onboarding/slice').then((m) => m.onboardingReducer),
    ),
  billing: () =>
    withSlice(
      'billing',
      import(/* webpackChunkName: "sagas-billing" */ './billing').then((m) => m.billingSaga),
      import(/* webpackChunkName: "sagas-billing" */ '../src/billing/slice').then((m) => m.billingReducer),
    ),
  accountCreation: () =>
    withSlice(
      'accountCreation',
      import(/* webpackChunkName: "sagas-account-creation" */ './accountCreation').then((m) => m.accountCreationSaga),
      import(/* webpackChunkName: "sagas-account-creation" */ '../src/accountCreation/slice').then((m) => m.accountCreationReducer),
    ),
  recovery: () =>
    withSlice(
      'recovery',
      import(/* webpackChunkName: "sagas-recovery" */ './recovery').then((m) => m.recoverySaga),
      import(/* webpackChunkName: "sagas-recovery" */ '../src/recovery/slice').then((m) => m.recoveryReducer),
    ),
};

/** The portal's: every area. */
export const startDomainsOf = /*#__PURE__*/ startDomainsWith(domainSagas, domainsOfRoute);
