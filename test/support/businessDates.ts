/** Noon US Eastern (the insurer's time zone) of a calendar date: the same date in EST and EDT alike. */
export const noonOf = (iso: string) => new Date(`${iso}T17:00:00Z`);
