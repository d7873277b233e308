import { isGuestPath } from './guestRoutes';

// Which built page (HTML shell) answers an address under /customers: the gateway serves it, and the offline worker
// (src/offline/worker.ts) answers a navigation with its kept copy when the network is gone. One rule for both.

export type Shell = 'index.html' | 'quoting.html' | 'signin.html' | 'guest.html' | 'support.html' | 'replay.html';

const quotingPage = /^\/quoting(?:\/|$)/;
export const loginPage = /^\/login\/?$/;

/** The shell of a path without the /customers base: the support console, the login form, the guest pages and quoting have their own. */
export function shellOf(subPath: string): Shell {
  if (quotingPage.test(subPath)) return 'quoting.html';
  if (loginPage.test(subPath)) return 'signin.html';
  if (isGuestPath(subPath)) return 'guest.html';
  if (/^\/support-replay\/?$/.test(subPath)) return 'replay.html';
  if (/^\/support(?:\/|$)/.test(subPath)) return 'support.html';
  return 'index.html';
}
