import { claimFileNumberPattern } from '../../src/contract/identifiers';
import { notFound } from '../http/errors';

export const claimNotFound = () => notFound('We could not find that claim.');

/** A claim file number from an address; a malformed one is simply not found. */
export function claimFileNumberParam(raw: string): string {
  if (!claimFileNumberPattern.test(raw)) throw claimNotFound();
  return raw;
}
