import { pageFactsOf } from '../../src/app/pageFacts';
import { claimRoutes, fnolRoutes, policyRoutes, shellRoutes } from '../../src/shared/routes';

const viewOfRoute = (route: { key: string }, path: string) => ({ route: route.key, path });

describe('the facts of a page view, from its route manifest entry', () => {
  it('the account landing shows the account banner and modal offers; a page without slots shows none', () => {
    expect(pageFactsOf(viewOfRoute(shellRoutes.account, '/account')).offers).toEqual(['accountBanner', 'accountModal']);
    expect(pageFactsOf(viewOfRoute(policyRoutes.policies, '/policies')).offers).toEqual([]);
  });

  it("a claim file's pages are the chat's claim pages; the review of a claim being filed is its claim review", () => {
    expect(pageFactsOf(viewOfRoute(claimRoutes.claimOverview, claimRoutes.claimOverview.to({ fileNumber: 'C-1' }))).chat).toBe('claimPage');
    expect(pageFactsOf(viewOfRoute(fnolRoutes.fnolStep, fnolRoutes.fnolStep.to({ step: 'review' }))).chat).toBe('claimReview');
  });

  it('another step of filing a claim, another page or no route at all is none of the chat pages', () => {
    expect(pageFactsOf(viewOfRoute(fnolRoutes.fnolStep, fnolRoutes.fnolStep.to({ step: 'loss-date' }))).chat).toBeNull();
    expect(pageFactsOf(viewOfRoute(shellRoutes.account, '/account')).chat).toBeNull();
    expect(pageFactsOf({ route: 'nothing', path: '/nothing' })).toEqual({ offers: [], chat: null });
  });
});
