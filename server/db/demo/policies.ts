import type { Insertable, Kysely, Transaction } from 'kysely';
import { addMonths } from '../demoData';
import type { CoveragesTable, Database, DiscountsTable } from '../schema';

// More of the book of business for the policy screens: the coverages and discounts every line earns, and
// an archived policy (both.customer's renters policy at the apartment before Penn Ave, expired the day the
// current one began). Idempotent like the rest of the seed: natural keys, "on conflict do nothing".

const usd = (dollars: number) => Math.round(dollars * 100);
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
      premium_cents: usd(109),
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
    const coverages: Insertable<CoveragesTable>[] = [
      // Motorcycles carry a line of their own: accessories and safety apparel.
      {
        policy_number: 'M5V8N1-3004',
        vehicle_id: 'V30001',
        code: 'ACC',
        name: 'Custom parts and equipment',
        limits: '$3,000',
        deductible_cents: usd(250),
        premium_cents: usd(36),
      },
      {
        policy_number: 'U3J6P8-3005',
        vehicle_id: null,
        code: 'UMUIM',
        name: 'Excess uninsured/underinsured motorists',
        limits: '$1,000,000 each accident',
        deductible_cents: null,
        premium_cents: usd(48),
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
      .values([
        discount('U3J6P8-3005', 'MULTI', 'Multi-policy', 26),
        discount('K9B2F6-5003', 'MULTI', 'Multi-policy', 54),
        discount('K9B2F6-5003', 'SECURE', 'Secured building', 21),
        discount('K9B2F6-5004', 'BOATCOURSE', 'Boating safety course', 23),
        discount('K9B2F6-5004', 'MULTI', 'Multi-policy', 31),
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}
