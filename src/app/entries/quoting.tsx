import { mount } from '../mount';
import { createBrowserHistory } from 'history';
import { Provider } from 'react-redux';
import { ConnectedRouter, routerMiddleware } from 'connected-react-router';
import '../../ui/styles.scss';
import '../app.scss';
import '../../quoting/quoting.scss';
import { product } from '../../../config/product';
import { createBrowserServices } from '../../services/browser';
import { createPortalStore } from '../store';
import { exposeActionLog } from '../exportLog';
import { quotingRootSaga } from '../../../sagas/quotingRoot';
import { recordVisit } from '../../../sagas/recording';
import { createQuotingReducer, type QuotingState } from '../quotingReducers';
import { QuotingScreens } from '../QuotingRoutes';
import { registerOfflineWorker } from '../../offline/registerWorker';

const history = createBrowserHistory({ basename: product.basePath });
const services = createBrowserServices(__APP_VERSION__);
const { store, actionLog, initialState } = createPortalStore<QuotingState>({
  router: routerMiddleware(history),
  reducer: createQuotingReducer(history),
  services,
  rootSaga: quotingRootSaga,
  recording: recordVisit('quoting'),
});
exposeActionLog(actionLog, initialState);

mount(
  <Provider store={store}>
    <ConnectedRouter history={history}>
      <QuotingScreens />
    </ConnectedRouter>
  </Provider>,
);
registerOfflineWorker();
