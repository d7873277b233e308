// Every customer-facing message of spec sections 5 and 8, verbatim, from this one module.
// Where the spec only describes a text (mobile party load, billing payment, unsupported browser,
// address hint), the wording here is ours and is the single place to change it.
import { contactPhone, limits } from '../../config/product';

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

const withPhone = (template: string, phone: string) => fillTemplate(template, { contactPhone: phone });

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

/** Payment fields and outcomes (billing, make a payment, guest pay). The spec gives no wording; these are ours. */
export const paymentMessages = {
  amountPositive: 'Please enter an amount greater than $0.00',
  amountOverLimit: (limit: string) => fillTemplate('Online payments are limited to {limit}. Please call us to pay more.', { limit }),
  holderName: 'Please enter the name as it appears on the account',
  cardNumber: 'Please enter a valid card number',
  expiry: 'Please enter a valid, unexpired date (MM/YY)',
  securityCode: 'Please enter a valid security code',
  routingNumber: 'Please enter a valid 9-digit routing number',
  bankAccountNumber: 'Please enter a valid account number (4 to 17 digits)',
  accountNumbersDiffer: 'The account numbers do not match',
  declined: 'Your payment method was declined. Please use another payment method.',
  methodNotAccepted: 'We could not accept this payment method.',
  outageHeading: 'Online payments are temporarily unavailable',
  outageBody: (phone: string = contactPhone) =>
    fillTemplate(
      'We are performing scheduled maintenance on our billing system. Please try again later or call us at {contactPhone} to pay by phone.',
      { contactPhone: phone },
    ),
  statementNotFound: 'We could not find that statement.',
  statementLinkExpired: 'This link has expired. Please go back to your statements and open the statement again.',
  methodNotFound: 'We could not find that payment method.',
  methodInAutopay: 'This payment method pays your bills automatically. Please change or cancel automatic payments first.',
  samePaymentPlan: 'That is already the payment plan of this policy. Please choose another plan.',
  choosePaymentPlan: 'Please choose a payment plan',
  chooseSavedMethod: 'Please choose a payment method',
  guestBillNotFound: "We couldn't find a bill that matches what you entered. Please check your details and try again.",
  guestTooManyLookups: (phone: string = contactPhone) =>
    withPhone('You have tried too many times. Please wait 15 minutes and try again, or call us at {contactPhone} to pay by phone.', phone),
  guestGrantExpired: 'For your security, your session to pay this bill has ended. Please find your bill again.',
  chooseLineOfBusiness: 'Please choose what you would like to pay',
  guestAccountNumber: 'Please enter a valid account number (N and digits, for example N4820015)',
  guestAccountOrPolicyNumber: 'Please enter a valid account number or policy number',
  choosePolicies: 'Please choose at least one policy to pay',
  amountOverPolicyDue: (due: string) => fillTemplate('Please enter an amount no more than the amount due of {due}', { due }),
  /** Paying more than is due: the customer confirms before the money moves (verification step). */
  overpaymentNotice: (amount: string, due: string) =>
    fillTemplate('Your payment of {amount} is more than the amount due of {due}.', { amount, due }),
  overpaymentConfirm: (extra: string) => fillTemplate('I understand that the extra {extra} becomes a credit on my account', { extra }),
  overpaymentNotConfirmed: 'Please confirm the payment above the amount due, or change the amount',
  policyPartsDiffer: 'The amounts of the policies must add up to the payment amount',
  policyPaidTwice: 'Please list each policy once',
  policyNotFound: 'We could not find that policy.',
  nothingDueOnPolicy: 'Nothing is due on this policy now.',
  nothingDueOnPolicies: 'Nothing is due on your policies now.',
  payableTotalOverLimit: (limit: string) =>
    fillTemplate('The total of your payment is over the online limit of {limit}. Please pay less or call us.', { limit }),
} as const;

