/** Offers of the targeting service: the words around them (their own words come with each offer). */
export const offerMessages = {
  noThanks: 'No thanks',
  learnMore: 'Learn more',
} as const;
