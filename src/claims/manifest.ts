import { defineManifest, type LazyDomain } from '../shell/manifest';
import { claimRoutes, fnolRoutes } from '../shared/routes';

/** A claim file shows its documents; filing a claim also reads the customer's contact information. */
const needs: LazyDomain[] = ['policies', 'claims', 'fnol', 'documents'];
const claimPage = () => import(/* webpackChunkName: "claim" */ './screens/ClaimPage');
/** A claim file's own pages: the chat's offer speaks to them. */
const claimFile = { screen: claimPage, needs, chat: 'claimPage' } as const;

export const claimsManifest = /*#__PURE__*/ defineManifest(
  { ...claimRoutes, ...fnolRoutes },
  {
    claims: { screen: () => import(/* webpackChunkName: "claims" */ './screens/ClaimsPage'), needs },
    fnolStep: {
      screen: () => import(/* webpackChunkName: "claim-filing" */ './screens/FnolPage'),
      needs: [...needs, 'profile'],
      // The review of the claim being filed: the chat loads there for the claimant, button flag or not.
      chat: ({ step }) => (step === 'review' ? 'claimReview' : null),
    },
    claim: claimFile,
    claimOverview: claimFile,
    claimCoverages: claimFile,
    claimDocuments: claimFile,
    claimMessenger: claimFile,
    claimSettings: claimFile,
  },
);
