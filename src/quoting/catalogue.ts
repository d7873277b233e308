import * as t from 'io-ts';
import { catalogue, command, event } from '../bus/catalogue';
import { AddressSection, BindStepBody, BindStepName, BoundPolicy, CoverageChoices, Quote, QuoteSectionName, QuoteType, RetrieveQuoteRequest, VinDecoded } from '../contract/quoting';

// Online quote and bind. Dates of birth and loan numbers are sensitive wherever they appear.
const quoteDatesOfBirth = ['quote.sections.customer.dateOfBirth', 'quote.sections.driver.drivers.*.dateOfBirth'];

export const quotingActions = catalogue('quoting', {
  quoteStartRequested: command('The prospect chose what to quote', t.type({ quoteType: QuoteType })),
  sectionSubmitted: command('The prospect completed a quote section', t.type({ quoteType: QuoteType, section: QuoteSectionName, values: t.unknown }), {
    sensitive: ['values.dateOfBirth', 'values.drivers.*.dateOfBirth'],
  }),
  sectionDrafted: event('The prospect went back from a section; what was typed is kept', t.type({ section: QuoteSectionName, values: t.record(t.string, t.unknown) }), {
    sensitive: ['values.dateOfBirth', 'values.drivers.*.dateOfBirth'],
  }),
  quoteUpdated: event('The quoting gateway answered the quote as it now stands', t.type({ quote: Quote }), { sensitive: quoteDatesOfBirth }),
  quoteKnockedOut: event('The quote or bind was knocked out: the prospect must call to continue', t.type({
    quoteId: t.string, quoteType: QuoteType, stage: t.keyof({ quote: null, bind: null }), code: t.string, reason: t.string,
  })),
  requestFailed: event('A quoting call failed; the prospect may try again', t.type({ message: t.string })),
  coverageChanged: command('The prospect changed a coverage option on the summary', t.type({ coverageChoices: CoverageChoices })),
  bindStepSubmitted: command('The prospect answered a bind step (the mortgage step with its lenders, if any)', t.intersection([t.type({ step: BindStepName }), BindStepBody]), {
    sensitive: ['lenders.*.loanNumber'],
  }),
  bound: event('The quote was bought: policies created', t.type({ policies: t.array(BoundPolicy) })),
  retrieveRequested: command('The prospect asked to resume a saved quote', RetrieveQuoteRequest, { sensitive: ['dateOfBirth'] }),
  retrieveFailed: event('No saved quote matched the details given', t.type({ message: t.string })),
  vinSearchRequested: command('The prospect asked to look up a VIN', t.type({ index: t.number, vin: t.string })),
  vinDecoded: event('The VIN search found the vehicle', t.type({ index: t.number, vehicle: VinDecoded })),
  vinNotFound: event('The VIN search found nothing', t.type({ index: t.number, message: t.string })),
  baseAddressRestored: event('The quote base address kept in this tab\'s session was read back, so it is not asked again', t.type({ address: AddressSection })),
  sessionQuoteLoading: event('After a reload, the quote kept in this tab\'s session is being loaded again', t.type({ quoteId: t.string })),
  sessionQuoteLost: event('The quote kept in this tab\'s session could not be loaded again (expired or unknown)', t.type({ quoteId: t.string, message: t.string })),
  quoteResumed: event('A quote kept in this tab\'s session was found again', t.type({ quoteId: t.string })),
});
