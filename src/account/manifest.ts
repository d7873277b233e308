import { defineManifest } from '../shell/manifest';
import { shellRoutes } from '../shared/routes';

/**
 * The account landing: it shows claims, documents and billing, starts the payment of an account, and sends a sign-in
 * with onboarding to finish into it.
 */
export const accountManifest = /*#__PURE__*/ defineManifest(shellRoutes, {
  account: {
    screen: () => import(/* webpackChunkName: "account" */ './screens/AccountPage'),
    needs: ['policies', 'claims', 'fnol', 'documents', 'onboarding', 'profile', 'payments', 'billing'],
    offers: ['accountBanner', 'accountModal'],
  },
});
