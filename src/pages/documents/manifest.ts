import { defineManifest, type LazyDomain } from '../../shell/manifest';
import { documentRoutes } from '../../shared/routes';

/**
 * The documents centre: the customer's documents by policy, claim, bill and envelope, with an envelope's audit trail
 * (onboarding's record). It composes those areas, so it stands above them here; sending documents is the documents
 * area's own (src/documents/manifest.ts), and its ID cards the ID cards area's (src/idCards/manifest.ts).
 */
const needs: LazyDomain[] = ['policies', 'documents', 'profile'];
const list = { screen: () => import(/* webpackChunkName: "documents" */ './DocumentsPage'), needs };

export const documentsPageManifest = /*#__PURE__*/ defineManifest(documentRoutes, {
  documents: list,
  documentsPolicy: list,
  documentsClaim: list,
  documentsBilling: list,
  // An envelope's record is onboarding's.
  documentsEnvelope: { ...list, needs: ['policies', 'documents', 'onboarding', 'profile'] },
  documentsCategory: list,
});
