import { Redirect, Route, Switch } from 'react-router-dom';
import { lazyScreen } from '../shell/chunks';
import { screenRoutes } from './RouteScreen';
import type { ManifestRoute } from '../shell/manifest';
import { portalManifest } from './manifests';
import { portalRouteTable, portalRoutes, type PortalRouteKey } from '../shared/routes';

/** Routes drawn without a screen of an area: the entry redirects, the design system brings its own frame. */
type FramedElsewhere = 'home' | 'designSystem' | 'notFound';

/** Every route of the portal has its screen in its area's manifest (a route without one fails the type check). */
const screens: Record<Exclude<PortalRouteKey, FramedElsewhere>, ManifestRoute> = portalManifest;

/** The design-system page brings its own page frame, so it is mounted outside the shell (development builds only). */
export const DesignSystemPage = __DEV_PAGES__
  ? lazyScreen(() => import(/* webpackChunkName: "design-system" */ './screens/DesignSystemScreen'))
  : null;

const NotFound = lazyScreen(() => import(/* webpackChunkName: "not-found" */ '../shell/NotFoundPage'));

export function PortalRoutes() {
  return (
    <Switch>
      <Redirect exact from={portalRoutes.home.path} to={portalRoutes.account.to({})} />
      {screenRoutes(portalRouteTable, screens)}
      <Route path={portalRoutes.notFound.path} component={NotFound} />
    </Switch>
  );
}
