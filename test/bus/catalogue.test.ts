import * as t from 'io-ts';
import { catalogue, command, event, lookupAction, registeredActions } from '../../src/bus/catalogue';
import { checkAction } from '../../src/bus/guard';

const sample = catalogue('sampleBus', {
  paymentSubmitted: command(t.type({ amountCents: t.number, cardNumber: t.string }), { sensitive: ['cardNumber'] }),
  pinged: event(),
});

describe('the catalogue', () => {
  it('makes typed action creators whose type is domain/name', () => {
    expect(sample.paymentSubmitted({ amountCents: 100, cardNumber: '4111111111111111' })).toEqual({
      type: 'sampleBus/paymentSubmitted',
      payload: { amountCents: 100, cardNumber: '4111111111111111' },
    });
    expect(sample.pinged()).toEqual({ type: 'sampleBus/pinged', payload: undefined });
    expect(sample.pinged.type).toBe('sampleBus/pinged');
  });

  it('tells commands from events and keeps the sensitive fields', () => {
    expect(sample.paymentSubmitted.kind).toBe('command');
    expect(sample.pinged.kind).toBe('event');
    expect(lookupAction('sampleBus/paymentSubmitted')?.sensitive).toEqual(['cardNumber']);
    expect(registeredActions().has('sampleBus/pinged')).toBe(true);
  });

  it('matches its own actions only', () => {
    expect(sample.pinged.match({ type: 'sampleBus/pinged' })).toBe(true);
    expect(sample.pinged.match({ type: 'sampleBus/paymentSubmitted' })).toBe(false);
    expect(sample.pinged.match(null)).toBe(false);
  });

  it('refuses to declare a type twice', () => {
    expect(() => catalogue('sampleBus', { pinged: event() })).toThrow(/declared twice/);
  });
});

describe('the guard', () => {
  it('accepts declared actions with well-formed payloads and framework actions', () => {
    expect(checkAction(sample.paymentSubmitted({ amountCents: 1, cardNumber: 'x' }))).toBeUndefined();
    expect(checkAction({ type: '@@router/LOCATION_CHANGE', payload: {} })).toBeUndefined();
  });

  it('reports undeclared types and malformed payloads', () => {
    expect(checkAction({ type: 'nobody/declaredThis' })).toMatch(/not declared/);
    expect(checkAction({ type: 'sampleBus/paymentSubmitted', payload: { amountCents: 'ten' } })).toMatch(/malformed payload/);
    expect(checkAction('not an action')).toMatch(/must be an object/);
  });
});
