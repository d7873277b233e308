import { reducerOf } from '../bus/reducer';
import type { RemoteConfig } from '../contract/config';
import { flagsActions } from './catalogue';
import { defaultRemoteConfig } from './defaults';

export interface FlagsState {
  readonly status: 'idle' | 'loading' | 'loaded' | 'errored';
  readonly config: RemoteConfig;
  readonly fetchedAt: number | null;
}

export const initialFlagsState: FlagsState = { status: 'idle', config: defaultRemoteConfig, fetchedAt: null };

export const flagsReducer = reducerOf<FlagsState>(initialFlagsState, (on) => {
  on(flagsActions.fetchStarted, (state) => ({ ...state, status: 'loading' }));
  on(flagsActions.loaded, (_state, payload) => ({ status: 'loaded', config: payload.config, fetchedAt: payload.fetchedAt }));
  on(flagsActions.fetchFailed, (state) => ({ ...state, status: 'errored' }));
});
