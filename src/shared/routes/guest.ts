/**
 * Each step of Pay as a guest by its page name (the title, the announcement and the analytics data layer's pageName),
 * in the words spec section 2 gives its analytics. The bill search is a mutual account validation or a life policy
 * validation by the line of business chosen before it; its address alone does not tell which.
 */
export const guestPayPageNames = {
  start: 'Pay as a guest: Line-of-business selection',
  findBill: 'Pay as a guest: Find your bill',
  mutualValidation: 'Pay as a guest: Mutual account validation',
  lifeValidation: 'Pay as a guest: Life policy validation',
  amount: 'Pay as a guest: Amount',
  method: 'Pay as a guest: Method',
  review: 'Pay as a guest: Review',
  confirmation: 'Pay as a guest: Confirmation',
} as const;

const guestPayStepNames: Readonly<Record<string, string>> = {
  'find-bill': guestPayPageNames.findBill,
  'mutual-amount': guestPayPageNames.amount,
  'life-amount': guestPayPageNames.amount,
  'payment-information': guestPayPageNames.method,
  'make-payment': guestPayPageNames.review,
  confirmation: guestPayPageNames.confirmation,
};

/** What a guest does without signing in (spec section 2): express ID cards, and paying a bill. */
export const guestPages = {
  expressId: { path: '/express-id', page: 'Express ID cards', category: 'guest', access: 'public' },
  guestPay: {
    path: '/pay-as-guest/:step(find-bill|mutual-amount|life-amount|payment-information|make-payment|confirmation)?',
    page: ({ step }: { step?: string }) =>
      step === undefined ? guestPayPageNames.start : (guestPayStepNames[step] ?? guestPayPageNames.start),
    // The bill search is a mutual account validation or a life policy validation, by the line chosen before it.
    analyticsPage: ({ step }: { step?: string }, state: unknown) => {
      if (step !== 'find-bill') return undefined;
      const line = (state as { guestPay?: { lineOfBusiness?: 'mutual' | 'life' | null } }).guestPay?.lineOfBusiness;
      return line ? (line === 'life' ? guestPayPageNames.lifeValidation : guestPayPageNames.mutualValidation) : undefined;
    },
    category: 'guest',
    access: 'public',
  },
} as const;
