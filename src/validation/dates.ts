// Calendar dates as the customer enters them (MM/DD/YYYY) and as the business counts them (US Eastern).
// A calendar date is carried as an ISO string 'yyyy-mm-dd' and compared as a day number, so no
// local time zone or daylight-saving change can shift it.
import { limits } from '../../config/product';
import { easternClock } from '../shared/easternClock';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const isRealDate = ({ year, month, day }: CalendarDate) => {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
};

export const toIso = ({ year, month, day }: CalendarDate) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** Reads 'MM/DD/YYYY' (or 'M/D/YYYY') or 'yyyy-mm-dd' into a real calendar date, else undefined. */
export function readCalendarDate(value: string): CalendarDate | undefined {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const parts = us ? { year: us[3], month: us[1], day: us[2] } : iso ? { year: iso[1], month: iso[2], day: iso[3] } : undefined;
  if (!parts) return undefined;
  const date = { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
  return isRealDate(date) ? date : undefined;
}

/** 'MM/DD/YYYY' entry to 'yyyy-mm-dd', or undefined when not a real date. */
export function parseEntryDate(entry: string): string | undefined {
  const date = readCalendarDate(entry);
  return date && toIso(date);
}

/** 'yyyy-mm-dd' to the 'MM/DD/YYYY' entry format, or undefined when not a real date. */
export function formatEntryDate(iso: string): string | undefined {
  const date = readCalendarDate(iso);
  return date && `${pad(date.month)}/${pad(date.day)}/${pad(date.year, 4)}`;
}

/** Days since 1970-01-01 of a calendar date: the unit every comparison here uses. */
export const dayNumber = ({ year, month, day }: CalendarDate) => Date.UTC(year, month - 1, day) / 86_400_000;

/** The business (US Eastern) calendar date at the instant `now`, as 'yyyy-mm-dd'. */
export function businessToday(now: Date): string {
  // The business date changes only on a whole minute (US Eastern offsets are whole hours), so the last minute's
  // answer serves every call within it: the gateway asks on nearly every call.
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute === lastAsked.minute) return lastAsked.date;
  const { year, month, day } = easternClock(now);
  const date = toIso({ year, month, day });
  lastAsked = { minute, date };
  return date;
}
let lastAsked = { minute: Number.NaN, date: '' };

/** Adds whole calendar days to a 'yyyy-mm-dd' date. */
export function addCalendarDays(iso: string, days: number): string {
  const date = readCalendarDate(iso);
  if (!date) throw new RangeError(`Not a calendar date: ${iso}`);
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return toIso({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
}

/**
 * A quote's effective date must fall from the business today through today plus the configured
 * range (365 days), both ends included. `date` is 'yyyy-mm-dd' or 'MM/DD/YYYY'.
 */
export function isWithinQuotingEffectiveRange(date: string, now: Date): boolean {
  const effective = readCalendarDate(date);
  const today = readCalendarDate(businessToday(now));
  if (!effective || !today) return false;
  const offset = dayNumber(effective) - dayNumber(today);
  return offset >= 0 && offset <= limits.quotingEffectiveDateRangeDays;
}
