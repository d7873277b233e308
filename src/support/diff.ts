/** One changed value between two states: its dotted path and the value before and after. */
export interface Change {
  readonly path: string;
  readonly before: unknown;
  readonly after: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The changes from one state to the next, down to the leaves (arrays compared element by element).
 * Unchanged branches are skipped by reference, so a step's diff costs little even on a large state.
 */
export function stateDiff(before: unknown, after: unknown, path = '', out: Change[] = [], limit = 200): Change[] {
  if (before === after || out.length >= limit) return out;
  if (isRecord(before) && isRecord(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    for (const key of keys) stateDiff(before[key], after[key], path ? `${path}.${key}` : key, out, limit);
    return out;
  }
  out.push({ path, before, after });
  return out;
}
