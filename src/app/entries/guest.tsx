import { routerMiddleware } from 'connected-react-router';
import { createBrowserHistory } from 'history';
import { mount } from '../mount';
import '../../ui/styles.scss';
import '../app.scss';
import { product } from '../../../config/product';
import { createBrowserServices } from '../../services/browser';
import { createPortalStore } from '../store';
import { exposeActionLog } from '../exportLog';
import { recordVisit } from '../../../sagas/recording';
import { guestRootSaga } from '../../../sagas/guestRoot';
import { createGuestReducer, type GuestState } from '../../guest/reducers';
import { leavingForOtherPages } from '../../guest/history';
import { isGuestPath } from '../../shared/routes/guestRoutes';
import { GuestApp } from '../../guest/GuestApp';
import { registerOfflineWorker } from '../../offline/registerWorker';

// The guest pages, light: paying a bill, express ID cards, claims and uploads without logging in, with the portal's
// shell and none of a customer's areas. Their links to other pages load the portal; they record into the portal's
// session log, as the portal's own pages would.
const services = createBrowserServices(__APP_VERSION__);
const history = leavingForOtherPages(createBrowserHistory({ basename: product.basePath }), isGuestPath, services.page);
const { store, actionLog, initialState } = createPortalStore<GuestState>({
  router: routerMiddleware(history),
  reducer: createGuestReducer(history),
  services,
  rootSaga: guestRootSaga,
  recording: recordVisit('portal'),
});
exposeActionLog(actionLog, initialState);

mount(<GuestApp store={store} history={history} />);
registerOfflineWorker();
