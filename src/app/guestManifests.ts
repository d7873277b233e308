import { mergeManifests, needsIndex } from '../shell/manifest';
import { guestPayManifest } from '../guestPay/manifest';
import { guestClaimsManifest } from '../guestClaims/manifest';
import { expressIdManifest } from '../idCards/manifest';

/**
 * What a visitor does without logging in (spec section 2): the portal draws these routes, and so does the guest
 * pages' own light application (src/guest), which a visitor's first load of one of their addresses brings.
 */
export const guestManifest = /*#__PURE__*/ mergeManifests(guestPayManifest, guestClaimsManifest, expressIdManifest);

/** The areas each guest route needs (the guest pages load no customer's manifest or route table). */
export const guestDomainsOfRoute = /*#__PURE__*/ needsIndex(guestManifest);
