import { defineManifest, type LazyDomain } from '../shell/manifest';
import { documentRoutes } from '../shared/routes';

const needs: LazyDomain[] = ['documents', 'profile'];
const list = { screen: () => import(/* webpackChunkName: "documents" */ './screens/DocumentsPage'), needs };

/** The documents centre (its ID cards are the ID cards area's: src/idCards/manifest.ts). */
export const documentsManifest = /*#__PURE__*/ defineManifest(documentRoutes, {
  documents: list,
  documentsPolicy: list,
  documentsClaim: list,
  documentsBilling: list,
  // An envelope's record is onboarding's.
  documentsEnvelope: { ...list, needs: ['documents', 'onboarding', 'profile'] },
  documentsCategory: list,
  documentsUpload: { screen: () => import(/* webpackChunkName: "document-upload" */ './screens/UploadPage'), needs },
});
