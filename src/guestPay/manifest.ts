import { defineManifest } from '../shell/manifest';
import { guestRoutes } from '../shared/routes/guestRoutes';

/** Paying a bill without signing in (the portal and the guest pages draw it). */
export const guestPayManifest = /*#__PURE__*/ defineManifest(guestRoutes, {
  guestPay: { screen: () => import(/* webpackChunkName: "guest-pay" */ './screens/GuestPayPage'), needs: ['payments', 'guestPay'] },
});
