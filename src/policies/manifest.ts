import { defineManifest } from '../shell/manifest';
import { policyRoutes } from '../shared/routes';

// The area to copy: each route of src/shared/routes/policies.ts (address, page name, guard) whose screen is the area's,
// with that screen and the areas it needs (a page composing several areas has its manifest in src/pages). The shell's
// switch, the areas started before a page view and the tests read the manifests, nothing else.

const policiesPage = () => import(/* webpackChunkName: "policies" */ './screens/PoliciesPage');

/** The lists show summaries only; a policy's tabs compose other areas, so their page stands above (src/pages/policy). */
const list = { screen: policiesPage, needs: ['policies'] } as const;

export const policiesManifest = /*#__PURE__*/ defineManifest(policyRoutes, {
  policies: list,
  policiesActive: list,
  policiesArchived: list,
});
