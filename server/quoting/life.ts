import { healthClasses, lifeBaseRates, lifeFactors, lifeLimits, lifeTerms } from '../../config/rating/life';
import { lifeKnockoutReasons } from '../../config/rating/lifeKnockoutCodes';
import type { Kysely, Selectable } from 'kysely';
import type { LifeKnockoutCode, LifeQuote, LifeQuoteInput, LifeTermPremium } from '../../src/contract/lifeQuoting';
import type { Database } from '../db/schema';
import type { LifeQuotesTable } from '../db/schema/quoting';
import { hashOfSecret, newSecret } from '../http/secrets';
import { readCalendarDate } from '../../src/validation/dates';
import { yearsBetween } from './rating';

// Life term quoting: eligibility (every life knockout code of spec section 4 decidable from the
// answers) and premiums per term from config/rating/life.ts. AS_01 and API_ERROR need the database
// and the vendor; the plugin decides those.

export type LifeOutcome = { kind: 'knockout'; code: LifeKnockoutCode; reason: string } | { kind: 'quoted'; premiums: LifeTermPremium[] };

const knockout = (code: LifeKnockoutCode): LifeOutcome => ({ kind: 'knockout', code, reason: lifeKnockoutReasons[code] });

const missing = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Missing answers, in the order the form asks them. */
const requiredAnswers: [keyof LifeQuoteInput, LifeKnockoutCode][] = [
  ['dateOfBirth', 'DOB_01'],
  ['sex', 'SE_01'],
  ['heightInches', 'HT_01'],
  ['weightPounds', 'WT_01'],
  ['tobacco', 'TU_01'],
  ['state', 'ST_01'],
  ['lastName', 'LN_01'],
  ['coverageAmountCents', 'CA_01'],
];

export const bodyMassIndex = (heightInches: number, weightPounds: number) => (703 * weightPounds) / (heightInches * heightInches);

/** Terms offered at an age: the policy must end by the maximum age at term end. */
export const termsOffered = (age: number) => lifeTerms.filter((term) => age + term <= lifeLimits.maxAgeAtTermEnd);

function premiumFor(
  input: Required<Pick<LifeQuoteInput, 'sex' | 'tobacco' | 'coverageAmountCents'>>,
  age: number,
  rateClass: string,
  term: number,
): LifeTermPremium {
  const band = lifeBaseRates.find((b) => age <= b.upTo) ?? lifeBaseRates[lifeBaseRates.length - 1]!;
  const ratePerThousandCents =
    (band.rate / 100) *
    (lifeFactors.term[term] ?? 1) *
    (lifeFactors.sex[input.sex] ?? 1) *
    (lifeFactors.tobacco[input.tobacco ? 'yes' : 'no'] ?? 1) *
    (lifeFactors.rateClass[rateClass] ?? 1);
  const annual = Math.round((input.coverageAmountCents / 100_000) * ratePerThousandCents + lifeFactors.annualPolicyFeeCents);
  return { termYears: term, annualPremiumCents: annual, monthlyPremiumCents: Math.round(annual * lifeFactors.monthlyModal) };
}

/** Decides a life quote from the answers alone. `today` is the business date 'yyyy-mm-dd'. */
export function quoteLife(input: LifeQuoteInput, today: string): LifeOutcome {
  const absent = requiredAnswers.find(([field]) => missing(input[field]));
  if (absent) return knockout(absent[1]);
  const { dateOfBirth, sex, heightInches, weightPounds, tobacco, state, coverageAmountCents } = input as Required<LifeQuoteInput>;
  const birth = readCalendarDate(dateOfBirth);
  if (!birth) return knockout('DOB_01');
  const age = yearsBetween(dateOfBirth, today);
  if (age < lifeLimits.minAge || age > lifeLimits.maxAge) return knockout('AG_01');
  if (!(lifeLimits.states as readonly string[]).includes(state.toUpperCase())) return knockout('ST_01');
  if (heightInches < lifeLimits.minHeightInches || heightInches > lifeLimits.maxHeightInches || weightPounds <= 0) return knockout('HW_01');
  const bmi = bodyMassIndex(heightInches, weightPounds);
  if (bmi < lifeLimits.minBmi || bmi > lifeLimits.maxBmi) return knockout('HW_01');
  if (missing(input.health) || healthClasses[input.health!].rateClass === 'decline') return knockout('HA_01');
  if (coverageAmountCents > lifeLimits.maxFaceAmountCents) return knockout('CA_02');
  if (coverageAmountCents < lifeLimits.minFaceAmountCents) return knockout('CA_03');
  const terms = termsOffered(age);
  if (terms.length === 0 || (input.termYears !== undefined && !terms.includes(input.termYears as never))) return knockout('TL_01');
  const rateClass = healthClasses[input.health!].rateClass;
  return { kind: 'quoted', premiums: terms.map((term) => premiumFor({ sex, tobacco, coverageAmountCents }, age, rateClass, term)) };
}

/** The life quote a row keeps (its `premiums` column holds the quote as answered; the row, until when it is saved). */
export function lifeQuoteOf(row: Pick<Selectable<LifeQuotesTable>, 'premiums' | 'expires_on'>): LifeQuote {
  const kept = (typeof row.premiums === 'string' ? JSON.parse(row.premiums) : row.premiums) as LifeQuote;
  return { ...kept, expiresOn: row.expires_on };
}

/**
 * A life quote's row, when the token given is its own and both are still valid on `today`: the token handed out with
 * the quote, or one an e-mailed link handed out since. None, a wrong one or another quote's finds nothing.
 */
export async function findLifeQuoteWithToken(db: Kysely<Database>, quoteId: string, token: string | null | undefined, today: string) {
  if (!token) return undefined;
  const hash = hashOfSecret(token);
  return db
    .selectFrom('life_quotes')
    .selectAll()
    .where('quote_id', '=', quoteId)
    .where('expires_on', '>=', today)
    .where((eb) =>
      eb.or([
        eb('access_token_hash', '=', hash),
        eb.exists(
          eb
            .selectFrom('quote_access_tokens as access')
            .select('access.token_hash')
            .where('access.token_hash', '=', hash)
            .where('access.life_quote_id', '=', quoteId)
            .where('access.expires_on', '>=', today),
        ),
      ]),
    )
    .executeTakeFirst();
}

/** Issues another token for a life quote (an e-mailed link opened in another browser), valid as long as the quote is. */
export async function issueLifeQuoteToken(db: Kysely<Database>, quote: Pick<Selectable<LifeQuotesTable>, 'quote_id' | 'expires_on'>) {
  const token = newSecret();
  await db
    .insertInto('quote_access_tokens')
    .values({ token_hash: hashOfSecret(token), quote_id: null, life_quote_id: quote.quote_id, expires_on: quote.expires_on })
    .execute();
  return token;
}
