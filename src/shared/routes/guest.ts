/** What a guest does without signing in (spec section 2): express ID cards, and paying a bill. */
export const guestPages = {
  expressId: { path: '/express-id', page: 'Express ID cards', category: 'guest', access: 'public' },
  guestPay: {
    path: '/pay-as-guest/:step(find-bill|mutual-amount|life-amount|payment-information|make-payment|confirmation)?',
    page: 'Pay as a guest',
    category: 'guest',
    access: 'public',
  },
} as const;
