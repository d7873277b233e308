// The business clock (US Eastern, config/product.ts businessTimeZone) without a time-zone formatter: a page's
// first Intl.DateTimeFormat with a time zone loads the browser's time-zone data, one task of 70-200 ms on a phone,
// and the footer of every page asks whether the lines are open. Since 2007 the zone keeps one rule: Eastern Daylight
// Time (UTC-4) from the second Sunday of March at 2 a.m. EST until the first Sunday of November at 2 a.m. EDT,
// Eastern Standard Time (UTC-5) otherwise. An instant before then, or after a change of the rule, asks the
// browser's own data (test/shared/easternClock.test.ts compares the two over the rule's years).
import { businessTimeZone } from '../../config/product';

export interface EasternClock {
  readonly year: number;
  /** 1-12. */
  readonly month: number;
  readonly day: number;
  /** 0 for Sunday. */
  readonly weekday: number;
  /** Minutes since midnight. */
  readonly minute: number;
}

const hour = 3_600_000;
const ruleYears = { first: 2007, last: 2099 };

/** The day of the month of a month's n-th Sunday. */
const nthSunday = (year: number, monthIndex: number, n: number) =>
  1 + ((7 - new Date(Date.UTC(year, monthIndex, 1)).getUTCDay()) % 7) + 7 * (n - 1);

function ruleOffsetHours(instant: Date): number {
  const year = instant.getUTCFullYear();
  const daylightFrom = Date.UTC(year, 2, nthSunday(year, 2, 2), 7);
  const standardFrom = Date.UTC(year, 10, nthSunday(year, 10, 1), 6);
  const time = instant.getTime();
  return time >= daylightFrom && time < standardFrom ? -4 : -5;
}

let zoneData: Intl.DateTimeFormat | null = null;
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function fromZoneData(instant: Date): EasternClock {
  zoneData ??= new Intl.DateTimeFormat('en-US', {
    timeZone: businessTimeZone,
    calendar: 'gregory',
    numberingSystem: 'latn',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(zoneData.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: weekdays.indexOf(parts.weekday ?? ''),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The US Eastern wall clock and calendar at an instant. */
export function easternClock(instant: Date): EasternClock {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid time value');
  const year = instant.getUTCFullYear();
  if (year < ruleYears.first || year > ruleYears.last) return fromZoneData(instant);
  const wall = new Date(instant.getTime() + ruleOffsetHours(instant) * hour);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
    minute: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}
