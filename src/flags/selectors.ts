import type { FlagName, SettingName } from '../../config/flags';
import type { FlagsState } from './slice';

interface WithFlags {
  flags: FlagsState;
}

export const selectFlagsState = (state: WithFlags) => state.flags;
export const selectFlag =
  (name: FlagName) =>
  (state: WithFlags): boolean =>
    state.flags.config.flags[name] === 'true';

/** A comma-list setting (spec section 9), as the comma list (split it where it is read). */
export const selectSettingList =
  (name: SettingName) =>
  (state: WithFlags): string =>
    state.flags.config.settings[name] ?? '';
