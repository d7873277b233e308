/** Passkeys: what the customer reads when a passkey is set up, used at sign-in, renamed or removed (the gateway's answers). */
export const passkeyMessages = {
  /** Every refused passkey sign-in, whatever the reason: it never tells whether a login ID or a passkey exists. */
  notAccepted: 'We could not sign you in with that passkey. Try again, or log in with your login ID and password.',
  notSaved: 'We could not save that passkey. Please try again.',
  setupExpired: 'Setting up your passkey took too long. Please start again.',
  name: 'Please enter a name for your passkey of up to 60 characters',
  notFound: 'We could not find that passkey.',
  tooMany: 'You have saved as many passkeys as you can. Remove one before you add another.',
  /** The customer closed the browser's passkey dialog, or the browser found no passkey for this site. */
  cancelled: 'No passkey was used. Try again, or log in with your login ID and password.',
  /** The browser could not make or use a passkey (its own words are in the log, not shown). */
  browserFailed: 'This browser could not use a passkey just now. Try again, or log in with your login ID and password.',
  /** In the profile: the browser's dialog was closed before the passkey was made. */
  notMade: 'No passkey was made. Please try again when you are ready.',
  saved: {
    added: 'A passkey was added to your account. You can use it the next time you log in.',
    removed: 'A passkey was removed from your account.',
  },
} as const;
