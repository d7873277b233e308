import { portalManifest, portalManifests } from '../../src/app/manifests';
import { guestManifest, guestDomainsOfRoute } from '../../src/app/guestManifests';
import { policyPageManifest } from '../../src/pages/policy/manifest';
import { quotingManifest } from '../../src/quoting/manifest';
import { lifeQuotingManifest } from '../../src/lifeQuoting/manifest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { portalRouteTable, supportRoutes } from '../../src/shared/routes';
import { guestRouteTable } from '../../src/shared/routes/guestRoutes';
import { quotingRouteTable } from '../../src/shared/routes/quoting';
import { domainsOfRoute } from '../../src/app/domains';

const keysOf = (manifests: readonly object[]) => manifests.flatMap((m) => Object.keys(m));

describe("the areas' route manifests", () => {
  it('bind every route of the portal to a screen in exactly one area, and none outside its tables', () => {
    const keys = keysOf(portalManifests);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    const drawnElsewhere = ['home', 'designSystem'];
    expect([...keys].sort()).toEqual(
      portalRouteTable
        .map((r) => r.key)
        .filter((key) => !drawnElsewhere.includes(key))
        .sort(),
    );
  });

  it("bind each key to its own table's route, with a screen to load", () => {
    for (const [key, entry] of Object.entries(portalManifest)) {
      expect(entry.route.key).toBe(key);
      expect(typeof entry.screen).toBe('function');
    }
    expect(policyPageManifest.policyIdCards.route.to({ policyNumber: 'A1' })).toBe('/policies/A1/id-cards');
  });

  it('give the guest pages exactly the guest routes, and the quoting application its own', () => {
    expect(Object.keys(guestManifest).sort()).toEqual(guestRouteTable.map((r) => r.key).sort());
    const quoting = keysOf([quotingManifest, lifeQuotingManifest]);
    expect([...quoting].sort()).toEqual(quotingRouteTable.map((r) => r.key).sort());
  });

  it('start the same areas for a guest route in the portal and in the guest pages', () => {
    for (const { key } of guestRouteTable) expect(guestDomainsOfRoute(key)).toEqual(domainsOfRoute(key));
    expect(guestDomainsOfRoute('guestUpload')).toEqual(['documents', 'guestClaims']);
    expect(guestDomainsOfRoute('policies')).toEqual([]);
  });
});

describe('the lint rule "addresses come from the route tables"', () => {
  it('knows the first segment of every address of every route table, so no manifest or screen spells one', () => {
    const config = readFileSync(join(__dirname, '../../eslint.config.mjs'), 'utf8');
    const source = /const pageAddress =\s*'([^']+)'/.exec(config)![1]!;
    const pageAddress = new RegExp(source.replace(/\\\\/g, '\\'));
    const tables = [...portalRouteTable, ...quotingRouteTable, ...Object.values(supportRoutes)];
    const firstPages = tables.map((r) => r.path.replace(/\(.*$/, '')).filter((path) => path !== '/' && path !== '*');
    expect(firstPages.filter((path) => !pageAddress.test(path))).toEqual([]);
  });
});
