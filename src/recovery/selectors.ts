import type { RecoveryState } from './slice';
import { fieldSelector } from '../bus/fieldSelector';

interface WithRecovery {
  recovery: RecoveryState;
}

const selectRecoveryState = (state: WithRecovery) => state.recovery;

/** Narrow reads: one field of the slice each. */
export const selectRecoveryField = fieldSelector(selectRecoveryState);
