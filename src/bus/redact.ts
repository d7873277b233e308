import { lookupAction, type SensitivePath } from './catalogue';
import { accountCreationPages } from '../shared/routes/accountCreation';

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

/** Masks the given sensitive paths of a value, leaving the rest (and the original) untouched. */
export function maskPaths<V>(value: V, paths: readonly SensitivePath[]): V {
  return paths.reduce<unknown>((acc, path) => maskAt(acc, path.split('.')), value) as V;
}

/** Query parameters whose values never enter the log (sign-in tokens and authorization codes). */
export const sensitiveQueryParams = ['sessionToken', 'code', 'state', 'uid', 'loginApplePay'];

export function maskQuery(search: string): string {
  if (!search) return search;
  const params = new URLSearchParams(search);
  let changed = false;
  for (const name of sensitiveQueryParams) {
    if (params.has(name)) {
      params.set(name, MASK);
      changed = true;
    }
  }
  return changed ? `?${params.toString()}` : search;
}

/** Address segments that carry a one-time secret: the token of an emailed account verification link. */
const secretSegmentPrefix = accountCreationPages.createAccountAuthorization.path.replace(':token', '');
const sensitivePathSegment = /(\/create-account\/authorization\/)[^/?#]+/g;

/** Whether an address carries a secret segment: asked of every page view, so a plain search, not a rewrite. */
export const carriesSecret = (pathname: string): boolean => pathname.includes(secretSegmentPrefix);

/** The address with its secret segments masked (the log here, the server log on the gateway). */
export function maskPath(pathname: string): string {
  return pathname.replace(sensitivePathSegment, `$1${MASK}`);
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

/** The action as it may be written down: sensitive fields masked by its catalogue declaration. */
export function redactAction(action: { type: string; payload?: unknown }): { type: string; payload?: unknown } {
  if (action.type.startsWith('@@router/')) return { type: action.type, payload: redactRouterPayload(action.payload) };
  const entry = lookupAction(action.type);
  if (!entry) return action;
  const paths = typeof entry.sensitive === 'function' ? entry.sensitive(action.payload) : entry.sensitive;
  return paths.length === 0 ? action : { type: action.type, payload: maskPaths(action.payload, paths) };
}
