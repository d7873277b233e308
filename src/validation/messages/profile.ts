import { fillTemplate } from './common';

/** The profile's own copy (spec section 5 gives its field messages; these are ours). */
export const profileMessages = {
  /** Step-up: the proof asked at the moment of a change to how the customer signs in or is reached. */
  stepUp: {
    required: 'For your security, please confirm it is you: enter your current password or a security code to make this change.',
    proofWrong: 'That password or security code is not right. Please try again.',
    passwordLabel: 'Current password',
    codeLabel: 'Security code',
    hint: 'To make this change, confirm it is you with your current password.',
    missing: 'Please enter your current password to make this change',
    noTextFactor: 'Text message codes are not set up for your account.',
  },
  /** What the previous email and phone are told of a change or a reset, with the line to call. */
  notice: {
    subject: (product: string) => `${product}: your account was changed`,
    ifNotYou: (phone: string) => fillTemplate("If this wasn't you, call {phone} right away.", { phone }),
    emailChanged: 'Your email address was changed.',
    phoneChanged: 'The phone number for your security codes was changed.',
    passwordReset: 'Your password was reset.',
    paymentMethodAdded: 'A payment method was added to your account.',
    paymentMethodRemoved: 'A payment method was removed from your account.',
  },
  loginIdChangedMeanwhile: 'Your login ID was changed a moment ago. Please log in again with your new login ID.',
  secondFactorRequired: 'For your security, please log out and log in again with your security code to make this change.',
  currentPasswordWrong: 'Your current password is not right. Please try again.',
  samePassword: 'Please choose a new password that is different from your current one.',
  passwordChanged: 'Your password was changed. Use your new password the next time you log in.',
  loginIdChanged: (loginId: string) => `Your login ID is now ${loginId}. Please log in again with it.`,
  sameLoginId: 'That is your login ID already. Please choose another.',
  signOutEverywhere: 'Sign out on every browser and device, this one included. Anyone signed in to your account will have to log in again.',
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
  eproxyNotMember:
    'Electronic proxy voting is for members of Cardinal Mutual (mutual policyholders). A life insurance policy alone does not make you a member, so you have no vote to cast.',
  eproxyMember:
    'As a mutual policyholder of Cardinal Mutual you are a member of the mutual and may vote at the annual meeting of members, in person or by proxy.',
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
  /** How the error summary names the consent boxes, whose labels are sentences. */
  textingAgreeName: 'Text message consent',
  textingTcpaName: 'Automated text message consent',
  textingGroupsLegend: 'Text me about',
  notEnrolledInTexting: 'You are not enrolled in text messages.',
  stopTexting: 'Stop all text messages',
  stopTextingQuestion: (phone: string) => `Stop all text messages to ${phone}?`,
  stopTextingEffect:
    'We will no longer text you about your claims, policies or bills. Security codes for logging in are not affected. You can enroll again at any time.',
  textingStoppedText: 'You will no longer get text messages about your claims, policies or bills.',
  lastFactorKept: 'Your account must keep at least one security method. Add another method before you remove this one.',
  eproxyConsent: 'I agree to receive proxy materials for the annual meeting of members electronically and to vote by electronic proxy.',
  selectEmail: 'Select an email',
  emailNotOnProfile: 'We could not find that email on your profile.',
  phoneNotOnProfile: 'We could not find that phone number on your profile.',
  primaryEmailRemoval: 'This is your primary email. Make another email your primary email before removing this one.',
  primaryPhoneRemoval: 'This is your primary phone. Make another phone your primary phone before removing this one.',
  phoneInUse:
    'This phone gets your security codes or your text messages. Remove it from multi-factor authentication or enroll another mobile number for text messages first.',
  saved: {
    password: 'Your password was changed. For your security, you were logged out everywhere: please log in again with your new password.',
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
    textingStopped: 'You will no longer get text messages from us. You can enroll again at any time.',
    eproxy: 'Your electronic proxy voting choice was saved.',
    authenticatorApp: 'Your authenticator app is set up. You can use it the next time you log in.',
    textMessage: 'Text message codes are set up for this phone.',
    factorAdded: 'Your new security method is on. You can use it the next time you log in.',
    removed: 'The security method was removed.',
    defaultMethod: 'Your default security method was changed.',
    passkeyAdded: 'Your passkey is saved. You can use it the next time you log in.',
    passkeyRenamed: 'Your passkey was renamed.',
    passkeyRemoved: 'The passkey was removed. It can no longer be used to log in to your account.',
  },
} as const;
