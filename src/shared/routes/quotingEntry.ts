/** The quoting application's entry pages, as plain data: other applications link to them without its route table. */
export const quotingEntryPages = {
  quoteStart: { path: '/quoting', page: 'Get a quote', category: 'quoting', access: 'public' },
  quoteReturn: { path: '/quoting/return', page: 'Resume a saved quote', category: 'quoting', access: 'public' },
  lifeQuote: { path: '/quoting/life', page: 'Life quote', category: 'quoting', access: 'public' },
  lifeQuoteSummary: { path: '/quoting/life/summary', page: 'Life quote: Summary', category: 'quoting', access: 'public' },
  lifeQuoteKnockout: { path: '/quoting/life/knockout', page: 'Life quote: Call to continue', category: 'quoting', access: 'public' },
} as const;
