// Month arithmetic on business dates (US Eastern), apart from src/validation/dates.ts: only the gateway counts
// months (billing plans, policy terms, claim windows), and its time-zone library stays out of the browser's bundles.
import { addMonths, format } from 'date-fns';
import { TZDate, tz } from '@date-fns/tz';
import { businessTimeZone } from '../../config/product';
import { readCalendarDate } from './dates';

/**
 * Adds whole calendar months to a 'yyyy-mm-dd' business date (US Eastern), clamping to the end of a
 * shorter month: 01/31 + 1 month is 02/28 (02/29 in a leap year), never 03/03. Count each date of a
 * series from the same start (start + n months), never from the previous date, or the day drifts.
 */
export function addCalendarMonths(iso: string, months: number): string {
  const date = readCalendarDate(iso);
  if (!date) throw new RangeError(`Not a calendar date: ${iso}`);
  const start = new TZDate(date.year, date.month - 1, date.day, businessTimeZone);
  return format(addMonths(start, months), 'yyyy-MM-dd', { in: tz(businessTimeZone) });
}
