/** A return address after sign-in must be a path inside the portal, never another site. */
export function safeReturnPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return null;
  return candidate;
}

const returnParameter = 'returnTo';

/** A side trip's address carrying the way back: where it was begun from rides along in the navigation. */
export const withReturnAddress = (address: string, returnTo: string): string =>
  `${address}?${returnParameter}=${encodeURIComponent(returnTo)}`;

/** The way back a side trip's address carries (a portal path only), or null. */
export const returnAddressIn = (search: string): string | null => safeReturnPath(new URLSearchParams(search).get(returnParameter));
