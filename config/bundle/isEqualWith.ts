// connected-react-router compares the history's location state with the store's (time travel in Redux DevTools
// and support's replay) with lodash.isequalwith: 4 KB of gzip in every routed page's entry for comparing the small
// plain values a location state holds. webpack.config.js aliases the package to this structural equality with
// lodash's customizer contract (a boolean decides; undefined compares as usual).

type Customizer = ((a: unknown, b: unknown) => boolean | undefined) | undefined;

export default function isEqualWith(a: unknown, b: unknown, customizer?: Customizer): boolean {
  const decided = customizer?.(a, b);
  if (decided !== undefined) return Boolean(decided);
  if (Object.is(a, b) || a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (a instanceof Date) return b instanceof Date && a.getTime() === b.getTime();
  const recordA = a as Record<string, unknown>;
  const recordB = b as Record<string, unknown>;
  const keys = Object.keys(recordA);
  if (keys.length !== Object.keys(recordB).length) return false;
  return keys.every((key) => Object.prototype.hasOwnProperty.call(recordB, key) && isEqualWith(recordA[key], recordB[key], customizer));
}
