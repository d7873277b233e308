/** The billing centre (spec section 2: billing, overview, autopay, payment methods, statements, transactions, change payment plan). */
export const billingPages = {
  billing: { path: '/billing', page: 'Billing', category: 'billing', access: 'customer' },
  billingOverview: { path: '/billing/overview', page: 'Billing overview', category: 'billing', access: 'customer' },
  billingTransactions: { path: '/billing/transactions', page: 'Billing transactions', category: 'billing', access: 'customer' },
  billingStatements: { path: '/billing/statements', page: 'Billing statements', category: 'billing', access: 'customer' },
  billingPaymentMethods: { path: '/billing/payment-methods', page: 'Payment methods', category: 'billing', access: 'customer' },
  billingAutopay: {
    path: '/billing/autopay/:step(review|confirmation)?',
    page: 'Automatic payments',
    category: 'billing',
    access: 'customer',
  },
  changePaymentPlan: {
    path: '/billing/change-payment-plan/:policyNumber/:step(select-payment-plan|review-payment-plan|confirmation-payment-plan)?',
    page: 'Change payment plan',
    category: 'billing',
    access: 'customer',
  },
} as const;
