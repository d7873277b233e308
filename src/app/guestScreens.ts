import type { ComponentType } from 'react';
import { lazyScreen } from './chunks';

/** The home photo tool's intro and its later steps: one screen. */
const homePhotoScreen = lazyScreen(() => import(/* webpackChunkName: "home-photo" */ '../guestClaims/screens/HomePhotoPage'));

/**
 * The screens of what a visitor does without logging in (spec section 2): the portal draws them, and so does the
 * guest pages' own light application (src/guest), which a visitor's first load of one of their addresses brings.
 */
export const guestScreens = {
  guestPay: lazyScreen(() => import(/* webpackChunkName: "guest-pay" */ '../guestPay/screens/GuestPayPage')),
  expressId: lazyScreen(() => import(/* webpackChunkName: "express-id" */ '../idCards/screens/ExpressIdPage')),
  guestFnolStep: lazyScreen(() => import(/* webpackChunkName: "guest-claim" */ '../guestClaims/screens/GuestClaimPage')),
  guestUpload: lazyScreen(() => import(/* webpackChunkName: "guest-upload" */ '../guestClaims/screens/GuestUploadPage')),
  homePhoto: homePhotoScreen,
  homePhotoStep: homePhotoScreen,
} satisfies Record<string, ComponentType>;
