import { reducerOf } from '../bus/reducer';
import { authActions } from '../auth/catalogue';
import { engagementActions } from './catalogue';

export interface EngagementState {
  /** The instant the contact-us page judges 'Open now' against (the injected clock's, read by the saga). */
  readonly contactClock: number | null;
  /** While the inactivity warning shows: when the sign-out comes. */
  readonly signOutAt: number | null;
  /** Where the customer was when the session timed out (the way back after logging in again). */
  readonly timedOutFrom: string | null;
}

export const initialEngagementState: EngagementState = { contactClock: null, signOutAt: null, timedOutFrom: null };

export const engagementReducer = reducerOf<EngagementState>(initialEngagementState, (on) => {
  on(engagementActions.contactClockRead, (state, { now }) => ({ ...state, contactClock: now }));
  on(engagementActions.inactivityWarned, (state, { signOutAt }) => ({ ...state, signOutAt }));
  on(engagementActions.staySignedInRequested, (state) => ({ ...state, signOutAt: null }));
  on(engagementActions.timedOut, (state, { returnTo }) => ({ ...state, signOutAt: null, timedOutFrom: returnTo }));
  on(authActions.signedOut, (state) => ({ ...state, signOutAt: null }));
  on(authActions.signedIn, (state) => ({ ...state, timedOutFrom: null }));
});
