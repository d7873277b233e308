import { createSelector } from 'reselect';
import type { FlagName, OutageName, SettingName } from '../../config/flags';
import type { FlagsState } from './slice';
import { isOutageActive } from '../shared/outages';

interface WithFlags {
  flags: FlagsState;
}

export const selectFlagsState = (state: WithFlags) => state.flags;
export const selectFlag =
  (name: FlagName) =>
  (state: WithFlags): boolean =>
    state.flags.config.flags[name] === 'true';
export const selectSetting =
  (name: SettingName) =>
  (state: WithFlags): string =>
    state.flags.config.settings[name];
export const selectCommaSetting = (name: SettingName) =>
  createSelector(selectSetting(name), (value) =>
    value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  );

export const selectOutageActive =
  (name: OutageName, now: number) =>
  (state: WithFlags): boolean =>
    isOutageActive(state.flags.config.outages[name], now);
