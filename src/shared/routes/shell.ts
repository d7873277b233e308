/**
 * The shell's own routes: entry, sign-in outcomes, the account landing, the support hand-off and development pages.
 * The login page (its own light entry, no path matcher) reads `shellPages` as plain data.
 */
export const shellPages = {
  home: { path: '/', page: 'Home', category: 'entry', access: 'public' },
  login: { path: '/login', page: 'Log in', category: 'login', access: 'public' },
  loginError: { path: '/login/error', page: 'Login error', category: 'login', access: 'public' },
  loginSystemError: { path: '/login/system-error', page: 'System error', category: 'login', access: 'public' },
  unsupportedBrowser: { path: '/login/unsupported-browser', page: 'Unsupported browser', category: 'login', access: 'public' },
  signInCallback: { path: '/implicit/callback', page: 'Signing in', category: 'login', access: 'public' },
  // The ways back in from the login page (their screens load with the portal, not with the light login page).
  forgotPassword: { path: '/forgot-password', page: 'Reset your password', category: 'login', access: 'public' },
  forgotLoginId: { path: '/forgot-login-id', page: 'Find your login ID', category: 'login', access: 'public' },
  forcedLogout: { path: '/forced-logout', page: 'Signed out', category: 'login', access: 'public' },
  account: { path: '/account', page: 'Account', category: 'account', access: 'customer' },
  designSystem: { path: '/dev/ui', page: 'Design system', category: 'development', access: 'public' },
  // The support console is its own page (support.html); under the portal this address only hands over to it.
  support: { path: '/support', page: 'Support console', category: 'support', access: 'public', prefix: true },
  notFound: { path: '*', page: 'Page not found', category: 'error', access: 'public', prefix: true },
} as const;
