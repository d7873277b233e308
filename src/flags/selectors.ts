import { createSelector } from 'reselect';
import type { FlagName, OutageName, SettingName } from '../../config/flags';
import type { FlagsState } from './slice';

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

/** An outage is active when `now` lies within its window (start inclusive, end exclusive). */
export function isOutageActive(window: { start: string | null; end: string | null }, now: number): boolean {
  if (!window.start || !window.end) return false;
  const start = Date.parse(window.start);
  const end = Date.parse(window.end);
  return Number.isFinite(start) && Number.isFinite(end) && now >= start && now < end;
}

export const selectOutageActive =
  (name: OutageName, now: number) =>
  (state: WithFlags): boolean =>
    isOutageActive(state.flags.config.outages[name], now);
