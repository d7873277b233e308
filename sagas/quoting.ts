import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { push } from 'connected-react-router';
import * as t from 'io-ts';
import { storageKeys } from '../config/product';
import { bindSteps } from '../config/rating/bindSteps';
import {
  AddressSection,
  bindQuote,
  emailQuote,
  getQuote,
  quoteLinkParam,
  referQuote,
  quoteTokenHeader,
  rateQuote,
  retrieveQuote,
  saveBindStep,
  saveQuoteSection,
  searchVin,
  startQuote,
  type CustomerSection,
  type Quote,
  type QuoteAccess,
  type QuoteSectionName,
  type QuoteType,
} from '../src/contract/quoting';
import type { ActionOf } from '../src/bus/catalogue';
import { quotingActions } from '../src/quoting/catalogue';
import { appActions } from '../src/shell/catalogue';
import { bindConfirmationPath, bindLineOf, knockoutPath, nextBindPath, nextPath, resumePathOf, sectionPath } from '../src/quoting/flow';
import { selectQuote } from '../src/quoting/selectors';

import { quotingMessages } from '../src/validation/messages';
import type { Services } from '../src/services/types';
import { callEndpoint, type ApiResult } from './api';
import { readKept } from './session';

// Online quote and bind: the gateway decides (knockouts, price, bind), these sagas route.

const SessionQuote = t.type({ quoteId: t.string, accessToken: t.string });

/**
 * The quote id and its access token live in the tab's session only (a reload resumes the quote); the token
 * is sent as a header, never put in an action, the store or the log.
 */
function* keepAccess(services: Services, access: QuoteAccess) {
  yield call(
    [services.session, services.session.set],
    storageKeys.quoting,
    JSON.stringify({ quoteId: access.quote.quoteId, accessToken: access.accessToken }),
  );
}

/** The access token header of a quote, read from the session. */
function* accessHeaders(services: Services, quoteId: string): SagaIterator<Record<string, string>> {
  const kept = yield* readKept(services, SessionQuote, storageKeys.quoting);
  return kept && kept.quoteId === quoteId ? { [quoteTokenHeader]: kept.accessToken } : {};
}

/**
 * The quoting session keys of spec section 3, kept current in the tab's session: the policy type the
 * prospect is quoting (a quote type, or life) and the location it is quoted for (its state), once known.
 */
export function* keepQuoteSelection(services: Services, policyType: QuoteType | 'life', state: string | null) {
  yield call([services.session, services.session.set], storageKeys.selectedPolicyType, policyType);
  if (state) yield call([services.session, services.session.set], storageKeys.locationType, state);
  else yield call([services.session, services.session.remove], storageKeys.locationType);
}

/** Keeps the quote's base address in the tab's session, so a second quote does not ask for it again. */
function* rememberQuote(services: Services, quote: Quote) {
  if (quote.sections.address)
    yield call([services.session, services.session.set], storageKeys.quoteBaseAddress, JSON.stringify(quote.sections.address));
  yield* keepQuoteSelection(services, quote.quoteType, quote.sections.address?.state ?? null);
}

/** An updated quote: into the store, and a knockout reported and routed to the call-to-continue screen. */
function* quoteAnswered(services: Services, quote: Quote, stage: 'quote' | 'bind') {
  yield* rememberQuote(services, quote);
  yield put(quotingActions.quoteUpdated({ quote }));
  if (quote.knockout) {
    yield put(
      quotingActions.quoteKnockedOut({
        quoteId: quote.quoteId,
        quoteType: quote.quoteType,
        stage,
        code: quote.knockout.code,
        reason: quote.knockout.reason,
      }),
    );
    yield put(push(knockoutPath(quote.quoteType)));
    return false;
  }
  return true;
}

export function* startNewQuote(services: Services, action: ActionOf<typeof quotingActions.quoteStartRequested>) {
  yield* keepQuoteSelection(services, action.payload.quoteType, null);
  yield put(push(sectionPath(action.payload.quoteType, 'customer')));
}

/** Saves a section on the current quote of this type, or starts a new quote (and keeps its access token). */
function* saveOrStart(
  services: Services,
  current: Quote | null,
  quoteType: QuoteType,
  section: QuoteSectionName,
  values: unknown,
): SagaIterator<ApiResult<Quote>> {
  if (current && current.quoteType === quoteType) {
    return yield* callEndpoint(services, saveQuoteSection, {
      params: { quoteId: current.quoteId, section },
      body: values,
      actionName: 'quoteSectionSave',
      headers: yield* accessHeaders(services, current.quoteId),
    });
  }
  const started = yield* callEndpoint(services, startQuote, {
    body: { quoteType, customer: values as CustomerSection },
    actionName: 'quoteStart',
  });
  if (!started.ok) return started;
  yield* keepAccess(services, started.value);
  return { ok: true, value: started.value.quote };
}

