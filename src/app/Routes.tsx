import { Redirect, Route, Switch } from 'react-router-dom';
import type { ComponentType } from 'react';
import { lazyScreen } from './chunks';
import { screenRoutes } from './RouteScreen';
import { guestScreens } from './guestScreens';
import { portalRouteTable, portalRoutes, type PortalRouteKey } from '../shared/routes';

const ContactInformation = lazyScreen(() => import(/* webpackChunkName: "profile-contact" */ '../profile/screens/ContactInformationPage'));
const Paperless = lazyScreen(() => import(/* webpackChunkName: "profile-paperless" */ '../profile/screens/PaperlessPage'));
const Notifications = lazyScreen(() => import(/* webpackChunkName: "profile-notifications" */ '../profile/screens/NotificationsPage'));
const Security = lazyScreen(() => import(/* webpackChunkName: "profile-security" */ '../profile/screens/SecurityPage'));
const CreateAccount = lazyScreen(() => import(/* webpackChunkName: "create-account" */ '../accountCreation/screens/CreateAccountPage'));

/** Routes drawn without a screen of their own here: the entry redirects, the design system brings its own frame. */
type FramedElsewhere = 'home' | 'designSystem' | 'notFound';

/** Each route's screen, each in its own chunk (a route without one fails the type check). Routes live in src/shared/routes. */

