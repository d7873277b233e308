import { sql, type Kysely } from 'kysely';
import type { GuestClaimFiling, GuestClaimLine, PolicyVerification } from '../../src/contract/guestClaims';
import { contactPhone, limits, product } from '../../config/product';
import { addCalendarMonths } from '../../src/validation/businessMonths';
import { claimMessages, fieldMessages } from '../../src/validation/messages';
import * as patterns from '../../src/validation/patterns';
import { normalizeIdentifier } from '../../src/validation/validators';
import { noAccountOrCardNumber } from '../../src/validation/freeText';
import type { Database, LineOfBusiness } from '../db/schema';
import { badRequest } from '../http/errors';
import { insertNewClaim } from './fileNumbers';
import { maxFreeText } from './filing';

const reportableYears = limits.claimReportableYears;

// A guest's first notice of loss: checked like a person would correct it, matched to a policy by details its
// holder knows, and filed either way. Whether the details matched is never told to the guest (not in the answer,
// not in the acknowledgement at the address they typed): a matched claim is at once the policyholder's (in their
// claims, announced at their address on file), an unmatched one waits for a claim representative to match it.

type Db = Kysely<Database>;

/** The lines of business of the policies each kind of guest claim is filed on. */
const linesOf: Record<GuestClaimLine, readonly LineOfBusiness[]> = {
  auto: ['auto', 'motorcycle'],
  home: ['home', 'condo', 'renters'],
  marine: ['marine'],
  life: ['life'],
};

const zip5 = (value: string) => value.replace(/\D/g, '').slice(0, 5);

/** The policy number as matched and kept: normalized, in the format of its side (a 400 otherwise). */
export function guestPolicyNumber(filing: Pick<GuestClaimFiling, 'line' | 'policy'>): string {
  const number = normalizeIdentifier(filing.policy.policyNumber);
  const format = filing.line === 'life' ? patterns.lifePolicyNumber : patterns.mutualPolicyNumber;
  if (!format.test(number)) throw badRequest(fieldMessages.policyNumber);
  return number;
}

function freeTextOf(filing: GuestClaimFiling): string[] {
  const { loss } = filing;
  const own = loss.kind === 'death' ? [loss.details] : loss.kind === 'disability' ? [loss.condition] : [loss.description];
  return [...own, filing.incidentLocation, filing.additionalDetails];
}

function checkPolicyDetails(filing: GuestClaimFiling): void {
  const { policy, line } = filing;
  if (!patterns.customerName.test(policy.lastName.trim())) throw badRequest(fieldMessages.lastName);
  if (line === 'life' ? !patterns.isoDate.test(policy.dateOfBirth ?? '') : !patterns.zip.test(policy.zip ?? ''))
    throw badRequest(line === 'life' ? fieldMessages.dateOfBirth : fieldMessages.zip);
}

function checkLoss(filing: GuestClaimFiling): void {
  const { loss, line } = filing;
  const fits = { auto: ['auto'], home: ['home'], marine: ['marine'], life: ['death', 'disability'] }[line];
  if (!fits.includes(loss.kind)) throw badRequest(fieldMessages.selectValidResponse);
  // A death claim is reported by a beneficiary or family member, a disability claim by the insured.
  if (line === 'life' && (loss.kind === 'disability') !== (filing.filer === 'insured')) throw badRequest(fieldMessages.selectValidResponse);
  if (line !== 'life' && filing.filer !== 'policyholder' && filing.filer !== 'someone-else')
    throw badRequest(fieldMessages.selectValidResponse);
  if (line !== 'life' && 'description' in loss && loss.description.trim().length === 0)
    throw badRequest(`${fieldMessages.missingRequiredField}: what happened`);
  if (line !== 'life' && filing.incidentLocation.trim().length === 0)
    throw badRequest(`${fieldMessages.missingRequiredField}: where it happened`);
  if (loss.kind === 'auto' && loss.glass && loss.glass.locations.length === 0) throw badRequest(fieldMessages.selectValidResponse);
  const vehicle = loss.kind === 'auto' ? loss.vehicle : loss.kind === 'marine' ? loss.vessel : null;
  if (vehicle && !patterns.year4.test(vehicle.year)) throw badRequest(fieldMessages.provideValidResponse);
}

/** The filing as a person would correct it: a 400 with the first thing to fix (nothing here depends on a policy). */
export function checkGuestFiling(filing: GuestClaimFiling, today: string): void {
  guestPolicyNumber(filing);
  checkPolicyDetails(filing);
  if (filing.incidentDate > today || filing.incidentDate < addCalendarMonths(today, -12 * reportableYears))
    throw badRequest(`${fieldMessages.date}: the date must be within the last ${reportableYears} years and not in the future.`);
  if (filing.incidentTime !== '' && !patterns.time.test(filing.incidentTime)) throw badRequest(fieldMessages.provideValidResponse);
  checkLoss(filing);
  for (const text of freeTextOf(filing)) {
    if (text.length > maxFreeText) throw badRequest(claimMessages.messageTooLong(maxFreeText));
    const flagged = noAccountOrCardNumber(text);
    if (flagged) throw badRequest(flagged);
  }
  const { reporter, contact } = filing;
  if (!patterns.customerName.test(reporter.firstName.trim())) throw badRequest(fieldMessages.firstName);
  if (!patterns.customerName.test(reporter.lastName.trim())) throw badRequest(fieldMessages.lastName);
  const forSelf = filing.filer === 'policyholder' || filing.filer === 'insured';
  if (forSelf !== (reporter.relationship === 'self')) throw badRequest(fieldMessages.selectValidResponse);
  if (!patterns.domesticPhone.test(contact.phone)) throw badRequest(fieldMessages.phone);
  if (!patterns.email.test(contact.email)) throw badRequest(fieldMessages.email);
}

