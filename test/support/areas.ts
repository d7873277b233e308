import { appActions } from '../../src/app/catalogue';
import { routesOf } from '../../src/app/domains';

/**
 * For screens a test draws over sagas it chooses itself: every area counts as started, so no route waits for
 * sagas the test does not run (src/app/domains.ts).
 */
export const everyAreaStarted = () => appActions.domainsStarted({ domains: Object.keys(routesOf) });
