import { appActions } from '../../src/shell/catalogue';
import { routesOf } from '../../src/app/domains';
import { registerEveryAreaSlice } from '../../src/app/areaSlices';
import { authActions } from '../../src/auth/catalogue';

/**
 * For screens a test draws over sagas it chooses itself: every area counts as started, with its slice, so no route
 * waits for sagas the test does not run (src/app/domains.ts).
 */
export function everyAreaStarted() {
  registerEveryAreaSlice();
  return appActions.domainsStarted({ domains: Object.keys(routesOf) });
}

/** For customer pages a test draws without the startup saga: the stored session is known, and signed in. */
export const sessionKnownSignedIn = (loginId = 'mutual.customer') =>
  authActions.sessionChecked({ signedIn: true, loginId, expiresAt: 2e12 });
