import { defineManifest } from '../shell/manifest';
import { shellRoutes } from '../shared/routes';

/** Signing in and its outcomes (their areas' sagas start with the portal). */
export const authManifest = /*#__PURE__*/ defineManifest(shellRoutes, {
  login: { screen: () => import(/* webpackChunkName: "login" */ './screens/LoginPage') },
  loginError: { screen: () => import(/* webpackChunkName: "login-error" */ './screens/LoginErrorPage') },
  loginSystemError: { screen: () => import(/* webpackChunkName: "login-system-error" */ './screens/SystemErrorPage') },
  unsupportedBrowser: { screen: () => import(/* webpackChunkName: "unsupported-browser" */ './screens/UnsupportedBrowserPage') },
  signInCallback: { screen: () => import(/* webpackChunkName: "sign-in-callback" */ './screens/SignInCallbackPage') },
  forcedLogout: { screen: () => import(/* webpackChunkName: "signed-out" */ './screens/SignedOutPage') },
});
