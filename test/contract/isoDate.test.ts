import { isLeft, isRight } from 'fp-ts/lib/Either';
import { IsoDate, calendarYears, isCalendarDate } from '../../src/contract/identifiers';

describe('the one date codec of the contract', () => {
  it.each(['2026-02-30', '2026-11-31', '2026-12-32', '2026-13-45', '2026-00-10', '2026-04-00', '2025-02-29', '1900-02-29', '2100-02-29'])(
    'refuses %s, a day the calendar does not have',
    (date) => {
      expect(isCalendarDate(date)).toBe(false);
      expect(isLeft(IsoDate.decode(date))).toBe(true);
    },
  );

  it.each(['0000-01-01', '0202-06-01', '1799-12-31', '3000-01-01', '9999-12-31'])('refuses %s, a year no record names', (date) => {
    expect(isLeft(IsoDate.decode(date))).toBe(true);
  });

  it.each(['2026-1-05', '2026-01-5', '20260105', '2026/01/05', ' 2026-01-05', '2026-01-05T00:00:00Z', '٢٠٢٦-٠١-٠٥', ''])(
    'refuses %j, not yyyy-mm-dd',
    (date) => {
      expect(isLeft(IsoDate.decode(date))).toBe(true);
    },
  );

  it.each([
    '2026-01-31',
    '2026-02-28',
    '2024-02-29',
    '2000-02-29',
    '2026-04-30',
    '2026-12-31',
    `${calendarYears.first}-01-01`,
    `${calendarYears.last}-12-31`,
  ])('takes %s', (date) => {
    expect(isRight(IsoDate.decode(date))).toBe(true);
  });

  it('agrees with the calendar on every day of four years around a leap year', () => {
    for (const year of [2023, 2024, 2100, 2000]) {
      for (let month = 1; month <= 12; month += 1) {
        for (let day = 1; day <= 31; day += 1) {
          const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const real = new Date(`${iso}T00:00:00Z`);
          const exists = !Number.isNaN(real.getTime()) && real.getUTCDate() === day;
          expect([iso, isCalendarDate(iso)]).toEqual([iso, exists]);
        }
      }
    }
  });
});
