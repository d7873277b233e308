import type { Kysely } from 'kysely';
import type { ClaimFiling, FilingNotFileable } from '../../src/contract/claims';
import { limits, product } from '../../config/product';
import { addCalendarMonths } from '../../src/validation/businessMonths';
import { autoClaimTypeOf } from '../../src/shared/claimFiling';
import { claimMessages, fieldMessages } from '../../src/validation/messages';
import { domesticPhone, email as emailPattern } from '../../src/validation/patterns';
import { noAccountOrCardNumber } from '../../src/validation/freeText';
import type { Database } from '../db/schema';
import { badRequest, HttpError } from '../http/errors';
import { formatIsoDate } from '../../src/shared/format';
import { policySummaries, type PolicySummaryRow } from '../policies/queries';
import { claimNotFound } from './params';
import { insertNewClaim } from './fileNumbers';

// A first notice of loss becomes a claim file: checked (the caller's policy, a line that fits the loss, a loss date
// that has happened, no account or card numbers in free text), numbered, stored with its answers, acknowledged.

/** The tow amount's currency mask takes up to 5 digits of dollars (spec section 5). */
export const maxTowAmountCents = 99_999_00;
const reportableYears = limits.claimReportableYears;
export const maxFreeText = 2000;

const linesOf = {
  auto: new Set(['auto', 'motorcycle']),
  home: new Set(['home', 'condo', 'renters']),
  life: new Set(['life']),
} as const;

function claimTypeOf(loss: ClaimFiling['loss']): string {
  if (loss.kind === 'life') return loss.event;
  if (loss.kind === 'home') return loss.weatherRelated ? 'weather' : loss.cause === 'other' ? 'home-other' : loss.cause;
  return autoClaimTypeOf(loss);
}

function freeTextOf(filing: ClaimFiling): string[] {
  const { loss } = filing;
  const own =
    loss.kind === 'auto' ? [loss.description, loss.damageDescription ?? '', loss.vehicleLocation, loss.driver] : [loss.description];
  return [...own, filing.lossLocation, filing.additionalInformation];
}

/** The filing as a person would correct it: a 400 with the first thing to fix. */
export function checkFiling(filing: ClaimFiling, today: string): void {
  if (filing.lossDate > today || filing.lossDate < addCalendarMonths(today, -12 * reportableYears))
    throw badRequest(`${fieldMessages.date}: the loss date must be within the last ${reportableYears} years and not in the future.`);
  const { loss } = filing;
  if (loss.description.trim().length === 0) throw badRequest(`${fieldMessages.missingRequiredField}: what happened`);
  if (filing.lossLocation.trim().length === 0) throw badRequest(`${fieldMessages.missingRequiredField}: where it happened`);
  for (const text of freeTextOf(filing)) {
    if (text.length > maxFreeText) throw badRequest(claimMessages.messageTooLong(maxFreeText));
    const flagged = noAccountOrCardNumber(text);
    if (flagged) throw badRequest(flagged);
  }
  if (loss.kind === 'auto') {
    if (loss.towAmountCents !== null && loss.towAmountCents > maxTowAmountCents) throw badRequest(fieldMessages.provideValidResponse);
    if (loss.glass && loss.glass.locations.length === 0) throw badRequest(fieldMessages.selectValidResponse);
    // A stolen vehicle has no driver; one not recovered has no place to be either.
    const stolen = loss.vehicleRecovered !== null;
    if ((loss.vehicleRecovered !== false && loss.vehicleLocation.trim().length === 0) || (!stolen && loss.driver.trim().length === 0))
      throw badRequest(fieldMessages.missingRequiredField);
  }
  if (!domesticPhone.test(filing.contact.phone)) throw badRequest(fieldMessages.phone);
  if (!emailPattern.test(filing.contact.email)) throw badRequest(fieldMessages.email);
}

/** A policy that cannot take the filing: the refusal names the answer to correct (FilingNotFileable). */
function notFileable(correct: FilingNotFileable['correct'], message: string): HttpError {
  const refusal: FilingNotFileable = { error: 'not_fileable', correct, message };
  const { error, message: said, ...data } = refusal;
  return new HttpError(422, error, said, {}, data);
}

/**
 * The chosen policy takes the loss: a line that fits it, in force (active, or expired with the loss in its term) and
 * not cancelled. A filing kept on a phone while offline may meet a policy changed since: it is refused here, and the
 * customer corrects the answer named.
 */
function checkInForce(policy: PolicySummaryRow, filing: ClaimFiling): void {
  if (!linesOf[filing.loss.kind].has(policy.line_of_business)) throw notFileable('policyNumber', claimMessages.policyCannotFile);
  if (policy.status !== 'active' && policy.status !== 'expired') throw notFileable('policyNumber', claimMessages.policyNotInForce);
  if (filing.lossDate >= policy.expiration_date)
    throw notFileable('lossDate', claimMessages.lossAfterTerm(formatIsoDate(policy.expiration_date)));
}

/** Files the claim in the caller's transaction: the new file, its answers, and the acknowledgement in the outbox. */
export async function fileClaimFor(db: Kysely<Database>, loginId: string, partyId: string, filing: ClaimFiling, now: Date) {
  const policy = await policySummaries(db, loginId, filing.policyNumber.toUpperCase()).executeTakeFirst();
  if (!policy) throw claimNotFound();
  checkInForce(policy, filing);
  if (filing.loss.kind === 'auto') {
    const vehicle = await db
      .selectFrom('vehicles')
      .select('vehicle_id')
      .where('policy_number', '=', policy.policy_number)
      .where('vehicle_id', '=', filing.loss.vehicleId)
      .executeTakeFirst();
    if (!vehicle) throw badRequest(claimMessages.vehicleNotOnPolicy);
  }
  const party = await db
    .selectFrom('parties')
    .select(['first_name', 'last_name'])
    .where('party_id', '=', partyId)
    .executeTakeFirstOrThrow();
  const row = await insertNewClaim(db, {
    party_id: partyId,
    policy_number: policy.policy_number,
    line_of_business: policy.line_of_business,
    claim_type: claimTypeOf(filing.loss),
    loss_date: filing.lossDate,
    status: 'open',
    summary: filing.loss.description.trim().slice(0, 200),
    loss_location: filing.lossLocation.trim(),
    next_steps: claimMessages.filedNextSteps,
    channel: 'portal',
    reporter_name: `${party.first_name} ${party.last_name}`,
    reporter_phone: filing.contact.phone,
    reporter_email: filing.contact.email,
    text_notifications: filing.textNotifications,
    answers: JSON.stringify(filing),
    reported_at: now,
  });
  const fileNumber = row.file_number;
  await db
    .insertInto('outbox')
    .values({
      channel: 'email',
      recipient: filing.contact.email,
      subject: `We received your claim ${fileNumber}`,
      body: `Thank you for reporting your loss of ${filing.lossDate} on policy ${policy.policy_number}. Your claim file number is ${fileNumber}. ${claimMessages.filedNextSteps} ${product.name}`,
    })
    .execute();
  return { ...row, unread_messages: 0 };
}
