// The fixed stack's own weight for a routed page (every portal page but the login page): the parts of
// stackParts.tsx with connected-react-router, history and react-router. `npm run bench` prints it beside the
// bare React floor, so a page's weight can be read against what no portal code could remove.
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
