/**
 * Create account (spec section 2): /create-account (information), then /accountVerification (a one-time code),
 * /confirmation, /loginID (the login ID, then the password) and /success; /authorization/{token} is the emailed link form of the verification (its
 * token is masked in the log and the server log), and /expired is where a spent grant, code or link leads. The
 * bus's redaction, on every page, reads `accountCreationPages` as plain data.
 */
/** The login ID step's second part, at the same address: its own page view (title, announcement, analytics pageName). */
export const createAccountPasswordPage = 'Create account: Password';

export const accountCreationPages = {
  createAccount: { path: '/create-account', page: 'Create account: Information', category: 'createAccount', access: 'public' },
  createAccountVerification: {
    path: '/create-account/accountVerification',
    page: 'Create account: Verification',
    category: 'createAccount',
    access: 'public',
  },
  createAccountAuthorization: {
    path: '/create-account/authorization/:token',
    page: 'Create account: Verification',
    category: 'createAccount',
    access: 'public',
  },
  createAccountConfirmation: {
    path: '/create-account/confirmation',
    page: 'Create account: Confirmation',
    category: 'createAccount',
    access: 'public',
  },
  createAccountLoginId: { path: '/create-account/loginID', page: 'Create account: Login ID', category: 'createAccount', access: 'public' },
  createAccountSuccess: { path: '/create-account/success', page: 'Create account: Success', category: 'createAccount', access: 'public' },
  createAccountExpired: { path: '/create-account/expired', page: 'Create account: Expired', category: 'createAccount', access: 'public' },
} as const;
