import * as t from 'io-ts';
import { catalogue, command, event, type Descriptions } from '../bus/catalogue';
import {
  AddressSection,
  BindStepBody,
  BindStepName,
  BoundPolicy,
  CoverageChoices,
  Quote,
  QuoteLinkRefusal,
  Referral,
  ReferralRequest,
  QuoteSectionName,
  QuoteType,
  RetrieveQuoteRequest,
  VinDecoded,
} from '../contract/quoting';

// Online quote and bind. Dates of birth and loan numbers are sensitive wherever they appear.
const quoteDatesOfBirth = ['quote.sections.customer.dateOfBirth', 'quote.sections.driver.drivers.*.dateOfBirth'];

export const quotingActions = catalogue('quoting', {
  quoteStartRequested: command(t.type({ quoteType: QuoteType })),
  sectionSubmitted: command(t.type({ quoteType: QuoteType, section: QuoteSectionName, values: t.unknown }), {
    sensitive: ['values.dateOfBirth', 'values.drivers.*.dateOfBirth'],
  }),
  sectionDrafted: event(t.type({ section: QuoteSectionName, values: t.record(t.string, t.unknown) }), {
    sensitive: ['values.dateOfBirth', 'values.drivers.*.dateOfBirth'],
  }),
  quoteUpdated: event(t.type({ quote: Quote }), { sensitive: quoteDatesOfBirth }),
  quoteKnockedOut: event(
    t.type({
      quoteId: t.string,
      quoteType: QuoteType,
      stage: t.keyof({ quote: null, bind: null }),
      code: t.string,
      reason: t.string,
    }),
  ),
  requestFailed: event(t.type({ message: t.string })),
  coverageChanged: command(t.type({ coverageChoices: CoverageChoices })),
  bindStepSubmitted: command(t.intersection([t.type({ step: BindStepName }), BindStepBody]), {
    sensitive: ['lenders.*.loanNumber'],
  }),
  bound: event(t.type({ policies: t.array(BoundPolicy) })),
  retrieveRequested: command(RetrieveQuoteRequest, { sensitive: ['dateOfBirth'] }),
  retrieveFailed: event(t.type({ message: t.string })),
  vinSearchRequested: command(t.type({ index: t.number, vin: t.string })),
  vinDecoded: event(t.type({ index: t.number, vehicle: VinDecoded })),
  vinNotFound: event(t.type({ index: t.number, message: t.string })),
  baseAddressRestored: event(t.type({ address: AddressSection })),
  sessionQuoteLoading: event(t.type({ quoteId: t.string })),
  sessionQuoteLost: event(t.type({ quoteId: t.string, message: t.string })),
  quoteResumed: event(t.type({ quoteId: t.string })),
  emailQuoteRequested: command(t.intersection([t.type({ email: t.string }), t.partial({ line: t.literal('life') })]), {
    sensitive: ['email'],
  }),
  quoteEmailed: event(t.type({ quoteId: t.string, sentTo: t.string, linkExpiresOn: t.string }), { sensitive: ['sentTo'] }),
  quoteEmailFailed: event(t.type({ message: t.string })),
  quoteLinkOpening: event(t.type({})),
  quoteLinkOpened: event(t.type({ quoteId: t.string })),
  quoteLinkRefused: event(t.type({ reason: t.union([QuoteLinkRefusal, t.literal('link_unknown')]) })),
  referralRequested: command(t.intersection([ReferralRequest, t.partial({ line: t.literal('life') })]), {
    sensitive: ['name', 'phone', 'email'],
  }),
  referralSent: event(t.intersection([Referral, t.type({ quoteId: t.string, knockoutCode: t.union([t.string, t.null]) })])),
  referralFailed: event(t.type({ message: t.string })),
});

export const quotingDescriptions: Descriptions<typeof quotingActions> = {
  quoteStartRequested: 'The prospect chose what to quote',
  sectionSubmitted: 'The prospect completed a quote section',
  sectionDrafted: 'The prospect went back from a section; what was typed is kept',
  quoteUpdated: 'The quoting gateway answered the quote as it now stands',
  quoteKnockedOut: 'The quote or bind was knocked out: the prospect must call to continue',
  requestFailed: 'A quoting call failed; the prospect may try again',
  coverageChanged: 'The prospect changed a coverage option on the summary',
  bindStepSubmitted: 'The prospect answered a bind step (the mortgage step with its lenders, if any)',
  bound: 'The quote was bought: policies created',
  retrieveRequested: 'The prospect asked to resume a saved quote',
  retrieveFailed: 'No saved quote matched the details given',
  vinSearchRequested: 'The prospect asked to look up a VIN',
  vinDecoded: 'The VIN search found the vehicle',
  vinNotFound: 'The VIN search found nothing',
  baseAddressRestored: "The quote base address kept in this tab's session was read back, so it is not asked again",
  sessionQuoteLoading: "After a reload, the quote kept in this tab's session is being loaded again",
  sessionQuoteLost: "The quote kept in this tab's session could not be loaded again (expired or unknown)",
  quoteResumed: "A quote kept in this tab's session was found again",
  emailQuoteRequested: 'The prospect asked for the quote on screen by e-mail, online or life (its PDF and a link back to it)',
  quoteEmailed:
    'The quote was e-mailed; reminders follow on days 3 and 10 unless it is bought (its life application started) or they are turned off',
  quoteEmailFailed: 'The quote could not be e-mailed; the prospect may try again',
  quoteLinkOpening: "The link of an e-mailed quote was opened; the quote is being fetched (the link's token never enters the log)",
  quoteLinkOpened: 'The link of an e-mailed quote opened its quote (online or life), which continues in this browser',
  referralRequested:
    'The prospect asked an agent to call them about the quote on screen, online or life (name, phone, time window, consent)',
  referralSent: 'A lead was created for the agents, with the reference shown to the prospect',
  referralFailed: 'The request for a call could not be sent; the prospect may try again or call',
  quoteLinkRefused:
    'The link of an e-mailed quote was used before, has expired or is not one of ours: the prospect may resume by quote number or start again',
};
