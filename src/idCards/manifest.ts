import { defineManifest } from '../shell/manifest';
import { documentRoutes } from '../shared/routes';
import { guestRoutes } from '../shared/routes/guestRoutes';

/** A customer's ID cards, among the documents. */
export const idCardsManifest = /*#__PURE__*/ defineManifest(documentRoutes, {
  documentIdCards: {
    screen: () => import(/* webpackChunkName: "id-cards" */ './screens/IdCardsPage'),
    needs: ['policies', 'idCards', 'documents', 'profile'],
  },
});

/** Express ID cards, without signing in (the guest pages draw it too). */
export const expressIdManifest = /*#__PURE__*/ defineManifest(guestRoutes, {
  expressId: { screen: () => import(/* webpackChunkName: "express-id" */ './screens/ExpressIdPage'), needs: ['idCards'] },
});
