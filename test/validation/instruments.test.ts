import { isUnexpired, normalizeExpiry } from '../../src/validation/instruments';

describe('card expiry as customers type it', () => {
  it.each([
    ['01/29', '01/29'],
    ['1/29', '01/29'],
    ['0129', '01/29'],
    ['1-29', '01/29'],
    ['01/2029', '01/29'],
    [' 12 / 30 ', '12/30'],
    ['129', '01/29'],
  ])('reads %p as %p', (typed, stored) => {
    expect(normalizeExpiry(typed)).toBe(stored);
  });

  it.each(['13/29', '00/29', '1/2', 'ab/cd', '', '01/1929', '1/29/30'])('refuses %p', (typed) => {
    expect(normalizeExpiry(typed)).toBeNull();
  });

  it('counts the month of today as unexpired and the one before as expired, in every form', () => {
    expect(isUnexpired('11/26', '2026-11-27')).toBe(true);
    expect(isUnexpired('1126', '2026-11-27')).toBe(true);
    expect(isUnexpired('10/26', '2026-11-27')).toBe(false);
    expect(isUnexpired('1/29', '2026-11-27')).toBe(true);
  });
});
