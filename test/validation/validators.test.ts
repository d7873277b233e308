import {
  compose,
  dateNotAfter,
  dateNotBefore,
  dateWithinLastYears,
  maxYear,
  notPattern,
  pattern,
  required,
  requiredWith,
  validMonth,
  validateValues,
  type Rules,
} from '../../src/validation/validators';
import { fieldMessages, hints } from '../../src/validation/messages';
import { email, poBox, zip } from '../../src/validation/patterns';

describe('required', () => {
  it.each([undefined, null, '', '   ', false, []])('fails on %p', (value) => expect(required(value)).toBe('Missing required field'));
  it.each(['a', 0, true, ['x']])('passes %p', (value) => expect(required(value)).toBeUndefined());
  it('takes another message, e.g. for the terms checkbox', () =>
    expect(requiredWith(fieldMessages.agreeToTerms)(false)).toBe('Please agree to the Terms & Conditions'));
});

describe('pattern and notPattern', () => {
  const validZip = pattern(zip, fieldMessages.zip);
  it('leaves empty values to required', () => expect(validZip('')).toBeUndefined());
  it('passes a match and fails a mismatch', () => {
    expect(validZip('43215')).toBeUndefined();
    expect(validZip('4321')).toBe('Please enter a valid ZIP code');
  });
  it('flags a P.O. box with the address hint', () => expect(notPattern(poBox, hints.address)('PO Box 12')).toBe(hints.address));
});

describe('compose', () => {
  const validEmail = compose(required, pattern(email, fieldMessages.email));
  it.each([
    ['', 'Missing required field'],
    ['nope', 'Please enter a valid email'],
    ['a@b.co', undefined],
  ])('%p gives the first message %p', (value, message) => expect(validEmail(value)).toBe(message));
  it('passes all values to each validator', () => {
    const sameAs = (other: string) => (v: unknown, all?: object) =>
      v === (all as Record<string, unknown>)[other] ? undefined : 'mismatch';
    expect(compose(required, sameAs('email'))('x', { email: 'y' })).toBe('mismatch');
  });
});

describe('date bounds', () => {
  it.each([
    ['03/15/2026', undefined],
    ['04/01/2026', 'Date must be less than or equal to 3/2026'],
    ['2026-03-31', undefined],
    ['03/2026', undefined],
    ['12/2027', 'Date must be less than or equal to 3/2026'],
    ['02/30/2026', 'Please enter a valid date'],
    ['', undefined],
  ])('dateNotAfter(3, 2026) on %p', (value, message) => expect(dateNotAfter(3, 2026)(value)).toBe(message));

  it.each([
    ['01/01/2000', undefined],
    ['12/31/1999', 'Date must be greater than or equal to 1/2000'],
    ['13/2001', 'Please enter a valid date'],
  ])('dateNotBefore(1, 2000) on %p', (value, message) => expect(dateNotBefore(1, 2000)(value)).toBe(message));

  it.each([
    ['2026', undefined],
    ['2027', 'Year must be less than or equal to 2026'],
    ['01/01/2027', 'Year must be less than or equal to 2026'],
  ])('maxYear(2026) on %p', (value, message) => expect(maxYear(2026)(value)).toBe(message));

  describe('dateWithinLastYears', () => {
    // 11 p.m. ET on 7 March 2026 is already 8 March in UTC: the business today is 7 March.
    const within5 = dateWithinLastYears(5, () => new Date('2026-03-08T04:00:00Z'));
    it.each([
      ['03/07/2026', undefined],
      ['03/07/2021', undefined],
      ['03/06/2021', 'Date must be within last 5 years'],
      ['03/08/2026', 'Date must be within last 5 years'],
      ['2023-06-01', undefined],
      ['99/99/2020', 'Please enter a valid date'],
    ])('%p', (value, message) => expect(within5(value)).toBe(message));
    it('counts back from 29 February to 1 March of a non-leap year', () => {
      const fromLeapDay = dateWithinLastYears(1, () => new Date('2028-02-29T17:00:00Z'));
      expect(fromLeapDay('03/01/2027')).toBeUndefined();
      expect(fromLeapDay('02/28/2027')).toBe('Date must be within last 1 years');
    });
  });

  it.each([
    ['1', undefined],
    ['01', undefined],
    ['12', undefined],
    ['0', 'Please enter a valid month'],
    ['13', 'Please enter a valid month'],
    ['ab', 'Please enter a valid month'],
  ])('validMonth on %p', (value, message) => expect(validMonth(value)).toBe(message));
});

describe('validateValues', () => {
  interface Contact {
    email: string;
    zip: string;
    note?: string;
  }
  const rules: Rules<Contact> = {
    email: compose(required, pattern(email, fieldMessages.email)),
    zip: compose(required, pattern(zip, fieldMessages.zip)),
  };
  it('gives a message per failing field, as a server would', () =>
    expect(validateValues(rules, { email: 'x', zip: '' })).toEqual({ email: 'Please enter a valid email', zip: 'Missing required field' }));
  it('gives an empty object when valid', () =>
    expect(validateValues(rules, { email: 'a@b.co', zip: '43215', note: 'anything' })).toEqual({}));
});
