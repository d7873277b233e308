import * as t from 'io-ts';
import { catalogue, command } from '../../src/bus/catalogue';
import {
  MASK,
  carriesSecret,
  maskPath,
  maskPaths,
  maskProbableNumbers,
  maskProbableNumbersIn,
  maskQuery,
  redactAction,
} from '../../src/bus/redact';
import { accountCreationPages } from '../../src/shared/routes/accountCreation';

const forms = catalogue('redactSample', {
  applicationSubmitted: command(
    t.type({
      drivers: t.array(t.type({ name: t.string, dateOfBirth: t.string, ssn: t.string })),
      bank: t.type({ routingNumber: t.string, accountNumber: t.string }),
      notes: t.record(t.string, t.string),
    }),
    { sensitive: ['drivers.*.dateOfBirth', 'drivers.*.ssn', 'bank.accountNumber', 'notes.*'] },
  ),
});

describe('redaction', () => {
  it('writes a NUL or a lone surrogate down as U+FFFD, so a recorded batch is never refused for its text', () => {
    expect(maskProbableNumbersIn({ message: 'a\ud800b\u0000c', pair: '\ud83d\ude00', list: ['\udfffx'] })).toEqual({
      message: 'a\ufffdb\ufffdc',
      pair: '\ud83d\ude00',
      list: ['\ufffdx'],
    });
  });

  it('keeps a value with nothing to mask as the very same object, and copies only the branch that changed', () => {
    const clean = { page: 'Account', path: '/policies/C4M7X2-1001/overview', at: [1, 2], nested: { note: 'call after 5pm' } };
    expect(maskProbableNumbersIn(clean)).toBe(clean);
    const mixed = { kept: { a: 'fine' }, list: ['ok', 'acct 987654321'], text: 'no digits\u0000here' };
    const masked = maskProbableNumbersIn(mixed);
    expect(masked).toEqual({ kept: { a: 'fine' }, list: ['ok', `acct ${MASK}`], text: 'no digits\ufffdhere' });
    expect(masked.kept).toBe(mixed.kept);
    expect(mixed.list[1]).toBe('acct 987654321');
  });

  const action = forms.applicationSubmitted({
    drivers: [
      { name: 'Ana', dateOfBirth: '1980-02-03', ssn: '123-45-6789' },
      { name: 'Ben', dateOfBirth: '1990-04-05', ssn: '987-65-4321' },
    ],
    bank: { routingNumber: '021000021', accountNumber: '000123456789' },
    notes: { first: 'call me at 4111 1111 1111 1111' },
  });

  it('masks every declared path, through arrays and records, and nothing else', () => {
    const redacted = redactAction(action) as typeof action;
    expect(redacted.payload.drivers).toEqual([
      { name: 'Ana', dateOfBirth: MASK, ssn: MASK },
      { name: 'Ben', dateOfBirth: MASK, ssn: MASK },
    ]);
    // Undeclared, but a run of 9 digits: masked by value all the same (spec section 5, free text).
    expect(redacted.payload.bank).toEqual({ routingNumber: MASK, accountNumber: MASK });
    expect(redacted.payload.notes).toEqual({ first: MASK });
    const text = JSON.stringify(redacted);
    for (const secret of ['1980-02-03', '123-45-6789', '000123456789', '4111']) expect(text).not.toContain(secret);
  });

  it('never changes the original action', () => {
    redactAction(action);
    expect(action.payload.bank.accountNumber).toBe('000123456789');
  });

  it('leaves absent paths and null values alone', () => {
    expect(maskPaths({ a: null, b: { c: 1 } }, ['a', 'b.d', 'x.y'])).toEqual({ a: null, b: { c: 1 } });
  });

  it('masks sign-in tokens and authorization codes in router addresses', () => {
    expect(maskQuery('?sessionToken=abc&remoteOverride=mobileApplicationMode')).toBe(
      `?sessionToken=${encodeURIComponent(MASK)}&remoteOverride=mobileApplicationMode`,
    );
    const change = redactAction({
      type: '@@router/LOCATION_CHANGE',
      payload: { location: { pathname: '/implicit/callback', search: '?code=secret-code&state=s1' }, action: 'POP' },
    });
    expect(JSON.stringify(change)).not.toContain('secret-code');
    const push = redactAction({ type: '@@router/CALL_HISTORY_METHOD', payload: { method: 'push', args: ['/account?sessionToken=tok'] } });
    expect(JSON.stringify(push)).not.toContain('tok"');
  });

  it("masks the token of create account's authorization address, and only there, with no route table of its own", () => {
    const link = accountCreationPages.createAccountAuthorization.path.replace(':token', 'one-time-tok');
    expect(carriesSecret(link)).toBe(true);
    expect(maskPath(`${link}?next=1`)).toBe(`${link.replace('one-time-tok', MASK)}?next=1`);
    for (const page of Object.values(accountCreationPages).filter((p) => !p.path.includes(':token'))) {
      expect(carriesSecret(page.path)).toBe(false);
      expect(maskPath(page.path)).toBe(page.path);
    }
  });

  it('masks a probable card, bank account or Social Security number in any text (spec section 5), wherever it is', () => {
    const masked: [string, string][] = [
      ['card 4111111111111111 ok', `card ${MASK} ok`],
      ['4111 1111 1111 1111', MASK],
      ['3782-822463-10005', MASK],
      ['30569309025904', MASK],
      ['acct 987654321.', `acct ${MASK}.`],
      ['SSN 123-45-6789', `SSN ${MASK}`],
      ['ssn=123 45 6789', `ssn=${MASK}`],
    ];
    for (const [text, expected] of masked) expect(maskProbableNumbers(text)).toBe(expected);
    // Not a probable secret: other lengths, dates, phones, and identifiers (a UUID, an account, a life policy, a claim).
    for (const text of [
      '12345678',
      '1234567890',
      '41111111111111111',
      '2026-11-24',
      '614-555-0199',
      '5e737a10-1234-4567-8901-123456789abc',
      'N4820015',
      'L-204518736',
      '12345678901',
      'Q123456789',
    ])
      expect(maskProbableNumbers(text)).toBe(text);
    const value = { a: [{ note: 'card 4111111111111111' }, 7], b: 'plain', n: 123456789 };
    expect(maskProbableNumbersIn(value)).toEqual({ a: [{ note: `card ${MASK}` }, 7], b: 'plain', n: 123456789 });
    const clean = { a: [{ note: 'nothing here' }] };
    expect(maskProbableNumbersIn(clean)).toBe(clean);
  });

  it('masks by value in the log of any action, declared or not', () => {
    const logged = redactAction({ type: 'someone/typedFreeText', payload: { text: 'my SSN is 123-45-6789' } });
    expect(logged.payload).toEqual({ text: `my SSN is ${MASK}` });
  });
});
