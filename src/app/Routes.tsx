import { Redirect, Route, Switch } from 'react-router-dom';
import type { ComponentType } from 'react';
import { lazyScreen } from './chunks';
import { portalRouteTable, portalRoutes, type PortalRouteKey } from '../shared/routes';

const CreateAccount = lazyScreen(() => import(/* webpackChunkName: "create-account" */ '../accountCreation/screens/CreateAccountPage'));

/** Routes drawn without a screen of their own here: the entry redirects, the design system brings its own frame. */
type FramedElsewhere = 'home' | 'designSystem' | 'notFound';

/** Each route's screen, each in its own chunk (a route without one fails the type check). Routes live in src/shared/routes. */
const screens: Record<Exclude<PortalRouteKey, FramedElsewhere>, ComponentType> = {
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
  guestPay: lazyScreen(() => import(/* webpackChunkName: "guest-pay" */ '../guestPay/screens/GuestPayPage')),
  billingStatements: lazyScreen(() => import(/* webpackChunkName: "billing-centre" */ '../billing/screens/StatementsPage')),
  billingPaymentMethods: lazyScreen(() => import(/* webpackChunkName: "billing-centre" */ '../billing/screens/PaymentMethodsPage')),
  billingAutopay: lazyScreen(() => import(/* webpackChunkName: "billing-centre" */ '../billing/screens/AutopayPage')),
  changePaymentPlan: lazyScreen(() => import(/* webpackChunkName: "change-payment-plan" */ '../billing/screens/ChangePaymentPlanPage')),
  selfService: lazyScreen(() => import(/* webpackChunkName: "self-service" */ '../selfService/screens/SelfServicePage')),
  addVehicle: lazyScreen(() => import(/* webpackChunkName: "add-vehicle" */ '../selfService/screens/AddVehiclePage')),
  editCoverage: lazyScreen(() => import(/* webpackChunkName: "edit-coverage" */ '../selfService/screens/EditCoveragePage')),
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
  documentsUpload: lazyScreen(() => import(/* webpackChunkName: "document-upload" */ '../documents/screens/UploadPage')),
  documentIdCards: lazyScreen(() => import(/* webpackChunkName: "id-cards" */ '../idCards/screens/IdCardsPage')),
  expressId: lazyScreen(() => import(/* webpackChunkName: "express-id" */ '../idCards/screens/ExpressIdPage')),
  support: lazyScreen(() => import(/* webpackChunkName: "support-handoff" */ '../support/screens/HandoffPage')),
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
      {portalRouteTable.map((r) =>
        r.key in screens ? <Route key={r.key} path={r.path} exact={r.exact} component={screens[r.key as keyof typeof screens]} /> : null,
      )}
      <Route path={portalRoutes.notFound.path} component={NotFound} />
    </Switch>
  );
}
