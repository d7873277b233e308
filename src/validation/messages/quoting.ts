import { limits } from '../../../config/product';

/** The quoting application's own words where the spec has none (the call-to-continue text is the error catalogue's). */
export const quotingMessages = {
  noPoBox: 'Please enter a street address. P.O. boxes are not accepted.',
  effectiveDateRange: `Please choose a start date from today through ${limits.quotingEffectiveDateRangeDays} days from today`,
  knockoutHeading: "Let's finish your quote together",
  lifeKnockoutHeading: "Let's talk about your life insurance",
  quoteNotFound: 'We could not find a saved quote with those details. Please check them and try again.',
  vinNotFound: 'We could not find that VIN. Please check it, or enter the year, make and model.',
  lifeOutageHeading: 'Life quotes are unavailable right now',
  lifeOutageBody: 'We are updating our life quoting system. Please come back later, or call us to get a quote.',
  bindByPhone: 'To buy this policy, call us and a representative will finish it with you.',
  crossSellHeading: 'Save more with a bundle',
  // The bundle offer in the words of the line already quoted (a bundle quote gets no offer).
  crossSellBody: {
    auto: 'Insure your cars and your home together and save 10% on both with our multi-policy discount.',
    motorcycle: 'Insure your motorcycle with your home and cars and save 10% with our multi-policy discount.',
    home: 'Insure your home and your cars together and save 10% on both with our multi-policy discount.',
    condo: 'Insure your condo and your cars together and save 10% on both with our multi-policy discount.',
    renters: 'Insure your belongings and your car together and save 10% on both with our multi-policy discount.',
  },
  tcpaConsent:
    'I agree that Cardinal Mutual may call or text me about this quote at the number above, including by automated means. Consent is not required to buy.',
  emailQuoteHeading: 'E-mail this quote',
  emailQuoteHint: 'We will send the quote as a PDF with a link that brings you back to it.',
  finishLaterHeading: 'Not ready? Finish later',
  finishLaterHint: 'We will e-mail you a link that brings you back to this quote, where you left off.',
  notPricedYet: 'Not priced yet: answer the remaining questions to see your price.',
  quoteEmailed: (to: string, until: string) => `We sent your quote to ${to}. Its link opens your quote once, until ${until}.`,
  linkUsedHeading: 'This link has already been used',
  linkUsedBody: 'Each link opens its quote once. Resume your quote with its quote number, or start again.',
  linkExpiredHeading: 'This link has expired',
  linkExpiredBody: 'Resume your quote with its quote number while it is saved, or start again.',
  linkNotFoundHeading: 'We could not open this link',
  linkNotFoundBody: 'The link may have been changed on the way. Resume your quote with its quote number, or start again.',
  referralHeading: 'Ask an agent to call you',
  referralHint: 'A licensed agent will call you about this quote at the time you choose (Eastern time).',
  callWindows: {
    morning: 'Morning, 8 a.m. to noon',
    afternoon: 'Afternoon, noon to 5 p.m.',
    evening: 'Evening, 5 p.m. to 8 p.m.',
  },
  referralConsent: 'I agree that a Cardinal Mutual agent may call me about this quote at the number above.',
  referralName: 'Please enter a valid name',
  referralConsentRequired: 'Please agree to be called so an agent can reach you',
  referralSent: (reference: string) => `Thank you. An agent will call you. Your reference is ${reference}.`,
  createAccount:
    'Create your online account with your policy number to see your ID cards, pay your bill and finish onboarding (e-sign, payment and paperless choices).',
} as const;
