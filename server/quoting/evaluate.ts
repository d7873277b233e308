import type { Kysely } from 'kysely';
import { bindLineOf, dwellingForms, isDwellingLine } from '../../config/rating/bindSteps';
import { autoCoverages } from '../../config/rating/auto';
import { dwellingCoverages } from '../../config/rating/dwelling';
import { quoteSectionsOf, type CoverageChoices, type Quote, type QuoteSections } from '../../src/contract/quoting';
import type { RemoteConfig } from '../../src/contract/config';
import type { Database } from '../db/schema';
import { settingItems } from '../config/remoteConfig';
import { findKnockout } from './knockouts';
import { rateQuote } from './rating';
import { isExistingCustomer, toQuote, underwritingReport, type QuoteEvaluation, type QuoteRow } from './store';

/** Knockouts on the answers so far, then (with every section answered) the rating. */
export async function evaluate(
  db: Kysely<Database>,
  quoteType: Quote['quoteType'],
  sections: QuoteSections,
  choices: CoverageChoices,
  today: string,
): Promise<QuoteEvaluation> {
  const customer = sections.customer;
  const report = customer ? await underwritingReport(db, customer.lastName, customer.dateOfBirth) : null;
  const alreadyCustomer = customer ? await isExistingCustomer(db, customer) : false;
  const knockout = findKnockout({ quoteType, sections, report, alreadyCustomer });
  if (knockout) return { status: 'knockedOut', knockout, rating: null };
  const complete = quoteSectionsOf[quoteType].every((s) => sections[s] !== undefined);
  return complete
    ? { status: 'quoted', knockout: null, rating: rateQuote(quoteType, sections, choices, today) }
    : { status: 'inProgress', knockout: null, rating: null };
}

/**
 * Bind online (spec section 9): auto under EnableQuotingBindOnline (EAS offerings also need the EAS flag); a
 * dwelling only when its form is in BindOnlineDwellingForms (default HO4, renters) and its state in
 * BindOnlineDwellingStates.
 */
export function allowsBindOnline(row: QuoteRow, { flags, settings }: RemoteConfig): boolean {
  if (row.status !== 'quoted' && row.status !== 'bound') return false;
  const line = bindLineOf(row.quote_type);
  if (flags.EnableQuotingBindOnline !== 'true' || !line) return false;
  if (!isDwellingLine(line))
    return (toQuote(row, false).rating?.easOfferings.length ?? 0) === 0 || flags.EnableQuotingBindOnlineEAS === 'true';
  return (
    settingItems(settings.BindOnlineDwellingForms).includes(dwellingForms[line]) &&
    settingItems(settings.BindOnlineDwellingStates).includes((row.state ?? '').toUpperCase())
  );
}

/** Whether a coverage choice ('line.code' and an option) is one the rating tables offer. */
export function isCoverageOption(key: string, option: string): boolean {
  const [line, code] = key.split('.');
  const rows = line === 'auto' || line === 'motorcycle' ? autoCoverages : dwellingCoverages.filter((r) => r.lines.includes(line as never));
  return rows.some((r) => r.code === code && r.options.some((o) => o.code === option));
}

/** RemoveLenderMaximumLendersAllowed (spec section 9, an integer, default 1); a value that is not a whole number keeps the default. */
export const maximumLenders = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) : 1);
