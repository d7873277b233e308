import * as t from 'io-ts';
import { catalogue, command } from '../../src/bus/catalogue';
import { MASK, maskPaths, maskQuery, redactAction } from '../../src/bus/redact';

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
    expect(redacted.payload.bank).toEqual({ routingNumber: '021000021', accountNumber: MASK });
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
});
