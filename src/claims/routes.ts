import { claimRoutes } from '../shared/routes';
import { claimFileNumberPattern } from '../contract/identifiers';

/** The tabs of a claim file, in order: route, the tab's segment and label. */
export const claimTabs = [
  { route: claimRoutes.claimOverview, segment: 'overview', label: 'Overview' },
  { route: claimRoutes.claimCoverages, segment: 'coverages', label: 'Coverages and payments' },
  { route: claimRoutes.claimDocuments, segment: 'documents', label: 'Documents' },
  { route: claimRoutes.claimMessenger, segment: 'messenger', label: 'Messages' },
  { route: claimRoutes.claimSettings, segment: 'settings', label: 'Notifications' },
] as const;
export type ClaimTab = (typeof claimTabs)[number]['segment'];

export const isClaimFileNumber = (value: string): boolean => claimFileNumberPattern.test(value);
