import type { GuestPayState } from './slice';
import { fieldSelector } from '../bus/fieldSelector';

export const selectGuestPay = (state: { guestPay: GuestPayState }) => state.guestPay;

/** Narrow reads: one field of the slice each (docs/conventions.md, Selectors). */
export const selectGuestPayField = fieldSelector(selectGuestPay);
