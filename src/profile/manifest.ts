import { defineManifest, type LazyDomain } from '../shell/manifest';
import { profileRoutes } from '../shared/routes';

const needs: LazyDomain[] = ['profile'];
const contact = { screen: () => import(/* webpackChunkName: "profile-contact" */ './screens/ContactInformationPage'), needs };
const paperless = { screen: () => import(/* webpackChunkName: "profile-paperless" */ './screens/PaperlessPage'), needs };
const notifications = { screen: () => import(/* webpackChunkName: "profile-notifications" */ './screens/NotificationsPage'), needs };
const security = { screen: () => import(/* webpackChunkName: "profile-security" */ './screens/SecurityPage'), needs };

export const profileManifest = /*#__PURE__*/ defineManifest(profileRoutes, {
  profile: { screen: () => import(/* webpackChunkName: "profile" */ './screens/ProfilePage'), needs },
  profileContactInformation: contact,
  profileUpdateLifeAddress: contact,
  profileManageEmails: contact,
  profileAddEmail: contact,
  profileManagePhones: contact,
  profileAddPhone: contact,
  profilePaperless: paperless,
  profilePaperlessLife: paperless,
  profilePaperlessAccount: paperless,
  profileNotifications: notifications,
  profileTextingEnroll: notifications,
  profileSecurity: security,
  profilePassword: security,
  profileLoginId: security,
  profileMfa: { screen: () => import(/* webpackChunkName: "profile-mfa" */ './screens/MfaPage'), needs },
  profilePasskeys: { screen: () => import(/* webpackChunkName: "profile-passkeys" */ './screens/PasskeysPage'), needs },
  profileEproxy: { screen: () => import(/* webpackChunkName: "profile-eproxy" */ './screens/EproxyPage'), needs },
});
