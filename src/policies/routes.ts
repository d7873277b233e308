import { matchPath } from 'react-router';
import { isRight } from 'fp-ts/lib/Either';
import { PolicyNumber } from '../contract/identifiers';

/** The tabs of a policy, in order: route key, path segment, label. */
export const policyTabs = [
  { route: 'policyOverview', segment: 'overview', label: 'Overview' },
  { route: 'policyCoverages', segment: 'coverages', label: 'Coverages' },
  { route: 'policyDiscounts', segment: 'discounts', label: 'Discounts' },
  { route: 'policyDocuments', segment: 'documents', label: 'Documents' },
  { route: 'policyIdCards', segment: 'id-cards', label: 'ID cards' },
] as const;
export type PolicyTab = (typeof policyTabs)[number]['segment'];

export const policyListRoutes: ReadonlySet<string> = new Set(['policies', 'policiesActive', 'policiesArchived']);
export const policyTabRoutes: ReadonlySet<string> = new Set(policyTabs.map((t) => t.route));

/** The policy number in an address such as /policies/{policyNumber}/... or /documents/policy/{policyNumber}, upper-cased. */
export function policyNumberInPath(path: string): string | null {
  const match = matchPath<{ policyNumber: string }>(path, { path: ['/policies/:policyNumber', '/documents/policy/:policyNumber'] });
  return match ? decodeURIComponent(match.params.policyNumber).toUpperCase() : null;
}

export const isPolicyNumber = (value: string): boolean => isRight(PolicyNumber.decode(value));
