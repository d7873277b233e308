import { put, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { replace, type RouterState } from 'connected-react-router';
import { quoteLinkParam } from '../src/contract/quoting';
import { openQuoteLink } from '../src/contract/quoteLinks';
import { quotingActions } from '../src/quoting/catalogue';
import { selectLocation } from '../src/shell/selectors';
import { quotingRoutes } from '../src/shared/routes/quoting';
import type { Services } from '../src/services/types';
import { callEndpoint } from './api';
import { entering, enteringSaga } from './entering';
import { continueOpenedLifeQuote } from './lifeQuoting';
import { continueOpenedQuote } from './quoting';

// The link of an e-mailed quote, opened in any browser: it names an online quote or a life quote, and only the gateway
// knows which, so opening it joins both lines (neither reaches into the other).

/**
 * A fresh browser opening the link of an e-mailed quote (the return page with the link's token): the token leaves the
 * address at once, is sent to the gateway once, and the quote continues here with an access token of its own, on its
 * resume step (online) or its summary (life). A link used before, expired or not ours leaves the prospect on the return
 * page, which says so.
 */
export function* openEmailedLink(services: Services): SagaIterator {
  const location: RouterState['location'] = yield select(selectLocation);
  const params = new URLSearchParams(location.search);
  const token = params.get(quoteLinkParam);
  if (token === null) return;
  params.delete(quoteLinkParam);
  const search = params.toString();
  yield put(replace({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }));
  yield put(quotingActions.quoteLinkOpening({}));
  const result = yield* callEndpoint(services, openQuoteLink, { body: { token }, actionName: 'quoteLinkOpen' });
  if (!result.ok) {
    const reason =
      result.status === 410 && (result.error === 'link_used' || result.error === 'link_expired') ? result.error : 'link_unknown';
    yield put(quotingActions.quoteLinkRefused({ reason }));
    return;
  }
  const opened = result.value;
  if (opened.line === 'life') yield* continueOpenedLifeQuote(services, opened);
  else yield* continueOpenedQuote(services, opened);
}

/** The return page opens the link of an e-mailed quote (every page view: its own address change must not cancel it). */
export const onEntering = entering(quotingRoutes, { quoteReturn: openEmailedLink });

export function* quoteLinksSaga(services: Services) {
  yield enteringSaga(services, onEntering, { every: true });
}
