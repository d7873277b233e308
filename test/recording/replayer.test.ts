import { CATALOGUE_VERSION, type LogEntry } from '../../src/bus/actionLog';
import { replayReducers, statesAfterEach } from '../../src/support/replayer';
import { initialQuotingState } from '../../src/quoting/slice';
import '../../src/catalogues';

const route = (seq: number, pathname: string): LogEntry => ({
  seq,
  at: 1000 + seq,
  v: CATALOGUE_VERSION,
  type: '@@router/LOCATION_CHANGE',
  payload: { location: { pathname, search: '', hash: '' }, action: 'PUSH', isFirstRendering: false },
});

describe('replaying a session through the reducers of the application it was recorded in', () => {
  it("rebuilds a quoting session with the quoting application's state, a portal session without it", () => {
    const log = [route(1, '/quoting'), route(2, '/quoting/renters/customer')];
    const quoting = statesAfterEach(log, replayReducers.quoting) as unknown as {
      router: { location: { pathname: string } };
      quoting: unknown;
    }[];
    expect(quoting.map((s) => s.router.location.pathname)).toEqual(['/quoting', '/quoting/renters/customer']);
    expect(quoting[1]!.quoting).toEqual(initialQuotingState);
    const portal = statesAfterEach([route(1, '/account')], replayReducers.portal);
    expect(portal[0]).not.toHaveProperty('quoting');
    expect(portal[0]!.router.location.pathname).toBe('/account');
  });
});
