import { tokenizePaymentMethod, type InstrumentDetails } from '../src/contract/payments';
import type { Services } from '../src/services/types';
import { callEndpoint } from './api';

/**
 * The separate tokenization call: the typed numbers go to the gateway once and only a token comes back. Saving a
 * method (billing) and paying with a new one (payments) both use it.
 */
export function* tokenizeInstrument(services: Services, details: InstrumentDetails, guestGrant: { guestGrant?: string } = {}) {
  return yield* callEndpoint(services, tokenizePaymentMethod, { body: { ...details, ...guestGrant }, actionName: 'tokenizePaymentMethod' });
}