/** Policies, ID cards and documents: messages of our own wording (the spec does not give them). */
export const documentMessages = {
  expressIdNoMatch: "We couldn't find ID cards that match what you entered. Please check your details and try again.",
  expressIdTooMany: (phone: string = contactPhone) =>
    withPhone('You have tried too many times. Please wait 15 minutes and try again, or call us at {contactPhone}.', phone),
  expressIdNotVehicle: 'ID cards are for auto and motorcycle policies. This policy does not have ID cards.',
  idCardsForVehiclesOnly: 'ID cards are for auto and motorcycle policies in force.',
  policyTabMissing: (tab: string) => fillTemplate('This policy has no {tab} page. Here is its overview.', { tab }),
  emailNotYours: 'Please choose one of the email addresses on your account',
  noMailingAddress: 'We do not have a mailing address for you. Please add one in your profile.',
  linkExpired: 'This link has expired. Please go back to the portal and open the document again.',
  fileType: (name: string) => fillTemplate('{name} is not a PDF, JPEG, PNG or HEIC file. Please choose another file.', { name }),
  fileTooLarge: (name: string, limit: string) =>
    fillTemplate('{name} is larger than {limit}. Please choose a smaller file.', { name, limit }),
  fileEmpty: (name: string) => fillTemplate('{name} is empty. Please choose another file.', { name }),
  uploadTarget: 'Please choose a policy or a claim',
  uploadFiles: 'Please choose at least one file',
  uploadTooMany: (name: string, max: number) =>
    fillTemplate('{name} was not added: you can send up to {max} files at a time.', { name, max }),
  uploadFailed: (name: string) => fillTemplate('{name} was not sent. Please check your connection and try again.', { name }),
  uploadFileGone: (name: string) => fillTemplate('{name} is no longer available to send. Please remove it and choose it again.', { name }),
  uploadSent: 'Your documents were sent.',
  uploadSentBody: 'They are now listed with the documents of the policy.',
  uploadSomeNotSent: 'Some files were not sent',
  uploadSomeNotSentBody: 'Try again, or remove the files that were not accepted.',
} as const;

/** The ways back in: password reset and login ID reminder (our own wording; the spec does not give them). */
export const recoveryMessages = {
  loginIdOrEmail: 'Please enter your login ID or the email address of your account',
  codeSent: (minutes: number) =>
    fillTemplate("If we find an account with that login ID or email, we've emailed it a code. The code expires in {minutes} minutes.", {
      minutes,
    }),
  codeExpired: 'This code has expired or was already used. Please ask for a new code.',
  codeTooManyAttempts: 'That code was entered wrong too many times. Please ask for a new code.',
  tooManyRequests: 'You have asked too many times. Please wait an hour and try again.',
  passwordChanged: 'Your password was changed. For your security, you were logged out everywhere. Please log in with your new password.',
  loginIdSent: "If we find an account with that email address, we'll email its login ID.",
} as const;

/** Session recording: the privacy notice customers see, and the support console's words (our own wording). */
export const recordingNoticeHeading = 'Your privacy';
export const recordingNotice =
  'To help us support you and improve this site, your visits are recorded. Passwords, card and bank numbers, Social Security numbers and dates of birth are never recorded.';

export const supportCopy = {
  consoleName: 'Support console',
  sessionsHeading: 'Recorded sessions',
  journeysHeading: 'Journeys',
  noSessions: 'No recorded sessions match your search.',
  signingIn: 'Sending you to sign in…',
  checkingAccess: 'Checking your access…',
  handoff: 'Opening the support console…',
  sessionHeading: (loginId: string | null) => (loginId ? `Session of ${loginId}` : 'Session of a guest'),
  claimMessagesHeading: 'Claim messages',
  noClaimConversations: 'No customer has written about a claim yet.',
  conversationHeading: (fileNumber: string, customerName: string) => `Claim ${fileNumber}: ${customerName}`,
  answerSent: 'Answer sent',
  answerSentDetail: 'The customer sees it in the claim messenger, with the new-message count.',
  offersHeading: 'Offer performance',
  offersIntro:
    'Sessions in which a customer was shown an offer, chose its button or dismissed it, by promotion kind and experience group; the rates are shares of the sessions shown.',
  noOffers: 'No customer has been shown an offer in the recorded sessions.',
  /** The promotion kinds in the spec's words (section 3). */
  offerKinds: {
    accountPaperless: 'Account paperless',
    lifePaperless: 'Life paperless',
    crossSell: 'Cross sell',
    ho5Promo: 'HO5 promo',
    homeAutoPolicyInForceCall: 'Home and auto policy-in-force call',
    homeAutoChangePaymentPlan: 'Home and auto change-payment-plan',
    streetsmart: 'Streetsmart',
    annuities: 'Annuities',
    mobileApp: 'Mobile app',
    semiAnnualPayment: 'Semi-annual payment',
    smarterHome: 'Smarter home',
    termLife: 'Term life',
    eProxyPromo: 'E-proxy promo',
    eSignPromo: 'E-sign promo',
  },
} as const;

