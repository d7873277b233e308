import type { AuthState } from './slice';
import { fieldSelector } from '../bus/fieldSelector';

interface WithAuth {
  auth: AuthState;
}

const selectAuth = (state: WithAuth) => state.auth;
export const selectSignedIn = (state: WithAuth) => state.auth.status === 'signedIn';
export const selectAuthStatus = (state: WithAuth) => state.auth.status;

/** Narrow reads: one field of the slice each (docs/conventions.md, Selectors). */
export const selectAuthField = fieldSelector(selectAuth);
