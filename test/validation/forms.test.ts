// What a customer types into the guest look-ups and payment forms is judged as it will be sent: identifiers
// normalized, dates of birth real and past, card expiries not past (issue 15, items 8 and 12).
import fc from 'fast-check';
import { birthDate, normalizeIdentifier, onIdentifier, pattern } from '../../src/validation/validators';
import { accountNumber, customerName, lifePolicyNumber, mutualPolicyNumber } from '../../src/validation/patterns';
import { dateMessages, fieldMessages, paymentMessages } from '../../src/validation/messages';
import { instrumentErrors, type InstrumentValues } from '../../src/billing/InstrumentFields';

// 15:00 UTC on 24 November 2026 is 10:00 in New York: the business today is 2026-11-24.
const now = () => new Date('2026-11-24T15:00:00Z');

describe('identifiers are normalized before they are checked', () => {
  const account = onIdentifier(pattern(accountNumber, 'bad'));
  it.each(['n4820015', 'N4820015 ', ' n4820015', 'N 4820015', 'N4820015\t'])('accepts %p as N4820015', (typed) => {
    expect(account(typed)).toBeUndefined();
    expect(normalizeIdentifier(typed)).toBe('N4820015');
  });
  it.each(['X4820015', 'N48200I5', 'N'])('still refuses %p', (typed) => expect(account(typed)).toBe('bad'));
  it('normalizes policy numbers the same way', () => {
    expect(normalizeIdentifier(' c4m7x2-1001 ')).toBe('C4M7X2-1001');
    expect(onIdentifier(pattern(lifePolicyNumber, 'bad'))('l-204518736 ')).toBeUndefined();
    expect(onIdentifier(pattern(mutualPolicyNumber, 'bad'))('c4m7x2-1001\n')).toBeUndefined();
  });
  it('leaves an empty value to required', () => expect(account('')).toBeUndefined());
  it('is idempotent and leaves no space or lower-case letter (property)', () =>
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const once = normalizeIdentifier(typed);
        expect(normalizeIdentifier(once)).toBe(once);
        expect(once).not.toMatch(/\s/);
        expect(once).toBe(once.toUpperCase());
      }),
    ));
});

describe('a date of birth is a real date in the past, within the last 120 years', () => {
  const dob = birthDate(now);
  it.each(['09/30/1985', '9/30/1985', '1/5/1990', '1985-09-30', '11/24/2026', '11/24/1906'])('accepts %p', (value) =>
    expect(dob(value)).toBeUndefined(),
  );
  it.each(['01/05/2030', '11/25/2026'])('refuses %p, in the future, as not a valid date of birth', (value) =>
    expect(dob(value)).toBe(fieldMessages.dateOfBirth),
  );
  it.each(['02/30/1990', '13/01/1990', '1990'])('refuses %p as not a date', (value) => expect(dob(value)).toBe(fieldMessages.date));
  it.each(['01/05/1800', '11/23/1906'])('refuses %p as more than 120 years ago', (value) =>
    expect(dob(value)).toBe(dateMessages.withinLastYears(120)),
  );
  it('leaves an empty value to required', () => expect(dob('')).toBeUndefined());
});

describe('a card expiry in the past is a field error, as the gateway would refuse it', () => {
  const card = (expiry: string): InstrumentValues => ({
    kind: 'card',
    holderName: 'Pat Guest',
    cardNumber: '4111111111111111',
    expiry,
    securityCode: '737',
  });
  it.each(['01/20', '10/26', '12/25'])('refuses %p', (expiry) =>
    expect(instrumentErrors(card(expiry), now)).toEqual({ expiry: paymentMessages.expiry }),
  );
  it.each(['11/26', '12/26', '01/27', '12/39'])('accepts %p', (expiry) => expect(instrumentErrors(card(expiry), now)).toEqual({}));
});

describe('names of every language', () => {
  it.each(['José', 'Zoë', 'Nguyễn', 'Zoe\u0308', 'O’Brien', 'Ngozi Adéwálé-Okonkwo'])('accepts %p', (name) =>
    expect(customerName.test(name)).toBe(true),
  );
  it('accepts any name made of letters (with marks) joined by spaces, apostrophes and hyphens (property)', () => {
    const letters = fc.constantFrom(...'aeiouAZñéëễøłçßşžЖжλΩ李ệ'.split(''));
    const word = fc.array(letters, { minLength: 1, maxLength: 8 }).map((l) => l.join(''));
    const joiner = fc.constantFrom(' ', "'", '’', '-', '. ');
    fc.assert(
      fc.property(word, fc.array(fc.tuple(joiner, word), { maxLength: 3 }), (first, rest) => {
        const name = first + rest.map(([j, w]) => j + w).join('');
        expect(customerName.test(name)).toBe(true);
        expect(customerName.test(name.normalize('NFD'))).toBe(true);
      }),
    );
  });
});
