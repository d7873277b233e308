import type { OfferSlot } from '../contract/offers';
import type { OffersState } from './slice';

interface WithOffers {
  offers: OffersState;
}

/** The offer a slot shows, or null. */
export const selectOfferIn = (slot: OfferSlot) => (state: WithOffers) => state.offers.bySlot[slot] ?? null;
/** Whether this slot's modal offer is open. */
export const selectOfferOpen = (slot: OfferSlot) => (state: WithOffers) => state.offers.open === slot;
