import type { RootState } from './reducers';

/** What every application on the bus has: the shell slices. */
type ShellState = Pick<RootState, 'app' | 'auth' | 'router'>;

export const selectPageError = (state: ShellState) => state.app.pageError;
export const selectMobileApp = (state: ShellState) => state.app.mobile.mode || state.app.mobile.loader;
export const selectBrowserSupport = (state: ShellState) => state.app.browser;
export const selectOnline = (state: ShellState) => state.app.online;
export const selectAuth = (state: ShellState) => state.auth;
export const selectSignedIn = (state: ShellState) => state.auth.status === 'signedIn';
export const selectQuery = (state: ShellState) => new URLSearchParams(state.router.location.search);
export const selectSearch = (state: ShellState) => state.router.location.search;
