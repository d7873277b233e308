import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { push } from 'connected-react-router';
import * as t from 'io-ts';
import { storageKeys } from '../config/product';
import {
  emailLifeQuote,
  generateLifeQuote,
  getLifeQuote,
  referLifeQuote,
  startLifeApplication,
  type LifeQuoteAccess,
} from '../src/contract/lifeQuoting';
import { quoteTokenHeader } from '../src/contract/quoting';
import type { ActionOf } from '../src/bus/catalogue';
import { lifeQuotingActions } from '../src/lifeQuoting/catalogue';
import { appActions } from '../src/shell/catalogue';
import { type LifeQuotingState } from '../src/lifeQuoting/slice';
import { selectLifeQuoting } from '../src/lifeQuoting/selectors';
import type { Services } from '../src/services/types';
import { flagsActions } from '../src/flags/catalogue';
import { selectFlagsState } from '../src/flags/selectors';
import { isOutageActive } from '../src/shared/outages';
import type { FlagsState } from '../src/flags/slice';
import { callEndpoint } from './api';
import { isEmailRequestOf, isReferralOf, keepQuoteSelection, openingQuoteLink, referralBody } from './quoting';
import { quotingActions } from '../src/quoting/catalogue';
import { readKept } from './session';
import { entering, enteringSaga } from './entering';
import { quotingRoutes } from '../src/shared/routes/quoting';

// Life quoting: the gateway decides premiums per term or a knockout code; this routes.

/** The life quote's id and access token, kept in the tab's session only: the token goes in a header, never in an action. */
const SessionLifeQuote = t.type({ quoteId: t.string, accessToken: t.string });

/** Whether the life quoting outage window (remote config) holds the clock's time now; the screen shows what this decides. */
export function* checkLifeQuotingOutage(services: Services) {
  const now: number = yield call([services.clock, services.clock.now]);
  const flags: FlagsState = yield select(selectFlagsState);
  const active = isOutageActive(flags.config.outages.lifeQuoting, now);
  yield put(lifeQuotingActions.outageChecked({ active, checkedAt: now }));
  return active;
}

export const onEntering = entering(quotingRoutes, { lifeQuote: checkLifeQuotingOutage });

export function* requestLifeQuote(services: Services, action: ActionOf<typeof lifeQuotingActions.quoteRequested>) {
  // A window that opened while the page was shown stops the quote before any call.
  const outage: boolean = yield call(checkLifeQuotingOutage, services);
  if (outage) return;
  yield* keepQuoteSelection(services, 'life', action.payload.input.state || null);
  const result = yield* callEndpoint(services, generateLifeQuote, { body: action.payload.input, actionName: 'lifeQuoteGenerate' });
  if (!result.ok) {
    yield put(lifeQuotingActions.requestFailed({ message: result.message }));
    return;
  }
  const { quote }: LifeQuoteAccess = result.value;
  yield* keepLifeAccess(services, result.value);
  yield put(lifeQuotingActions.quoted({ quote }));
  if (quote.knockout) {
    yield put(lifeQuotingActions.knockedOut({ quoteId: quote.quoteId, code: quote.knockout.code, reason: quote.knockout.reason }));
    yield put(push(quotingRoutes.lifeQuoteKnockout.to({})));
  } else {
    yield put(push(quotingRoutes.lifeQuoteSummary.to({})));
  }
}

/** The life quote's id and token, kept in the tab's session (never in an action, the store or the log). */
function* keepLifeAccess(services: Services, { quote, accessToken }: LifeQuoteAccess) {
  yield call([services.session, services.session.set], storageKeys.lifeQuoting, JSON.stringify({ quoteId: quote.quoteId, accessToken }));
}

/** An e-mailed life quote's link opened it in this browser: the quote continues on its summary with a token of its own. */
export function* continueOpenedLifeQuote(services: Services, access: LifeQuoteAccess) {
  yield* keepLifeAccess(services, access);
  yield* keepQuoteSelection(services, 'life', null);
  yield put(quotingActions.quoteLinkOpened({ quoteId: access.quote.quoteId }));
  yield put(lifeQuotingActions.quoteReopened({ quote: access.quote }));
  yield put(push(quotingRoutes.lifeQuoteSummary.to({})));
}

