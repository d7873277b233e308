import * as t from 'io-ts';
import { catalogue, command, event } from '../bus/catalogue';
import { LifeQuote, LifeQuoteInput } from '../contract/lifeQuoting';

export const lifeQuotingActions = catalogue('lifeQuoting', {
  quoteRequested: command('The prospect asked for a life quote', t.type({ input: LifeQuoteInput }), {
    sensitive: ['input.dateOfBirth', 'input.heightInches', 'input.weightPounds', 'input.health', 'input.tobacco'],
  }),
  quoted: event('The quoting gateway answered the life quote (premiums per term, or a knockout code)', t.type({ quote: LifeQuote })),
  knockedOut: event('The life quote was knocked out: the prospect must call', t.type({ quoteId: t.string, code: t.string, reason: t.string })),
  applicationRequested: command('The prospect started an application for a term', t.type({ termYears: t.number })),
  applicationStarted: event('The life application was started', t.type({ quote: LifeQuote })),
  requestFailed: event('A life quoting call failed', t.type({ message: t.string })),
  outageChecked: event('The life quoting outage window (remote config) was checked against the clock', t.type({ active: t.boolean, checkedAt: t.number })),
});
