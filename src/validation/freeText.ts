// What a customer writes in free text (a claim's answers and messages): never a probable account or card number.
// Its own module, so the pages that take no free text carry none of the claims' words.
import { claimMessages } from './messages';
import { probableAccountOrCardNumber } from './patterns';
import { holdsSecretNumber } from '../bus/sensitiveShapes';
import { notPattern, type Validator } from './validators';

/**
 * Free text must not hold a probable account or card number (section 5: a run of 9 or of 14-16 digits), nor a card
 * or Social Security number in another shape: separators of any kind, Luhn-valid 13-19 digits, full-width digits.
 */
export const noAccountOrCardNumber: Validator = (value) =>
  notPattern(probableAccountOrCardNumber, claimMessages.accountOrCardNumberInText)(value) ??
  (typeof value === 'string' && holdsSecretNumber(value) ? claimMessages.accountOrCardNumberInText : undefined);

/** The first of the free-text fields whose answer holds a probable account or card number, with the message to show. */
export function flaggedFreeText(
  answers: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): { field: string; message: string } | undefined {
  for (const field of fields) {
    const text = answers[field];
    const message = typeof text === 'string' ? noAccountOrCardNumber(text) : undefined;
    if (message) return { field, message };
  }
  return undefined;
}
