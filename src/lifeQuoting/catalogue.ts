import * as t from 'io-ts';
import { catalogue, command, event, type Descriptions } from '../bus/catalogue';
import { LifeQuote, LifeQuoteInput } from '../contract/lifeQuoting';

export const lifeQuotingActions = catalogue('lifeQuoting', {
  quoteRequested: command(t.type({ input: LifeQuoteInput }), {
    sensitive: ['input.dateOfBirth', 'input.heightInches', 'input.weightPounds', 'input.health', 'input.tobacco'],
  }),
  quoted: event(t.type({ quote: LifeQuote })),
  knockedOut: event(t.type({ quoteId: t.string, code: t.string, reason: t.string })),
  applicationRequested: command(t.type({ termYears: t.number, phone: t.string, email: t.string }), { sensitive: ['phone', 'email'] }),
  applicationStarted: event(t.type({ quote: LifeQuote })),
  requestFailed: event(t.type({ message: t.string })),
  quoteReopened: event(t.type({ quote: LifeQuote })),
  sessionQuoteLoading: event(t.type({ quoteId: t.string })),
  quoteResumed: event(t.type({ quote: LifeQuote })),
  sessionQuoteLost: event(t.type({ quoteId: t.string, message: t.string })),
  outageChecked: event(t.type({ active: t.boolean, checkedAt: t.number })),
});

export const lifeQuotingDescriptions: Descriptions<typeof lifeQuotingActions> = {
  quoteRequested: 'The prospect asked for a life quote',
  quoted: 'The quoting gateway answered the life quote (premiums per term, or a knockout code)',
  knockedOut: 'The life quote was knocked out: the prospect must call',
  applicationRequested: 'The prospect started an application for a term, giving a phone number and an email for the life specialist',
  applicationStarted: 'The life application was started',
  requestFailed: 'A life quoting call failed',
  quoteReopened: "An e-mailed life quote's link opened the quote in this browser, which continues on its summary",
  sessionQuoteLoading: "After a reload, the life quote kept in this tab's session is being loaded again",
  quoteResumed: "The life quote kept in this tab's session was found again, as it stands now",
  sessionQuoteLost: "The life quote kept in this tab's session could not be loaded again (expired or unknown)",
  outageChecked: 'The life quoting outage window (remote config) was checked against the clock',
};
