import { defineManifest } from '../shell/manifest';
import { accountCreationRoutes } from '../shared/routes';

/** Every step of creating an account is one screen. */
const step = {
  screen: () => import(/* webpackChunkName: "create-account" */ './screens/CreateAccountPage'),
  needs: ['accountCreation'],
} as const;

export const accountCreationManifest = /*#__PURE__*/ defineManifest(accountCreationRoutes, {
  createAccount: step,
  createAccountVerification: step,
  createAccountAuthorization: step,
  createAccountConfirmation: step,
  createAccountLoginId: step,
  createAccountSuccess: step,
  createAccountExpired: step,
});
