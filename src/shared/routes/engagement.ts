/**
 * The pages of engagement: the two outside pages (contact-us, timeout), the mobile app's page and the messenger's
 * sign-in return (spec section 2).
 */
export const engagementPages = {
  contactUs: { path: '/contact-us', page: 'Contact us', category: 'contact', access: 'public' },
  timeout: { path: '/timeout', page: 'Session timed out', category: 'login', access: 'public' },
  mobileAppInfo: { path: '/mobile-app-info', page: 'Mobile app', category: 'entry', access: 'public' },
  messengerCallback: { path: '/messenger/callback', page: 'Returning to your messages', category: 'claims', access: 'customer' },
} as const;
