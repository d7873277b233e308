import { reducerOf } from '../bus/reducer';
import type { GuestBill, GuestLineOfBusiness } from '../contract/guestPay';
import { guestPayActions } from './catalogue';

export interface GuestPayState {
  readonly lineOfBusiness: GuestLineOfBusiness | null;
  readonly searching: boolean;
  readonly searchError: string | null;
  /** The bill found, without its grant (the payment keeps that). */
  readonly bill: Omit<GuestBill, 'grant'> | null;
}

export const initialGuestPayState: GuestPayState = { lineOfBusiness: null, searching: false, searchError: null, bill: null };

export const guestPayReducer = reducerOf<GuestPayState>(initialGuestPayState, (on) => {
  on(guestPayActions.guestPayStarted, () => initialGuestPayState);
  on(guestPayActions.lineOfBusinessChosen, (_state, payload) => ({
    ...initialGuestPayState,
    lineOfBusiness: payload.lineOfBusiness,
  }));
  on(guestPayActions.billSearchSubmitted, (state) => ({ ...state, searching: true, searchError: null }));
  on(guestPayActions.billFound, (state, { grant: _grant, ...bill }) => ({ ...state, searching: false, bill }));
  on(guestPayActions.billSearchFailed, (state, payload) => ({ ...state, searching: false, searchError: payload.message }));
});
