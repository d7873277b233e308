import type { Insertable, Kysely, Transaction } from 'kysely';
import { addMonths } from '../demoData';
import type { CoveragesTable, Database, DiscountsTable } from '../schema';
import { centsOfDollars as usd } from '../../../src/shared/money';

// More of the book of business for the policy screens: an archived policy (both.customer's renters policy at
// the apartment before Penn Ave, expired the day the current one began), its coverages less its discount
// adding up to its premium. Idempotent like the rest of the seed: natural keys, "on conflict do nothing".

const discount = (policy: string, code: string, name: string, dollars: number): Insertable<DiscountsTable> => ({
  policy_number: policy,
  code,
  name,
  amount_cents: usd(dollars),
});

export const archivedRentersPolicy = 'R1F6H3-2871';

/** both.customer's previous renters policy: one annual term that ended when the current one began. */
async function seedArchivedRenters(trx: Transaction<Database>): Promise<void> {
  const current = await trx.selectFrom('policies').select('effective_date').where('policy_number', '=', 'R2T9K4-3003').executeTakeFirst();
  if (!current) return;
  const policy = archivedRentersPolicy;
  await trx
    .insertInto('policies')
    .values({
      policy_number: policy,
      party_id: 'P100003',
      line_of_business: 'renters',
      side: 'mutual',
      status: 'expired',
      effective_date: addMonths(current.effective_date, -12),
      expiration_date: current.effective_date,
      premium_cents: usd(154),
      account_number: 'N5093327',
      state: 'PA',
      bound_at: `${addMonths(current.effective_date, -12)}T14:00:00Z`,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await trx
    .insertInto('insured_properties')
    .values({
      policy_number: policy,
      line1: '415 S Craig St',
      line2: 'Apt 2',
      city: 'Pittsburgh',
      state: 'PA',
      zip: '15213',
      year_built: 1910,
      dwelling_type: 'Apartment',
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const coverages: Insertable<CoveragesTable>[] = [
    {
      policy_number: policy,
      vehicle_id: null,
      code: 'C',
      name: 'Personal property',
      limits: '$20,000',
      deductible_cents: usd(500),
      premium_cents: usd(115),
    },
    {
      policy_number: policy,
      vehicle_id: null,
      code: 'D',
      name: 'Loss of use',
      limits: '$6,000',
      deductible_cents: null,
      premium_cents: usd(13),
    },
    {
      policy_number: policy,
      vehicle_id: null,
      code: 'E',
      name: 'Personal liability',
      limits: '$100,000 each occurrence',
      deductible_cents: null,
      premium_cents: usd(24),
    },
    {
      policy_number: policy,
      vehicle_id: null,
      code: 'F',
      name: 'Medical payments to others',
      limits: '$1,000 each person',
      deductible_cents: null,
      premium_cents: usd(8),
    },
  ];
  for (const row of coverages)
    await trx
      .insertInto('coverages')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .execute();
  await trx
    .insertInto('discounts')
    .values([discount(policy, 'PAPERLESS', 'Paperless billing', 6)])
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function seedPolicyExtras(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await seedArchivedRenters(trx);
  });
}
