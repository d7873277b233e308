import { defineManifest, type LazyDomain } from '../shell/manifest';
import { policyRoutes } from '../shared/routes';

// The area to copy: each route of src/shared/routes/policies.ts (address, page name, guard) with its screen and the
// areas it needs. The shell's switch, the areas started before a page view and the tests read this, nothing else.

const policiesPage = () => import(/* webpackChunkName: "policies" */ './screens/PoliciesPage');
const policyPage = () => import(/* webpackChunkName: "policy" */ './screens/PolicyPage');

/** The lists show summaries only; a policy's tabs show its ID cards, documents and changes too. */
const list = { screen: policiesPage, needs: ['policies'] } as const;
const tab = { screen: policyPage, needs: ['policies', 'selfService', 'idCards', 'documents', 'profile'] satisfies LazyDomain[] } as const;

export const policiesManifest = /*#__PURE__*/ defineManifest(policyRoutes, {
  policies: list,
  policiesActive: list,
  policiesArchived: list,
  policy: tab,
  policyOverview: tab,
  policyCoverages: tab,
  policyDiscounts: tab,
  policyDocuments: tab,
  policyIdCards: tab,
});