/** The life quote's token, kept in this tab, as the header its calls need (none for another quote's). */
function* lifeAccessHeaders(services: Services, quoteId: string): SagaIterator<Record<string, string>> {
  const kept = yield* readKept(services, SessionLifeQuote, storageKeys.lifeQuoting);
  return kept && kept.quoteId === quoteId ? { [quoteTokenHeader]: kept.accessToken } : {};
}

export function* startApplication(services: Services, action: ActionOf<typeof lifeQuotingActions.applicationRequested>) {
  const { quote }: LifeQuotingState = yield select(selectLifeQuoting);
  if (!quote) return;
  const result = yield* callEndpoint(services, startLifeApplication, {
    params: { quoteId: quote.quoteId },
    body: action.payload,
    headers: yield* lifeAccessHeaders(services, quote.quoteId),
    actionName: 'lifeApplicationStart',
  });
  yield put(
    result.ok
      ? lifeQuotingActions.applicationStarted({ quote: result.value })
      : lifeQuotingActions.requestFailed({ message: result.message }),
  );
}

/** Asks an agent to call about the life quote on screen (its summary or its knockout page): the lead's reference comes back. */
export function* sendLifeReferral(services: Services, action: ActionOf<typeof quotingActions.referralRequested>) {
  const { quote }: LifeQuotingState = yield select(selectLifeQuoting);
  if (!quote) return;
  const result = yield* callEndpoint(services, referLifeQuote, {
    params: { quoteId: quote.quoteId },
    body: referralBody(action.payload),
    headers: yield* lifeAccessHeaders(services, quote.quoteId),
    actionName: 'lifeQuoteReferral',
  });
  yield put(
    result.ok
      ? quotingActions.referralSent({ ...result.value, quoteId: quote.quoteId, knockoutCode: quote.knockout?.code ?? null })
      : quotingActions.referralFailed({ message: result.message }),
  );
}

/** E-mails the life quote on screen (its PDF and a link back to it); reminders follow until an application is started. */
export function* sendLifeQuoteByEmail(services: Services, action: ActionOf<typeof quotingActions.emailQuoteRequested>) {
  const { quote }: LifeQuotingState = yield select(selectLifeQuoting);
  if (!quote) return;
  const result = yield* callEndpoint(services, emailLifeQuote, {
    params: { quoteId: quote.quoteId },
    body: { email: action.payload.email },
    headers: yield* lifeAccessHeaders(services, quote.quoteId),
    actionName: 'lifeQuoteEmail',
  });
  yield put(
    result.ok
      ? quotingActions.quoteEmailed({ quoteId: quote.quoteId, ...result.value })
      : quotingActions.quoteEmailFailed({ message: result.message }),
  );
}

/** After a reload: the life quote kept in the tab's session comes back as it stands, or the session forgets it. */
export function* resumeLifeQuoteFromSession(services: Services) {
  if (yield* openingQuoteLink()) return;
  const kept = yield* readKept(services, SessionLifeQuote, storageKeys.lifeQuoting);
  if (!kept) return;
  yield put(lifeQuotingActions.sessionQuoteLoading({ quoteId: kept.quoteId }));
  const result = yield* callEndpoint(services, getLifeQuote, {
    params: { quoteId: kept.quoteId },
    headers: { [quoteTokenHeader]: kept.accessToken },
  });
  if (!result.ok) {
    yield call([services.session, services.session.remove], storageKeys.lifeQuoting);
    yield put(lifeQuotingActions.sessionQuoteLost({ quoteId: kept.quoteId, message: result.message }));
    return;
  }
  yield put(lifeQuotingActions.quoteResumed({ quote: result.value }));
}

export function* lifeQuotingSaga(services: Services) {
  yield takeLatest(lifeQuotingActions.quoteRequested.type, requestLifeQuote, services);
  yield takeLatest(lifeQuotingActions.applicationRequested.type, startApplication, services);
  yield takeLatest(isReferralOf('life'), sendLifeReferral, services);
  yield takeLatest(isEmailRequestOf('life'), sendLifeQuoteByEmail, services);
  yield enteringSaga(services, onEntering);
  yield takeLatest(flagsActions.loaded.type, checkLifeQuotingOutage, services);
  // Each page load starts from a fresh state at app/started (src/shell/pageLoad.ts): the kept quote comes back after it.
  yield takeLeading(appActions.started.type, resumeLifeQuoteFromSession, services);
}