/**
 * Create account (spec section 2). The spec gives 'The email you entered is already in use' and
 * 'Please agree to the Terms & Conditions' (fieldMessages); the rest is ours.
 */
export const accountCreationMessages = {
  intro:
    'Create your online account to see your policies and ID cards, pay your bill and finish onboarding. You will need your policy number.',
  policyholderNotFound: 'We could not find a policy with those details. Please check them and try again.',
  alreadyHasAccount: 'You already have an online account. Please log in, or call us if you cannot.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  loginId: 'Please enter a login ID of 6 to 50 letters, numbers, dots, dashes, underscores or @',
  loginIdTaken: 'That login ID is taken. Please choose another.',
  password: 'Please enter a password of 8 to 64 characters with at least one letter and one number',
  passwordsDiffer: 'The passwords do not match',
  chooseDestination: 'Please choose where to send your verification code',
  noDestination: 'We need to verify you another way. Please call us to create your account.',
  codeFormat: 'Please enter the 6-digit code we sent you',
  codeIncorrect: (attemptsLeft: number) =>
    `That code is not right. You can try ${attemptsLeft} more ${attemptsLeft === 1 ? 'time' : 'times'}.`,
  codeExpired: 'That code has expired. Please send a new code.',
  codeTooManyAttempts: 'Too many wrong codes. Please send a new code.',
  tooManyCodes: 'You have asked for too many codes. Please enter your policy details again later.',
  codeSent: (masked: string, minutes: number) => `We sent a code to ${masked}. It expires in ${minutes} minutes.`,
  notVerified: 'Please verify your account with the code we sent you first.',
  linkMalformed: 'That link is not complete. Please copy the whole link from the message.',
  expiredHeading: 'Your time to create an account ran out',
  expiredBody: 'For your security, please enter your policy details again.',
  successHeading: 'Your account is ready',
  successBody: (loginId: string) => `Log in with your login ID ${loginId} and the password you chose.`,
} as const;

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
  createAccount:
    'Create your online account with your policy number to see your ID cards, pay your bill and finish onboarding (e-sign, payment and paperless choices).',
} as const;

/** The claims centre's and claim filing's own copy (spec section 8 gives no claims messages beyond the catalogue). */
export const claimMessages = {
  /** Free text with a probable account or card number (section 5): flagged before it is sent. */
  accountOrCardNumberInText:
    'This looks like an account or card number. For your security, please remove it: we never need those numbers here.',
  messageTooLong: (max: number) => `Please keep your message to ${max} characters or fewer.`,
  messageEmpty: 'Please write a message.',
  notFound: 'We could not find that claim.',
  policyCannotFile: 'That policy does not cover this kind of loss. Please choose another policy, or call us.',
  guestTooManyLookups: (phone: string = contactPhone) =>
    withPhone(
      'You have tried too many times. Please wait 15 minutes and try again, or call us at {contactPhone} to report your claim.',
      phone,
    ),
  fileNumber: 'Please enter your 11-digit claim file number',
  guestClaimNotFound: "We couldn't find a claim that matches what you entered. Please check your claim file number and date of loss.",
  guestUploadSentBody: 'Your claim representative can see them now, and the policyholder finds them with the documents of the claim.',
  guestUploadExpired: 'For your security, your session to send documents to this claim has ended. Please find your claim again.',
  /** The home photo tool's expired-claim screen: an expired, altered or closed claim's link. */
  homePhotoLinkExpired: 'This link to send photos for your claim has expired.',
  homePhotoDetailsTooLong: (max: number) => `Please keep your details to ${max} characters or fewer.`,
  homePhotosSentBody: 'Your claim representative can see them now. You can add more photos, or tell us more about the damage.',
  /** What happens after a claim is filed: on the confirmation, the new claim file and its acknowledgement. */
  filedNextSteps: 'A claim representative will contact you within one business day.',
  /** The review of a filing with a question of its path still unanswered. */
  filingIncomplete: 'Please answer every question before you submit your claim.',
} as const;

