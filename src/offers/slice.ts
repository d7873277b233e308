import { reducerOf } from '../bus/reducer';
import type { Offer, OfferKind, OfferSlot } from '../contract/offers';
import { authActions } from '../auth/catalogue';
import { offersActions } from './catalogue';

export interface OffersState {
  /** The offer shown in each slot. */
  readonly bySlot: Readonly<Partial<Record<OfferSlot, Offer>>>;
  /** Kinds the customer dismissed in this visit: never shown again, whatever arrives later. */
  readonly dismissed: readonly OfferKind[];
  /** The slot whose modal offer is open, if any. */
  readonly open: OfferSlot | null;
}

export const initialOffersState: OffersState = { bySlot: {}, dismissed: [], open: null };

export const offersReducer = reducerOf<OffersState>(initialOffersState, (on) => {
  on(offersActions.offersLoaded, (state, { offers }) => {
    const bySlot = { ...state.bySlot };
    for (const offer of offers) if (!state.dismissed.includes(offer.kind)) bySlot[offer.slot] = offer;
    return { ...state, bySlot };
  });
  on(offersActions.dismissRequested, (state, { slot, kind }) => {
    const { [slot]: _, ...bySlot } = state.bySlot;
    return { bySlot, dismissed: state.dismissed.includes(kind) ? state.dismissed : [...state.dismissed, kind], open: null };
  });
  on(offersActions.offerOpened, (state, { slot }) => ({ ...state, open: slot }));
  on(offersActions.offerClosed, (state) => ({ ...state, open: null }));
  on(offersActions.offerClicked, (state) => ({ ...state, open: null }));
  on(authActions.signedOut, () => initialOffersState);
});
