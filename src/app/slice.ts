import { createReducer } from '@reduxjs/toolkit';
import { appActions, type ChunkFailure } from './catalogue';

export interface AppState {
  readonly appVersion: string | null;
  readonly mobile: { readonly loader: boolean; readonly mode: boolean };
  readonly page: { readonly name: string; readonly category: string; readonly path: string } | null;
  /** The polite live-region text: 'Viewing {page} page'. */
  readonly announcement: string;
  readonly pageError: { readonly chunkFailure: ChunkFailure | null } | null;
  readonly online: boolean;
  readonly browser: { readonly supported: boolean; readonly outdatedIos: boolean; readonly bannerDismissed: boolean };
}

export const initialAppState: AppState = {
  appVersion: null,
  mobile: { loader: false, mode: false },
  page: null,
  announcement: '',
  pageError: null,
  online: true,
  browser: { supported: true, outdatedIos: false, bannerDismissed: false },
};

// Case reducers change the draft (Immer) rather than return copies: Immer then freezes only what
// changed, which keeps replaying long logs fast.
export const appReducer = createReducer<AppState>(initialAppState, (builder) =>
  builder
    .addCase(appActions.started, (state, { payload }) => {
      state.appVersion = payload.appVersion;
    })
    .addCase(appActions.mobileModeDetected, (state, { payload }) => {
      state.mobile = payload;
    })
    .addCase(appActions.pageViewed, (state, { payload }) => {
      state.page = { name: payload.page, category: payload.category, path: payload.path };
      state.announcement = `Viewing ${payload.page} page`;
      state.pageError = null;
    })
    .addCase(appActions.pageErrorOccurred, (state, { payload }) => {
      state.pageError = { chunkFailure: payload.chunkFailure };
    })
    .addCase(appActions.connectionLost, (state) => {
      state.online = false;
    })
    .addCase(appActions.connectionRestored, (state) => {
      state.online = true;
    })
    .addCase(appActions.browserChecked, (state, { payload }) => {
      state.browser = { supported: payload.supported, outdatedIos: payload.outdatedIos, bannerDismissed: payload.bannerDismissed };
    })
    .addCase(appActions.browserBannerDismissed, (state) => {
      state.browser.bannerDismissed = true;
    }),
);
