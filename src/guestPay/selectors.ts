import type { GuestPayState } from './slice';

export const selectGuestPay = (state: { guestPay: GuestPayState }) => state.guestPay;
