import { lookupAction, type SensitivePath } from './catalogue';
import { isBankAccountValue, isSensitiveName, maskSecretNumbers, maskSensitiveQueryValues } from './sensitiveShapes';

/** What a sensitive value is replaced with in the log, analytics and anything else that leaves the bus. */
export const MASK = '[redacted]';

function maskAt(value: unknown, path: readonly string[]): unknown {
  // Nothing entered is nothing to hide (and a replay shows the field empty, as the customer left it).
  if (path.length === 0) return value === undefined || value === null || value === '' ? value : MASK;
  if (typeof value !== 'object' || value === null) return value;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) {
    if (head !== '*') return value;
    return value.map((item) => maskAt(item, rest));
  }
  const record = value as Record<string, unknown>;
  const keys = head === '*' ? Object.keys(record) : head in record ? [head] : [];
  if (keys.length === 0) return value;
  const copy: Record<string, unknown> = { ...record };
  for (const key of keys) copy[key] = maskAt(record[key], rest);
  return copy;
}

/** Text with no run of 3 digits, no query parameter, nothing beyond ASCII, NUL or surrogate: nothing to mask or make storable (almost every string). */
// eslint-disable-next-line no-control-regex -- NUL is what the database refuses
const mayNeedMasking = /\d{3}|=|[^\u0001-\u007f]|dob|d\.o\.b|birth|born/i;

/**
 * The text with every probable card, bank account or Social Security number masked (any grouping or separators,
 * full-width digits too: src/bus/sensitiveShapes.ts), and the value of every sensitive query parameter (?pw=...).
 */
export function maskProbableNumbers(text: string): string {
  return maskSensitiveQueryValues(maskSecretNumbers(text, MASK), MASK);
}

// eslint-disable-next-line no-control-regex -- NUL is what the database refuses
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text any log can keep: a NUL or a lone surrogate (which the gateway refuses in a request) becomes U+FFFD. */
export const storableText = (text: string): string => text.replace(unstorable, '\ufffd');

/**
 * Masks probable card, bank account and Social Security numbers in every string of a value, and makes each string
 * storable (the same value when nothing changes). It runs on every recorded action: one precompiled test per
 * string, and no copy of an object or array unless one of its strings changed.
 */
export function maskProbableNumbersIn<V>(value: V): V {
  if (typeof value === 'string') return (mayNeedMasking.test(value) ? storableText(maskProbableNumbers(value)) : value) as V;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let items: unknown[] | null = null;
    for (let i = 0; i < value.length; i += 1) {
      const item: unknown = value[i];
      const masked = maskProbableNumbersIn(item);
      if (masked !== item) (items ??= [...(value as unknown[])])[i] = masked;
    }
    return (items ?? value) as V;
  }
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | null = null;
  for (const key in record) {
    if (!Object.prototype.hasOwnProperty.call(record, key)) continue;
    const item = record[key];
    const masked = maskProbableNumbersIn(item);
    if (masked !== item) (copy ??= { ...record })[key] = masked;
  }
  return (copy ?? value) as V;
}

/** Whether a value under this name is sensitive by the name alone (a password, PIN, birth date...) or by name and shape (a bank account). */
export const isSensitiveByName = (name: string, value: unknown): boolean => isSensitiveName(name) || isBankAccountValue(name, value);

/**
 * Masks every value whose name says it is sensitive, at any depth, whatever the action declares: a client that sends
 * a password as `pwd` or a date of birth as `birthDate` gets it masked all the same. Nothing entered stays as it is.
 */
export function maskSensitiveNamesIn<V>(value: V): V {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let items: unknown[] | null = null;
    value.forEach((item: unknown, i) => {
      const masked = maskSensitiveNamesIn(item);
      if (masked !== item) (items ??= [...(value as unknown[])])[i] = masked;
    });
    return (items ?? value) as V;
  }
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(record)) {
    const item = record[key];
    const entered = item !== undefined && item !== null && item !== '' && item !== MASK;
    const masked = entered && isSensitiveByName(key, item) ? MASK : maskSensitiveNamesIn(item);
    if (masked !== item) (copy ??= { ...record })[key] = masked;
  }
  return (copy ?? value) as V;
}

