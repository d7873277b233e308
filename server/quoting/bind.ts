import type { Kysely, Transaction } from 'kysely';
import {
  bindSteps,
  dwellingForms,
  isDwellingLine,
  lenderStep,
  reportCheckStep,
  type BindLine,
  type BindStep,
} from '../../config/rating/bindSteps';
import { answerCodesOf, mortgageQuestion, questionsOf } from '../../config/rating/bindQuestions';
import { bindKnockouts, type BindKnockoutCode } from '../../config/rating/knockoutCodes';
import { territoryOf } from '../../config/rating/territories';
import { billing } from '../../config/product';
import { businessToday } from '../../src/validation/dates';
import { addCalendarMonths } from '../../src/validation/businessMonths';
import { writeInstallments } from '../billing/ledger';
import { schedule } from '../billing/plans';
import type { PaymentPlan } from '../db/schema/billing';
import { policyStatusOn } from '../policies/status';
import { onboardNewPolicy } from '../esign/onboarding';
import type { BindAnswers, BindLender, BoundPolicy, Knockout, Quote, QuoteSections } from '../../src/contract/quoting';
import type { Database } from '../db/schema';
import type { UnderwritingReport } from './knockouts';
import { newAccountNumber, newPartyId, newPolicyNumber, type QuoteRow } from './store';

// Bind online: the bind-time knockouts of spec section 4 and the policy (with its billing account)
// that a clean bind creates.

const knockout = (code: BindKnockoutCode): Knockout => ({ code, reason: bindKnockouts[code] });

/** The report-based bind knockouts, checked when the step holding the report consent is saved. */
function reportKnockout(line: BindLine, sections: QuoteSections, report: UnderwritingReport): Knockout | null {
  if (report.greenlight !== 'green') return knockout('GREENLIGHT_RED_YELLOW');
  if (report.facilityRisk) return knockout('BIND_FACILITY_RISK');
  if (report.claimsReportIncidents > 0) return knockout('CLAIMS_REPORT_INCIDENTS');
  if (!report.creditFound) return knockout('NO_CREDIT_RESULTS');
  if (isDwellingLine(line) && sections.address && territoryOf(sections.address.zip).wildfireRisk) return knockout('WILDFIRE_RISK');
  return null;
}

/** The first knockout of a bind step's answers (missing answers are a 400 before this). */
export function bindStepKnockout(
  line: BindLine,
  step: BindStep,
  answers: BindAnswers,
  sections: QuoteSections,
  report: UnderwritingReport,
): Knockout | null {
  const answered = questionsOf(line, step).find((q) => answers[q.code] === q.knockoutAnswer);
  if (answered) return knockout(answered.knockout);
  return step === reportCheckStep ? reportKnockout(line, sections, report) : null;
}

/** The questions of the step not answered yes or no (the mortgage step's hasMortgage among them). */
export const unansweredQuestions = (line: BindLine, step: BindStep, answers: BindAnswers) =>
  answerCodesOf(line, step).filter((code) => typeof answers[code] !== 'boolean');

/**
 * What is wrong with a step's lenders, or null: only the mortgage step gives lenders, one at least when there
 * is a mortgage, none when there is not, and never more than RemoveLenderMaximumLendersAllowed.
 */
export function lenderCountProblem(
  step: BindStep,
  answers: BindAnswers,
  lenders: readonly BindLender[] | undefined,
  maximum: number,
): string | null {
  if (step !== lenderStep) return lenders === undefined ? null : `The ${step} step takes no lender.`;
  const given = lenders?.length ?? 0;
  if (answers[mortgageQuestion.code] === false) return given === 0 ? null : 'A home without a mortgage has no lender.';
  if (given === 0) return 'lenders: Missing required field';
  return given > maximum ? `A policy bought online names at most ${maximum} lender${maximum === 1 ? '' : 's'}.` : null;
}

