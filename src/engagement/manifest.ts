import { defineManifest } from '../shell/manifest';
import { engagementRoutes } from '../shared/routes';

/** Engagement's pages (its sagas start with the portal). */
export const engagementManifest = /*#__PURE__*/ defineManifest(engagementRoutes, {
  contactUs: { screen: () => import(/* webpackChunkName: "contact-us" */ './screens/ContactUsPage') },
  timeout: { screen: () => import(/* webpackChunkName: "timeout" */ './screens/TimeoutPage') },
  mobileAppInfo: { screen: () => import(/* webpackChunkName: "mobile-app-info" */ './screens/MobileAppInfoPage') },
  messengerCallback: { screen: () => import(/* webpackChunkName: "messenger-callback" */ './screens/MessengerCallbackPage') },
});
