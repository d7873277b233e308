import * as t from 'io-ts';
import { GuestClaimFiling } from '../contract/guestClaims';
import { GuestFnolAnswers } from './guestClaimFiling';

/**
 * A guest's claim submitted with no network: kept on this device (IndexedDB, src/services/offlineStore.ts) with the
 * idempotency key made when it was first submitted, and the answers, so a refusal can reopen the filing to correct
 * it. Deleted once the claim is filed, or when the guest cancels it.
 */
export const QueuedGuestFiling = t.type({
  line: t.literal('guest'),
  key: t.string,
  queuedAt: t.number,
  filing: GuestClaimFiling,
  answers: GuestFnolAnswers,
  answered: t.array(t.string),
});
export type QueuedGuestFiling = t.TypeOf<typeof QueuedGuestFiling>;
