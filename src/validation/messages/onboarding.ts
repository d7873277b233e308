/** Onboarding of a newly bound customer and e-signing (spec sections 2 and 4). */
export const onboardingMessages = {
  welcome:
    'Welcome! A few steps finish setting up your new policy: sign its documents, make your first payment, and choose how we reach you.',
  resumeNote: 'You can leave at any time; we keep your place and you pick up where you left off.',
  esignIntro: 'Read each document, adopt your signature by typing your name, then sign each place.',
  signatureHint: 'Type your full name as you want it to appear. Typing it and signing has the same effect as signing on paper.',
  signatureRequired: 'Type your full name to adopt it as your signature.',
  signaturePattern: 'Use letters, spaces, apostrophes, periods and hyphens only (2 to 80 characters).',
  signatureNotSigner: (signerName: string) =>
    `Your signature must be your own name as it appears on these documents: ${signerName}. Type it (with or without a middle initial).`,
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