/** Masks the given sensitive paths of a value, leaving the rest (and the original) untouched. */
export function maskPaths<V>(value: V, paths: readonly SensitivePath[]): V {
  return paths.reduce<unknown>((acc, path) => maskAt(acc, path.split('.')), value) as V;
}

/** Query parameters whose values never enter the log (sign-in tokens, authorization codes, an e-mailed quote's link token). */
export const sensitiveQueryParams = ['sessionToken', 'code', 'state', 'uid', 'loginApplePay', 'token'];

export function maskQuery(search: string): string {
  if (!search) return search;
  const params = new URLSearchParams(search);
  let changed = false;
  for (const name of new Set([...sensitiveQueryParams, ...[...params.keys()].filter(isSensitiveName)])) {
    if (params.has(name)) {
      params.set(name, MASK);
      changed = true;
    }
  }
  return changed ? `?${params.toString()}` : search;
}

/**
 * The address segment that carries a one-time secret: the token of an emailed account verification link (create
 * account's authorization page). Plain data, one pattern for both questions below, so the masking rules need no
 * route table (test/bus/redact.test.ts holds it to that page's address).
 */
const secretSegment = /(\/create-account\/authorization\/)[^/?#]+/;
const secretSegments = new RegExp(secretSegment.source, 'g');

/** Whether an address carries a secret segment: asked of every page view, so a test, not a rewrite. */
export const carriesSecret = (pathname: string): boolean => secretSegment.test(pathname);

/** The address with its secret segments masked (the log here, the server log on the gateway). */
export function maskPath(pathname: string): string {
  return pathname.replace(secretSegments, `$1${MASK}`);
}

interface RoutedLocation {
  pathname?: string;
  search?: string;
}

const maskAddress = (address: string) => maskPath(address).replace(/\?.*$/, (q) => maskQuery(q));

/** Router actions carry the address; its sensitive query values and path segments are masked like any sensitive field. */
function redactRouterPayload(payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null) return payload;
  const p = payload as { location?: RoutedLocation; args?: unknown[] };
  if (p.location) {
    const { pathname, search } = p.location;
    return {
      ...p,
      location: { ...p.location, ...(pathname ? { pathname: maskPath(pathname) } : {}), ...(search ? { search: maskQuery(search) } : {}) },
    };
  }
  if (Array.isArray(p.args)) return { ...p, args: p.args.map((a) => (typeof a === 'string' ? maskAddress(a) : a)) };
  return payload;
}

/** The sensitive paths an action's catalogue declares for this payload (none for an undeclared action). */
function sensitivePathsOf(type: string, payload: unknown): readonly SensitivePath[] {
  const entry = lookupAction(type);
  if (!entry) return [];
  return typeof entry.sensitive === 'function' ? entry.sensitive(payload) : entry.sensitive;
}

function maskedPayload(action: { type: string; payload?: unknown }): unknown {
  if (action.type.startsWith('@@router/')) return redactRouterPayload(action.payload);
  const paths = sensitivePathsOf(action.type, action.payload);
  return paths.length === 0 ? action.payload : maskPaths(action.payload, paths);
}

/**
 * The action as it may be written down: sensitive fields masked by its catalogue declaration and by their names, and
 * any probable card, bank account or Social Security number in its text masked by value (the gateway applies all again).
 */
export function redactAction(action: { type: string; payload?: unknown }): { type: string; payload?: unknown } {
  if (action.payload === undefined) return action;
  const payload = maskProbableNumbersIn(maskSensitiveNamesIn(maskedPayload(action)));
  return payload === action.payload ? action : { type: action.type, payload };
}
