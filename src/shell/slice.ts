import { reducerOf } from '../bus/reducer';
import { appActions, type ChunkFailure } from './catalogue';

export interface AppState {
  readonly appVersion: string | null;
  readonly mobile: { readonly loader: boolean; readonly mode: boolean };
  /** The page shown: its route's key, name, category and address. */
  readonly page: { readonly route: string; readonly name: string; readonly category: string; readonly path: string } | null;
  /** The polite live-region text: 'Viewing {page} page'. */
  readonly announcement: string;
  readonly pageError: { readonly chunkFailure: ChunkFailure | null } | null;
  /** The areas whose sagas arrived after the first script (src/app/domains.ts) and run. */
  readonly startedDomains: readonly string[];
  readonly online: boolean;
  readonly browser: { readonly supported: boolean; readonly outdatedIos: boolean; readonly bannerDismissed: boolean };
  /** A notice above every page until the customer closes it: something done away from its own pages. */
  readonly notice: { readonly heading: string; readonly text: string } | null;
}

export const initialAppState: AppState = {
  appVersion: null,
  mobile: { loader: false, mode: false },
  page: null,
  announcement: '',
  pageError: null,
  startedDomains: [],
  online: true,
  browser: { supported: true, outdatedIos: false, bannerDismissed: false },
  notice: null,
};

export const appReducer = reducerOf<AppState>(initialAppState, (on) => {
  on(appActions.started, (state, payload) => ({ ...state, appVersion: payload.appVersion }));
  on(appActions.mobileModeDetected, (state, payload) => ({ ...state, mobile: payload }));
  on(appActions.pageViewed, (state, payload) => ({
    ...state,
    page: { route: payload.route, name: payload.page, category: payload.category, path: payload.path },
    announcement: `Viewing ${payload.page} page`,
    pageError: null,
  }));
  on(appActions.pageErrorOccurred, (state, payload) => ({ ...state, pageError: { chunkFailure: payload.chunkFailure } }));
  on(appActions.domainsStarted, (state, payload) => ({ ...state, startedDomains: [...state.startedDomains, ...payload.domains] }));
  on(appActions.connectionLost, (state) => ({ ...state, online: false }));
  on(appActions.connectionRestored, (state) => ({ ...state, online: true }));
  on(appActions.browserChecked, (state, payload) => ({
    ...state,
    browser: { supported: payload.supported, outdatedIos: payload.outdatedIos, bannerDismissed: payload.bannerDismissed },
  }));
  on(appActions.browserBannerDismissed, (state) => ({ ...state, browser: { ...state.browser, bannerDismissed: true } }));
  on(appActions.noticeShown, (state, notice) => ({ ...state, notice }));
  on(appActions.noticeDismissed, (state) => ({ ...state, notice: null }));
});
