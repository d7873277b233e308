import { call, put, takeEvery, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { ActionOf } from '../src/bus/catalogue';
import { chatActions } from '../src/chat/catalogue';
import { consentLiveAssist, declineLiveAssist, getMyLiveAssist, getVisitViewers, stopLiveAssist } from '../src/contract/liveAssist';
import { liveAssistMessages } from '../src/validation/messages';
import type { Services } from '../src/services/types';
import { storageKeys } from '../config/product';
import { callEndpoint, type ApiResult } from './api';
import type { LiveShare, VisitViewerRecord } from '../src/contract/liveAssist';

// Live assist, the customer's side: the answers to an agent's request and the stop, each a gateway call whose outcome
// is an event. While the share is live the recording saga sends the visit's (masked) log at once, action by action:
// what the agent sees is the recording, and nothing else.

type Answer = ActionOf<
  typeof chatActions.liveShareConsented | typeof chatActions.liveShareDeclined | typeof chatActions.liveShareStopRequested
>;

function* announced(result: ApiResult<LiveShare>): SagaIterator<void> {
  if (result.ok) yield put(chatActions.liveShareChanged({ share: result.value }));
  else yield put(chatActions.liveShareFailed({ message: result.message }));
}

/** The customer agrees: the share shows this tab's visit (its id, as the recording keeps it). */
export function* consent(services: Services, action: Answer): SagaIterator<void> {
  const visitId: string | null = yield call([services.session, services.session.get], storageKeys.visitId);
  if (!visitId) {
    yield put(chatActions.liveShareFailed({ message: liveAssistMessages.noVisit }));
    return;
  }
  const result: ApiResult<LiveShare> = yield* callEndpoint(services, consentLiveAssist, {
    params: { shareId: action.payload.shareId },
    body: { visitId },
  });
  yield call(announced, result);
}

export function* decline(services: Services, action: Answer): SagaIterator<void> {
  const result: ApiResult<LiveShare> = yield* callEndpoint(services, declineLiveAssist, { params: { shareId: action.payload.shareId } });
  yield call(announced, result);
}

export function* stop(services: Services, action: Answer): SagaIterator<void> {
  const result: ApiResult<LiveShare> = yield* callEndpoint(services, stopLiveAssist, { params: { shareId: action.payload.shareId } });
  yield call(announced, result);
}

/** As the chat connects (a page load while shared, a request made before): the request addressed to the customer now. */
export function* openShareOnConnect(services: Services, action: ActionOf<typeof chatActions.scriptLoaded>): SagaIterator<void> {
  if (action.payload.role !== 'customer') return;
  // Its state changes with every answer: never the query cache's.
  const result: ApiResult<{ share: LiveShare | null }> = yield* callEndpoint(services, getMyLiveAssist, { fresh: true });
  if (result.ok && result.value.share) yield put(chatActions.liveShareChanged({ share: result.value.share }));
}

/** The profile's list of who viewed the customer's visits, read afresh each time it is asked for. */
export function* loadViewers(services: Services): SagaIterator<void> {
  const result: ApiResult<{ records: VisitViewerRecord[] }> = yield* callEndpoint(services, getVisitViewers, { fresh: true });
  if (result.ok) yield put(chatActions.visitViewersLoaded({ records: result.value.records }));
  else yield put(chatActions.visitViewersFailed({ message: result.message }));
}

/** A stop while an answer is on its way waits for it; the shares of one customer come one at a time. */
export function* liveAssistSaga(services: Services): SagaIterator<void> {
  yield takeLeading(chatActions.liveShareConsented.type, consent, services);
  yield takeLeading(chatActions.liveShareDeclined.type, decline, services);
  yield takeLeading(chatActions.liveShareStopRequested.type, stop, services);
  yield takeEvery(chatActions.scriptLoaded.type, openShareOnConnect, services);
  yield takeLeading(chatActions.visitViewersRequested.type, loadViewers, services);
}