export function* submitSection(services: Services, action: ActionOf<typeof quotingActions.sectionSubmitted>) {
  const { quoteType, section, values } = action.payload;
  const current: Quote | null = yield select(selectQuote);
  const result: ApiResult<Quote> = yield call(saveOrStart, services, current, quoteType, section, values);
  if (!result.ok) {
    yield put(quotingActions.requestFailed({ message: result.message }));
    return;
  }
  const clean: boolean = yield call(quoteAnswered, services, result.value, 'quote');
  if (clean) yield put(push(nextPath(quoteType, section)));
}

export function* changeCoverage(services: Services, action: ActionOf<typeof quotingActions.coverageChanged>) {
  const quote: Quote | null = yield select(selectQuote);
  if (!quote) return;
  const result = yield* callEndpoint(services, rateQuote, {
    params: { quoteId: quote.quoteId },
    body: action.payload,
    actionName: 'quoteRate',
    headers: yield* accessHeaders(services, quote.quoteId),
  });
  if (result.ok) yield put(quotingActions.quoteUpdated({ quote: result.value }));
  else yield put(quotingActions.requestFailed({ message: result.message }));
}

export function* submitBindStep(services: Services, action: ActionOf<typeof quotingActions.bindStepSubmitted>) {
  const quote: Quote | null = yield select(selectQuote);
  const line = quote && bindLineOf(quote.quoteType);
  if (!quote || !line) return;
  const { step, answers, lenders } = action.payload;
  const saved = yield* callEndpoint(services, saveBindStep, {
    params: { quoteId: quote.quoteId, step },
    body: lenders ? { answers, lenders } : { answers },
    actionName: 'bindStepSave',
    headers: yield* accessHeaders(services, quote.quoteId),
  });
  if (!saved.ok) {
    yield put(quotingActions.requestFailed({ message: saved.message }));
    return;
  }
  const clean: boolean = yield call(quoteAnswered, services, saved.value, 'bind');
  if (!clean) return;
  const steps = bindSteps[line];
  if (steps.indexOf(step) < steps.length - 1) {
    yield put(push(nextBindPath(quote.quoteType, step)));
    return;
  }
  const bound = yield* callEndpoint(services, bindQuote, {
    params: { quoteId: quote.quoteId },
    body: { answers: {} },
    actionName: 'quoteBind',
    idempotencyKey: `bind-${quote.quoteId}`,
    headers: yield* accessHeaders(services, quote.quoteId),
  });
  if (!bound.ok) {
    yield put(quotingActions.requestFailed({ message: bound.message }));
    return;
  }
  yield put(quotingActions.quoteUpdated({ quote: bound.value.quote }));
  yield put(quotingActions.bound({ policies: bound.value.policies }));
  yield put(push(bindConfirmationPath(quote.quoteType)));
}

export function* retrieve(services: Services, action: ActionOf<typeof quotingActions.retrieveRequested>) {
  const result = yield* callEndpoint(services, retrieveQuote, { body: action.payload, actionName: 'quoteRetrieve' });
  if (!result.ok) {
    yield put(
      result.status === 404
        ? quotingActions.retrieveFailed({ message: quotingMessages.quoteNotFound })
        : quotingActions.requestFailed({ message: result.message }),
    );
    return;
  }
  yield* keepAccess(services, result.value);
  yield* rememberQuote(services, result.value.quote);
  yield put(quotingActions.quoteUpdated({ quote: result.value.quote }));
  yield put(push(resumePathOf(result.value.quote)));
}

export function* lookUpVin(services: Services, action: ActionOf<typeof quotingActions.vinSearchRequested>) {
  const { index, vin } = action.payload;
  const result = yield* callEndpoint(services, searchVin, { params: { vin } });
  yield put(
    result.ok
      ? quotingActions.vinDecoded({ index, vehicle: result.value })
      : quotingActions.vinNotFound({ index, message: quotingMessages.vinNotFound }),
  );
}

export function* sendQuoteByEmail(services: Services, action: ActionOf<typeof quotingActions.emailQuoteRequested>) {
  const quote: Quote | null = yield select(selectQuote);
  if (!quote) return;
  const result = yield* callEndpoint(services, emailQuote, {
    params: { quoteId: quote.quoteId },
    body: { email: action.payload.email },
    actionName: 'quoteEmail',
    headers: yield* accessHeaders(services, quote.quoteId),
  });
  yield put(
    result.ok
      ? quotingActions.quoteEmailed({ quoteId: quote.quoteId, sentTo: result.value.sentTo, linkExpiresOn: result.value.linkExpiresOn })
      : quotingActions.quoteEmailFailed({ message: result.message }),
  );
}

