import type { UploadTarget } from './catalogue';
import { documentRoutes } from '../shared/routes';

// What an upload or a documents page is about, in the customer's words and as an address.

export const targetLabel = (target: UploadTarget): string =>
  'claimFileNumber' in target ? `claim ${target.claimFileNumber}` : `policy ${target.policyNumber}`;

/** The documents page of a policy or a claim file. */
export const targetDocumentsPath = (target: UploadTarget): string =>
  'claimFileNumber' in target
    ? documentRoutes.documentsClaim.to({ fileNumber: target.claimFileNumber })
    : documentRoutes.documentsPolicy.to({ policyNumber: target.policyNumber });

/** A target as one value of the step 1 choice ('policy:…' or 'claim:…'), and back. */
export const targetValue = (target: UploadTarget): string =>
  'claimFileNumber' in target ? `claim:${target.claimFileNumber}` : `policy:${target.policyNumber}`;
export function targetOfValue(value: string): UploadTarget | null {
  const [kind, id] = value.split(':');
  if (!id) return null;
  return kind === 'claim' ? { claimFileNumber: id } : kind === 'policy' ? { policyNumber: id } : null;
}
