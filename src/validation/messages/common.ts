import { contactPhone } from '../../../config/product';

/** Fills `{name}` placeholders of a template; unknown placeholders are left as they are. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The form error banner (error summary) shown on an invalid submit. */
export const formBanner = {
  heading: "We're sorry. We need a little more information.",
  body: 'Please correct any errors and add missing details below.',
} as const;

/** Field messages of section 5. */
export const fieldMessages = {
  missingRequiredField: 'Missing required field',
  provideValidResponse: 'Please provide a valid response',
  selectValidResponse: 'Please select a valid response',
  phone: 'Please enter a valid 10-digit phone number',
  firstName: 'Please enter a valid first name',
  lastName: 'Please enter a valid last name',
  dateOfBirth: 'Please enter a valid date of birth',
  email: 'Please enter a valid email',
  policyNumber: 'Please enter a valid policy number',
  zip: 'Please enter a valid ZIP code',
  date: 'Please enter a valid date',
  emailInUse: 'The email you entered is already in use',
  currentlyEnrolledPhone: 'This is your currently enrolled phone number. Please choose another.',
  agreeToTerms: 'Please agree to the Terms & Conditions',
  selectPhone: 'Select a phone number',
  selectPhoneOrAddNew: 'Select a phone number or add a new one',
  mfaAuthenticatorCode: 'Please enter the security code in your authenticator app',
  mfaSentCode: 'Please enter the security code that was sent to you',
  invalidCode: 'This code is invalid',
  validMonth: 'Please enter a valid month',
} as const;

/** Date-bound messages of section 5, placeholders filled. */
export const dateMessages = {
  notAfter: (month: number | string, year: number | string) =>
    fillTemplate('Date must be less than or equal to {month}/{year}', { month, year }),
  notBefore: (month: number | string, year: number | string) =>
    fillTemplate('Date must be greater than or equal to {month}/{year}', { month, year }),
  maxYear: (maxYear: number | string) => fillTemplate('Year must be less than or equal to {maxYear}', { maxYear }),
  withinLastYears: (years: number) => fillTemplate('Date must be within last {years} years', { years }),
} as const;

/** Hints shown under fields. */
export const hints = {
  address: 'Please enter a street address. P.O. boxes are not accepted.',
  dateEntry: 'MM/DD/YYYY',
} as const;

/** Fills a text's `{contactPhone}`. */
export const withPhone = (template: string, phone: string) => fillTemplate(template, { contactPhone: phone });

/** The quote call-to-continue text; `{phoneLink}` is where the screen puts a tel: link. */
export const quoteCallToContinueTemplate =
  "Based on the information you provided, we'd like to discuss the insurance options that are available to you. Please call us at {phoneLink} to speak with a representative and continue your quote.";

/** Error catalogue of section 8. Texts with a phone number take it as an argument, defaulting to the contact phone. */
export const errorCatalogue = {
  page: {
    heading: "We're sorry, something went wrong.",
    chunkFailed: (phone: string = contactPhone) =>
      withPhone('Please refresh to try again or contact us at {contactPhone} for further assistance.', phone),
    refreshButton: 'Refresh',
  },
  technicalProblem: "Sorry, we're having a technical problem.",
  fixSomething: 'Sorry, we need you to fix something',
  technicalSubmission: (phone: string = contactPhone) =>
    withPhone('You can attempt to resubmit your change, try again later or call us at {contactPhone}.', phone),
  system: {
    heading: 'We apologize, but our system is temporarily unable to handle your request.',
    body: (phone: string = contactPhone) => withPhone('Please call us at {contactPhone} for assistance.', phone),
  },
  generalApi: {
    heading: "We're sorry! Something went wrong on our end.",
    body: "We're unable to handle your request at this time. Please try again later.",
  },
  partyLoad: {
    heading: 'Error loading your information',
    body: 'We were unable to retrieve your account information. Please refresh the page.',
    mobileHeading: 'Loading Error',
    mobileBody: 'We were unable to retrieve your account information. Please close and reopen the app.',
  },
  billingPayment: {
    heading: 'We were unable to process your payment.',
    body: (phone: string = contactPhone) =>
      withPhone('You can attempt to resubmit your payment, or call us at {contactPhone} to pay by phone.', phone),
  },
  invalidMfaCode: fieldMessages.invalidCode,
  quoteCallToContinue: (phoneLink: string) => fillTemplate(quoteCallToContinueTemplate, { phoneLink }),
} as const;

/** Action-log texts for connectivity changes. */
export const networkMessages = {
  offline: 'Customer has lost network connection',
  online: 'Customer has regained network connection',
} as const;

/** Screen-reader-only texts and control labels. */
export const screenReaderMessages = {
  loading: 'loading',
  loadingComplete: 'loading complete',
  closeAlert: 'Close Alert',
  completed: 'completed',
  notCompleted: 'not completed',
  skipToMain: 'Skip to main content',
} as const;

/** Info banner for an unsupported browser or iOS version (section 5). */
export const unsupportedBrowserMessages = {
  heading: 'Your browser is not supported',
  body: 'For the best experience, please use the latest version of Chrome, Edge, Firefox or Safari.',
  iosHeading: 'Your iOS version is not supported',
  iosBody: 'For the best experience, please update your device via Settings > General > Software Update.',
} as const;

/**
 * Samples of each identifier's format (spec section 3) for the hints of the look-up forms: obviously samples, and
 * numbers the demo data never gives a customer, so a hint never shows a real customer's number.
 */
export const identifierExamples = {
  mutualPolicy: 'A1B2C3-1234',
  lifePolicy: 'L-123456789',
  account: 'N1234567',
  claimFile: '12345678901',
} as const;
