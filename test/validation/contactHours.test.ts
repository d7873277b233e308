import { describeHours, formatClockTime, formatContactHours, isOpenNow } from '../../src/validation/contactHours';

describe('isOpenNow (ET)', () => {
  it.each([
    // Sunday 8 March 2026, spring forward: weekend hours open at 7 a.m. EDT = 11:00 UTC (12:00 UTC the day before).
    ['general', '2026-03-08T10:59:00Z', false],
    ['general', '2026-03-08T11:00:00Z', true],
    ['general', '2026-03-08T23:59:00Z', true], // 7:59 p.m. EDT
    ['general', '2026-03-09T00:00:00Z', false], // 8:00 p.m. EDT Sunday
    // Sunday 1 November 2026, fall back: 7 a.m. EST = 12:00 UTC.
    ['general', '2026-11-01T11:59:00Z', false],
    ['general', '2026-11-01T12:00:00Z', true],
    // Friday 10 July 2026 late evening ET, already Saturday in UTC.
    ['general', '2026-07-11T01:59:00Z', true], // 9:59 p.m. EDT Friday
    ['general', '2026-07-11T02:30:00Z', false], // 10:30 p.m. EDT Friday
    ['claimsChat', '2026-07-11T02:30:00Z', true], // until midnight on weekdays
    ['claimsChat', '2026-07-11T04:00:00Z', false], // midnight, now Saturday before 10 a.m.
    ['claimsChat', '2026-07-11T21:29:00Z', true], // Saturday 5:29 p.m.
    ['claimsChat', '2026-07-11T21:30:00Z', false], // Saturday 5:30 p.m.
    ['life', '2026-07-10T12:00:00Z', true], // Friday 8 a.m.
    ['life', '2026-07-11T14:00:00Z', false], // Saturday
    ['lifeClaims', '2026-07-10T12:29:00Z', false], // 8:29 a.m.
    ['lifeClaims', '2026-07-10T12:30:00Z', true], // 8:30 a.m.
    ['claims', '2026-11-01T06:30:00Z', true], // 24/7, during the repeated hour
  ])('%s at %s is open: %p', (line, now, open) => expect(isOpenNow(line, new Date(now))).toBe(open));

  it('rejects an unknown line', () => expect(() => isOpenNow('nope', new Date())).toThrow(RangeError));
});

describe('formatting', () => {
  it.each([
    ['06:00', '6 a.m.'],
    ['08:30', '8:30 a.m.'],
    ['12:00', 'noon'],
    ['17:30', '5:30 p.m.'],
    ['24:00', 'midnight'],
    ['00:00', 'midnight'],
  ])('%s reads %s', (hhmm, text) => expect(formatClockTime(hhmm)).toBe(text));

  it.each([
    ['general', 'Monday-Friday 6 a.m.-10 p.m. ET; Saturday-Sunday 7 a.m.-8 p.m. ET'],
    ['life', 'Monday-Friday 8 a.m.-7 p.m. ET'],
    ['lifeClaims', 'Monday-Friday 8:30 a.m.-5 p.m. ET'],
    ['claims', 'Every day 24 hours'],
    ['claimsChat', 'Monday-Friday 8 a.m.-midnight ET; Saturday 10 a.m.-5:30 p.m. ET'],
  ])('%s hours read %p', (line, text) => expect(formatContactHours(line)).toBe(text));

  it('describes each window', () => expect(describeHours('life')).toEqual([{ days: 'Monday-Friday', hours: '8 a.m.-7 p.m. ET' }]));
});
