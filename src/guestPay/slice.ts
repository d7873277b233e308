import { createReducer } from '@reduxjs/toolkit';
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

export const guestPayReducer = createReducer<GuestPayState>(initialGuestPayState, (builder) =>
  builder
    .addCase(guestPayActions.guestPayStarted, () => initialGuestPayState)
    .addCase(guestPayActions.lineOfBusinessChosen, (_state, { payload }) => ({
      ...initialGuestPayState,
      lineOfBusiness: payload.lineOfBusiness,
    }))
    .addCase(guestPayActions.billSearchSubmitted, (state) => ({ ...state, searching: true, searchError: null }))
    .addCase(guestPayActions.billFound, (state, { payload: { grant: _grant, ...bill } }) => ({ ...state, searching: false, bill }))
    .addCase(guestPayActions.billSearchFailed, (state, { payload }) => ({ ...state, searching: false, searchError: payload.message })),
);
