import type { PortalRouteKey } from '../shared/routes';

/**
 * The areas whose sagas arrive with their screens rather than with the portal's first script: each starts before
 * the first page view of a route that talks to it (the page view is what its sagas answer first), and the route's
 * screen is drawn once it has. The shell's sagas, and the ones that answer actions of any page (sign-in,
 * payments kept across reloads, chat, offers), start with the portal.
 */
export type LazyDomain =
  | 'policies'
  | 'selfService'
  | 'idCards'
  | 'claims'
  | 'fnol'
  | 'documents'
  | 'onboarding'
  | 'profile'
  | 'billing'
  | 'guestPay'
  | 'guestClaims'
  | 'accountCreation'
  | 'recovery';

type Keys = readonly PortalRouteKey[];

// Each area's routes by key (a type-only reference to the route tables, so that the guest pages, which start areas
// too, load none of the customer's tables; test/app/domains.test.ts checks each group against its table).
// The policy lists show summaries only; a policy's tabs show its ID cards, documents and changes too.
const policyListKeys: Keys = ['policies', 'policiesActive', 'policiesArchived'];
const policyTabKeys: Keys = ['policy', 'policyOverview', 'policyCoverages', 'policyDiscounts', 'policyDocuments', 'policyIdCards'];
const policyKeys: Keys = [...policyListKeys, ...policyTabKeys];
const selfServiceKeys: Keys = [
  'selfService',
  'editCoverage',
  'removeVehicle',
  'quoteDriver',
  'addVehicle',
  'editMortgagee',
  'updateLender',
];
const claimKeys: Keys = ['claims', 'claim', 'claimOverview', 'claimCoverages', 'claimDocuments', 'claimMessenger', 'claimSettings'];
const fnolKeys: Keys = ['fnolStep'];
const documentKeys: Keys = [
  'documents',
  'documentIdCards',
  'documentsPolicy',
  'documentsClaim',
  'documentsBilling',
  'documentsEnvelope',
  'documentsCategory',
  'documentsUpload',
];
const onboardingKeys: Keys = ['onboarding', 'onboardingStep', 'onboardingEnvelope', 'onboardingUpload', 'onboardingPaperless'];
const guestClaimKeys: Keys = ['guestFnolStep', 'guestUpload', 'homePhoto', 'homePhotoStep'];
const profileKeys: Keys = [
  'profile',
  'profileContactInformation',
  'profileUpdateLifeAddress',
  'profileManageEmails',
  'profileAddEmail',
  'profileManagePhones',
  'profileAddPhone',
  'profilePaperless',
  'profilePaperlessLife',
  'profilePaperlessAccount',
  'profileNotifications',
  'profileTextingEnroll',
  'profileSecurity',
  'profilePassword',
  'profileMfa',
  'profileLoginId',
  'profileEproxy',
];
const billingKeys: Keys = [
  'billing',
  'billingOverview',
  'billingTransactions',
  'billingStatements',
  'billingPaymentMethods',
  'billingAutopay',
  'changePaymentPlan',
];
const paymentKeys: Keys = ['makeAPayment', 'makeAPaymentForPolicy'];
const accountCreationKeys: Keys = [
  'createAccount',
  'createAccountVerification',
  'createAccountAuthorization',
  'createAccountConfirmation',
  'createAccountLoginId',
  'createAccountSuccess',
  'createAccountExpired',
];

/** Every area's own routes by key (test/app/domains.test.ts compares them with the route tables). */
export const areaRouteKeys = {
  policies: policyKeys,
  selfService: selfServiceKeys,
  claims: claimKeys,
  fnol: fnolKeys,
  documents: documentKeys,
  onboarding: onboardingKeys,
  guestClaims: guestClaimKeys,
  profile: profileKeys,
  billing: billingKeys,
  payments: paymentKeys,
  accountCreation: accountCreationKeys,
} as const;

/** Every route whose screens (or the pieces they share) dispatch an area's actions or whose view its sagas load. */
export const routesOf: Record<LazyDomain, Keys> = {
  policies: policyKeys,
  selfService: [...selfServiceKeys, ...policyTabKeys],
  idCards: ['documentIdCards', 'expressId', ...policyTabKeys],
  claims: ['account', ...claimKeys, ...fnolKeys],
  fnol: ['account', ...claimKeys, ...fnolKeys],
  documents: ['account', ...documentKeys, ...onboardingKeys, ...guestClaimKeys, ...claimKeys, ...policyTabKeys, ...fnolKeys],
  // The account sends a sign-in with onboarding to finish into it; a payment or automatic payments made on the billing
  // pages finish its billing steps; an envelope's record is shown among the documents.
  onboarding: ['account', ...onboardingKeys, 'documentsEnvelope', ...billingKeys, ...paymentKeys],
  profile: ['account', ...profileKeys, ...onboardingKeys, ...fnolKeys, ...policyTabKeys, ...documentKeys],
  billing: ['account', ...billingKeys, ...paymentKeys, ...onboardingKeys],
  guestPay: ['guestPay'],
  guestClaims: guestClaimKeys,
  accountCreation: accountCreationKeys,
  recovery: ['forgotPassword', 'forgotLoginId'],
};

const domainsByRoute = new Map<string, LazyDomain[]>();
for (const [domain, routes] of Object.entries(routesOf) as [LazyDomain, readonly string[]][]) {
  for (const route of routes) domainsByRoute.set(route, [...(domainsByRoute.get(route) ?? []), domain]);
}

/** The lazily started areas a route (by key) needs running before its page view. */
export const domainsOfRoute = (route: string): readonly LazyDomain[] => domainsByRoute.get(route) ?? [];

/** Whether every area a route needs has started (its screen waits until then). */
export const domainsReady = (route: string, started: readonly string[]): boolean =>
  domainsOfRoute(route).every((domain) => started.includes(domain));
