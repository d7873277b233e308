import { isViewOf, viewOf, type PageView } from '../shared/route';
import { claimRoutes } from '../shared/routes';
import { fnolRoutes } from '../shared/routes/fnol';

/** The pages the chat's offer speaks to: a claim file's own pages, and the review of a claim being filed. */
export const isClaimPage = (view: PageView): boolean =>
  isViewOf(
    view,
    claimRoutes.claim,
    claimRoutes.claimOverview,
    claimRoutes.claimCoverages,
    claimRoutes.claimDocuments,
    claimRoutes.claimMessenger,
    claimRoutes.claimSettings,
  ) || viewOf(view, fnolRoutes.fnolStep)?.step === 'review';
