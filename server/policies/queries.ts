import { sql, type Kysely } from 'kysely';
import type { Database, LineOfBusiness, PoliciesTable } from '../db/schema';
import { policyStatusOn } from './status';

export type PolicySummaryRow = Pick<
  PoliciesTable,
  'policy_number' | 'line_of_business' | 'side' | 'status' | 'effective_date' | 'expiration_date' | 'premium_cents' | 'account_number'
> & { description: string | null };

const lineOrder = sql<number>`array_position(array['auto','motorcycle','home','condo','renters','marine','umbrella','life']::text[], p.line_of_business)`;

// What the policy covers, in a line: its vehicles or boat, the insured property's address, the insured's name.
const description = sql<string | null>`case
  when p.line_of_business in ('auto', 'motorcycle') then (
    select string_agg(v.year || ' ' || v.make || ' ' || v.model, ', ' order by v.sequence) from vehicles v where v.policy_number = p.policy_number)
  when p.line_of_business = 'marine' then (
    select string_agg(w.year || ' ' || w.make || ' ' || w.model, ', ' order by w.watercraft_id) from watercraft w where w.policy_number = p.policy_number)
  when p.line_of_business in ('home', 'condo', 'renters') then (
    select concat_ws(' ', ip.line1, ip.line2) || ', ' || ip.city || ', ' || ip.state || ' ' || ip.zip from insured_properties ip where ip.policy_number = p.policy_number)
  when p.line_of_business = 'umbrella' then (
    select 'Personal umbrella, ' || c.limits from coverages c where c.policy_number = p.policy_number and c.code = 'UMB')
  when p.line_of_business = 'life' then (
    select ld.product || ', insured ' || ld.insured_first_name || ' ' || ld.insured_last_name from life_details ld where ld.policy_number = p.policy_number)
end`;

/** Whose policies: the party a login ID belongs to, or a party itself (a guest proving who they are). */
export type PolicyOwner = string | { partyId: string };

/** The policies of an owner, with their one-line descriptions; optionally one policy. */
export function policySummaries(db: Kysely<Database>, owner: PolicyOwner, policyNumber?: string) {
  const base = db.selectFrom('policies as p');
  let query = (
    typeof owner === 'string'
      ? base.innerJoin('users as u', 'u.party_id', 'p.party_id').where('u.login_id', '=', owner)
      : base.where('p.party_id', '=', owner.partyId)
  ).select([
    'p.policy_number',
    'p.line_of_business',
    'p.side',
    'p.status',
    'p.effective_date',
    'p.expiration_date',
    'p.premium_cents',
    'p.account_number',
    description.as('description'),
  ]);
  if (policyNumber !== undefined) query = query.where('p.policy_number', '=', policyNumber);
  return query.orderBy(lineOrder).orderBy('p.policy_number');
}

const lineNames: Record<LineOfBusiness, string> = {
  auto: 'Auto',
  home: 'Homeowners',
  condo: 'Condominium',
  renters: 'Renters',
  motorcycle: 'Motorcycle',
  umbrella: 'Personal umbrella',
  marine: 'Boat and watercraft',
  life: 'Life',
};

/** A policy as the screens show it; with the business today, its status by date (policyStatusOn). */
export function toPolicySummary(row: PolicySummaryRow, today?: string) {
  const dates = { effectiveDate: String(row.effective_date), expirationDate: String(row.expiration_date) };
  return {
    policyNumber: row.policy_number,
    lineOfBusiness: row.line_of_business,
    side: row.side,
    status: today === undefined ? row.status : policyStatusOn({ status: row.status, ...dates }, today),
    effectiveDate: row.effective_date,
    expirationDate: row.expiration_date,
    premiumCents: row.premium_cents,
    accountNumber: row.account_number,
    description: row.description ?? lineNames[row.line_of_business],
  };
}

/** Whether the party holds the policy. */
export async function ownsPolicy(db: Kysely<Database>, partyId: string, policyNumber: string): Promise<boolean> {
  const row = await db
    .selectFrom('policies')
    .select('policy_number')
    .where('party_id', '=', partyId)
    .where('policy_number', '=', policyNumber)
    .executeTakeFirst();
  return row !== undefined;
}
