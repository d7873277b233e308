import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { InstrumentDetails, MethodSummary } from '../../src/contract/payments';
import {
  cardBrand,
  isBankAccountNumber,
  isCardNumber,
  isSecurityCode,
  isUnexpired,
  lastFour,
  normalizeExpiry,
  passesAbaChecksum,
} from '../../src/validation/instruments';
import { bankAccountName } from '../../src/validation/patterns';
import { paymentMessages } from '../../src/validation/messages';
import type { Database } from '../db/schema';
import { badRequest } from '../http/errors';

// The tokenization edge: the full card or bank number is checked, exchanged for a random token and
// forgotten. Only the token, the brand or bank, the last four digits and the holder's name are kept.

/** Test instruments the simulated processor declines (as card networks publish test numbers). */
const declinedCards = new Set(['4000000000000002']);
const declinedBankAccounts = new Set(['000123456789']);

/** A few routing numbers by bank, to name the bank on receipts; other valid numbers are 'Bank account'. */
const knownBanks: Record<string, string> = {
  '021000021': 'JPMorgan Chase',
  '026009593': 'Bank of America',
  '121000248': 'Wells Fargo',
  '044000024': 'Huntington',
  '042000314': 'Fifth Third',
  '043000096': 'PNC Bank',
  '011000015': 'Federal Reserve Bank',
};

const digits = (value: string) => value.replace(/[\s-]/g, '');

/** Checks the instrument; the first problem as a 400 (the message names the field, never echoes the number). */
function check(details: InstrumentDetails, today: string): void {
  if (!bankAccountName.test(details.holderName.trim())) throw badRequest(paymentMessages.holderName);
  if (details.kind === 'card') {
    if (!isCardNumber(details.cardNumber)) throw badRequest(paymentMessages.cardNumber);
    if (!isUnexpired(details.expiry, today)) throw badRequest(paymentMessages.expiry);
    if (!isSecurityCode(details.securityCode, details.cardNumber)) throw badRequest(paymentMessages.securityCode);
  } else {
    if (!passesAbaChecksum(details.routingNumber)) throw badRequest(paymentMessages.routingNumber);
    if (!isBankAccountNumber(details.accountNumber)) throw badRequest(paymentMessages.bankAccountNumber);
  }
}

function summarize(details: InstrumentDetails): MethodSummary & { declines: boolean } {
  if (details.kind === 'card') {
    const number = digits(details.cardNumber);
    return {
      kind: 'card',
      label: cardBrand(number) ?? 'Card',
      lastFour: lastFour(number),
      holderName: details.holderName.trim(),
      expiry: normalizeExpiry(details.expiry) ?? details.expiry,
      declines: declinedCards.has(number),
    };
  }
  return {
    kind: 'bank',
    label: `${knownBanks[details.routingNumber] ?? 'Bank account'} ${details.accountType}`,
    lastFour: lastFour(details.accountNumber),
    holderName: details.holderName.trim(),
    expiry: null,
    declines: declinedBankAccounts.has(details.accountNumber),
  };
}

export async function tokenize(db: Kysely<Database>, details: InstrumentDetails, partyId: string | null, today: string) {
  check(details, today);
  const { declines, ...method } = summarize(details);
  const token = `tok_${randomBytes(18).toString('base64url')}`;
  await db
    .insertInto('payment_tokens')
    .values({
      token,
      party_id: partyId,
      kind: method.kind,
      label: method.label,
      last_four: method.lastFour,
      holder_name: method.holderName,
      expiry: method.expiry,
      processor_response: declines ? 'decline' : 'approve',
    })
    .execute();
  return { token, method };
}

/** A token row as the method summary a receipt shows. */
export const methodOf = (row: {
  kind: 'card' | 'bank';
  label: string;
  last_four: string;
  holder_name: string;
  expiry: string | null;
}): MethodSummary => ({
  kind: row.kind,
  label: row.label,
  lastFour: row.last_four,
  holderName: row.holder_name,
  expiry: row.expiry,
});