/** The policy the details identify (its number, line and party), or undefined: whatever did not match. */
export async function matchPolicy(db: Db, line: GuestClaimLine, policy: PolicyVerification, policyNumber: string) {
  const lastName = policy.lastName.trim().toUpperCase();
  const byBirth = line === 'life';
  return db
    .selectFrom('policies as p')
    .innerJoin('parties as pa', 'pa.party_id', 'p.party_id')
    .select(['p.policy_number', 'p.line_of_business', 'p.party_id'])
    .where(sql<string>`upper(p.policy_number)`, '=', policyNumber)
    .where('p.line_of_business', 'in', [...linesOf[line]])
    .where(sql<string>`upper(pa.last_name)`, '=', lastName)
    .where((eb) =>
      byBirth
        ? eb(sql<string>`pa.date_of_birth::text`, '=', policy.dateOfBirth ?? '')
        : eb.exists(
            eb
              .selectFrom('party_addresses as ad')
              .select('ad.party_id')
              .whereRef('ad.party_id', '=', 'p.party_id')
              .where('ad.zip', 'like', `${zip5(policy.zip ?? '')}%`),
          ),
    )
    .executeTakeFirst();
}

type Matched = Awaited<ReturnType<typeof matchPolicy>>;

export function guestClaimTypeOf(filing: GuestClaimFiling): string {
  const { loss } = filing;
  switch (loss.kind) {
    case 'auto':
      return loss.glass ? 'glass' : loss.otherVehicleInvolved ? 'collision' : 'auto-other';
    case 'home':
      return loss.weatherRelated ? 'weather' : loss.cause === 'other' ? 'home-other' : loss.cause;
    case 'marine':
      return loss.glassOnly ? 'glass' : loss.weatherRelated ? 'weather' : 'hull';
    default:
      return loss.kind;
  }
}

const summaries: Record<string, string> = {
  death: 'Death of the insured, reported by',
  disability: 'Disability of the insured, reported by',
};

function summaryOf(filing: GuestClaimFiling): string {
  const { loss, reporter } = filing;
  if (loss.kind === 'death' || loss.kind === 'disability')
    return `${summaries[loss.kind]} ${reporter.firstName.trim()} ${reporter.lastName.trim()}`.slice(0, 200);
  return loss.description.trim().slice(0, 200);
}

/** What happens next, in the words the confirmation and the acknowledgement use. */
export const guestNextSteps = (line: GuestClaimLine) =>
  line === 'life'
    ? 'A life claims specialist will contact you within one business day.'
    : 'A claim representative will contact you within one business day.';

/** The primary email addresses on file of a matched policy's party (where a claim reported on it is announced). */
async function emailsOnFile(db: Db, partyId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('party_emails')
    .select('address')
    .where('party_id', '=', partyId)
    .where('is_primary', '=', true)
    .execute();
  return rows.map((r) => r.address);
}

/**
 * Files the claim in the caller's transaction: the new file (the policyholder's when matched), the acknowledgement in
 * the outbox. The reporter's acknowledgement is the same whether the details matched (an anonymous caller must not
 * learn which policy and name go together); a matched policy's holder is told at the address on file, which only
 * they read, that a claim was reported on their policy and where to follow it.
 */
export async function fileGuestClaimFor(db: Db, filing: GuestClaimFiling, policyNumber: string, matched: Matched, now: Date) {
  const claimType = guestClaimTypeOf(filing);
  // The policy details are kept only as a match needs them: never a date of birth.
  const { policy: _identity, ...answers } = filing;
  const { file_number: fileNumber } = await insertNewClaim(db, {
    party_id: matched?.party_id ?? null,
    policy_number: matched?.policy_number ?? policyNumber,
    line_of_business: matched?.line_of_business ?? filing.line,
    claim_type: claimType,
    loss_date: filing.incidentDate,
    status: 'open',
    summary: summaryOf(filing),
    loss_location: filing.incidentLocation.trim() || null,
    next_steps: guestNextSteps(filing.line),
    channel: 'guest',
    reporter_name: `${filing.reporter.firstName.trim()} ${filing.reporter.lastName.trim()}`,
    reporter_phone: filing.contact.phone,
    reporter_email: filing.contact.email,
    answers: JSON.stringify({ ...answers, policyNumber }),
    reported_at: now,
  });
  await db
    .insertInto('outbox')
    .values({
      channel: 'email',
      recipient: filing.contact.email,
      subject: `We received your claim ${fileNumber}`,
      body: `Thank you for reporting your loss of ${filing.incidentDate}. Your claim file number is ${fileNumber}. ${guestNextSteps(filing.line)} ${claimMessages.guestFiledPolicyCheck} ${product.name}`,
    })
    .execute();
  if (matched) {
    const notice = claimMessages.guestClaimOnYourPolicy(matched.policy_number, fileNumber, filing.incidentDate, contactPhone);
    for (const recipient of await emailsOnFile(db, matched.party_id)) {
      if (recipient.toLowerCase() === filing.contact.email.trim().toLowerCase()) continue;
      await db
        .insertInto('outbox')
        .values({ channel: 'email', recipient, subject: notice.subject, body: `${notice.body} ${product.name}` })
        .execute();
    }
  }
  return { fileNumber, line: filing.line, claimType };
}
