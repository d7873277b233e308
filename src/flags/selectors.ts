import type { FlagName } from '../../config/flags';
import type { FlagsState } from './slice';

interface WithFlags {
  flags: FlagsState;
}

export const selectFlagsState = (state: WithFlags) => state.flags;
export const selectFlag =
  (name: FlagName) =>
  (state: WithFlags): boolean =>
    state.flags.config.flags[name] === 'true';
