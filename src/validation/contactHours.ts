// Contact hours of spec section 9, kept in US Eastern time in config: whether a line is open at an
// instant, and how its hours read to a customer.
import { contactHours, type HoursWindow } from '../../config/product';
import { easternClock } from '../shared/easternClock';

export type ContactLine = keyof typeof contactHours;

const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

function windowsOf(line: ContactLine): HoursWindow[] {
  const hours = contactHours[line];
  if (!hours) throw new RangeError(`Unknown contact line: ${String(line)}`);
  return hours.windows;
}

/** True when the line takes calls at the instant `now` (its windows are in ET; close is exclusive). */
export function isOpenNow(line: ContactLine, now: Date): boolean {
  const { weekday, minute } = easternClock(now);
  return windowsOf(line).some((w) => (w.days as number[]).includes(weekday) && minute >= minutesOf(w.open) && minute < minutesOf(w.close));
}

/** '6 a.m.', '8:30 a.m.', 'noon', 'midnight'. */
export function formatClockTime(hhmm: string): string {
  const minutes = minutesOf(hhmm);
  if (minutes % 1440 === 0) return 'midnight';
  if (minutes === 720) return 'noon';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'a.m.' : 'p.m.'}`;
}

/** 'Monday-Friday', 'Saturday-Sunday', 'Saturday', 'Every day' (consecutive days, Monday first). */
export function formatDays(days: readonly number[]): string {
  if (days.length === 7) return 'Every day';
  const mondayFirst = [...days].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  const nameOf = (day: number | undefined) => dayNames[day ?? 0] ?? '';
  const first = nameOf(mondayFirst[0]);
  const last = nameOf(mondayFirst.at(-1));
  return first === last ? first : `${first}-${last}`;
}

export interface HoursLine {
  days: string;
  hours: string;
}

/** The hours of a line, one entry a window: { days: 'Monday-Friday', hours: '6 a.m.-10 p.m. ET' }. */
export function describeHours(line: ContactLine): HoursLine[] {
  return windowsOf(line).map((w) => ({
    days: formatDays(w.days),
    hours:
      minutesOf(w.open) === 0 && minutesOf(w.close) === 1440 ? '24 hours' : `${formatClockTime(w.open)}-${formatClockTime(w.close)} ET`,
  }));
}

/** The hours of a line in one sentence: 'Monday-Friday 6 a.m.-10 p.m. ET; Saturday-Sunday 7 a.m.-8 p.m. ET'. */
export const formatContactHours = (line: ContactLine): string =>
  describeHours(line)
    .map((h) => `${h.days} ${h.hours}`)
    .join('; ');
