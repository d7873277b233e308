import { createReducer } from '@reduxjs/toolkit';
import type { Party } from '../contract/party';
import { authActions } from '../auth/catalogue';
import { profileActions } from './catalogue';

export interface ProfileState {
  readonly status: 'idle' | 'loaded' | 'failed';
  readonly party: Party | null;
}

export const initialProfileState: ProfileState = { status: 'idle', party: null };

export const profileReducer = createReducer<ProfileState>(initialProfileState, (builder) =>
  builder
    .addCase(profileActions.partyLoaded, (_state, { payload }) => ({ status: 'loaded', party: payload.party }))
    .addCase(profileActions.partyLoadFailed, (state) => ({ ...state, status: 'failed' }))
    .addCase(authActions.signedOut, () => initialProfileState),
);
