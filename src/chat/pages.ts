import { isViewOf, viewOf, type PageView } from '../shared/route';
import { claimRoutes } from '../shared/routes';
import { fnolRoutes } from '../shared/routes/fnol';

/** The review of a claim being filed: the chat loads there for the claimant, button flag or not. */
export const isClaimReview = (view: PageView): boolean => viewOf(view, fnolRoutes.fnolStep)?.step === 'review';

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
  ) || isClaimReview(view);
