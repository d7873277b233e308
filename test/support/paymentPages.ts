import type { PaymentPage } from '../../sagas/payments';
import { matchPortalRoute } from '../../src/shared/routes';

/** The payment page an address shows, with the parameters the navigation hands its route on entering it. */
export const paymentPageAt = (path: string): PaymentPage => matchPortalRoute(path).params as PaymentPage;
