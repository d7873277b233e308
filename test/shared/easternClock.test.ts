import fc from 'fast-check';
import { TZDate } from '@date-fns/tz';
import { businessTimeZone } from '../../config/product';
import { easternClock } from '../../src/shared/easternClock';

/** The zone's clock as the platform's time-zone data has it, read through date-fns's time-zone dates. */
function fromZoneData(instant: Date) {
  const zoned = new TZDate(instant, businessTimeZone);
  return {
    year: zoned.getFullYear(),
    month: zoned.getMonth() + 1,
    day: zoned.getDate(),
    weekday: zoned.getDay(),
    minute: zoned.getHours() * 60 + zoned.getMinutes(),
  };
}

const minute = 60_000;

describe('the business clock (US Eastern) without a time-zone formatter', () => {
  it.each([
    // Spring forward, 8 March 2026: 1:59 a.m. EST, then 3:00 a.m. EDT.
    ['2026-03-08T06:59:00Z', { year: 2026, month: 3, day: 8, weekday: 0, minute: 1 * 60 + 59 }],
    ['2026-03-08T07:00:00Z', { year: 2026, month: 3, day: 8, weekday: 0, minute: 3 * 60 }],
    // Fall back, 1 November 2026: 1:59 a.m. EDT, then 1:00 a.m. EST again.
    ['2026-11-01T05:59:00Z', { year: 2026, month: 11, day: 1, weekday: 0, minute: 1 * 60 + 59 }],
    ['2026-11-01T06:00:00Z', { year: 2026, month: 11, day: 1, weekday: 0, minute: 1 * 60 }],
    // New Year's Eve in ET while UTC has moved on.
    ['2027-01-01T04:30:00Z', { year: 2026, month: 12, day: 31, weekday: 4, minute: 23 * 60 + 30 }],
  ])('reads %s as %p', (iso, clock) => expect(easternClock(new Date(iso))).toEqual(clock));

  it('agrees with the time-zone data at every instant of the rule years', () => {
    const from = Date.UTC(2007, 0, 1);
    const to = Date.UTC(2100, 0, 1) - minute;
    fc.assert(
      fc.property(fc.integer({ min: from / minute, max: to / minute }), (minutes) => {
        const instant = new Date(minutes * minute);
        expect(easternClock(instant)).toEqual(fromZoneData(instant));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with it around every change of the clocks', () => {
    for (let year = 2007; year <= 2099; year += 1) {
      for (const month of [2, 10]) {
        // Every quarter hour of the change's morning, UTC (the change is at 6 or 7 a.m. UTC).
        const start = Date.UTC(year, month, 1);
        for (let day = 0; day < 15; day += 1) {
          const sunday = new Date(start + day * 86_400_000);
          if (sunday.getUTCDay() !== 0) continue;
          for (let m = 0; m < 12 * 60; m += 15) {
            const instant = new Date(sunday.getTime() + m * minute);
            expect(easternClock(instant)).toEqual(fromZoneData(instant));
          }
        }
      }
    }
  });

  it('refuses an invalid instant, as the time-zone data does', () => expect(() => easternClock(new Date(Number.NaN))).toThrow(RangeError));

  it('asks the time-zone data outside the rule years', () => {
    for (const iso of ['1999-04-04T07:30:00Z', '2006-10-29T05:30:00Z', '2100-03-14T07:30:00Z']) {
      expect(easternClock(new Date(iso))).toEqual(fromZoneData(new Date(iso)));
    }
  });
});
