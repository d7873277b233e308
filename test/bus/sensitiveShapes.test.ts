import { MASK, maskProbableNumbers, maskQuery, redactAction } from '../../src/bus/redact';
import { holdsSecretNumber, isSensitiveName } from '../../src/bus/sensitiveShapes';
import { noAccountOrCardNumber } from '../../src/validation/freeText';
import { claimMessages } from '../../src/validation/messages';

// Issue 33, finding 6: values sent under other names or in other formats are masked all the same.

describe('masking by shape', () => {
  it.each([
    ['SSN with dots', 'ssn 123.45.6789', `ssn ${MASK}`],
    ['SSN with slashes', '123/45/6789 is mine', `${MASK} is mine`],
    ['dotted card groups', 'card 4111.1111.1111.1111 thanks', `card ${MASK} thanks`],
    ['a 13-digit card (Luhn)', 'visa 4222222222222', `visa ${MASK}`],
    ['a 13-digit card in groups', 'visa 4222 2222 22222', `visa ${MASK}`],
    ['a 19-digit card (Luhn)', '4111111111111111110', MASK],
    ['a 19-digit card in groups', '4111 1111 1111 1111 110', MASK],
    ['full-width card digits', 'card ４１１１ １１１１ １１１１ １１１１', `card ${MASK}`],
    ['a full-width SSN', '１２３-４５-６７８９', MASK],
    ['a date of birth in free text', 'my DOB: 01/02/1980, thanks', `my DOB: ${MASK}, thanks`],
    ['a birth date written out', 'born on January 2, 1980', `born on ${MASK}`],
    ['pw= in a query of a URL', 'see https://x.example/login?user=a&pw=hunter2', `see https://x.example/login?user=a&pw=${MASK}`],
    ['password= in a query', '/reset?password=S3cret!&next=%2F', `/reset?password=${MASK}&next=%2F`],
  ])('%s', (_, text, expected) => {
    expect(maskProbableNumbers(text)).toBe(expected);
  });

  it.each([
    ['a policy number', 'policy A1B2C3-1234'],
    ['a life policy', 'L-204518736'],
    ['a claim file number (11 digits)', 'claim 12345678901'],
    ['two claim file numbers', '12345678901 12345678902'],
    ['an account', 'N4820015'],
    ['an amount', '$1,234.56 and 1234.56'],
    ['a date', 'on 2026-11-24 or 11/24/2026 or 2026.11.24'],
    ['a phone', '614-555-0199 or 614.555.0199'],
    ['a UUID', '5e737a10-1234-4567-8901-123456789abc'],
    ['a 13-digit number that fails Luhn (a time in ms)', '1764259200000'],
    ['a 17-digit number that fails Luhn', '41111111111111111'],
    ['a query without a secret', '/billing?accountNumber=N4820015&tab=history'],
    ['a date that is not a birth date', 'loss date 01/02/2026'],
  ])('keeps %s', (_, text) => {
    expect(maskProbableNumbers(text)).toBe(text);
  });
});

describe('masking by name', () => {
  it.each(['pass', 'pwd', 'passcode', 'pin', 'cvc', 'cvv2', 'birthDate', 'dob2', 'dateOfBirth', 'userPassword', 'ssnLast4', 'card_number'])(
    'takes %s as sensitive',
    (name) => expect(isSensitiveName(name)).toBe(true),
  );
  it.each(['accountNumber', 'policyNumber', 'spinner', 'passengers', 'lossDate', 'dueDate', 'zip', 'shipping', 'compass', 'code'])(
    'takes %s as plain',
    (name) => expect(isSensitiveName(name)).toBe(false),
  );

  it('masks any action’s values under sensitive names, bank numbers under account names, and nothing else', () => {
    const logged = redactAction({
      type: 'someone/sentOddNames',
      payload: {
        pass: 'hunter2',
        pwd: 'hunter2',
        passcode: '123456',
        pin: 1234,
        cvc: '737',
        birthDate: '1980-01-02',
        dob2: '01/02/1980',
        nested: [{ bankAccount: '1234567890' }, { acctNo: '1234 5678 9012 3456 7' }],
        accountNumber: 'N4820015',
        policyNumber: 'A1B2C3-1234',
        claim: '12345678901',
        amountCents: 123456,
        dueDate: '2026-12-01',
        empty: { pwd: '' },
      },
    });
    expect(logged.payload).toEqual({
      pass: MASK,
      pwd: MASK,
      passcode: MASK,
      pin: MASK,
      cvc: MASK,
      birthDate: MASK,
      dob2: MASK,
      nested: [{ bankAccount: MASK }, { acctNo: MASK }],
      accountNumber: 'N4820015',
      policyNumber: 'A1B2C3-1234',
      claim: '12345678901',
      amountCents: 123456,
      dueDate: '2026-12-01',
      empty: { pwd: '' },
    });
  });

  it('masks sensitive query parameters of an address by name', () => {
    expect(maskQuery('?pw=hunter2&tab=1')).toBe(`?pw=${encodeURIComponent(MASK)}&tab=1`);
  });
});

describe('free text of a claim', () => {
  it.each(['SSN 123.45.6789', 'card 4111.1111.1111.1111', 'card 4222 2222 22222', 'card ４１１１１１１１１１１１１１１１'])(
    'flags %s',
    (text) => {
      expect(holdsSecretNumber(text)).toBe(true);
      expect(noAccountOrCardNumber(text)).toBe(claimMessages.accountOrCardNumberInText);
    },
  );
  it.each(['Hit at 614.555.0199 on 11/24/2026', 'claim 12345678901, $1,234.56'])('lets %s through', (text) => {
    expect(noAccountOrCardNumber(text)).toBeUndefined();
  });
});
