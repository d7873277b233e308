// Patterns of spec section 5. Each is anchored unless it detects something inside free text
// (poBox, probableAccountOrCardNumber), where it is used with `.test` on the whole value.
import { accountNumberPattern, claimFileNumberPattern, lifePolicyNumberPattern, mutualPolicyNumberPattern } from '../contract/identifiers';

/** Letters only, A-Z in either case. */
export const lettersOnly = /^[A-Za-z]+$/;

/** Letters and spaces, with at least one letter. */
export const lettersAndSpaces = /^(?=.*[A-Za-z])[A-Za-z ]+$/;

/** Letters and digits only. */
export const alphanumeric = /^[A-Za-z0-9]+$/;

/** Letters and digits, 2 to 10 characters. */
export const alphanumeric2to10 = /^[A-Za-z0-9]{2,10}$/;

/** Billing account number: N followed by digits (section 3). */
export const accountNumber = accountNumberPattern;

/** Email address: a dot-separated local part, @, and a domain with a top-level label of two letters or more. */
export const email =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

// Letters are letters of every language (\p{L} with combining marks \p{M}): 'José', 'Zoë', 'Nguyễn',
// 'Española'. An apostrophe may be typed straight (') or curly (’), as phone keyboards do.

/** Street address line: starts with a letter or digit, then letters, digits, space and # ' . , / - (60 at most). */
export const street = /^[\p{L}0-9][\p{L}\p{M}0-9 #'\u2019.,/-]{0,59}$/u;

/** City: starts with a letter, then letters, space, dot, apostrophe, hyphen (50 at most). */
export const city = /^\p{L}[\p{L}\p{M} .'\u2019-]{0,49}$/u;

/** Detects a post office box anywhere in an address line (P.O. Box 12, PO Box, POB 12, Post Office Box 9). */
export const poBox = /\b(?:p\.?\s*o\.?\s*box|post\s+office\s+box|p\.?\s*o\.?\s*b\.?\s*#?\s*\d)/i;

/** ZIP code: 5 digits, 9 digits, or 5-4. */
export const zip = /^\d{5}(?:-?\d{4})?$/;

/** Domestic phone shown 3-3-4 with dashes; the first digit is 1-9 as in the phone mask. */
export const domesticPhone = /^[1-9]\d{2}-\d{3}-\d{4}$/;

/** Calendar date yyyy-mm-dd (field ranges only; use dates.ts for real-calendar checks). */
export const isoDate = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

/** Calendar date m/d/yyyy, leading zeros optional. */
export const usDate = /^(?:0?[1-9]|1[0-2])\/(?:0?[1-9]|[12]\d|3[01])\/\d{4}$/;

/** Four-digit year. */
export const year4 = /^\d{4}$/;

/** Time h:mm am/pm, 12-hour clock, space before am/pm optional, either case. */
export const time = /^(?:0?[1-9]|1[0-2]):[0-5]\d ?[AaPp][Mm]$/;

/** Name on a bank account: letters, space, dot, comma, hyphen, apostrophe, with at least one letter. */
export const bankAccountName = /^(?=.*\p{L})[\p{L}\p{M} .,'\u2019-]+$/u;

/** Company name (a lender or mortgagee): starts with a letter or digit, then letters, digits, space and & ' . , / - (60 at most). */
export const companyName = /^[A-Za-z0-9][A-Za-z0-9 &'.,/-]{0,59}$/;

/** Loan number, as the loan number mask lets it be typed: letters, digits and hyphens, 30 at most. */
export const loanNumber = /^[A-Za-z0-9][A-Za-z0-9-]{0,29}$/;

/** Vehicle identification number: 17 letters or digits, never I, O or Q. */
export const vin = /^[A-HJ-NPR-Z0-9]{17}$/i;

/** Customer name: a letter, then letters, space, apostrophe, dot, hyphen. */
export const customerName = /^\p{L}[\p{L}\p{M} '\u2019.-]*$/u;

/**
 * Social Security number 3-2-4 (dashes all present or all absent, as the SSN mask stores digits only),
 * never area 000 or 666, group 00 or serial 0000. The masked form ***-**-1234 or XXX-XX-1234 is allowed
 * so a number already on file can be shown and sent back unchanged.
 */
export const ssn = /^(?:(?!000|666)\d{3}(-?)(?!00)\d{2}\1|[*X]{3}-[*X]{2}-)(?!0000)\d{4}$/;

/** Last four digits of an SSN. */
export const ssnLast4 = /^\d{4}$/;

/** Mutual policy number: six alphanumerics, a dash, four (section 3). */
export const mutualPolicyNumber = mutualPolicyNumberPattern;

/** Life policy number: one character, a dash, nine digits (section 3). */
export const lifePolicyNumber = lifePolicyNumberPattern;

/** Claim file number: 11 digits (section 3). */
export const claimFileNumber = claimFileNumberPattern;

/**
 * Flags free text holding a probable bank account or card number: a run of exactly 9 digits or of
 * 14-16 digits (runs bounded by non-digits, so a 10-digit phone is not flagged).
 */
export const probableAccountOrCardNumber = /(?<!\d)(?:\d{9}|\d{14,16})(?!\d)/;

/** One digit repeated, e.g. 1111111111 (a placeholder rather than a real number). */
export const repeatedSingleDigits = /^(\d)\1+$/;

/** A login ID: 6-50 letters, digits, dots, underscores, hyphens or @, starting with a letter or digit. */
export const loginId = /^[A-Za-z0-9][A-Za-z0-9._@-]{5,49}$/;

/** A new password: 8-64 characters with at least one letter and one digit. */
export const newPassword = /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/;
