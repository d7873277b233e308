import { randomInt, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { QuotesTable, UnderwritingReportsTable } from '../db/schema/quoting';
import type { BindLender, Quote, QuoteSections, QuoteType, Rating } from '../../src/contract/quoting';
import type { Mortgagee } from '../../src/contract/policies';
import { cleanReport, type UnderwritingReport } from './knockouts';

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
  loanLastFour: lender.loanNumber.replace(/[^A-Za-z0-9]/g, '').slice(-4),
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
