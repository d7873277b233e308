import { routerMiddleware } from 'connected-react-router';
import { mount } from '../mount';
import { createBrowserHistory } from 'history';
import '../../ui/styles.scss';
import '../app.scss';
import { product } from '../../../config/product';
import { createBrowserServices } from '../../services/browser';
import { createPortalStore } from '../store';
import { createRootReducer, type RootState } from '../reducers';
import { rootSaga } from '../../../sagas/root';
import { recordVisit } from '../../../sagas/recording';
import { Portal } from '../Portal';
import { exposeActionLog } from '../exportLog';
import { addressUnderBase } from '../basePath';
import { registerOfflineWorker } from '../../offline/registerWorker';

// A path outside the base (an in-app link gone astray) is moved under /customers before the router starts.
const underBase = addressUnderBase(window.location.pathname, window.location.search, window.location.hash);
if (underBase) window.history.replaceState(null, '', underBase);

const history = createBrowserHistory({ basename: product.basePath });
const services = createBrowserServices(__APP_VERSION__);
const { store, actionLog, initialState } = createPortalStore<RootState>({
  router: routerMiddleware(history),
  reducer: createRootReducer(history),
  services,
  rootSaga,
  recording: recordVisit('portal'),
});
exposeActionLog(actionLog, initialState);

mount(<Portal store={store} history={history} />);
registerOfflineWorker();
