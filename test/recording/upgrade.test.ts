import { createMemoryHistory } from 'history';
import { CATALOGUE_VERSION, type LogEntry } from '../../src/bus/actionLog';
import { replay, upgradeEntry, type Upgrade } from '../../src/bus/replay';
import { createRootReducer } from '../../src/app/reducers';
import '../../src/catalogues';

// A version-1 log, as an older portal recorded it. When a declared action's shape changes, its upgrade is
// added to the table in src/bus/replay.ts and this fixture must still replay to the same screen.
const versionOneLog: LogEntry[] = [
  {
    seq: 1,
    at: 1000,
    type: '@@router/LOCATION_CHANGE',
    payload: { location: { pathname: '/account', search: '', hash: '' }, action: 'POP', isFirstRendering: true },
    v: 1,
  },
  { seq: 2, at: 1100, type: 'app/started', payload: { appVersion: '0.1.0+old', visitId: 'v-1' }, v: 1 },
  {
    seq: 3,
    at: 1200,
    type: 'app/pageViewed',
    payload: { route: 'account', page: 'Account', category: 'account', path: '/account', hasHash: false },
    v: 1,
  },
];

describe('old logs under newer code', () => {
  it("replays a version-1 log through today's reducers", () => {
    const state = replay(versionOneLog, createRootReducer(createMemoryHistory()));
    expect(state.router.location.pathname).toBe('/account');
    expect(state.app.announcement).toBe('Viewing Account page');
    expect(CATALOGUE_VERSION).toBeGreaterThanOrEqual(1);
  });

  it("runs each upgrade from the entry's version up to the current one, in order", () => {
    // A hypothetical catalogue at version 3: v1 -> v2 renamed pageViewed's `page` to `pageName`, v2 -> v3 put it back with a prefix.
    const table: Record<number, Upgrade> = {
      1: (e) => ({ ...e, v: 2, payload: { ...(e.payload as object), pageName: (e.payload as { page: string }).page } }),
      2: (e) => ({ ...e, v: 3, payload: { ...(e.payload as object), page: `Page: ${(e.payload as { pageName: string }).pageName}` } }),
    };
    const upgraded = upgradeEntry({ ...versionOneLog[2]!, v: 1 }, table, 3);
    expect(upgraded.v).toBe(3);
    expect(upgraded.payload).toMatchObject({ page: 'Page: Account', pageName: 'Account' });
    // An entry already at the current version is left alone; a version without an upgrade only moves the number on.
    expect(upgradeEntry({ ...versionOneLog[2]!, v: 3 }, table, 3)).toEqual({ ...versionOneLog[2]!, v: 3 });
    expect(upgradeEntry({ ...versionOneLog[0]!, v: 1 }, {}, 2).v).toBe(2);
  });
});
