import type { Reducer, UnknownAction } from 'redux';
import { CATALOGUE_VERSION, toAction, type LogEntry } from './actionLog';

/** Rewrites an action recorded under an older catalogue version into today's shape. */
export type Upgrade = (entry: LogEntry) => LogEntry;

/** Upgrades by the version they start from: upgrades[1] turns a version-1 entry into version 2. */
const upgrades: Record<number, Upgrade> = {};

export function upgradeEntry(entry: LogEntry, table: Record<number, Upgrade> = upgrades, target: number = CATALOGUE_VERSION): LogEntry {
  let current = entry;
  while (current.v < target) {
    const step = table[current.v];
    current = step ? step(current) : { ...current, v: current.v + 1 };
  }
  return current;
}

/** Folds a recorded log through the reducers: the state the customer's screen was drawn from. */
export function replay<S>(entries: readonly LogEntry[], reducer: Reducer<S, UnknownAction>, initial?: S): S {
  const start = initial ?? reducer(undefined, { type: '@@replay/INIT' });
  return entries.map((e) => toAction(upgradeEntry(e))).reduce<S>((state, action) => reducer(state, action), start);
}
