// The routed reference page (every public first page but the login page is held against it): the parts of
// stackParts.tsx with connected-react-router, history and react-router, and no portal code. `npm run bench` builds
// it with the portal's webpack config and measures it in the same run as the portal's pages (scripts/bench/goals.ts).
import { createRoot } from 'react-dom/client';
import { combineReducers } from 'redux';
import { createBrowserHistory } from 'history';
import { ConnectedRouter, connectRouter, routerMiddleware } from 'connected-react-router';
import { Route, Switch } from 'react-router-dom';
import { greetingReducer, StackPage, stackStore } from './stackParts';

const history = createBrowserHistory();
const store = stackStore(combineReducers({ router: connectRouter(history), hello: greetingReducer }), [routerMiddleware(history)]);

createRoot(document.getElementById('root')!).render(
  <StackPage
    store={store}
    frame={(page) => (
      <ConnectedRouter history={history}>
        <Switch>
          <Route path="/">{page}</Route>
        </Switch>
      </ConnectedRouter>
    )}
  />,
);
