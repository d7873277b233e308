/** Policies (spec section 2): the lists, and each policy's tabs. */
export const policyPages = {
  policies: { path: '/policies', page: 'Policies', category: 'policies', access: 'customer' },
  policiesActive: { path: '/policies/active', page: 'Active policies', category: 'policies', access: 'customer' },
  policiesArchived: { path: '/policies/archived', page: 'Archived policies', category: 'policies', access: 'customer' },
  policy: { path: '/policies/:policyNumber', page: 'Policy', category: 'policies', access: 'customer' },
  policyOverview: { path: '/policies/:policyNumber/overview', page: 'Policy overview', category: 'policies', access: 'customer' },
  policyCoverages: { path: '/policies/:policyNumber/coverages', page: 'Policy coverages', category: 'policies', access: 'customer' },
  policyDiscounts: { path: '/policies/:policyNumber/discounts', page: 'Policy discounts', category: 'policies', access: 'customer' },
  policyDocuments: { path: '/policies/:policyNumber/documents', page: 'Policy documents', category: 'policies', access: 'customer' },
  policyIdCards: { path: '/policies/:policyNumber/id-cards', page: 'Policy ID cards', category: 'policies', access: 'customer' },
} as const;
