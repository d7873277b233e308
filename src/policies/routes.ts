import { isRight } from 'fp-ts/lib/Either';
import { PolicyNumber } from '../contract/identifiers';
import type { LineOfBusiness } from '../contract/policies';
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

/** Lines of business whose policies have ID cards (auto and motorcycle). */
export const hasIdCards = (lineOfBusiness: LineOfBusiness): boolean => lineOfBusiness === 'auto' || lineOfBusiness === 'motorcycle';

/** The one rule for which tabs a policy has: ID cards for auto and motorcycle only, no discounts for life. */
export function tabsOf(lineOfBusiness: LineOfBusiness) {
  return policyTabs.filter(
    (t) => (t.segment !== 'id-cards' || hasIdCards(lineOfBusiness)) && (t.segment !== 'discounts' || lineOfBusiness !== 'life'),
  );
}

export const isPolicyNumber = (value: string): boolean => isRight(PolicyNumber.decode(value));
