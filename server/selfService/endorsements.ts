import type { Kysely } from 'kysely';
import { changeEffectiveDays } from '../../config/selfService';
import type { Endorsement } from '../../src/contract/selfService';
import { selfServiceMessages } from '../../src/validation/messages';
import { addCalendarDays, businessToday } from '../../src/validation/dates';
import { replanAfterPremiumChange } from '../billing/planChange';
import type { Database } from '../db/schema';
import type { EndorsementKind } from '../db/schema/selfService';
import { badRequest } from '../http/errors';
import { policyForRating, type PolicyForRating } from './rating';

// The endorsement record of every self-service change: what changed, from when, what it costs, who asked and when.

/** The amended declarations page an endorsement issued (server/documents/library.ts lists and renders it). */
export const amendedDeclarationsId = (endorsementId: string) => `amended-${endorsementId}`;

const dateText = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

export function toEndorsement(row: {
  endorsement_id: string;
  policy_number: string;
  kind: EndorsementKind;
  description: string;
  effective_date: string;
  premium_change_cents: number;
  new_premium_cents: number;
  requested_by: string;
  requested_at: Date | string;
}): Endorsement {
  return {
    endorsementId: row.endorsement_id,
    policyNumber: row.policy_number,
    kind: row.kind,
    description: row.description,
    effectiveDate: dateText(row.effective_date),
    premiumChangeCents: row.premium_change_cents,
    newPremiumCents: row.new_premium_cents,
    requestedBy: row.requested_by,
    requestedAt: row.requested_at instanceof Date ? row.requested_at.toISOString() : String(row.requested_at),
    documentId: amendedDeclarationsId(row.endorsement_id),
  };
}

export interface EndorsementInput {
  endorsementId: string;
  policyNumber: string;
  kind: EndorsementKind;
  description: string;
  effectiveDate: string;
  premiumChangeCents: number;
  newPremiumCents: number;
  requestedBy: string;
  requestedAt: Date;
}

/**
 * Records the change, sets the policy's term premium to what it is after the change, and re-plans the
 * installments not yet billed so the billing account carries the prorated change (same transaction).
 */
export async function recordEndorsement(trx: Kysely<Database>, input: EndorsementInput): Promise<Endorsement> {
  const row = await trx
    .insertInto('endorsements')
    .values({
      endorsement_id: input.endorsementId,
      policy_number: input.policyNumber,
      kind: input.kind,
      description: input.description,
      effective_date: input.effectiveDate,
      premium_change_cents: input.premiumChangeCents,
      new_premium_cents: input.newPremiumCents,
      requested_by: input.requestedBy,
      requested_at: input.requestedAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx.updateTable('policies').set({ premium_cents: input.newPremiumCents }).where('policy_number', '=', input.policyNumber).execute();
  await replanAfterPremiumChange(trx, {
    policyNumber: input.policyNumber,
    changeCents: input.premiumChangeCents,
    sourceKey: `endorsement:${input.endorsementId}`,
    description: `Policy change: ${input.description}`,
    today: businessToday(input.requestedAt),
    actor: input.requestedBy,
  });
  return toEndorsement(row);
}

/**
 * Locks the policy's row until the transaction ends, then reads the policy for rating: two changes of one policy
 * run one after the other, and each decides on what the one before it left (read after the lock, never before).
 */
export async function lockPolicy(trx: Kysely<Database>, policyNumber: string): Promise<PolicyForRating | null> {
  const row = await trx
    .selectFrom('policies')
    .select('policy_number')
    .where('policy_number', '=', policyNumber)
    .forUpdate()
    .executeTakeFirst();
  return row ? policyForRating(trx, policyNumber) : null;
}

/** The changes of a policy, newest first. */
export async function endorsementsOf(db: Kysely<Database>, policyNumber: string): Promise<Endorsement[]> {
  const rows = await db
    .selectFrom('endorsements')
    .selectAll()
    .where('policy_number', '=', policyNumber)
    .orderBy('requested_at', 'desc')
    .orderBy('endorsement_id')
    .execute();
  return rows.map(toEndorsement);
}

/** One endorsement of a party's policy, for its amended declarations page; undefined when not theirs. */
export async function endorsementOfParty(db: Kysely<Database>, partyId: string, endorsementId: string) {
  const row = await db
    .selectFrom('endorsements as e')
    .innerJoin('policies as p', 'p.policy_number', 'e.policy_number')
    .selectAll('e')
    .where('p.party_id', '=', partyId)
    .where('e.endorsement_id', '=', endorsementId)
    .executeTakeFirst();
  return row && toEndorsement(row);
}

/** A change takes effect from today up to changeEffectiveDays ahead, and before the term ends. */
export function checkEffectiveDate(effectiveDate: string, today: string, expirationDate: string): void {
  const latest = addCalendarDays(today, changeEffectiveDays);
  if (effectiveDate < today || effectiveDate > latest || effectiveDate >= expirationDate)
    throw badRequest(`effectiveDate: ${selfServiceMessages.effectiveDateRange}`);
}

/** The changes of every policy of a party, newest first (their amended declarations pages). */
export async function endorsementsOfParty(db: Kysely<Database>, partyId: string): Promise<Endorsement[]> {
  const rows = await db
    .selectFrom('endorsements as e')
    .innerJoin('policies as p', 'p.policy_number', 'e.policy_number')
    .selectAll('e')
    .where('p.party_id', '=', partyId)
    .orderBy('e.requested_at', 'desc')
    .execute();
  return rows.map(toEndorsement);
}
