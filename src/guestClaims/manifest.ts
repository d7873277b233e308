import { defineManifest, type LazyDomain } from '../shell/manifest';
import { guestClaimRoutes } from '../shared/routes/guestRoutes';

/** Reporting a claim and sending its documents without signing in, and the home photo tool (its intro and later steps: one screen). */
const needs: LazyDomain[] = ['documents', 'guestClaims'];
const homePhoto = { screen: () => import(/* webpackChunkName: "home-photo" */ './screens/HomePhotoPage'), needs };

export const guestClaimsManifest = /*#__PURE__*/ defineManifest(guestClaimRoutes, {
  guestFnolStep: { screen: () => import(/* webpackChunkName: "guest-claim" */ './screens/GuestClaimPage'), needs },
  guestUpload: { screen: () => import(/* webpackChunkName: "guest-upload" */ './screens/GuestUploadPage'), needs },
  homePhoto,
  homePhotoStep: homePhoto,
});
