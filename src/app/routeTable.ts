import { matchPath } from 'react-router';
import { loginRoute, notFoundRoute, route, type RouteMeta } from './route';

export { notFoundRoute, safeReturnPath, type Access, type RouteMeta } from './route';

/** Every route of the main customer application. Screens are bound to routes in Routes.tsx. */
export const routeTable: readonly RouteMeta[] = [
  route('home', '/', 'Home', 'entry', 'public'),
  loginRoute,
  route('loginError', '/login/error', 'Login error', 'login', 'public'),
  route('loginSystemError', '/login/system-error', 'System error', 'login', 'public'),
  route('unsupportedBrowser', '/login/unsupported-browser', 'Unsupported browser', 'login', 'public'),
  route('signInCallback', '/implicit/callback', 'Signing in', 'login', 'public'),
  route('forcedLogout', '/forced-logout', 'Signed out', 'login', 'public'),
  route('account', '/account', 'Account', 'account', 'customer'),
  route('createAccount', '/create-account', 'Create account: Information', 'createAccount', 'public'),
  route('createAccountVerification', '/create-account/accountVerification', 'Create account: Verification', 'createAccount', 'public'),
  // The emailed link form of the verification (its token segment is masked in the log and the server log).
  route('createAccountAuthorization', '/create-account/authorization/:token', 'Create account: Verification', 'createAccount', 'public'),
  route('createAccountConfirmation', '/create-account/confirmation', 'Create account: Confirmation', 'createAccount', 'public'),
  route('createAccountLoginId', '/create-account/loginID', 'Create account: Login ID', 'createAccount', 'public'),
  route('createAccountSuccess', '/create-account/success', 'Create account: Success', 'createAccount', 'public'),
  route('createAccountExpired', '/create-account/expired', 'Create account: Expired', 'createAccount', 'public'),
  route('designSystem', '/dev/ui', 'Design system', 'development', 'public'),
  route('billing', '/billing', 'Billing', 'billing', 'customer'),
  route('billingOverview', '/billing/overview', 'Billing overview', 'billing', 'customer'),
  route('billingTransactions', '/billing/transactions', 'Billing transactions', 'billing', 'customer'),
  route(
    'makeAPayment',
    '/billing/makeapayment/:step(amount|method|verification|confirmation|paypolicies)?',
    'Make a payment',
    'billing',
    'customer',
  ),
  // The quick payment of the amount due, a dialog over the billing overview; the same from a quick-pay link, under its own
  // page name. Both are served by Make a payment's screen and sagas (its key), which opens the dialog at these addresses.
  route('makeAPayment', '/billing/makeapayment/:step(paymentmodal)', 'Pay amount due', 'billing', 'customer'),
  route('makeAPayment', '/billing/makeapayment/quickpay/:step(paymentmodal)', 'Quick pay', 'billing', 'customer'),
  route(
    'makeAPaymentForPolicy',
    '/billing/makeapayment/:policyNumber/:step(amount|method|verification|confirmation|singlepay)',
    'Make a payment',
    'billing',
    'customer',
  ),
  route('billingStatements', '/billing/statements', 'Billing statements', 'billing', 'customer'),
  route('billingPaymentMethods', '/billing/payment-methods', 'Payment methods', 'billing', 'customer'),
  route('billingAutopay', '/billing/autopay/:step(review|confirmation)?', 'Automatic payments', 'billing', 'customer'),
  route(
    'changePaymentPlan',
    '/billing/change-payment-plan/:policyNumber/:step(select-payment-plan|review-payment-plan|confirmation-payment-plan)?',
    'Change payment plan',
    'billing',
    'customer',
  ),
  route('policies', '/policies', 'Policies', 'policies', 'customer'),
  route('policiesActive', '/policies/active', 'Active policies', 'policies', 'customer'),
  route('policiesArchived', '/policies/archived', 'Archived policies', 'policies', 'customer'),
  route('policy', '/policies/:policyNumber', 'Policy', 'policies', 'customer'),
  route('policyOverview', '/policies/:policyNumber/overview', 'Policy overview', 'policies', 'customer'),
  route('policyCoverages', '/policies/:policyNumber/coverages', 'Policy coverages', 'policies', 'customer'),
  route('policyDiscounts', '/policies/:policyNumber/discounts', 'Policy discounts', 'policies', 'customer'),
  route('policyDocuments', '/policies/:policyNumber/documents', 'Policy documents', 'policies', 'customer'),
  route('policyIdCards', '/policies/:policyNumber/id-cards', 'Policy ID cards', 'policies', 'customer'),
  route('documents', '/documents', 'Documents', 'documents', 'customer'),
  route('documentIdCards', '/documents/id-cards', 'ID cards', 'documents', 'customer'),
  route('documentsPolicy', '/documents/policy/:policyNumber', 'Documents for a policy', 'documents', 'customer'),
  route('documentsClaim', '/documents/claim/:fileNumber', 'Documents for a claim', 'documents', 'customer'),
  route('documentsBilling', '/documents/billing/:billType(mutual|life)', 'Billing documents', 'documents', 'customer'),
  route('documentsEnvelope', '/documents/esign/:envelopeId', 'Documents to sign', 'documents', 'customer'),
  route('documentsCategory', '/viewDocuments/:category(policies|billing|claims|forms|esign)', 'View documents', 'documents', 'customer'),
  route('documentsUpload', '/documents/upload/:step(1|2|3)?', 'Upload documents', 'documents', 'customer'),
  route('expressId', '/express-id', 'Express ID cards', 'guest', 'public'),
  route(
    'guestPay',
    '/pay-as-guest/:step(find-bill|mutual-amount|life-amount|payment-information|make-payment|confirmation)?',
    'Pay as a guest',
    'guest',
    'public',
  ),
  route('support', '/support', 'Support console', 'support', 'public', false),
];

/** The route a path (without the /customers base) shows. */
export function matchRoute(pathname: string): RouteMeta {
  return routeTable.find((r) => matchPath(pathname, { path: r.path, exact: r.exact })) ?? notFoundRoute;
}
