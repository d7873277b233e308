/** Claims (spec section 2): the list, and each claim file's tabs. */
export const claimPages = {
  claims: { path: '/claims', page: 'Claims', category: 'claims', access: 'customer' },
  claim: { path: '/claims/:fileNumber', page: 'Claim', category: 'claims', access: 'customer' },
  claimOverview: { path: '/claims/:fileNumber/overview', page: 'Claim overview', category: 'claims', access: 'customer' },
  claimCoverages: { path: '/claims/:fileNumber/coverages', page: 'Claim coverages and payments', category: 'claims', access: 'customer' },
  claimDocuments: { path: '/claims/:fileNumber/documents', page: 'Claim documents', category: 'claims', access: 'customer' },
  claimMessenger: { path: '/claims/:fileNumber/messenger', page: 'Claim messages', category: 'claims', access: 'customer' },
  claimSettings: { path: '/claims/:fileNumber/settings', page: 'Claim notification settings', category: 'claims', access: 'customer' },
} as const;
