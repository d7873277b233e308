import { defineManifest, type LazyDomain } from '../../shell/manifest';
import { policyRoutes } from '../../shared/routes';

/**
 * A policy's tabs: its summary, coverages and discounts (the policies area's), with its billing, documents, ID cards
 * and changes (the documents, ID cards and self-service areas'). The page composes those areas, so it stands above
 * them here, and the policies area keeps the model they read (src/policies).
 */
const policyPage = () => import(/* webpackChunkName: "policy" */ './PolicyPage');
const tab = { screen: policyPage, needs: ['policies', 'selfService', 'idCards', 'documents', 'profile'] satisfies LazyDomain[] } as const;

export const policyPageManifest = /*#__PURE__*/ defineManifest(policyRoutes, {
  policy: tab,
  policyOverview: tab,
  policyCoverages: tab,
  policyDiscounts: tab,
  policyDocuments: tab,
  policyIdCards: tab,
});
