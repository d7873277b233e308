import { contactPhone } from '../../config/product';
import {
  dateMessages,
  errorCatalogue,
  fieldMessages,
  fillTemplate,
  formBanner,
  networkMessages,
  screenReaderMessages,
  unsupportedBrowserMessages,
} from '../../src/validation/messages';

it('has the form banner verbatim', () => {
  expect(formBanner.heading).toBe("We're sorry. We need a little more information.");
  expect(formBanner.body).toBe('Please correct any errors and add missing details below.');
});

it.each([
  ['missingRequiredField', 'Missing required field'],
  ['provideValidResponse', 'Please provide a valid response'],
  ['selectValidResponse', 'Please select a valid response'],
  ['phone', 'Please enter a valid 10-digit phone number'],
  ['firstName', 'Please enter a valid first name'],
  ['lastName', 'Please enter a valid last name'],
  ['dateOfBirth', 'Please enter a valid date of birth'],
  ['email', 'Please enter a valid email'],
  ['policyNumber', 'Please enter a valid policy number'],
  ['zip', 'Please enter a valid ZIP code'],
  ['date', 'Please enter a valid date'],
  ['emailInUse', 'The email you entered is already in use'],
  ['currentlyEnrolledPhone', 'This is your currently enrolled phone number. Please choose another.'],
  ['agreeToTerms', 'Please agree to the Terms & Conditions'],
  ['selectPhone', 'Select a phone number'],
  ['selectPhoneOrAddNew', 'Select a phone number or add a new one'],
  ['mfaAuthenticatorCode', 'Please enter the security code in your authenticator app'],
  ['mfaSentCode', 'Please enter the security code that was sent to you'],
  ['invalidCode', 'This code is invalid'],
  ['validMonth', 'Please enter a valid month'],
] as const)('field message %s', (key, text) => expect(fieldMessages[key]).toBe(text));

it('fills the date placeholders', () => {
  expect(dateMessages.notAfter(3, 2026)).toBe('Date must be less than or equal to 3/2026');
  expect(dateMessages.notBefore('01', 2000)).toBe('Date must be greater than or equal to 01/2000');
  expect(dateMessages.maxYear(2026)).toBe('Year must be less than or equal to 2026');
  expect(dateMessages.withinLastYears(5)).toBe('Date must be within last 5 years');
});

it('fills {contactPhone} from config, or a given phone', () => {
  expect(errorCatalogue.page.chunkFailed()).toBe(`Please refresh to try again or contact us at ${contactPhone} for further assistance.`);
  expect(errorCatalogue.technicalSubmission()).toBe(
    `You can attempt to resubmit your change, try again later or call us at ${contactPhone}.`,
  );
  expect(errorCatalogue.system.body('1-800-555-0199')).toBe('Please call us at 1-800-555-0199 for assistance.');
  expect(errorCatalogue.billingPayment.body()).toContain(contactPhone);
});

it('has the error catalogue texts verbatim', () => {
  expect(errorCatalogue.page.heading).toBe("We're sorry, something went wrong.");
  expect(errorCatalogue.system.heading).toBe('We apologize, but our system is temporarily unable to handle your request.');
  expect(errorCatalogue.generalApi).toEqual({
    heading: "We're sorry! Something went wrong on our end.",
    body: "We're unable to handle your request at this time. Please try again later.",
  });
  expect(errorCatalogue.partyLoad.heading).toBe('Error loading your information');
  expect(errorCatalogue.partyLoad.body).toBe('We were unable to retrieve your account information. Please refresh the page.');
  expect(errorCatalogue.partyLoad.mobileHeading).toBe('Loading Error');
  expect(errorCatalogue.partyLoad.mobileBody).toMatch(/close and reopen the app/);
  expect(errorCatalogue.technicalProblem).toBe("Sorry, we're having a technical problem.");
  expect(errorCatalogue.fixSomething).toBe('Sorry, we need you to fix something');
  expect(errorCatalogue.quoteCallToContinue('1-800-555-0106')).toBe(
    "Based on the information you provided, we'd like to discuss the insurance options that are available to you. Please call us at 1-800-555-0106 to speak with a representative and continue your quote.",
  );
  expect(networkMessages).toEqual({ offline: 'Customer has lost network connection', online: 'Customer has regained network connection' });
  expect(screenReaderMessages).toMatchObject({ loading: 'loading', loadingComplete: 'loading complete', closeAlert: 'Close Alert' });
  expect(unsupportedBrowserMessages.iosBody).toContain('Settings > General > Software Update');
});

it('leaves unknown placeholders as they are', () => expect(fillTemplate('{a} {b}', { a: 1 })).toBe('1 {b}'));
