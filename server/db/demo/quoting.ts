import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { UnderwritingReportsTable } from '../schema/quoting';

// Demo data of the quoting gateway: the underwriting vendor's reports for demo applicants (one per
// report-based knockout, so each can be tried) and the VIN decode table. Idempotent (natural keys).

const clean = {
  greenlight: 'green',
  facility_risk: false,
  tier: 3,
  hal_score: 10,
  credit_found: true,
  claims_report_incidents: 0,
  vendor_error: false,
} as const;

/** Demo applicants by last name (all born 1985-04-12) and what their report says. */
export const demoApplicantBirthDate = '1985-04-12';
export const demoReports: UnderwritingReportsTable[] = [
  { ...clean, last_name: 'redlight', date_of_birth: demoApplicantBirthDate, greenlight: 'red' },
  { ...clean, last_name: 'amberlight', date_of_birth: demoApplicantBirthDate, greenlight: 'yellow' },
  { ...clean, last_name: 'facility', date_of_birth: demoApplicantBirthDate, facility_risk: true },
  { ...clean, last_name: 'tierten', date_of_birth: demoApplicantBirthDate, tier: 10 },
  { ...clean, last_name: 'halscore', date_of_birth: demoApplicantBirthDate, hal_score: 45 },
  { ...clean, last_name: 'vendorerror', date_of_birth: demoApplicantBirthDate, vendor_error: true },
  { ...clean, last_name: 'nocredit', date_of_birth: demoApplicantBirthDate, credit_found: false },
  { ...clean, last_name: 'claimsreport', date_of_birth: demoApplicantBirthDate, claims_report_incidents: 2 },
];

/** World manufacturer identifier + vehicle descriptor (first 8 characters of a VIN) -> make and model. */
export const demoVinDecodes = [
  { vin_prefix: '1HGCV1F3', make: 'Honda', model: 'Accord' },
  { vin_prefix: '2T1BURHE', make: 'Toyota', model: 'Corolla' },
  { vin_prefix: '1FTEW1EP', make: 'Ford', model: 'F-150' },
  { vin_prefix: '5YJ3E1EA', make: 'Tesla', model: 'Model 3' },
  { vin_prefix: '1HD1KEF1', make: 'Harley-Davidson', model: 'Road Glide' },
  { vin_prefix: 'JH2SC773', make: 'Honda', model: 'CBR1000RR' },
];

export async function seedQuotingDemoData(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('underwriting_reports')
    .values(demoReports)
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('vin_decodes')
    .values(demoVinDecodes)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
