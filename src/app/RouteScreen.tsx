import type { ComponentType } from 'react';
import { useSelector } from 'react-redux';
import { Route } from 'react-router-dom';
import { domainsReady } from './domains';
import { selectAuthStatus, selectStartedDomains } from './selectors';
import { Loading } from '../ui';
import { useReplayedForms } from '../forms/replayedForms';
import type { Access } from '../shared/address';
import type { Route as RouteOfTable } from '../shared/route';

/**
 * A route's screen, drawn once the sagas of the areas it talks to run (src/app/domains.ts), so none of its actions
 * is lost, and, for a customer's page, once the visitor is known to be signed in (a signed-out visitor is sent to
 * log in without seeing the page's frame first). The support console's replay runs no sagas (and replays logs
 * older than the areas' own chunks): it draws every screen straight away.
 */
export function RouteScreen({ route, access, screen: Screen }: { route: string; access: Access; screen: ComponentType }) {
  const started = useSelector(selectStartedDomains);
  const authStatus = useSelector(selectAuthStatus);
  const replayed = useReplayedForms();
  const ready = domainsReady(route, started) && (access !== 'customer' || authStatus === 'signedIn');
  return replayed || ready ? <Screen /> : <Loading />;
}

/** The routes of a route table that have a screen, for a Switch: each drawn by RouteScreen (in the table's order). */
export function screenRoutes(table: readonly RouteOfTable[], screens: Readonly<Partial<Record<string, ComponentType>>>) {
  return table.map((r) => {
    const screen = screens[r.key];
    return screen ? (
      <Route key={r.key} path={r.path} exact={r.exact}>
        <RouteScreen route={r.key} access={r.access} screen={screen} />
      </Route>
    ) : null;
  });
}
