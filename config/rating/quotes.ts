// Online quote lifetime. Data only.
/** A saved quote can be resumed (and bound) for this many days after it was started. */
export const quoteValidityDays = 30;
