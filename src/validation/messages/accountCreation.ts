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
