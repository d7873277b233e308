import { defineManifest, type LazyDomain } from '../shell/manifest';
import { claimRoutes, fnolRoutes } from '../shared/routes';

/** A claim file shows its documents; filing a claim also reads the customer's contact information. */
const needs: LazyDomain[] = ['policies', 'claims', 'fnol', 'documents'];
const claimPage = () => import(/* webpackChunkName: "claim" */ './screens/ClaimPage');

export const claimsManifest = /*#__PURE__*/ defineManifest(
  { ...claimRoutes, ...fnolRoutes },
  {
    claims: { screen: () => import(/* webpackChunkName: "claims" */ './screens/ClaimsPage'), needs },
    fnolStep: { screen: () => import(/* webpackChunkName: "claim-filing" */ './screens/FnolPage'), needs: [...needs, 'profile'] },
    claim: { screen: claimPage, needs },
    claimOverview: { screen: claimPage, needs },
    claimCoverages: { screen: claimPage, needs },
    claimDocuments: { screen: claimPage, needs },
    claimMessenger: { screen: claimPage, needs },
    claimSettings: { screen: claimPage, needs },
  },
);
