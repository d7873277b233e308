import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { postalAddressOf } from '../db/addresses';
import { lastFour, lenderOf } from './lenders';
import { policySummaries, toPolicySummary, type PolicyOwner } from './queries';

/** The party a login ID belongs to. */
export async function partyIdOf(db: Kysely<Database>, loginId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('party_id').where('login_id', '=', loginId).executeTakeFirst();
  return row?.party_id ?? undefined;
}

/**
 * A policy of the signed-in party with everything its screens show; undefined when it is not theirs. With
 * the business today, its status is the status on that date.
 */
export async function policyDetails(db: Kysely<Database>, owner: PolicyOwner, policyNumber: string, today?: string) {
  const row = await policySummaries(db, owner, policyNumber).executeTakeFirst();
  if (!row) return undefined;
  const byPolicy = { policy: row.policy_number };
  const [coverages, discounts, vehicles, drivers, property, mortgagees, watercraft, life, beneficiaries, insured] = await Promise.all([
    db
      .selectFrom('coverages')
      .selectAll()
      .where('policy_number', '=', byPolicy.policy)
      .orderBy(sql`vehicle_id nulls first`)
      .orderBy('id')
      .execute(),
    db.selectFrom('discounts').selectAll().where('policy_number', '=', byPolicy.policy).orderBy('id').execute(),
    db.selectFrom('vehicles').selectAll().where('policy_number', '=', byPolicy.policy).orderBy('sequence').execute(),
    db.selectFrom('drivers').selectAll().where('policy_number', '=', byPolicy.policy).orderBy('sequence').execute(),
    db.selectFrom('insured_properties').selectAll().where('policy_number', '=', byPolicy.policy).executeTakeFirst(),
    db.selectFrom('mortgagees').selectAll().where('policy_number', '=', byPolicy.policy).orderBy('position').execute(),
    db.selectFrom('watercraft').selectAll().where('policy_number', '=', byPolicy.policy).orderBy('watercraft_id').execute(),
    db.selectFrom('life_details').selectAll().where('policy_number', '=', byPolicy.policy).executeTakeFirst(),
    db
      .selectFrom('life_beneficiaries')
      .selectAll()
      .where('policy_number', '=', byPolicy.policy)
      .orderBy('kind', 'desc')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('policies as p')
      .innerJoin('parties as pa', 'pa.party_id', 'p.party_id')
      .select(['pa.first_name', 'pa.middle_initial', 'pa.last_name', 'pa.suffix'])
      .where('p.policy_number', '=', byPolicy.policy)
      .executeTakeFirstOrThrow(),
  ]);
  const holder = [insured.first_name, insured.middle_initial, insured.last_name, insured.suffix].filter(Boolean).join(' ');
  const spouses = drivers.filter((d) => d.relationship === 'spouse').map((d) => `${d.first_name} ${d.last_name}`);
  return {
    summary: toPolicySummary(row, today),
    namedInsureds: [holder, ...spouses],
    coverages: coverages.map((c) => ({
      code: c.code,
      name: c.name,
      limits: c.limits,
      deductibleCents: c.deductible_cents,
      premiumCents: c.premium_cents,
      vehicleId: c.vehicle_id,
    })),
    discounts: discounts.map((d) => ({ code: d.code, name: d.name, amountCents: d.amount_cents })),
    vehicles: vehicles.map((v) => ({
      vehicleId: v.vehicle_id,
      year: v.year,
      make: v.make,
      model: v.model,
      vin: v.vin,
      garagingZip: v.garaging_zip,
    })),
    drivers: drivers.map((d) => ({
      name: `${d.first_name} ${d.last_name}`,
      relationship: d.relationship,
      licenseState: d.license_state.trim(),
      licenseLastFour: lastFour(d.license_number),
    })),
    property: property
      ? { address: postalAddressOf(property), yearBuilt: property.year_built, dwellingType: property.dwelling_type }
      : null,
    mortgagees: mortgagees.map((m) => ({ position: m.position, ...lenderOf(m) })),
    watercraft: watercraft.map((w) => ({ year: w.year, make: w.make, model: w.model, hullId: w.hull_id, lengthFeet: w.length_feet })),
    life: life
      ? {
          product: life.product,
          faceAmountCents: Number(life.face_amount_cents),
          termYears: life.term_years,
          insuredName: `${life.insured_first_name} ${life.insured_last_name}`,
          beneficiaries: beneficiaries.map((b) => ({
            kind: b.kind,
            name: b.name,
            relationship: b.relationship,
            sharePercent: b.share_percent,
          })),
        }
      : null,
  };
}

export type PolicyDetailsRecord = NonNullable<Awaited<ReturnType<typeof policyDetails>>>;
