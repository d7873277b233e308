// Field rules of the quote and life forms, shared by the screens (react-final-form) and the quoting
// gateway (validateValues on a section's body): one definition of what a valid answer is.
import { compose, notPattern, pattern, required, requiredWith, type Validator } from './validators';
import { fieldMessages } from './messages';
import * as patterns from './patterns';
import { businessToday, isWithinQuotingEffectiveRange, readCalendarDate, dayNumber } from './dates';
import { quotingMessages } from './messages';
import { email, phoneDigits } from './person';

export { firstName, lastName, email, phoneDigits, zip } from './person';

/** How a life specialist reaches a life applicant: the same rules on the summary page and in the quoting gateway. */
export const lifeContact = { phone: phoneDigits, email };
export const street = compose(
  required,
  pattern(patterns.street, fieldMessages.provideValidResponse),
  notPattern(patterns.poBox, quotingMessages.noPoBox),
);
export const city = compose(required, pattern(patterns.city, fieldMessages.provideValidResponse));
export const state = compose(required, pattern(/^[A-Z]{2}$/, fieldMessages.selectValidResponse));
export const vin = compose(required, pattern(patterns.vin, fieldMessages.provideValidResponse));
export const choice = requiredWith(fieldMessages.selectValidResponse);

// The mortgage lender of the dwelling bind. A lender's payment address is often a P.O. box, so it is allowed here.
export const lenderName = compose(required, pattern(patterns.companyName, fieldMessages.provideValidResponse));
export const lenderStreet = compose(required, pattern(patterns.street, fieldMessages.provideValidResponse));
export const optionalStreet = pattern(patterns.street, fieldMessages.provideValidResponse);
export const loanNumber = compose(required, pattern(patterns.loanNumber, fieldMessages.provideValidResponse));

/** A whole number from `min` to `max` (entered as text or given as a number). */
export const wholeNumber = (min: number, max: number): Validator =>
  compose(required, (value) => {
    const n = Number(value);
    return Number.isInteger(n) && n >= min && n <= max && String(value).trim() !== '' ? undefined : fieldMessages.provideValidResponse;
  });

/** A real past date of birth (MM/DD/YYYY or yyyy-mm-dd) of someone 15 to 110 years old. */
export const dateOfBirth = (now: () => Date = () => new Date()): Validator =>
  compose(required, (value) => {
    const date = readCalendarDate(String(value));
    const today = readCalendarDate(businessToday(now()));
    if (!date || !today) return fieldMessages.dateOfBirth;
    const age = (dayNumber(today) - dayNumber(date)) / 365.25;
    return age >= 15 && age <= 110 ? undefined : fieldMessages.dateOfBirth;
  });

/** The effective date: from today through 365 days ahead, US Eastern. */
export const effectiveDate = (now: () => Date = () => new Date()): Validator =>
  compose(required, (value) =>
    readCalendarDate(String(value)) === undefined
      ? fieldMessages.date
      : isWithinQuotingEffectiveRange(String(value), now())
        ? undefined
        : quotingMessages.effectiveDateRange,
  );

/** A model year from 1981 through next year. */
export const modelYear = (now: () => Date = () => new Date()): Validator => wholeNumber(1981, now().getUTCFullYear() + 1);