/** An action of this type about a quote of this line: life quoting takes its own, and one naming no line is an online quote's. */
const ofLine =
  <A extends { type: string; payload: { line?: 'life' } }>(type: string, line: 'online' | 'life') =>
  (action: unknown): action is A =>
    (action as { type?: unknown }).type === type && ((action as A).payload.line ?? 'online') === line;

/** A request for a call about a quote of this line (life quoting sends its own). */
export const isReferralOf = (line: 'online' | 'life') =>
  ofLine<ActionOf<typeof quotingActions.referralRequested>>(quotingActions.referralRequested.type, line);

/** A request to e-mail a quote of this line (life quoting sends its own). */
export const isEmailRequestOf = (line: 'online' | 'life') =>
  ofLine<ActionOf<typeof quotingActions.emailQuoteRequested>>(quotingActions.emailQuoteRequested.type, line);

/** What the gateway is asked, without the line the action names. */
export const referralBody = ({
  name,
  phone,
  timeWindow,
  consent,
  email,
}: ActionOf<typeof quotingActions.referralRequested>['payload']) => ({
  name,
  phone,
  timeWindow,
  consent,
  ...(email !== undefined ? { email } : {}),
});

/** Asks an agent to call about the quote on screen: the lead's reference comes back to show. */
export function* sendReferral(services: Services, action: ActionOf<typeof quotingActions.referralRequested>) {
  const quote: Quote | null = yield select(selectQuote);
  if (!quote) return;
  const result = yield* callEndpoint(services, referQuote, {
    params: { quoteId: quote.quoteId },
    body: referralBody(action.payload),
    actionName: 'quoteReferral',
    headers: yield* accessHeaders(services, quote.quoteId),
  });
  yield put(
    result.ok
      ? quotingActions.referralSent({ ...result.value, quoteId: quote.quoteId, knockoutCode: quote.knockout?.code ?? null })
      : quotingActions.referralFailed({ message: result.message }),
  );
}

/** An e-mailed quote's link opened its online quote in this browser: the quote continues here with its own access token. */
export function* continueOpenedQuote(services: Services, access: QuoteAccess) {
  yield* keepAccess(services, access);
  yield* rememberQuote(services, access.quote);
  yield put(quotingActions.quoteLinkOpened({ quoteId: access.quote.quoteId }));
  yield put(quotingActions.quoteUpdated({ quote: access.quote }));
  yield put(push(resumePathOf(access.quote)));
}

/** The address's query, when the application has a router (a saga run alone has none). */
const selectSearchIfRouted = (state: { router?: { location?: { search?: string } } } | undefined) => state?.router?.location?.search ?? '';

/** Whether the address carries an e-mailed quote's link: it brings its own quote, and a quote kept in the session stays where it is. */
export function* openingQuoteLink(): SagaIterator<boolean> {
  const search: string = yield select(selectSearchIfRouted);
  return new URLSearchParams(search).has(quoteLinkParam);
}

/** After a reload: the quote and base address kept in the tab's session come back. */
export function* resumeFromSession(services: Services) {
  if (yield* openingQuoteLink()) return;
  const address = yield* readKept(services, AddressSection, storageKeys.quoteBaseAddress);
  if (address) yield put(quotingActions.baseAddressRestored({ address }));
  const kept = yield* readKept(services, SessionQuote, storageKeys.quoting);
  if (!kept) return;
  yield put(quotingActions.sessionQuoteLoading({ quoteId: kept.quoteId }));
  const result = yield* callEndpoint(services, getQuote, {
    params: { quoteId: kept.quoteId },
    headers: yield* accessHeaders(services, kept.quoteId),
  });
  if (!result.ok) {
    yield call([services.session, services.session.remove], storageKeys.quoting);
    yield put(quotingActions.sessionQuoteLost({ quoteId: kept.quoteId, message: result.message }));
    return;
  }
  yield* rememberQuote(services, result.value);
  yield put(quotingActions.quoteResumed({ quoteId: kept.quoteId }));
  yield put(quotingActions.quoteUpdated({ quote: result.value }));
}

export function* quotingSaga(services: Services) {
  yield takeEvery(quotingActions.quoteStartRequested.type, startNewQuote, services);
  yield takeLatest(quotingActions.sectionSubmitted.type, submitSection, services);
  yield takeLatest(quotingActions.coverageChanged.type, changeCoverage, services);
  yield takeLatest(quotingActions.bindStepSubmitted.type, submitBindStep, services);
  yield takeLatest(quotingActions.retrieveRequested.type, retrieve, services);
  yield takeLatest(quotingActions.vinSearchRequested.type, lookUpVin, services);
  yield takeLatest(isEmailRequestOf('online'), sendQuoteByEmail, services);
  yield takeLatest(isReferralOf('online'), sendReferral, services);
  // Each page load starts from a fresh state at app/started (src/shell/pageLoad.ts): the kept quote comes back after it.
  yield takeLeading(appActions.started.type, resumeFromSession, services);
}
