import fc from 'fast-check';
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import { businessTimeZone } from '../../config/product';
import { addCalendarDays, businessToday, formatEntryDate, isWithinQuotingEffectiveRange, parseEntryDate } from '../../src/validation/dates';

const at = (iso: string) => new Date(iso);

describe('MM/DD/YYYY entry', () => {
  it.each([
    ['03/08/2026', '2026-03-08'],
    ['3/8/2026', '2026-03-08'],
    ['02/29/2024', '2024-02-29'],
    ['02/29/2026', undefined],
    ['13/01/2026', undefined],
    ['04/31/2026', undefined],
    ['2026-03-08', '2026-03-08'],
    ['03/08/26', undefined],
  ])('parses %p to %p', (entry, iso) => expect(parseEntryDate(entry)).toBe(iso));
  it('formats an ISO date for entry', () => {
    expect(formatEntryDate('2026-11-01')).toBe('11/01/2026');
    expect(formatEntryDate('2026-02-30')).toBeUndefined();
  });
});

describe('businessToday in US Eastern', () => {
  it.each([
    // Spring forward, 8 March 2026 at 2 a.m. EST becomes 3 a.m. EDT.
    ['2026-03-08T04:59:00Z', '2026-03-07'], // 11:59 p.m. EST
    ['2026-03-08T05:00:00Z', '2026-03-08'], // midnight EST
    ['2026-03-08T06:59:00Z', '2026-03-08'], // 1:59 a.m. EST
    ['2026-03-08T07:00:00Z', '2026-03-08'], // 3:00 a.m. EDT
    // Fall back, 1 November 2026 at 2 a.m. EDT becomes 1 a.m. EST.
    ['2026-11-01T03:59:00Z', '2026-10-31'], // 11:59 p.m. EDT
    ['2026-11-01T04:00:00Z', '2026-11-01'], // midnight EDT
    ['2026-11-01T06:30:00Z', '2026-11-01'], // 1:30 a.m. EST (second time)
    ['2026-11-02T04:59:00Z', '2026-11-01'], // 11:59 p.m. EST
    // Late evening ET, when UTC is already the next day.
    ['2026-07-11T02:30:00Z', '2026-07-10'],
    ['2026-12-31T23:30:00Z', '2026-12-31'],
    ['2027-01-01T04:30:00Z', '2026-12-31'],
  ])('at %s is %s', (instant, day) => expect(businessToday(at(instant))).toBe(day));

  it('is the calendar date date-fns names in the business time zone, at any instant from 1970 to 2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (ms) => {
        const now = new Date(ms);
        expect(businessToday(now)).toBe(format(now, 'yyyy-MM-dd', { in: tz(businessTimeZone) }));
      }),
      { numRuns: 2000 },
    );
  });
  it('refuses an invalid instant', () => expect(() => businessToday(new Date(Number.NaN))).toThrow(RangeError));
});

describe('quoting effective date range (365 days)', () => {
  it.each([
    ['2026-03-08T12:00:00Z', '2026-03-08', true],
    ['2026-03-08T12:00:00Z', '2027-03-08', true],
    ['2026-03-08T12:00:00Z', '2027-03-09', false],
    ['2026-03-08T12:00:00Z', '2026-03-07', false],
    ['2026-03-08T12:00:00Z', '03/08/2027', true],
    // 10 p.m. EST on 7 March is 8 March in UTC: today is still 7 March.
    ['2026-03-08T03:00:00Z', '2026-03-07', true],
    ['2026-03-08T03:00:00Z', '2027-03-07', true],
    ['2026-03-08T03:00:00Z', '2027-03-08', false],
    // Across the fall-back change.
    ['2026-11-01T05:30:00Z', '2026-11-01', true],
    ['2026-11-01T03:30:00Z', '2026-10-31', true],
    ['2026-11-01T03:30:00Z', '2027-11-01', false],
    ['2026-11-01T12:00:00Z', 'not a date', false],
  ])('at %s, %s is in range: %p', (now, date, expected) => expect(isWithinQuotingEffectiveRange(date, at(now))).toBe(expected));
  it('adds calendar days without any clock', () => {
    expect(addCalendarDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addCalendarDays('2026-03-08', 365)).toBe('2027-03-08');
  });
});
