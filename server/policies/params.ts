import { isRight } from 'fp-ts/lib/Either';
import { PolicyNumber } from '../../src/contract/identifiers';
import { notFound } from '../http/errors';

export const policyNotFound = () => notFound('We could not find that policy.');

/** A policy number from an address, in its stored (upper-case) form; a malformed one is simply not found. */
export function policyNumberParam(raw: string): string {
  const policyNumber = raw.toUpperCase();
  if (!isRight(PolicyNumber.decode(policyNumber))) throw policyNotFound();
  return policyNumber;
}
