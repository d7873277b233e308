import { fieldSelector } from '../bus/fieldSelector';
import type { EngagementState } from './slice';

interface WithEngagement {
  engagement: EngagementState;
}

export const selectEngagementState = (state: WithEngagement) => state.engagement;
/** Narrow reads: one field of the slice each. */
export const selectEngagementField = fieldSelector(selectEngagementState);
