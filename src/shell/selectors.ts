import type { RouterState } from 'connected-react-router';
import type { AppState } from './slice';

/** What every application on the bus has: the shell's slice and the address (the signed-in customer: src/auth/selectors.ts). */
interface ShellState {
  app: AppState;
  router: RouterState;
}

export const selectPageError = (state: ShellState) => state.app.pageError;
export const selectMobileApp = (state: ShellState) => state.app.mobile.mode || state.app.mobile.loader;
export const selectBrowserSupport = (state: ShellState) => state.app.browser;
export const selectOnline = (state: ShellState) => state.app.online;
export const selectNotice = (state: ShellState) => state.app.notice;
export const selectLocation = (state: Pick<ShellState, 'router'>) => state.router.location;
export const selectPageName = (state: Pick<ShellState, 'app'>) => state.app.page?.name ?? null;
/** The key of the route shown (the last page view's). */
export const selectPageRoute = (state: Pick<ShellState, 'app'>) => state.app.page?.route ?? null;
export const selectStartedDomains = (state: Pick<ShellState, 'app'>) => state.app.startedDomains;
export const selectAnnouncement = (state: Pick<ShellState, 'app'>) => state.app.announcement;
const selectSearch = (state: ShellState) => state.router.location.search;

let lastSearch: string | null = null;
let lastQuery = new URLSearchParams();
/**
 * The address's query, the same object while the address's search is unchanged. Memoised by hand on its one
 * string input: the login page, which reads it, carries no selector library in its first script.
 */
export const selectQuery = (state: ShellState): URLSearchParams => {
  const search = selectSearch(state);
  if (search !== lastSearch) {
    lastSearch = search;
    lastQuery = new URLSearchParams(search);
  }
  return lastQuery;
};
