import { createSelector } from 'reselect';
import type { ProfileState } from './slice';

interface WithProfile {
  profile: ProfileState;
}

export const selectProfile = (state: WithProfile) => state.profile;
export const selectParty = (state: WithProfile) => state.profile.party;
export const selectPartyDisplayName = createSelector(selectParty, (party) => (party ? `${party.firstName} ${party.lastName}` : null));
