import type { ParamsOf, PageView } from '../shared/route';
import { viewOf } from '../shared/route';
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

/** The claim of a page view of one of its tabs (or its bare address), or null for any other page. */
export function claimOfView(view: PageView): string | null {
  const params = [claimRoutes.claim, ...claimTabs.map((t) => t.route)]
    .map((r) => viewOf(view, r))
    .find((p): p is ParamsOf<typeof claimRoutes.claim.path> => p !== null);
  return params ? params.fileNumber : null;
}

export const isClaimFileNumber = (value: string): boolean => claimFileNumberPattern.test(value);
