// connected-react-router's own index builds its location selectors eagerly (reading properties of a call's
// result, which no minifier may drop), and they bring react-router's path matcher into every bundle, even
// the sign-in page's, which has no router. The bundles import the same API from here instead
// (webpack.config.js aliases the package name to this file), so what a bundle does not use is left out.
import plainStructure from 'connected-react-router/esm/structure/plain';
import createConnectedRouter from 'connected-react-router/esm/ConnectedRouter';
import createConnectRouter from 'connected-react-router/esm/reducer';

export {
  LOCATION_CHANGE,
  CALL_HISTORY_METHOD,
  onLocationChanged,
  push,
  replace,
  go,
  goBack,
  goForward,
  routerActions,
} from 'connected-react-router/esm/actions';
export { default as routerMiddleware } from 'connected-react-router/esm/middleware';
export const ConnectedRouter = /*#__PURE__*/ createConnectedRouter(plainStructure);
export const connectRouter = /*#__PURE__*/ createConnectRouter(plainStructure);
