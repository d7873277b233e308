import { entering, mergeEntering, type OnEntering } from '../../sagas/entering';
import { portalManifest } from '../../src/app/manifests';
import { lifeQuotingManifest } from '../../src/lifeQuoting/manifest';
import { lazyDomains, type LazyDomain, type Manifest } from '../../src/shell/manifest';
import { policyRoutes } from '../../src/shared/routes';
import * as account from '../../sagas/account';
import * as accountCreation from '../../sagas/accountCreation';
import * as billing from '../../sagas/billing';
import * as claims from '../../sagas/claims';
import * as documents from '../../sagas/documents';
import * as engagement from '../../sagas/engagement';
import * as fnol from '../../sagas/fnol';
import * as guestClaims from '../../sagas/guestClaims';
import * as guestPay from '../../sagas/guestPay';
import * as idCards from '../../sagas/idCards';
import * as lifeQuoting from '../../sagas/lifeQuoting';
import * as onboarding from '../../sagas/onboarding';
import * as payments from '../../sagas/payments';
import * as policies from '../../sagas/policies';
import * as profile from '../../sagas/profile';
import * as selfService from '../../sagas/selfService';

const areas: Record<string, OnEntering> = {
  account: account.onEntering,
  accountCreation: accountCreation.onEntering,
  billing: billing.onEntering,
  claims: claims.onEntering,
  documents: documents.onEntering,
  engagement: engagement.onEntering,
  fnol: fnol.onEntering,
  guestClaims: guestClaims.onEntering,
  guestPay: guestPay.onEntering,
  idCards: idCards.onEntering,
  lifeQuoting: lifeQuoting.onEntering,
  onboarding: onboarding.onEntering,
  payments: payments.onEntering,
  policies: policies.onEntering,
  profile: profile.onEntering,
  selfService: selfService.onEntering,
};

const manifest: Manifest = { ...portalManifest, ...lifeQuotingManifest };
const isLazy = (area: string): area is LazyDomain => (lazyDomains as readonly string[]).includes(area);

describe("the areas' onEntering tables", () => {
  it("enter only routes of the manifests, each with its own table's route, and an area whose sagas arrive with a route is in that route's needs", () => {
    for (const [area, table] of Object.entries(areas)) {
      for (const [key, { route }] of Object.entries(table)) {
        expect({ area, key, route: route.key }).toEqual({ area, key, route: key });
        expect({ area, key, inManifest: key in manifest }).toEqual({ area, key, inManifest: true });
        if (isLazy(area)) expect({ area, key, needs: manifest[key]!.needs?.includes(area) }).toEqual({ area, key, needs: true });
      }
    }
  });

  it('refuse a route entered twice by one area', () => {
    const once = entering(policyRoutes, { policies: function* () {} });
    expect(() => mergeEntering(once, once)).toThrow('the route policies is entered twice by one area');
  });
});
