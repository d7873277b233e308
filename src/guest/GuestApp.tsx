import { Provider } from 'react-redux';
import { ConnectedRouter } from 'connected-react-router';
import type { History } from 'history';
import type { Store } from 'redux';
import { Route, Switch } from 'react-router-dom';
import { GuestNavigation, Shell } from '../app/Shell';
import { screenRoutes } from '../app/RouteScreen';
import { guestManifest } from '../app/guestManifests';
import { lazyScreen } from '../shell/chunks';
import { guestRouteTable } from '../shared/routes/guestRoutes';

const NotFound = lazyScreen(() => import(/* webpackChunkName: "not-found" */ '../shell/NotFoundPage'));

/** The guest pages (src/app/entries/guest.tsx): the portal's shell around the guest areas' screens. */
export function GuestApp({ store, history }: { store: Store; history: History }) {
  return (
    <Provider store={store}>
      <ConnectedRouter history={history}>
        <Shell nav={<GuestNavigation />} chat={false}>
          <Switch>
            {screenRoutes(guestRouteTable, guestManifest)}
            <Route component={NotFound} />
          </Switch>
        </Shell>
      </ConnectedRouter>
    </Provider>
  );
}
