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
  chatTooManyMessages: 'You are sending messages faster than we can read them. Please wait a minute, then open the chat again.',
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
