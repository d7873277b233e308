import { Provider } from 'react-redux';
import { ConnectedRouter } from 'connected-react-router';
import type { History } from 'history';
import type { Store } from 'redux';
import { Suspense } from 'react';
import { Route, Switch } from 'react-router-dom';
import { Shell } from './Shell';
import { AccountNavigation } from './AccountNavigation';
import { DesignSystemPage, PortalRoutes } from './Routes';
import { TitleAndAnnouncer } from './Announcer';
import { Loading } from '../ui';
import { InactivityWarning } from '../engagement/InactivityWarning';
import { portalRoutes } from '../shared/routes';

export function Portal({ store, history }: { store: Store; history: History }) {
  return (
    <Provider store={store}>
      <ConnectedRouter history={history}>
        <Switch>
          {DesignSystemPage && (
            <Route exact path={portalRoutes.designSystem.path}>
              <TitleAndAnnouncer />
              <Suspense fallback={<Loading />}>
                <DesignSystemPage />
              </Suspense>
            </Route>
          )}
          <Route>
            <Shell nav={<AccountNavigation />}>
              <PortalRoutes />
              <InactivityWarning />
            </Shell>
          </Route>
        </Switch>
      </ConnectedRouter>
    </Provider>
  );
}
