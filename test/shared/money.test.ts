import fc from 'fast-check';
import { centsOfDollars, centsOfTyped, formatCents, shortTypedOfCents, typedOfCents } from '../../src/shared/money';

// Every amount a customer can type reaches the gateway as exactly its cents: a parser through floating point with
// Math.floor would send 28 for '0.29', which a handful of hand-picked amounts never shows.

const amountsInCents = fc.integer({ min: 0, max: 999_999_999_99 });

it('reads back, to the cent, every amount an amount field shows', () => {
  fc.assert(fc.property(amountsInCents, (cents) => centsOfTyped(typedOfCents(cents)) === cents));
});

it('reads back, to the cent, every amount a whole-dollar field or a rating option shows, whole dollars without decimals', () => {
  fc.assert(
    fc.property(amountsInCents, (cents) => {
      const short = shortTypedOfCents(cents);
      return centsOfTyped(short) === cents && short.includes('.') === (cents % 100 !== 0);
    }),
  );
  expect([50000, 1990, 5, 0].map(shortTypedOfCents)).toEqual(['500', '19.90', '0.05', '0']);
});

it('reads a dollar amount written as a number in data to the cent', () => {
  fc.assert(fc.property(amountsInCents, (cents) => centsOfDollars(Number(typedOfCents(cents))) === cents));
});

it('formats cents as a customer reads them', () => {
  expect([123456, 5, -500, 0].map(formatCents)).toEqual(['$1,234.56', '$0.05', '-$5.00', '$0.00']);
});

it('reads amounts typed with a dollar sign and thousands separators, as the portal displays them', () => {
  fc.assert(fc.property(amountsInCents, (cents) => centsOfTyped(formatCents(cents)) === cents));
});

it('reads amounts typed with one decimal or none', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 9 }), (dollars, tenths) => {
      return centsOfTyped(`${dollars}.${tenths}`) === dollars * 100 + tenths * 10 && centsOfTyped(String(dollars)) === dollars * 100;
    }),
  );
});

it.each(['', ' ', 'abc', '12.345', '1,23', '-5', '.', '$', '12..3', '1e3', '0x10'])('refuses %p as an amount', (typed) => {
  expect(centsOfTyped(typed)).toBeNaN();
});

it('reads the amounts floating point gets wrong', () => {
  expect(['0.29', '19.99', '1.15', '4.35', '1,234.57'].map(centsOfTyped)).toEqual([29, 1999, 115, 435, 123457]);
});
