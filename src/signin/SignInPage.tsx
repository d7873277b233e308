import { Provider } from 'react-redux';
import type { Store } from 'redux';
import { Shell, SignedOutNavigation } from '../app/Shell';
import LoginPage from '../auth/screens/LoginPage';

export function SignInPage({ store }: { store: Store }) {
  return (
    <Provider store={store}>
      <Shell nav={<SignedOutNavigation />}>
        <LoginPage />
      </Shell>
    </Provider>
  );
}