/** Whether every step of the line has all its answers. */
export const bindComplete = (line: BindLine, answers: BindAnswers) =>
  bindSteps[line].every((step) => unansweredQuestions(line, step, answers).length === 0);

/** The plan a policy bought online is billed on: the whole term at once when the customer chose it, else monthly. */
const boundPlanOf = (quote: Quote): PaymentPlan => (quote.sections.discounts?.payInFull ? 'annual' : 'monthly');

/**
 * Runs a bind with the quote's row locked until it ends: a second bind at the same moment waits for the first, then
 * finds the quote bound and answers its policy, as a bind sent after it does (never a 409 for a bind that succeeded).
 */
export function withQuoteLocked<T>(db: Kysely<Database>, quoteId: string, bind: (trx: Transaction<Database>, row: QuoteRow) => Promise<T>) {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('quotes').selectAll().where('quote_id', '=', quoteId).forUpdate().executeTakeFirstOrThrow();
    return bind(trx, row);
  });
}

/** Runs the work in the transaction given, or in a new one. */
const inOneTransaction = <T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>) =>
  db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);

/**
 * Creates the party, billing account, policy, what it covers, its mortgagees (the bind's lenders) and its
 * billing (the chosen plan and its installments, the first billed), in one transaction (the caller's, if it is one).
 */
export async function createPolicy(
  db: Kysely<Database>,
  quote: Quote,
  line: BindLine,
  now: Date,
  lenders: readonly BindLender[] = [],
): Promise<BoundPolicy> {
  const { customer, address } = quote.sections;
  const rating = quote.rating;
  if (!customer || !address || !rating) throw new Error('a quote without customer, address or rating cannot bind');
  const lineTotal = rating.lines.find((l) => l.line === line);
  const effectiveDate = address.effectiveDate;
  const expirationDate = addCalendarMonths(effectiveDate, lineTotal?.termMonths ?? 12);
  const premiumCents = lineTotal?.totalCents ?? rating.totalCents;
  const today = businessToday(now);
  const policyNumber = newPolicyNumber();
  const accountNumber = newAccountNumber();
  await inOneTransaction(db, async (trx) => {
    const partyId = newPartyId();
    await trx
      .insertInto('parties')
      .values({
        party_id: partyId,
        salutation: null,
        first_name: customer.firstName,
        middle_initial: null,
        last_name: customer.lastName,
        suffix: null,
        date_of_birth: customer.dateOfBirth,
      })
      .execute();
    await trx.insertInto('party_emails').values({ party_id: partyId, address: customer.email, is_primary: true }).execute();
    await trx.insertInto('party_phones').values({ party_id: partyId, number: customer.phone, kind: 'mobile', is_primary: true }).execute();
    await trx
      .insertInto('party_addresses')
      .values({
        party_id: partyId,
        kind: 'mailing',
        line1: address.line1,
        line2: address.line2 ?? null,
        city: address.city,
        state: address.state,
        zip: address.zip,
      })
      .execute();
    const paperless = quote.sections.discounts?.paperless ?? false;
    await trx
      .insertInto('billing_accounts')
      .values({
        account_number: accountNumber,
        party_id: partyId,
        side: 'mutual',
        paperless_billing: paperless,
        paperless_policy: paperless,
      })
      .execute();
    await trx
      .insertInto('policies')
      .values({
        policy_number: policyNumber,
        party_id: partyId,
        line_of_business: line,
        side: 'mutual',
        status: policyStatusOn({ status: 'active', effectiveDate, expirationDate }, today),
        effective_date: effectiveDate,
        expiration_date: expirationDate,
        premium_cents: premiumCents,
        account_number: accountNumber,
        state: address.state,
        bound_at: now,
      })
      .execute();
    await insertCovered(trx, quote, line, policyNumber, address);
    if (lenders.length) {
      await trx
        .insertInto('mortgagees')
        .values(
          lenders.map((l, index) => ({
            policy_number: policyNumber,
            position: index + 1,
            name: l.name,
            loan_number: l.loanNumber,
            line1: l.address.line1,
            line2: l.address.line2,
            city: l.address.city,
            state: l.address.state,
            zip: l.address.zip,
          })),
        )
        .execute();
    }
    const plan = boundPlanOf(quote);
    await trx.insertInto('billing_plans').values({ policy_number: policyNumber, plan }).execute();
    const planned = schedule({ plan, premiumCents, effectiveDate, expirationDate, semiAnnualDiscount: false });
    await writeInstallments(trx, { policyNumber, accountNumber, plan }, planned, today, billing.billingLeadDays, { billFirst: true });
    // A policy bound online starts the customer's onboarding: its application to e-sign, payment, paperless.
    const lineTitle = `${line.charAt(0).toUpperCase()}${line.slice(1)}`;
    await onboardNewPolicy(trx, { partyId, policyNumber, accountNumber, lineTitle, today, at: now });
  });
  return { policyNumber, accountNumber, effectiveDate, premiumCents, lineOfBusiness: line };
}

