import { randomInt, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { QuotesTable, UnderwritingReportsTable } from '../db/schema/quoting';
import type { BindLender, Quote, QuoteSections, QuoteType, Rating } from '../../src/contract/quoting';
import type { Mortgagee } from '../../src/contract/policies';
import { cleanReport, type UnderwritingReport } from './knockouts';
import { lastFour } from '../policies/lenders';

// Reading and writing quotes and the facts the knockouts need (reports, existing customers).

export type QuoteRow = Selectable<QuotesTable>;

const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

export function toQuote(row: QuoteRow, allowBind: boolean): Quote {
  return {
    quoteId: row.quote_id,
    jobNumber: row.job_number,
    quoteType: row.quote_type as QuoteType,
    status: row.status,
    sections: parse<QuoteSections>(row.sections),
    coverageChoices: parse<Record<string, string>>(row.coverage_choices),
    rating: row.rating === null ? null : parse<Rating>(row.rating),
    knockout: row.knockout_code ? { code: row.knockout_code, reason: row.knockout_reason ?? '' } : null,
    allowBind,
    expiresOn: row.expires_on,
    policyNumber: row.policy_number,
    ...(lendersOf(row).length ? { mortgagees: lendersOf(row).map(toMortgagee) } : {}),
  };
}

/** The lenders the mortgage bind step gave, in order (a quote from before migration 0302 has none). */
export const lendersOf = (row: QuoteRow): BindLender[] => parse<BindLender[] | null>(row.lenders) ?? [];

/** A lender as the quote shows it back: its place, name and address, the loan number by its last four only. */
const toMortgagee = (lender: BindLender, index: number): Mortgagee => ({
  position: index + 1,
  name: lender.name,
  loanLastFour: lastFour(lender.loanNumber),
  address: lender.address,
});

export async function nextJobNumber(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval('quote_job_number_seq')::text as n`.execute(db);
  return `Q${rows[0]?.n ?? ''}`;
}

export const newQuoteId = () => randomUUID();

export async function underwritingReport(db: Kysely<Database>, lastName: string, dateOfBirth: string): Promise<UnderwritingReport> {
  const row: Selectable<UnderwritingReportsTable> | undefined = await db
    .selectFrom('underwriting_reports')
    .selectAll()
    .where('last_name', '=', lastName.trim().toLowerCase())
    .where('date_of_birth', '=', dateOfBirth)
    .executeTakeFirst();
  if (!row) return cleanReport;
  return {
    greenlight: row.greenlight,
    facilityRisk: row.facility_risk,
    tier: row.tier,
    halScore: row.hal_score,
    creditFound: row.credit_found,
    claimsReportIncidents: row.claims_report_incidents,
    vendorError: row.vendor_error,
  };
}

/** A party with the same first and last name and date of birth is already a customer. */
export async function isExistingCustomer(
  db: Kysely<Database>,
  customer: { firstName: string; lastName: string; dateOfBirth: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('parties')
    .select('party_id')
    .where(sql<boolean>`lower(first_name) = ${customer.firstName.trim().toLowerCase()}`)
    .where(sql<boolean>`lower(last_name) = ${customer.lastName.trim().toLowerCase()}`)
    .where('date_of_birth', '=', customer.dateOfBirth)
    .executeTakeFirst();
  return row !== undefined;
}

const alphanumerics = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const randomChars = (count: number, alphabet = alphanumerics) =>
  Array.from({ length: count }, () => alphabet[randomInt(alphabet.length)]).join('');

/** A new mutual policy number (six alphanumerics, a dash, four digits) and a new billing account number. */
export const newPolicyNumber = () => `${randomChars(6)}-${randomChars(4, '0123456789')}`;
export const newAccountNumber = () => `N${randomChars(10, '0123456789')}`;
export const newPartyId = () => `P${randomChars(10, '0123456789')}`;

/** A new quote of a type, expiring after its validity; its sections come with the first save. */
export async function insertQuote(db: Kysely<Database>, quoteType: QuoteType, expiresOn: string): Promise<QuoteRow> {
  return db
    .insertInto('quotes')
    .values({
      quote_id: newQuoteId(),
      job_number: await nextJobNumber(db),
      quote_type: quoteType,
      status: 'inProgress',
      sections: '{}',
      coverage_choices: '{}',
      rating: null,
      knockout_code: null,
      knockout_reason: null,
      bind_answers: '{}',
      last_name: null,
      date_of_birth: null,
      zip: null,
      state: null,
      expires_on: expiresOn,
      policy_number: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What the answers so far come to: a knockout, a rating, or a quote still in progress. */
export interface QuoteEvaluation {
  status: 'inProgress' | 'quoted' | 'knockedOut';
  knockout: { code: string; reason: string } | null;
  rating: Rating | null;
}

/** Saves a quote's answers with what they came to, and the identifying details a resume asks for. */
export function saveAnswers(
  db: Kysely<Database>,
  row: QuoteRow,
  answers: { sections: QuoteSections; choices: Record<string, string> },
  evaluation: QuoteEvaluation,
  now: Date,
): Promise<QuoteRow> {
  const { sections, choices } = answers;
  return db
    .updateTable('quotes')
    .set({
      sections: JSON.stringify(sections),
      coverage_choices: JSON.stringify(choices),
      status: evaluation.status,
      rating: evaluation.rating ? JSON.stringify(evaluation.rating) : null,
      knockout_code: evaluation.knockout?.code ?? null,
      knockout_reason: evaluation.knockout?.reason ?? null,
      last_name: sections.customer?.lastName.trim().toLowerCase() ?? null,
      date_of_birth: sections.customer?.dateOfBirth ?? null,
      zip: sections.address?.zip.slice(0, 5) ?? null,
      state: sections.address?.state ?? null,
      updated_at: now,
    })
    .where('quote_id', '=', row.quote_id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A saved, unexpired quote found by its id and the details only the prospect knows (all must match). */
export function findSavedQuote(
  db: Kysely<Database>,
  details: { quoteId: string; lastName: string; dateOfBirth: string; zip: string },
  today: string,
): Promise<QuoteRow | undefined> {
  return (
    db
      .selectFrom('quotes')
      .selectAll()
      // The quote number the summary shows, or the quote id of a link we sent.
      .where((eb) =>
        eb.or([eb('quote_id', '=', details.quoteId.trim()), eb('job_number', '=', details.quoteId.replace(/\s+/g, '').toUpperCase())]),
      )
      .where('last_name', '=', details.lastName.trim().toLowerCase())
      .where('date_of_birth', '=', details.dateOfBirth)
      .where('zip', '=', details.zip.slice(0, 5))
      .where('expires_on', '>=', today)
      .executeTakeFirst()
  );
}

/** Saves a bind step's answers (and the mortgage step's lenders); a bind-time knockout ends the quote there. */
export function saveBindStep(
  db: Kysely<Database>,
  row: QuoteRow,
  step: {
    answers: Record<string, boolean>;
    lenders?: readonly BindLender[] | undefined;
    knockout: { code: string; reason: string } | null;
  },
  now: Date,
): Promise<QuoteRow> {
  const { answers, lenders, knockout } = step;
  return db
    .updateTable('quotes')
    .set({
      bind_answers: JSON.stringify(answers),
      updated_at: now,
      ...(lenders !== undefined ? { lenders: JSON.stringify(lenders) } : {}),
      ...(knockout ? { status: 'knockedOut' as const, knockout_code: knockout.code, knockout_reason: knockout.reason } : {}),
    })
    .where('quote_id', '=', row.quote_id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Claims a quoted quote for binding, so two binds at once make one policy (undefined: someone else has it). */
export function claimForBind(db: Kysely<Database>, quoteId: string, now: Date): Promise<QuoteRow | undefined> {
  return db
    .updateTable('quotes')
    .set({ status: 'bound', updated_at: now })
    .where('quote_id', '=', quoteId)
    .where('status', '=', 'quoted')
    .returningAll()
    .executeTakeFirst();
}

export function recordBoundPolicy(db: Kysely<Database>, quoteId: string, policyNumber: string): Promise<QuoteRow> {
  return db
    .updateTable('quotes')
    .set({ policy_number: policyNumber })
    .where('quote_id', '=', quoteId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The policy a bound quote made, as the bind answered it. */
export async function boundPolicyOf(db: Kysely<Database>, policyNumber: string, lineOfBusiness: string) {
  const policy = await db
    .selectFrom('policies')
    .select(['policy_number', 'account_number', 'effective_date', 'premium_cents'])
    .where('policy_number', '=', policyNumber)
    .executeTakeFirstOrThrow();
  const effective = policy.effective_date as unknown;
  return {
    policyNumber: policy.policy_number,
    accountNumber: policy.account_number ?? '',
    premiumCents: policy.premium_cents,
    lineOfBusiness,
    effectiveDate: effective instanceof Date ? effective.toISOString().slice(0, 10) : String(effective).slice(0, 10),
  };
}
