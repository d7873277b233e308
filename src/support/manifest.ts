import { defineManifest } from '../shell/manifest';
import { shellRoutes } from '../shared/routes';

/** Under the portal, the support console's address only hands over to its own page (support.html). */
export const supportManifest = /*#__PURE__*/ defineManifest(shellRoutes, {
  support: { screen: () => import(/* webpackChunkName: "support-handoff" */ './screens/HandoffPage') },
});
