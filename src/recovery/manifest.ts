import { defineManifest } from '../shell/manifest';
import { shellRoutes } from '../shared/routes';

/** The ways back in from the login page. */
export const recoveryManifest = /*#__PURE__*/ defineManifest(shellRoutes, {
  forgotPassword: { screen: () => import(/* webpackChunkName: "forgot-password" */ './screens/ForgotPasswordPage'), needs: ['recovery'] },
  forgotLoginId: { screen: () => import(/* webpackChunkName: "forgot-login-id" */ './screens/ForgotLoginIdPage'), needs: ['recovery'] },
});
