import { isRight } from 'fp-ts/lib/Either';
import { PolicyNumber } from '../contract/identifiers';
import type { ParamsOf, PageView } from '../shared/route';
import { viewOf } from '../shared/route';
import { policyRoutes } from '../shared/routes';

/** The tabs of a policy, in order: route, the tab's segment (its content) and label. */
export const policyTabs = [
  { route: policyRoutes.policyOverview, segment: 'overview', label: 'Overview' },
  { route: policyRoutes.policyCoverages, segment: 'coverages', label: 'Coverages' },
  { route: policyRoutes.policyDiscounts, segment: 'discounts', label: 'Discounts' },
  { route: policyRoutes.policyDocuments, segment: 'documents', label: 'Documents' },
  { route: policyRoutes.policyIdCards, segment: 'id-cards', label: 'ID cards' },
] as const;
export type PolicyTab = (typeof policyTabs)[number]['segment'];

/** The lists of policies (all, active, archived). */
export const policyListRoutes = [policyRoutes.policies, policyRoutes.policiesActive, policyRoutes.policiesArchived];

/** The policy of a page view of one of its tabs, upper-cased (the stored form), or null for any other page. */
export function policyOfTabView(view: PageView): string | null {
  const params = policyTabs.map((t) => viewOf(view, t.route)).find((p): p is ParamsOf<typeof policyRoutes.policy.path> => p !== null);
  return params ? params.policyNumber.toUpperCase() : null;
}

export const isPolicyNumber = (value: string): boolean => isRight(PolicyNumber.decode(value));
