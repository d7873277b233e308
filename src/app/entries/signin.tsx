import { mount } from '../mount';
import '../../ui/styles.scss';
import '../app.scss';
import { createBrowserServices } from '../../services/browser';
import { createPortalStore } from '../store';
import { exposeActionLog } from '../exportLog';
import { signInRootSaga } from '../../../sagas/signInRoot';
import { recordVisit } from '../../../sagas/recording';
import { currentLocation } from '../../../sagas/pageLoadNavigation';
import { createSignInReducer, type SignInState } from '../../signin/reducers';
import { SignInPage } from '../../signin/SignInPage';
import { registerOfflineWorker } from '../../offline/registerWorker';

// The login page, light: the portal's shell and sign-in, without the signed-in domains or the router (its
// links load the portal). It records into the portal's session log, as the portal's own page would.
const services = createBrowserServices(__APP_VERSION__);
const { store, actionLog, initialState } = createPortalStore<SignInState>({
  reducer: createSignInReducer(currentLocation(services)),
  services,
  rootSaga: signInRootSaga,
  recording: recordVisit('portal'),
});
exposeActionLog(actionLog, initialState);

mount(<SignInPage store={store} />);
registerOfflineWorker();
