import type { ProfileState } from './slice';
import { fieldSelector } from '../bus/fieldSelector';

interface WithProfile {
  profile: ProfileState;
}

export const selectProfile = (state: WithProfile) => state.profile;
export const selectParty = (state: WithProfile) => state.profile.party;

/** Narrow reads: one field of the slice each (docs/conventions.md, Selectors). */
export const selectProfileField = fieldSelector(selectProfile);
