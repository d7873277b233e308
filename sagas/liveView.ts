import { call, delay, put, race, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { Action } from 'redux';
import type { ActionOf } from '../src/bus/catalogue';
import { upgradeEntry } from '../src/bus/replay';
import { chatActions } from '../src/chat/catalogue';
import { supportActions } from '../src/support/catalogue';
import {
  getLiveAssistAudit,
  getLiveAssistShare,
  highlightLiveAssist,
  requestLiveAssist,
  stopLiveAssistAsAgent,
  watchLiveAssist,
  type LiveActions,
  type LiveShare,
} from '../src/contract/liveAssist';
import { chat as chatConfig } from '../config/product';
import type { Services } from '../src/services/types';
import { callEndpoint, type ApiResult } from './api';
import { supportCallFailed } from './supportCallFailed';

// Live assist, the agent's side at the chat desk: asking, stopping and pointing are gateway calls whose outcome is an
// event; a share that goes live is followed by reading the visit's recorded (masked) actions after the last one read,
// at each notice the chat's socket brings and, should a notice be lost, every few seconds. The same read is the
// catch-up after a dropped connection: nothing missed, nothing twice.

/** A live-assist call refused or unanswered: shown in the screen-sharing panel; an ended sign-in sends to sign in. */
const liveFailed = (services: Services, result: Extract<ApiResult<unknown>, { ok: false }>) =>
  supportCallFailed(services, result, (message) => supportActions.liveAssistFailed({ message }));

function* shareChanged(services: Services, result: ApiResult<LiveShare>): SagaIterator<void> {
  if (result.ok) yield put(chatActions.liveShareChanged({ share: result.value }));
  else yield* liveFailed(services, result);
}

export function* askToSee(services: Services, action: ActionOf<typeof supportActions.liveAssistAsked>): SagaIterator<void> {
  yield* shareChanged(
    services,
    yield* callEndpoint(services, requestLiveAssist, { body: { conversationId: action.payload.conversationId } }),
  );
}

export function* stopWatching(services: Services, action: ActionOf<typeof supportActions.liveAssistStopped>): SagaIterator<void> {
  yield* shareChanged(services, yield* callEndpoint(services, stopLiveAssistAsAgent, { params: { shareId: action.payload.shareId } }));
}

export function* pointAt(services: Services, action: ActionOf<typeof supportActions.liveHighlightSent>): SagaIterator<void> {
  const { shareId, highlight } = action.payload;
  const result = yield* callEndpoint(services, highlightLiveAssist, { params: { shareId }, body: highlight });
  if (result.ok) yield put(supportActions.liveHighlightDelivered({ shareId }));
  else yield* liveFailed(services, result);
}

/** Where a read left the view: the last action number read, and whether the share is over (the view ends). */
interface Read {
  readonly after: number;
  readonly over: boolean;
}

/** Reads the visit's actions after `after`, page by page, until none are left. */
export function* readAfter(services: Services, shareId: string, after: number): SagaIterator<Read> {
  for (;;) {
    const result: ApiResult<LiveActions> = yield* callEndpoint(services, watchLiveAssist, {
      params: { shareId, after: String(after) },
      fresh: true,
    });
    if (!result.ok) {
      // No answer (the network): the next notice or look catches up. A refusal: the share is over; its state says why.
      if (result.status === null || result.status >= 500 || result.status === 429) return { after, over: false };
      const share: ApiResult<LiveShare> = yield* callEndpoint(services, getLiveAssistShare, { params: { shareId }, fresh: true });
      if (share.ok) yield put(chatActions.liveShareChanged({ share: share.value }));
      else yield put(supportActions.liveAssistFailed({ message: result.message }));
      return { after, over: true };
    }
    const { visit, entries, lastSeq, more, share } = result.value;
    yield put(supportActions.liveActionsLoaded({ shareId, visit, entries: entries.map((entry) => upgradeEntry(entry)), lastSeq }));
    if (share.status !== 'live') {
      yield put(chatActions.liveShareChanged({ share }));
      return { after: lastSeq, over: true };
    }
    if (!more) return { after: lastSeq, over: false };
    after = lastSeq;
  }
}

const newerActions = (shareId: string, after: number) => (action: Action) =>
  action.type === chatActions.liveActionsAnnounced.type &&
  (action as ActionOf<typeof chatActions.liveActionsAnnounced>).payload.shareId === shareId &&
  (action as ActionOf<typeof chatActions.liveActionsAnnounced>).payload.lastSeq > after;

const shareOver = (shareId: string) => (action: Action) => {
  if (action.type !== chatActions.liveShareChanged.type) return false;
  const { share } = (action as ActionOf<typeof chatActions.liveShareChanged>).payload;
  return share.shareId === shareId && share.status !== 'live';
};

/** One live share, followed from the visit's start until it ends. */
export function* follow(services: Services, shareId: string): SagaIterator<void> {
  let after = 0;
  for (;;) {
    const read: Read = yield call(readAfter, services, shareId, after);
    if (read.over) return;
    after = read.after;
    const { ended } = (yield race({
      announced: take(newerActions(shareId, after)),
      ended: take(shareOver(shareId)),
      look: delay(chatConfig.liveCatchUpMs),
    })) as { ended?: unknown };
    if (ended) return;
  }
}

/** Every share that goes live at the desk is followed, once, until it ends. */
export function* followLiveShares(services: Services): SagaIterator<void> {
  const following = new Set<string>();
  yield takeEvery(chatActions.liveShareChanged.type, function* followOnce(action: ActionOf<typeof chatActions.liveShareChanged>) {
    const { share } = action.payload;
    if (share.status !== 'live' || following.has(share.shareId)) return;
    following.add(share.shareId);
    try {
      yield call(follow, services, share.shareId);
    } finally {
      following.delete(share.shareId);
    }
  });
}

/** The record of screen sharing, read afresh each time (as the desk opens, a visit opens, or a share changes). */
export function* loadAudit(services: Services): SagaIterator<void> {
  const result = yield* callEndpoint(services, getLiveAssistAudit, { fresh: true });
  if (result.ok) yield put(supportActions.liveAuditLoaded({ records: result.value.records }));
  else yield* liveFailed(services, result);
}

export function* liveViewSaga(services: Services): SagaIterator<void> {
  yield takeLatest([supportActions.liveAuditRequested.type, chatActions.liveShareChanged.type], loadAudit, services);
  yield takeLeading(supportActions.liveAssistAsked.type, askToSee, services);
  yield takeLeading(supportActions.liveAssistStopped.type, stopWatching, services);
  yield takeEvery(supportActions.liveHighlightSent.type, pointAt, services);
  yield call(followLiveShares, services);
}
