/** The documents centre (spec section 2): lists by category, policy, claim, bill type and envelope, uploads, ID cards. */
export const documentPages = {
  documents: { path: '/documents', page: 'Documents', category: 'documents', access: 'customer' },
  documentIdCards: { path: '/documents/id-cards', page: 'ID cards', category: 'documents', access: 'customer' },
  documentsPolicy: { path: '/documents/policy/:policyNumber', page: 'Documents for a policy', category: 'documents', access: 'customer' },
  documentsClaim: { path: '/documents/claim/:fileNumber', page: 'Documents for a claim', category: 'documents', access: 'customer' },
  documentsBilling: {
    path: '/documents/billing/:billType(mutual|life)',
    page: 'Billing documents',
    category: 'documents',
    access: 'customer',
  },
  documentsEnvelope: { path: '/documents/esign/:envelopeId', page: 'Documents to sign', category: 'documents', access: 'customer' },
  documentsCategory: {
    path: '/viewDocuments/:category(policies|billing|claims|forms|esign)',
    page: 'View documents',
    category: 'documents',
    access: 'customer',
  },
  documentsUpload: { path: '/documents/upload/:step(1|2|3)?', page: 'Upload documents', category: 'documents', access: 'customer' },
} as const;