async function insertCovered(
  trx: Transaction<Database>,
  quote: Quote,
  line: BindLine,
  policyNumber: string,
  address: NonNullable<QuoteSections['address']>,
) {
  const rating = quote.rating!;
  const vehicleIds: Record<string, string> = {};
  if (line === 'auto') {
    const vehicles = quote.sections.vehicle?.vehicles ?? [];
    for (const [index, v] of vehicles.entries()) {
      const vehicleId = `${policyNumber}-V${index + 1}`;
      vehicleIds[`${v.year} ${v.make} ${v.model}`] = vehicleId;
      await trx
        .insertInto('vehicles')
        .values({
          vehicle_id: vehicleId,
          policy_number: policyNumber,
          year: v.year,
          make: v.make,
          model: v.model,
          vin: v.vin,
          garaging_zip: address.zip,
          sequence: index + 1,
        })
        .execute();
    }
    for (const [index, d] of (quote.sections.driver?.drivers ?? []).entries()) {
      await trx
        .insertInto('drivers')
        .values({
          driver_id: `${policyNumber}-D${index + 1}`,
          policy_number: policyNumber,
          first_name: d.firstName,
          last_name: d.lastName,
          date_of_birth: d.dateOfBirth,
          license_state: d.licenseState,
          license_number: '',
          relationship: index === 0 ? 'named insured' : 'household member',
          sequence: index + 1,
        })
        .execute();
    }
  } else {
    await trx
      .insertInto('insured_properties')
      .values({
        policy_number: policyNumber,
        line1: address.line1,
        line2: address.line2 ?? null,
        city: address.city,
        state: address.state,
        zip: address.zip,
        year_built: quote.sections.property?.yearBuilt ?? null,
        dwelling_type: isDwellingLine(line) ? dwellingForms[line] : line,
      })
      .execute();
  }
  const covered = rating.coverages.filter((c) => c.line === line && c.premiumCents > 0);
  if (covered.length) {
    await trx
      .insertInto('coverages')
      .values(
        covered.map((c) => ({
          policy_number: policyNumber,
          vehicle_id: vehicleIds[c.subject] ?? null,
          code: c.code,
          name: c.name,
          limits: c.options.find((o) => o.code === c.option)?.label ?? null,
          deductible_cents: null,
          premium_cents: c.premiumCents,
        })),
      )
      .execute();
  }
  const discounts = rating.discounts.filter((d) => d.name.endsWith(`(${line})`));
  if (discounts.length) {
    await trx
      .insertInto('discounts')
      .values(
        discounts.map((d) => ({
          policy_number: policyNumber,
          code: d.code,
          name: d.name.replace(/ \(\w+\)$/, ''),
          amount_cents: d.amountCents,
        })),
      )
      .execute();
  }
}
