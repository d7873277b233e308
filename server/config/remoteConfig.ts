import type { Kysely } from 'kysely';
import { isRight } from 'fp-ts/lib/Either';
import { FlagValue, OutageValue, knownFlags, knownOutages, knownSettings, overridePrefixes } from '../../config/env';
import { flagDefaults, outageNames, settingDefaults, type OutageName } from '../../config/flags';
import type { RemoteConfig } from '../../src/contract/config';
import type { Database } from '../db/schema';

type Overrides = Map<string, string>; // 'flag:Name' | 'setting:Name' | 'outage:name' -> raw value

/** Overrides found in the environment (see config/env.ts), as `kind:Name` -> raw value. */
export function overridesFromEnv(env: Record<string, string | undefined>): Overrides {
  const found: Overrides = new Map();
  for (const [variable, value] of Object.entries(env)) {
    if (value === undefined) continue;
    for (const [kind, prefix] of Object.entries(overridePrefixes)) {
      if (variable.startsWith(prefix)) found.set(`${kind}:${variable.slice(prefix.length)}`, outageFromEnv(kind, value));
    }
  }
  return found;
}

// OUTAGE_x is written `start/end` in the environment; the table holds JSON.
function outageFromEnv(kind: string, value: string): string {
  if (kind !== 'outage' || value.trim().startsWith('{')) return value;
  const [start, end] = value.split('/');
  return JSON.stringify({ start: start?.trim() || null, end: end?.trim() || null });
}

/** Names of overrides that do not parse (for a warning at start). */
export function invalidOverrides(overrides: Overrides): string[] {
  return [...overrides].filter(([name, value]) => parseOverride(name, value) === undefined).map(([name]) => name);
}

function parseOverride(name: string, value: string): string | { start: string | null; end: string | null } | undefined {
  const [kind, key = ''] = name.split(':');
  if (kind === 'flag') return knownFlags.includes(key) && isRight(FlagValue.decode(value)) ? value : undefined;
  if (kind === 'setting') return knownSettings.includes(key) ? value : undefined;
  if (kind === 'outage' && knownOutages.includes(key)) {
    try {
      const decoded = OutageValue.decode(JSON.parse(value));
      return isRight(decoded) ? decoded.right : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The items of a comma-list setting (spec section 9), trimmed and in capitals, empty items left out. */
export const settingItems = (setting: string): string[] =>
  setting
    .split(',')
    .map((item) => item.trim().toUpperCase())
    .filter(Boolean);

/** Flags and settings: defaults, then environment overrides, then database overrides. */
export async function loadRemoteConfig(db: Kysely<Database>, envOverrides: Overrides): Promise<RemoteConfig> {
  const rows = await db.selectFrom('config_overrides').select(['name', 'value']).execute();
  const overrides: Overrides = new Map([...envOverrides, ...rows.map((r) => [r.name, r.value] as const)]);
  const flags: Record<string, string> = { ...flagDefaults };
  const settings: Record<string, string> = { ...settingDefaults };
  const outages = Object.fromEntries(outageNames.map((n) => [n, { start: null, end: null }])) as Record<
    OutageName,
    { start: string | null; end: string | null }
  >;
  for (const [name, raw] of overrides) {
    const value = parseOverride(name, raw);
    if (value === undefined) continue;
    const [kind, key = ''] = name.split(':');
    if (kind === 'flag' && typeof value === 'string') flags[key] = value;
    if (kind === 'setting' && typeof value === 'string') settings[key] = value;
    if (kind === 'outage' && typeof value === 'object') outages[key as OutageName] = value;
  }
  return { flags, settings, outages } as RemoteConfig;
}
