import type { Quote } from '../contract/quoting';
import type { LifeQuote } from '../contract/lifeQuoting';
import type { DataLayer } from './slice';

// The analytics quote group (spec section 3) as a function of the quote the gateway answered.
type QuoteGroup = DataLayer['quote'];

const sourceOfBusiness = 'online';

/** The group describes the current quote: a different quote starts from blank (no codes of another quote). */
export function quoteGroupOf(quote: Quote, previous: QuoteGroup): QuoteGroup {
  const { sections, rating } = quote;
  const incidents = (sections.drivingHistory?.drivers ?? []).reduce((sum, d) => sum + d.accidents + d.violations, 0);
  const group: QuoteGroup = {
    quoteId: quote.quoteId,
    jobNumber: quote.jobNumber,
    quoteLOB: quote.quoteType,
    state: sections.address?.state ?? '',
    sourceOfBusiness,
    numberOfDrivers: sections.driver ? String(sections.driver.drivers.length) : '',
    numberOfVehicles: sections.vehicle ? String(sections.vehicle.vehicles.length) : '',
    numberOfIncidents: sections.drivingHistory ? String(incidents) : '',
    autoSegmentation: rating?.autoSegmentation ?? '',
    dwellingSegmentation: rating?.dwellingSegmentation ?? '',
    errorCodes: previous.quoteId === quote.quoteId ? previous.errorCodes : '',
    allowBind: String(quote.allowBind),
    quotingEmail: sections.customer ? 'provided' : '',
    quotingPhonenumber: sections.customer ? 'provided' : '',
    easOfferings: rating?.easOfferings.join(',') ?? '',
  };
  // A quote resumed already knocked out carries its code too.
  return quote.knockout ? withErrorCode(group, quote.knockout.code) : group;
}

/** errorCodes accumulates every knockout code of the current quote, comma-separated, without repeats. */
export const withErrorCode = (group: QuoteGroup, code: string): QuoteGroup => ({
  ...group,
  errorCodes: [...new Set([...group.errorCodes.split(',').filter(Boolean), code])].join(','),
});

/** A life quote: the fields of an online P&C quote do not apply, so they are blank. */
export function lifeQuoteGroupOf(quote: LifeQuote, previous: QuoteGroup): QuoteGroup {
  const blank = Object.fromEntries(Object.keys(previous).map((field) => [field, ''])) as QuoteGroup;
  const group = { ...blank, quoteId: quote.quoteId, quoteLOB: 'life', sourceOfBusiness, allowBind: 'false' };
  return quote.knockout ? withErrorCode(group, quote.knockout.code) : group;
}