/** The pages of engagement: contact us, the timeout warning and page, the mobile app (the product's own copy). */
export const engagementMessages = {
  contactIntro: 'Call us on the line for what you need. All hours are US Eastern time (ET).',
  openNow: 'Open now',
  closedNow: 'Closed now',
  warningHeading: 'Are you still there?',
  warningBody: (minutes: number) =>
    `For your security, you will be signed out in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} unless you choose to stay signed in.`,
  staySignedIn: 'Stay signed in',
  signOutNow: 'Sign out',
  timedOutHeading: 'For your security, you were signed out',
  timedOutBody: (minutes: number) => `You were signed out after ${minutes} minutes without activity. Nothing you saved was lost.`,
  logInAgain: 'Log in again',
  returningToMessages: 'Taking you back to your claim messages.',
  mobileAppIntro: 'Manage your policies, pay your bill, show your ID cards and report a claim from your phone.',
  mobileAppFeatures: [
    'ID cards on your phone, and in Apple Wallet',
    'Pay a bill or set up autopay',
    'Report a claim with photos and follow it to the end',
    'Message your claim adjuster',
  ],
  mobileAppStores: 'Search for Cardinal Mutual in the App Store or on Google Play.',
} as const;

/** Offers of the targeting service: the words around them (their own words come with each offer). */
export const offerMessages = {
  noThanks: 'No thanks',
  learnMore: 'Learn more',
} as const;

/** The profile's own copy (spec section 5 gives its field messages; these are ours). */
export const profileMessages = {
  secondFactorRequired: 'For your security, please log out and log in again with your security code to make this change.',
  currentPasswordWrong: 'Your current password is not right. Please try again.',
  samePassword: 'Please choose a new password that is different from your current one.',
  passwordChanged: 'Your password was changed. Use your new password the next time you log in.',
  loginIdChanged: (loginId: string) => `Your login ID is now ${loginId}. Please log in again with it.`,
  sameLoginId: 'That is your login ID already. Please choose another.',
  tooManyAttempts: 'Too many tries. Please wait 15 minutes and try again.',
  codeExpired: 'This code has expired. Please start again to get a new code.',
  authenticatorExists: 'You already have an authenticator app. Remove it before you set up another.',
  phoneNotOnFile: 'Please choose a phone number on your profile, or add it to your profile first.',
  factorNotFound: 'We could not find that security method.',
  phoneOnProfile: 'This phone number is already on your profile.',
  extension: 'Please enter an extension of up to 5 digits',
  internationalPhone: 'Please enter an international number of up to 15 digits',
  noLifeAddress: 'We could not find a life policy address to update.',
  accountNotFound: 'We could not find that account.',
  textingConsentMissing: 'Please agree to receive text messages',
  textingGroup: 'Please choose at least one kind of text message',
  notMobile: 'Please choose a mobile phone number: text messages go only to mobile phones.',
  eproxyNotMember: 'Electronic proxy voting is for members of Cardinal Mutual (mutual policyholders).',
  /** The texting notification preference groups (spec section 9 setting), in the customer's words. */
  textingGroups: { Mutual_Claims: 'Claims', Mutual_Policy_Billing: 'Policy and billing', Mutual_Policy: 'Policy' } as Record<
    string,
    string
  >,
  textingConsent: (texting: string) =>
    fillTemplate(
      'By enrolling, you agree to receive text messages from Cardinal Mutual at the mobile number you chose. Message frequency varies. Message and data rates may apply. Reply STOP to cancel or HELP for help, or call {texting}.',
      { texting },
    ),
  textingTcpa:
    'I agree that Cardinal Mutual may send text messages to this number by automated means. Consent is not a condition of buying any policy.',
  textingAgree: 'I agree to receive text messages',
  eproxyConsent: 'I agree to receive proxy materials for the annual meeting of members electronically and to vote by electronic proxy.',
  selectEmail: 'Select an email',
  emailNotOnProfile: 'We could not find that email on your profile.',
  phoneNotOnProfile: 'We could not find that phone number on your profile.',
  primaryEmailRemoval: 'This is your primary email. Make another email your primary email before removing this one.',
  primaryPhoneRemoval: 'This is your primary phone. Make another phone your primary phone before removing this one.',
  phoneInUse:
    'This phone gets your security codes or your text messages. Remove it from multi-factor authentication or enroll another mobile number for text messages first.',
  saved: {
    password: 'Your password was changed.',
    loginId: 'Your login ID was changed.',
    email: 'Your email address was added.',
    phone: 'Your phone number was added.',
    emailRemoved: 'Your email address was removed.',
    phoneRemoved: 'Your phone number was removed.',
    primaryEmail: 'Your primary email was changed.',
    primaryPhone: 'Your primary phone was changed.',
    mailingAddress: 'Your mailing address was updated.',
    lifeAddress: 'Your life policy address was updated.',
    paperless: 'Your paperless preferences were saved.',
    texting: 'You are enrolled in text messages.',
    textingGroups: 'Your text message preferences were saved.',
    eproxy: 'Your electronic proxy voting choice was saved.',
    authenticatorApp: 'Your authenticator app is set up. You can use it the next time you log in.',
    textMessage: 'Text message codes are set up for this phone.',
    factorAdded: 'Your new security method is on. You can use it the next time you log in.',
    removed: 'The security method was removed.',
    defaultMethod: 'Your default security method was changed.',
  },
} as const;

