import { defineManifest, type LazyDomain } from '../shell/manifest';
import { documentRoutes } from '../shared/routes';

const needs: LazyDomain[] = ['policies', 'documents', 'profile'];

/** Sending documents (the documents centre composes other areas: src/pages/documents; its ID cards: src/idCards/manifest.ts). */
export const documentsManifest = /*#__PURE__*/ defineManifest(documentRoutes, {
  documentsUpload: { screen: () => import(/* webpackChunkName: "document-upload" */ './screens/UploadPage'), needs },
});
