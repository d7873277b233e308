import { adoptedSignaturePattern } from '../../src/contract/esign';
import { adoptedSignatureOf, isSignersName } from '../../src/validation/signatures';

describe('an adopted signature', () => {
  it.each([
    'José Núñez',
    'Jordan Q Pérez-Smith',
    "Siobhán O'Brien",
    'Zoë Ångström',
    'Łukasz Żółć',
    'Дмитрий Иванов',
    'José Núñez'.normalize('NFD'),
  ])('takes %s as a name: any letter is a letter', (name) => expect(adoptedSignaturePattern.test(adoptedSignatureOf(name))).toBe(true));

  it.each(['K', '<script>', '1234', '-Kevin', 'Kevin_Park'])('refuses %s', (typed) =>
    expect(adoptedSignaturePattern.test(adoptedSignatureOf(typed))).toBe(false),
  );

  it.each([
    ['jose nunez', 'José Núñez'],
    ['JOSÉ NÚÑEZ', 'José Núñez'],
    ['Jordan Q Pérez-Smith', 'Jordan Pérez-Smith'],
    ['Jordan Q. Perez Smith', 'Jordan Pérez-Smith'],
    ['Daniel Whitaker', 'Daniel R Whitaker'],
    ['Kevin  Park', 'Kevin Park'],
  ])('takes %s as the signature of %s', (adopted, signer) => expect(isSignersName(adoptedSignatureOf(adopted), signer)).toBe(true));

  it.each([
    ['Jordan Perez', 'Kevin Park'],
    ['Kevin Parker', 'Kevin Park'],
    ['K Park', 'Kevin Park'],
    ['Park Kevin', 'Kevin Park'],
    ['Kevin', 'Kevin Park'],
  ])("refuses %s as the signature of %s: another person's name", (adopted, signer) =>
    expect(isSignersName(adoptedSignatureOf(adopted), signer)).toBe(false),
  );
});
