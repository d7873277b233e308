import type { Kysely } from 'kysely';
import type { Database, LineOfBusiness } from '../db/schema';
import type { OfferKind } from '../../src/contract/offers';

/** What the targeting service knows of a party, read from its records. */
export interface PartyFacts {
  /** Lines of business of the party's policies in force (active or pending). */
  lines: readonly LineOfBusiness[];
  /** Billing accounts by side, and whether each is fully paperless (bills and policy documents). */
  accounts: readonly { side: 'mutual' | 'life'; paperless: boolean }[];
  /** Payment plans of the home and auto policies in force. */
  homeAutoPlans: readonly string[];
  /** Payment plans of every mutual policy in force. */
  mutualPlans: readonly string[];
  /** Ages (whole years, on today) of the drivers listed on the party's auto policies. */
  driverAges: readonly number[];
  partyAge: number;
  hasMobilePhone: boolean;
  /** Documents of the party waiting for their signature (in envelopes neither signed nor declined). */
  eSignDocuments: number;
  semiAnnualDiscountOffered: boolean;
}

const yearsBetween = (dateOfBirth: string, today: string) => {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
};

const asIsoDate = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

/** The party's facts from its policies, accounts, plans, drivers, phones and documents. */
export async function partyFacts(
  db: Kysely<Database>,
  partyId: string,
  today: string,
  semiAnnualDiscountOffered: boolean,
): Promise<PartyFacts> {
  const policies = await db
    .selectFrom('policies')
    .leftJoin('billing_plans', 'billing_plans.policy_number', 'policies.policy_number')
    .select(['policies.policy_number', 'policies.line_of_business', 'policies.side', 'billing_plans.plan'])
    .where('policies.party_id', '=', partyId)
    .where('policies.status', 'in', ['active', 'pending'])
    .execute();
  const accounts = await db
    .selectFrom('billing_accounts')
    .select(['side', 'paperless_billing', 'paperless_policy'])
    .where('party_id', '=', partyId)
    .execute();
  const autoNumbers = policies.filter((p) => p.line_of_business === 'auto').map((p) => p.policy_number);
  const drivers = autoNumbers.length
    ? await db.selectFrom('drivers').select('date_of_birth').where('policy_number', 'in', autoNumbers).execute()
    : [];
  const party = await db.selectFrom('parties').select('date_of_birth').where('party_id', '=', partyId).executeTakeFirstOrThrow();
  const mobile = await db
    .selectFrom('party_phones')
    .select('id')
    .where('party_id', '=', partyId)
    .where('kind', '=', 'mobile')
    .executeTakeFirst();
  // Only documents still waiting for a signature: signed or declined envelopes ask nothing more.
  const eSign = await db
    .selectFrom('party_documents as d')
    .innerJoin('esign_envelopes as e', 'e.envelope_id', 'd.envelope_id')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('d.party_id', '=', partyId)
    .where('d.category', '=', 'esign')
    .where('e.status', 'in', ['sent', 'delivered'])
    .executeTakeFirstOrThrow();
  const plansOf = (rows: typeof policies) => rows.flatMap((p) => (p.plan ? [p.plan] : []));
  return {
    lines: policies.map((p) => p.line_of_business),
    accounts: accounts.map((a) => ({ side: a.side, paperless: a.paperless_billing && a.paperless_policy })),
    homeAutoPlans: plansOf(policies.filter((p) => p.line_of_business === 'home' || p.line_of_business === 'auto')),
    mutualPlans: plansOf(policies.filter((p) => p.side === 'mutual')),
    driverAges: drivers.map((d) => yearsBetween(asIsoDate(d.date_of_birth), today)),
    partyAge: yearsBetween(asIsoDate(party.date_of_birth), today),
    hasMobilePhone: mobile !== undefined,
    eSignDocuments: Number(eSign.count),
    semiAnnualDiscountOffered,
  };
}

const vehicleLines: readonly LineOfBusiness[] = ['auto', 'motorcycle'];
const dwellingLines: readonly LineOfBusiness[] = ['home', 'condo', 'renters'];
const mutualLines: readonly LineOfBusiness[] = ['auto', 'home', 'condo', 'renters', 'motorcycle', 'umbrella', 'marine'];

/** Who each promotion kind is for (spec section 3), judged on the party's facts. */
export const eligibility: Record<OfferKind, (facts: PartyFacts) => boolean> = {
  accountPaperless: (f) => f.accounts.some((a) => a.side === 'mutual' && !a.paperless),
  lifePaperless: (f) => f.accounts.some((a) => a.side === 'life' && !a.paperless),
  // Has a car but no home with us, or a home but no car.
  crossSell: (f) => f.lines.some((l) => vehicleLines.includes(l)) !== f.lines.some((l) => dwellingLines.includes(l)),
  ho5Promo: (f) => f.lines.includes('home'),
  homeAutoPolicyInForceCall: (f) => f.lines.includes('home') && f.lines.includes('auto'),
  homeAutoChangePaymentPlan: (f) => f.homeAutoPlans.some((p) => p === 'monthly' || p === 'quarterly'),
  streetsmart: (f) => f.driverAges.some((age) => age < 25),
  annuities: (f) => f.lines.includes('life') && f.partyAge >= 50,
  mobileApp: (f) => f.hasMobilePhone,
  semiAnnualPayment: (f) => f.semiAnnualDiscountOffered && f.mutualPlans.some((p) => p === 'monthly' || p === 'quarterly'),
  smarterHome: (f) => f.lines.includes('home') || f.lines.includes('condo'),
  termLife: (f) => f.lines.some((l) => mutualLines.includes(l)) && !f.lines.includes('life'),
  eProxyPromo: (f) => f.lines.some((l) => mutualLines.includes(l)),
  eSignPromo: (f) => f.eSignDocuments > 0,
};
