import type { ComponentType } from 'react';
import { useSelector } from 'react-redux';
import { Route } from 'react-router-dom';
import { lazyScreen } from '../shell/chunks';
import type { LazyDomain, Manifest, ScreenLoader } from '../shell/manifest';
import { selectStartedDomains } from '../shell/selectors';
import { selectAuthStatus } from '../auth/selectors';
import { Loading } from '../ui';
import type { Access } from '../shared/address';
import type { Route as RouteOfTable } from '../shared/route';

const none: readonly LazyDomain[] = [];

const screens = new Map<ScreenLoader, ComponentType>();

/** A manifest's screen as one lazy component however many routes share it and however often the switch renders. */
export function screenOf(load: ScreenLoader): ComponentType {
  const known = screens.get(load);
  if (known) return known;
  const screen = lazyScreen(load);
  screens.set(load, screen);
  return screen;
}

/**
 * A route's screen, drawn once the areas it needs have started (its manifest's `needs`): their sagas run, so none of
 * its actions is lost, and their slices are in the state. For a customer's page, also once the visitor is known to be
 * signed in (a signed-out visitor is sent to log in without seeing the page's frame first). The support console's
 * replay draws by the same rule from the replayed state (the areas' slices join it at their `app/domainsStarted`), so
 * each step shows what the customer saw then, the waits included.
 */
export function RouteScreen({ needs, access, screen: Screen }: { needs: readonly LazyDomain[]; access: Access; screen: ComponentType }) {
  const started = useSelector(selectStartedDomains);
  const authStatus = useSelector(selectAuthStatus);
  const ready = needs.every((domain) => started.includes(domain)) && (access !== 'customer' || authStatus === 'signedIn');
  return ready ? <Screen /> : <Loading />;
}

/** The routes of a route table that an application's manifest draws, for a Switch: each by RouteScreen (in the table's order). */
export function screenRoutes(table: readonly RouteOfTable[], manifest: Manifest) {
  return table.map((r) => {
    const entry = manifest[r.key];
    return entry ? (
      <Route key={r.key} path={r.path} exact={r.exact}>
        <RouteScreen needs={entry.needs ?? none} access={r.access} screen={screenOf(entry.screen)} />
      </Route>
    ) : null;
  });
}
