// Quote lifetime (online and life quotes). Data only.
/** A saved quote can be resumed (and bound) for this many days after it was started. */
export const quoteValidityDays = 30;

/** A link that resumes an e-mailed quote opens it once, for this many days (never past the quote's own validity). */
export const quoteLinkValidityDays = 14;

/** Days after a quote is e-mailed that a reminder follows, while it is neither bought nor expired. */
export const quoteReminderDays = [3, 10] as const;

/** How many times one quote may be e-mailed (a prospect's own copies, not a mailing list). */
export const quoteEmailsPerQuote = 5;
