import { createRoot } from 'react-dom/client';
import { createBrowserHistory } from 'history';
import { Provider } from 'react-redux';
import { ConnectedRouter, routerMiddleware } from 'connected-react-router';
import '../ui/styles.scss';
import '../app/app.scss';
import './quoting.scss';
import { product } from '../../config/product';
import { createBrowserServices } from '../services/browser';
import { createPortalStore } from '../app/store';
import { exposeActionLog } from '../app/exportLog';
import { quotingRootSaga } from '../../sagas/quotingRoot';
import { recordVisit } from '../../sagas/recording';
import { createQuotingReducer, type QuotingState } from './reducers';
import { QuotingScreens } from './QuotingScreens';

const history = createBrowserHistory({ basename: product.basePath });
const services = createBrowserServices(__APP_VERSION__);
const { store, actionLog } = createPortalStore<QuotingState>({
  router: routerMiddleware(history),
  reducer: createQuotingReducer(history),
  services,
  rootSaga: quotingRootSaga,
  recording: recordVisit('quoting'),
});
exposeActionLog(actionLog);

createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <ConnectedRouter history={history}>
      <QuotingScreens />
    </ConnectedRouter>
  </Provider>,
);
