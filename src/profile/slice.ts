import { reducerOf } from '../bus/reducer';
import type { Party } from '../contract/party';
import { authActions } from '../auth/catalogue';
import { profileActions } from './catalogue';

export interface ProfileState {
  readonly status: 'idle' | 'loaded' | 'failed';
  readonly party: Party | null;
}

export const initialProfileState: ProfileState = { status: 'idle', party: null };

export const profileReducer = reducerOf<ProfileState>(initialProfileState, (on) => {
  on(profileActions.partyLoaded, (_state, payload) => ({ status: 'loaded', party: payload.party }));
  on(profileActions.partyLoadFailed, (state) => ({ ...state, status: 'failed' }));
  on(authActions.signedOut, () => initialProfileState);
});