/** Self-service policy changes' own copy (spec section 2: self service, edit mortgagee, update lender). */
export const selfServiceMessages = {
  effectiveDateRange: 'Please choose a date from today through 60 days from today, before your policy term ends',
  lastVehicle: 'A policy needs at least one vehicle. To remove this one, please call us.',
  tooManyLenders: (max: number) => `You can name at most ${max} lender${max === 1 ? '' : 's'} here. To name more, please call us.`,
  noLenderFound: 'We could not find a lender by that name. Please check it, or enter the lender yourself.',
  notAuto: 'Vehicles can be added to an auto policy only.',
  notDwelling: 'A mortgagee can be named on a home or condo policy only.',
  coverageOption: 'Please select a valid response',
  vehicleNotFound: 'We could not find that vehicle on this policy.',
  addDriverOff: 'Adding a driver online is not available. Please call us.',
  noChanges: 'No changes have been made to this policy this term.',
  addVehicleUnavailableHeading: 'Adding a vehicle online is not available for this policy',
  addVehicleUnavailable: 'We can add the vehicle and its coverages for you by phone. Please call us at',
  addVehicleUnavailableRefusal: 'Adding a vehicle online is not available for this policy. Please call us.',
  lenderRemoved: (lender: string) =>
    `${lender} is named as lender on this vehicle. When the vehicle is removed, the lender is removed with it and we let the lender know the vehicle is no longer insured with us.`,
} as const;

/** Onboarding of a newly bound customer and e-signing (spec sections 2 and 4). */
export const onboardingMessages = {
  welcome:
    'Welcome! A few steps finish setting up your new policy: sign its documents, make your first payment, and choose how we reach you.',
  resumeNote: 'You can leave at any time; we keep your place and you pick up where you left off.',
  esignIntro: 'Read each document, adopt your signature by typing your name, then sign each place.',
  signatureHint: 'Type your full name as you want it to appear. Typing it and signing has the same effect as signing on paper.',
  signatureRequired: 'Type your full name to adopt it as your signature.',
  signaturePattern: 'Use letters, spaces, apostrophes, periods and hyphens only (2 to 80 characters).',
  signEachPlace: 'Sign each document before you finish.',
  declineLead: 'Rather not sign electronically?',
  declineReasonLabel: 'Why not sign electronically?',
  knockoutHeading: 'We will mail your documents',
  knockoutBannerHeading: 'Your documents will come by mail',
  knockout:
    'You chose not to sign electronically. We will mail the documents to your mailing address within 5 business days; sign them and mail them back in the envelope provided.',
  knockoutCall: 'Questions about your documents? Call us at',
  knockoutContinue: 'You can still finish setting up your account.',
  paymentIntro: 'Your first payment puts your new policy in force on its effective date. Pay now with a card or a bank account.',
  paperlessIntro: 'Get your policy documents (e-policy) and your bills (e-bill) by email instead of by mail.',
  notificationsIntro: 'Choose the emails and text messages we send you about bills, payments and claims.',
  autoPayIntro: 'Have each bill paid on its due date from a saved card or bank account, so you never miss one.',
  uploadIntro: 'Have a document we asked for, such as proof of prior insurance? Upload it to your new policy.',
  completeHeading: 'You are all set',
  complete: 'Your new policy is set up. Everything you need is in your account: ID cards, documents, bills and claims.',
  finishSettingUp: 'Finish setting up',
  stepsLeft: (count: number) => `${count} ${count === 1 ? 'step' : 'steps'} left to finish setting up your new policy.`,
  continueSettingUp: 'Continue setting up your account',
  auditTrailHeading: 'Audit trail',
  auditTrailIntro: 'Every event of this envelope, with its time (US Eastern) and the address it came from.',
} as const;
