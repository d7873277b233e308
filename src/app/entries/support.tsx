import { createRoot } from 'react-dom/client';
import { createBrowserHistory } from 'history';
import { Provider } from 'react-redux';
import { ConnectedRouter, routerMiddleware } from 'connected-react-router';
import '../../ui/styles.scss';
import '../app.scss';
import '../../support/support.scss';
import '../../catalogues';
import { product, storageKeys } from '../../../config/product';
import { createBrowserServices } from '../../services/browser';
import { webStorageLog } from '../../bus/actionLog';
import { createPortalStore } from '../store';
import { supportRootSaga } from '../../../sagas/supportRoot';
import { createSupportReducer, type SupportRootState } from '../../support/reducers';
import { SupportConsole } from '../../support/screens/SupportConsole';

const history = createBrowserHistory({ basename: product.basePath });
const services = createBrowserServices(__APP_VERSION__);
// The console's own log stays apart from the customer's (and is not uploaded: agents' sessions are not recorded).
const { store } = createPortalStore<SupportRootState>({
  router: routerMiddleware(history),
  reducer: createSupportReducer(history),
  services,
  rootSaga: supportRootSaga,
  logStorage: webStorageLog(window.sessionStorage, `${storageKeys.actionLog}:support`),
});

createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <ConnectedRouter history={history}>
      <SupportConsole />
    </ConnectedRouter>
  </Provider>,
);
