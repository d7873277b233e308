import * as patterns from '../../src/validation/patterns';
import { accountNumberPattern, lifePolicyNumberPattern, mutualPolicyNumberPattern } from '../../src/contract/identifiers';

type Table = Record<keyof typeof patterns, { valid: string[]; invalid: string[] }>;

// For poBox and probableAccountOrCardNumber, "valid" means flagged (the pattern finds one).
const table: Table = {
  lettersOnly: { valid: ['a', 'Smith', 'ABC', 'zZ', 'OConnor'], invalid: ['', 'O Connor', 'abc1', "O'Neil", 'é'] },
  lettersAndSpaces: { valid: ['a', 'Mary Ann', ' Leading', 'Trailing ', 'A B C'], invalid: ['', '   ', 'Mary-Ann', 'abc1', "D'Arcy"] },
  alphanumeric: { valid: ['a', '1', 'A1b2', 'ABC123', '0000'], invalid: ['', 'a b', 'a-1', 'a_1', '#1'] },
  alphanumeric2to10: { valid: ['ab', 'A1', '1234567890', 'abcDEF1234', 'x9'], invalid: ['a', '', '12345678901', 'ab cd', 'ab-c'] },
  accountNumber: { valid: ['N1', 'N0123456789', 'N42', 'N000', 'N9'], invalid: ['N', 'n123', '123', 'N12A', ' N123'] },
  email: {
    valid: ['a@b.co', 'first.last@example.com', 'x+tag@mail.example.org', "o'neil@example.io", 'A_B@sub-domain.example.com'],
    invalid: ['', 'plain', 'a@b', 'a@.com', 'a..b@example.com', '.a@example.com', 'a@example.c', 'a b@example.com'],
  },
  street: {
    valid: ['123 Main St', '1 N. Elm Ave, Apt #4', "12 O'Hara Rd", '100-B Oak Ct', 'Rural Route 5/A', '12 Calle Peñasco', '5 O’Hara Rd'],
    invalid: ['', ' 123 Main', '#4', '123 Main St!', 'a'.repeat(61)],
  },
  city: {
    valid: ['Columbus', 'St. Louis', "Coeur d'Alene", 'Winston-Salem', 'A', 'Española', 'Cañon City'],
    invalid: ['', '1city', ' Columbus', 'Boston2', 'a'.repeat(51), 'Columbus!'],
  },
  poBox: {
    valid: ['PO Box 12', 'P.O. Box 5', 'p o box 7', 'Post Office Box 9', 'POB 33', '12 Main, P.O.B. 12'],
    invalid: ['123 Main St', '12 Boxwood Ln', 'Tempo Box Rd', '100 Post Oak Rd', '5 Pobst Rd'],
  },
  zip: {
    valid: ['43215', '432151234', '43215-1234', '00501', '99950'],
    invalid: ['', '4321', '432156', '43215-123', '43215 1234', 'ABCDE'],
  },
  domesticPhone: {
    valid: ['614-555-0100', '212-555-1234', '100-000-0000', '999-999-9999', '800-555-0199'],
    invalid: ['6145550100', '014-555-0100', '614-5550-100', '(614) 555-0100', '614-555-010'],
  },
  isoDate: {
    valid: ['2026-03-08', '1999-12-31', '2000-01-01', '2024-02-29', '2026-11-01'],
    invalid: ['2026-3-8', '2026-13-01', '2026-00-10', '2026-01-32', '03/08/2026'],
  },
  usDate: {
    valid: ['3/8/2026', '03/08/2026', '12/31/1999', '1/01/2000', '10/1/2026'],
    invalid: ['13/1/2026', '0/1/2026', '1/32/2026', '2026-03-08', '1/1/26'],
  },
  year4: { valid: ['2026', '1999', '0000', '2100', '1900'], invalid: ['', '26', '20266', 'abcd', '2O26'] },
  time: { valid: ['9:30 am', '12:00 PM', '1:05pm', '09:45 AM', '11:59 pm'], invalid: ['13:00 pm', '0:30 am', '9:60 am', '9:30', '930 am'] },
  bankAccountName: {
    valid: ['John Q. Public', "O'Neil, Mary", 'Smith-Jones', 'ACME Co', 'a', 'José Núñez', 'O’Neil'],
    invalid: ['', 'John2', 'A&B', '. ,', 'Jane_Doe'],
  },
  companyName: {
    valid: ['Huntington National Bank ISAOA/ATIMA', 'Fifth Third Bank', 'AT&T Credit Union', "St. Mary's Federal, Inc.", '1st Source Bank'],
    invalid: ['', ' Bank', '&Co', 'Bank_One', 'a'.repeat(61)],
  },
  loanNumber: {
    valid: ['0045821937', 'LN-2024-00017', 'a1', 'X', '1'.repeat(30)],
    invalid: ['', '-123', '12 34', '123/45', '1'.repeat(31)],
  },
  vin: {
    valid: ['1HGCM82633A004352', '1hgcm82633a004352', 'JH4KA4650MC000000', 'WVWZZZ1JZXW000001', '11111111111111111'],
    invalid: ['1HGCM82633A00435', '1HGCM82633A0043521', '1HGCM82633I004352', '1HGCM82633O004352', '1HGCQ82633A004352'],
  },
  customerName: {
    // Letters of every language, composed or with combining marks, and a curly apostrophe.
    valid: ['Ann', "O'Neil", 'Mary Ann', 'J. R.', 'Smith-Jones', 'José', 'Zoë', 'Zoe\u0308', 'Nguyễn', 'Łukasz', 'Søren', '李', 'O’Brien'],
    invalid: ['', ' Ann', '1Ann', "'Neil", 'Ann2', 'Ann_B', '\u0308Zoe', 'Ann!', 'Ann\u{1F600}'],
  },
  ssn: {
    valid: ['123-45-6789', '123456789', '***-**-1234', 'XXX-XX-1234', '665-01-0001', '899-99-9999'],
    invalid: ['000-12-3456', '666-12-3456', '123-00-4567', '123-45-0000', '123-456789', '12-345-6789', '***-**-0000', 'xxx-xx-1234'],
  },
  loginId: {
    valid: ['mutual.customer', 'alex_r-2026', 'a@b.co', '123456', 'A'.repeat(50)],
    invalid: ['', 'abc12', '.alex.r', 'alex r', 'A'.repeat(51), 'alex!r'],
  },
  newPassword: {
    valid: ['Portal-Demo-2026!', 'abcdefg1', '1234567a', 'pass word 9', 'Z9' + 'x'.repeat(62)],
    invalid: ['', 'short1A', 'abcdefgh', '12345678', 'Z9' + 'x'.repeat(63)],
  },
  ssnLast4: { valid: ['1234', '0000', '9999', '0001', '5678'], invalid: ['123', '12345', 'abcd', '12 4', ''] },
  mutualPolicyNumber: {
    valid: ['A1B2C3-1234', 'ABCDEF-ABCD', '123456-7890', 'a1b2c3-12ab', 'ZZZZZZ-0000'],
    invalid: ['A1B2C3-123', 'A1B2C-1234', 'A1B2C31234', 'A1B2C3_1234', 'A1B2C3-12345'],
  },
  lifePolicyNumber: {
    valid: ['L-123456789', 'A-000000000', '1-999999999', 'z-123456789', 'L-100000001'],
    invalid: ['L-12345678', 'L-1234567890', 'LL-123456789', 'L123456789', 'L-12345678A'],
  },
  claimFileNumber: {
    valid: ['12345678901', '00000000000', '99999999999', '10000000000', '31415926535'],
    invalid: ['1234567890', '123456789012', '1234567890A', '1234-567890', ''],
  },
  probableAccountOrCardNumber: {
    valid: ['my account 123456789 please', '4111111111111111', 'card 41111111111111 ok', 'x411111111111111y', 'routing:123456789'],
    invalid: ['call 614-555-0100', '6145550100', '12345678', '1234567890123', 'no digits here', '41111111111111111'],
  },
  repeatedSingleDigits: { valid: ['1111111111', '00', '999', '5555555555', '22'], invalid: ['1', '1112111111', '12', 'aaaa', '11 11'] },
};

describe.each(Object.entries(table))('%s', (name, { valid, invalid }) => {
  const regex = patterns[name as keyof typeof patterns];
  it.each(valid)('matches %p', (value) => expect(regex.test(value)).toBe(true));
  it.each(invalid)('does not match %p', (value) => expect(regex.test(value)).toBe(false));
});

it('reuses the identifier patterns of the contract rather than retyping them', () => {
  expect(patterns.mutualPolicyNumber).toBe(mutualPolicyNumberPattern);
  expect(patterns.lifePolicyNumber).toBe(lifePolicyNumberPattern);
  expect(patterns.accountNumber).toBe(accountNumberPattern);
});

it('has no global flag, so .test is stateless', () => {
  for (const regex of Object.values(patterns)) expect(regex.global).toBe(false);
});
