import { render, screen, within } from '@testing-library/react';
import { createMemoryHistory } from 'history';
import { createStore, type Reducer } from 'redux';
import { Provider } from 'react-redux';
import { ConnectedRouter } from 'connected-react-router';
import '../../src/catalogues';
import { createRootReducer } from '../../src/app/reducers';
import { createQuotingReducer } from '../../src/app/quotingReducers';
import { QuotingScreens } from '../../src/app/QuotingRoutes';
import { recordingNotice, recordingNoticeHeading } from '../../src/validation/messages';
import { everyAreaStarted } from '../support/areas';

// The portal's routes read the build's development-pages switch: off, as in production (set before loading them).
(globalThis as { __DEV_PAGES__?: boolean }).__DEV_PAGES__ = false;
const { Portal } = require('../../src/app/Portal') as typeof import('../../src/app/Portal');

// Every recorded visit must be told it is recorded: signed-in customers, guests paying a bill or getting ID
// cards, and prospects quoting (the quoting application), in the same words.

const footerNotice = () => {
  const footer = screen.getByRole('contentinfo');
  return within(footer).getByRole('region', { name: recordingNoticeHeading });
};

function renderPortalAt(pathname: string) {
  const history = createMemoryHistory({ initialEntries: [pathname] });
  const store = createStore(createRootReducer(history) as Reducer);
  store.dispatch(everyAreaStarted());
  render(<Portal store={store} history={history} />);
}

function renderQuotingAt(pathname: string) {
  const history = createMemoryHistory({ initialEntries: [pathname] });
  const store = createStore(createQuotingReducer(history) as Reducer);
  render(
    <Provider store={store}>
      <ConnectedRouter history={history}>
        <QuotingScreens />
      </ConnectedRouter>
    </Provider>,
  );
}

describe('the notice that visits are recorded', () => {
  it.each(['/pay-as-guest', '/express-id'])('is in the footer of the portal at %s, signed out', async (pathname) => {
    renderPortalAt(pathname);
    await screen.findByRole('heading', { level: 1 });
    expect(footerNotice()).toHaveTextContent(recordingNotice);
  });

  it('is in the footer of the quoting application, where prospects start a quote', async () => {
    renderQuotingAt('/quoting');
    await screen.findByRole('heading', { level: 1, name: 'Get a quote' });
    expect(footerNotice()).toHaveTextContent(recordingNotice);
  });

  it('is said once a page, and names what is never recorded', async () => {
    renderPortalAt('/pay-as-guest');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByText(recordingNotice)).toHaveLength(1);
    for (const value of ['Passwords', 'card and bank numbers', 'Social Security numbers', 'dates of birth'])
      expect(recordingNotice).toContain(value);
  });
});