const screens: Record<Exclude<PortalRouteKey, FramedElsewhere>, ComponentType> = {
  ...guestScreens,
  login: lazyScreen(() => import(/* webpackChunkName: "login" */ '../auth/screens/LoginPage')),
  loginError: lazyScreen(() => import(/* webpackChunkName: "login-error" */ '../auth/screens/LoginErrorPage')),
  loginSystemError: lazyScreen(() => import(/* webpackChunkName: "login-system-error" */ '../auth/screens/SystemErrorPage')),
  unsupportedBrowser: lazyScreen(() => import(/* webpackChunkName: "unsupported-browser" */ '../auth/screens/UnsupportedBrowserPage')),
  signInCallback: lazyScreen(() => import(/* webpackChunkName: "sign-in-callback" */ '../auth/screens/SignInCallbackPage')),
  forgotPassword: lazyScreen(() => import(/* webpackChunkName: "forgot-password" */ '../recovery/screens/ForgotPasswordPage')),
  forgotLoginId: lazyScreen(() => import(/* webpackChunkName: "forgot-login-id" */ '../recovery/screens/ForgotLoginIdPage')),
  forcedLogout: lazyScreen(() => import(/* webpackChunkName: "signed-out" */ '../auth/screens/SignedOutPage')),
  account: lazyScreen(() => import(/* webpackChunkName: "account" */ '../account/screens/AccountPage')),
  createAccount: CreateAccount,
  createAccountVerification: CreateAccount,
  createAccountAuthorization: CreateAccount,
  createAccountConfirmation: CreateAccount,
  createAccountLoginId: CreateAccount,
  createAccountSuccess: CreateAccount,
  createAccountExpired: CreateAccount,
  billing: lazyScreen(() => import(/* webpackChunkName: "billing" */ '../billing/screens/BillingOverviewPage')),
  billingOverview: lazyScreen(() => import(/* webpackChunkName: "billing" */ '../billing/screens/BillingOverviewPage')),
  billingTransactions: lazyScreen(() => import(/* webpackChunkName: "billing-transactions" */ '../billing/screens/TransactionsPage')),
  makeAPayment: lazyScreen(() => import(/* webpackChunkName: "make-a-payment" */ '../payments/screens/MakePaymentPage')),
  makeAPaymentForPolicy: lazyScreen(() => import(/* webpackChunkName: "make-a-payment" */ '../payments/screens/MakePaymentPage')),
  billingStatements: lazyScreen(() => import(/* webpackChunkName: "billing-centre" */ '../billing/screens/StatementsPage')),
  billingPaymentMethods: lazyScreen(() => import(/* webpackChunkName: "billing-centre" */ '../billing/screens/PaymentMethodsPage')),
  billingAutopay: lazyScreen(() => import(/* webpackChunkName: "billing-centre" */ '../billing/screens/AutopayPage')),
  changePaymentPlan: lazyScreen(() => import(/* webpackChunkName: "change-payment-plan" */ '../billing/screens/ChangePaymentPlanPage')),
  selfService: lazyScreen(() => import(/* webpackChunkName: "self-service" */ '../selfService/screens/SelfServicePage')),
  addVehicle: lazyScreen(() => import(/* webpackChunkName: "add-vehicle" */ '../selfService/screens/AddVehiclePage')),
  editCoverage: lazyScreen(() => import(/* webpackChunkName: "edit-coverage" */ '../selfService/screens/EditCoveragePage')),
  quoteDriver: lazyScreen(() => import(/* webpackChunkName: "quote-driver" */ '../selfService/screens/QuoteDriverPage')),
  removeVehicle: lazyScreen(() => import(/* webpackChunkName: "remove-vehicle" */ '../selfService/screens/RemoveVehiclePage')),
  editMortgagee: lazyScreen(() => import(/* webpackChunkName: "edit-mortgagee" */ '../selfService/screens/EditMortgageePage')),
  updateLender: lazyScreen(() => import(/* webpackChunkName: "update-lender" */ '../selfService/screens/UpdateLenderPage')),
  policies: lazyScreen(() => import(/* webpackChunkName: "policies" */ '../policies/screens/PoliciesPage')),
  policiesActive: lazyScreen(() => import(/* webpackChunkName: "policies" */ '../policies/screens/PoliciesPage')),
  policiesArchived: lazyScreen(() => import(/* webpackChunkName: "policies" */ '../policies/screens/PoliciesPage')),
  policy: lazyScreen(() => import(/* webpackChunkName: "policy" */ '../policies/screens/PolicyPage')),
  policyOverview: lazyScreen(() => import(/* webpackChunkName: "policy" */ '../policies/screens/PolicyPage')),
  policyCoverages: lazyScreen(() => import(/* webpackChunkName: "policy" */ '../policies/screens/PolicyPage')),
  policyDiscounts: lazyScreen(() => import(/* webpackChunkName: "policy" */ '../policies/screens/PolicyPage')),
  policyDocuments: lazyScreen(() => import(/* webpackChunkName: "policy" */ '../policies/screens/PolicyPage')),
  policyIdCards: lazyScreen(() => import(/* webpackChunkName: "policy" */ '../policies/screens/PolicyPage')),
  claims: lazyScreen(() => import(/* webpackChunkName: "claims" */ '../claims/screens/ClaimsPage')),
  fnolStep: lazyScreen(() => import(/* webpackChunkName: "claim-filing" */ '../claims/screens/FnolPage')),
  claim: lazyScreen(() => import(/* webpackChunkName: "claim" */ '../claims/screens/ClaimPage')),
  claimOverview: lazyScreen(() => import(/* webpackChunkName: "claim" */ '../claims/screens/ClaimPage')),
  claimCoverages: lazyScreen(() => import(/* webpackChunkName: "claim" */ '../claims/screens/ClaimPage')),
  claimDocuments: lazyScreen(() => import(/* webpackChunkName: "claim" */ '../claims/screens/ClaimPage')),
  claimMessenger: lazyScreen(() => import(/* webpackChunkName: "claim" */ '../claims/screens/ClaimPage')),
  claimSettings: lazyScreen(() => import(/* webpackChunkName: "claim" */ '../claims/screens/ClaimPage')),
  documents: lazyScreen(() => import(/* webpackChunkName: "documents" */ '../documents/screens/DocumentsPage')),
  documentsPolicy: lazyScreen(() => import(/* webpackChunkName: "documents" */ '../documents/screens/DocumentsPage')),
  documentsClaim: lazyScreen(() => import(/* webpackChunkName: "documents" */ '../documents/screens/DocumentsPage')),
  documentsBilling: lazyScreen(() => import(/* webpackChunkName: "documents" */ '../documents/screens/DocumentsPage')),
  documentsEnvelope: lazyScreen(() => import(/* webpackChunkName: "documents" */ '../documents/screens/DocumentsPage')),
  documentsCategory: lazyScreen(() => import(/* webpackChunkName: "documents" */ '../documents/screens/DocumentsPage')),
  onboarding: lazyScreen(() => import(/* webpackChunkName: "onboarding" */ '../onboarding/screens/OnboardingPage')),
  onboardingStep: lazyScreen(() => import(/* webpackChunkName: "onboarding" */ '../onboarding/screens/OnboardingPage')),
  onboardingPaperless: lazyScreen(() => import(/* webpackChunkName: "onboarding" */ '../onboarding/screens/OnboardingPage')),
  onboardingUpload: lazyScreen(() => import(/* webpackChunkName: "onboarding" */ '../onboarding/screens/OnboardingPage')),
  onboardingEnvelope: lazyScreen(() => import(/* webpackChunkName: "onboarding" */ '../onboarding/screens/EnvelopePage')),
  documentsUpload: lazyScreen(() => import(/* webpackChunkName: "document-upload" */ '../documents/screens/UploadPage')),
  documentIdCards: lazyScreen(() => import(/* webpackChunkName: "id-cards" */ '../idCards/screens/IdCardsPage')),
  support: lazyScreen(() => import(/* webpackChunkName: "support-handoff" */ '../support/screens/HandoffPage')),
  contactUs: lazyScreen(() => import(/* webpackChunkName: "contact-us" */ '../engagement/screens/ContactUsPage')),
  timeout: lazyScreen(() => import(/* webpackChunkName: "timeout" */ '../engagement/screens/TimeoutPage')),
  mobileAppInfo: lazyScreen(() => import(/* webpackChunkName: "mobile-app-info" */ '../engagement/screens/MobileAppInfoPage')),
  messengerCallback: lazyScreen(() => import(/* webpackChunkName: "messenger-callback" */ '../engagement/screens/MessengerCallbackPage')),
  profile: lazyScreen(() => import(/* webpackChunkName: "profile" */ '../profile/screens/ProfilePage')),
  profileContactInformation: ContactInformation,
  profileUpdateLifeAddress: ContactInformation,
  profileManageEmails: ContactInformation,
  profileAddEmail: ContactInformation,
  profileManagePhones: ContactInformation,
  profileAddPhone: ContactInformation,
  profilePaperless: Paperless,
  profilePaperlessLife: Paperless,
  profilePaperlessAccount: Paperless,
  profileNotifications: Notifications,
  profileTextingEnroll: Notifications,
  profileSecurity: Security,
  profilePassword: Security,
  profileLoginId: Security,
  profileMfa: lazyScreen(() => import(/* webpackChunkName: "profile-mfa" */ '../profile/screens/MfaPage')),
  profileEproxy: lazyScreen(() => import(/* webpackChunkName: "profile-eproxy" */ '../profile/screens/EproxyPage')),
};

/** The design-system page brings its own page frame, so it is mounted outside the shell (development builds only). */
export const DesignSystemPage = __DEV_PAGES__
  ? lazyScreen(() => import(/* webpackChunkName: "design-system" */ './screens/DesignSystemScreen'))
  : null;

const NotFound = lazyScreen(() => import(/* webpackChunkName: "not-found" */ './screens/NotFoundPage'));

export function PortalRoutes() {
  return (
    <Switch>
      <Redirect exact from={portalRoutes.home.path} to={portalRoutes.account.to({})} />
      {screenRoutes(portalRouteTable, screens)}
      <Route path={portalRoutes.notFound.path} component={NotFound} />
    </Switch>
  );
}
