import { defineRoutes, matchIn, type Route, type RouteMatch } from '../route';
import { guestPages } from './guest';
import { guestClaimPages, guestUploadPages, homePhotoPages } from './guestClaims';
import { shellPages } from './shell';

// The routes of what a visitor does without logging in, made of their page data (which the login page reads
// without them): the portal's route table and the guest pages' own both hold them.

export const guestRoutes = /*#__PURE__*/ defineRoutes(guestPages);

/** Claims and uploads without signing in, and the home photo tool. */
export const guestClaimRoutes = /*#__PURE__*/ defineRoutes({ ...guestClaimPages, ...guestUploadPages, ...homePhotoPages });

/** The guest pages' own routes (src/guest): the gateway answers their addresses with the guest pages' HTML. */
export const guestAppRoutes = { ...guestRoutes, ...guestClaimRoutes };
export const guestRouteTable: readonly Route[] = /*#__PURE__*/ Object.values(guestAppRoutes);
const { notFound } = /*#__PURE__*/ defineRoutes({ notFound: shellPages.notFound });

/** The guest route a path (without the /customers base) shows, or not-found for any other (the portal answers it). */
export const matchGuestRoute = (pathname: string): RouteMatch => matchIn(guestRouteTable, pathname, notFound);

/** Whether a path is one of the guest pages' own; any other is the portal's (or another application's). */
export const isGuestPath = (pathname: string): boolean => matchGuestRoute(pathname).key !== notFound.key;
