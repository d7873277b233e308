import { actionChannel, call, delay, fork, put, race, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { buffers, eventChannel, type Channel, type EventChannel, type SagaIterator } from 'redux-saga';
import { isRight } from 'fp-ts/lib/Either';
import { chat as chatConfig } from '../config/product';
import { appActions } from '../src/shell/catalogue';
import { selectAuthStatus } from '../src/auth/selectors';
import type { ActionOf } from '../src/bus/catalogue';
import { chatActions } from '../src/chat/catalogue';
import { selectChatField } from '../src/chat/selectors';
import { ChatServerFrame, chatCloseCodes, type ChatClientFrame } from '../src/contract/chat';
import type { LiveAssistEvent } from '../src/contract/liveAssist';
import { liveAssistSaga } from './liveAssist';
import type { ChatConnection, ChatSocketEvent, Services } from '../src/services/types';
import { isOpenNow } from '../src/validation/contactHours';
import { pageFactsOf } from '../src/app/pageFacts';
import type { PageView } from '../src/shared/route';

/** The chat socket as a channel of its events, and the connection to send on (the saga owns both). */
export function openChatSocket(services: Services): { channel: EventChannel<ChatSocketEvent>; connection: ChatConnection } {
  let connection: ChatConnection | null = null;
  const channel = eventChannel<ChatSocketEvent>((emit) => {
    connection = services.chat.connect(emit);
    return () => connection?.close();
  });
  if (!connection) throw new Error('the chat socket did not open');
  return { channel, connection };
}

/** What a closed socket tells the customer (the gateway's reason when it gave one). */
export function closedMessage(code: number, reason: string): string {
  if (code === chatCloseCodes.unauthorized) return 'Please sign in again to chat with us.';
  if (reason) return reason;
  return 'Chat is unavailable right now. Please try again later or call us.';
}

/** A live assist event of the socket, as the action the bus carries. */
export function liveActionOf(event: LiveAssistEvent) {
  switch (event.type) {
    case 'share':
      return chatActions.liveShareChanged({ share: event.share });
    case 'highlight':
      return chatActions.liveHighlightReceived({ shareId: event.shareId, highlight: event.highlight });
    default:
      return chatActions.liveActionsAnnounced({ shareId: event.shareId, lastSeq: event.lastSeq });
  }
}

/** A command of the widget or the desk, as the frame the gateway takes. */
export function frameOf(
  action: ActionOf<typeof chatActions.messageSubmitted | typeof chatActions.takeRequested | typeof chatActions.endRequested>,
): ChatClientFrame {
  switch (action.type) {
    case chatActions.messageSubmitted.type:
      return { type: 'send', ...action.payload };
    case chatActions.takeRequested.type:
      return { type: 'take', conversationId: action.payload.conversationId };
    default:
      return { type: 'end', ...action.payload };
  }
}

const outgoing = [chatActions.messageSubmitted.type, chatActions.takeRequested.type, chatActions.endRequested.type];

/**
 * One chat session: every socket event becomes an action on the bus (so it is recorded, masked and replayed), every
 * command of the widget a frame. A failure to connect, or a close, clears the loading state with the reason.
 */
export function* runChatSocket(services: Services): SagaIterator<void> {
  const { channel, connection }: ReturnType<typeof openChatSocket> = yield call(openChatSocket, services);
  try {
    for (;;) {
      const { event, command } = (yield race({ event: take(channel), command: take(outgoing) })) as {
        event?: ChatSocketEvent;
        command?: Parameters<typeof frameOf>[0];
      };
      if (command) {
        yield call([connection, connection.send], frameOf(command));
        continue;
      }
      if (!event) continue;
      if (event.kind === 'closed') {
        yield put(chatActions.loadFailed({ code: event.code, message: closedMessage(event.code, event.reason) }));
        return;
      }
      const decoded = ChatServerFrame.decode(event.frame);
      if (!isRight(decoded)) continue;
      const frame = decoded.right;
      if (frame.type === 'ready')
        yield put(chatActions.scriptLoaded({ role: frame.role, conversations: frame.conversations, messages: frame.messages }));
      else if (frame.type === 'conversation') yield put(chatActions.conversationChanged({ conversation: frame.conversation }));
      else if (frame.type === 'message') yield put(chatActions.messageReceived({ message: frame.message }));
      else yield put(liveActionOf(frame.event));
    }
  } finally {
    channel.close();
  }
}

/**
 * The proactive offer ('Questions about your claim?'): shown after a pause, in place of the launcher, then accepted,
 * rejected or ignored. A rejection is recorded for the visit (the tab's session), so no later page load offers it
 * again. Done (true) once the customer has answered it or opened the chat.
 */
export function* offerChat(services: Services): SagaIterator<boolean> {
  yield delay(chatConfig.proactiveOfferAfterMs);
  const hasOpened: boolean = yield select(selectChatField('hasOpened'));
  if (hasOpened) return true;
  yield put(chatActions.proactiveOfferShown());
  const answer: { accepted?: unknown; rejected?: unknown; opened?: unknown } = yield race({
    accepted: take(chatActions.proactiveOfferAccepted.type),
    rejected: take(chatActions.proactiveOfferRejected.type),
    opened: take(chatActions.opened.type),
    timeout: delay(chatConfig.proactiveOfferWithdrawnAfterMs),
  });
  if (answer.accepted) yield put(chatActions.opened());
  else if (answer.rejected) yield call([services.session, services.session.set], chatConfig.offerDeclinedKey, 'true');
  else if (!answer.opened) yield put(chatActions.proactiveOfferIgnored());
  return true;
}

type PageViewed = ActionOf<typeof appActions.pageViewed>;

/** The pages the chat's offer speaks to (their manifests' `chat`): a claim file's own pages and the review of a claim being filed. */
const isClaimPage = (view: PageView): boolean => pageFactsOf(view).chat !== null;

/** The next page view that leaves the claim pages. */
function* leavingClaimPages(views: Channel<PageViewed>): SagaIterator<PageViewed> {
  for (;;) {
    const view: PageViewed = yield take(views);
    if (!isClaimPage(view.payload)) return view;
  }
}

/**
 * The offer follows a load in chat hours, once per page load, and only on a claim page: on any other page it waits for
 * one, and leaving the claim pages withdraws it. Declined earlier in the visit, it is not offered again.
 */
export function* offerOnClaimPages(services: Services): SagaIterator<void> {
  // The page the chat loads on was viewed before it connected: the latest view waits here.
  const views: Channel<PageViewed> = yield actionChannel(appActions.pageViewed.type, buffers.sliding<PageViewed>(1));
  yield take(chatActions.scriptLoaded.type);
  const now: number = yield call([services.clock, services.clock.now]);
  if (!isOpenNow('claimsChat', new Date(now))) return;
  const declined: string | null = yield call([services.session, services.session.get], chatConfig.offerDeclinedKey);
  if (declined === 'true') return;
  let view: PageViewed = yield take(views);
  for (;;) {
    if (!isClaimPage(view.payload)) {
      view = yield take(views);
      continue;
    }
    const { done, left } = (yield race({ done: call(offerChat, services), left: call(leavingClaimPages, views) })) as {
      done?: boolean;
      left?: PageViewed;
    };
    if (done) return;
    const shown: boolean = yield select(selectChatField('proactiveOffer'));
    if (shown) {
      yield put(chatActions.proactiveOfferIgnored());
      return;
    }
    view = left!;
  }
}

/** The customer's widget: loads (signed in only), keeps the stored button flag, reads the clock for the chat hours. */
export function* loadCustomerChat(services: Services): SagaIterator<void> {
  const loaded: boolean = yield select(selectChatField('scriptLoaded'));
  if (loaded) return;
  const now: number = yield call([services.clock, services.clock.now]);
  yield put(chatActions.hoursChecked({ now }));
  const status: string = yield select(selectAuthStatus);
  if (status !== 'signedIn') {
    yield put(chatActions.loadFailed({ code: chatCloseCodes.unauthorized, message: 'Sign in to chat with us.' }));
    return;
  }
  // The socket runs on (a child of this load) while the chat is connected; further load requests wait for its end.
  yield fork(runChatSocket, services);
  const { connected } = (yield race({ connected: take(chatActions.scriptLoaded.type), failed: take(chatActions.loadFailed.type) })) as {
    connected?: unknown;
  };
  if (connected) yield call([services.local, services.local.set], chatConfig.buttonFlagKey, 'true');
}

/** The agents' desk in the support console: the same socket, signed in with the agent's console session. */
export function* deskChatSaga(services: Services): SagaIterator<void> {
  yield takeLeading(chatActions.loadRequested.type, runChatSocket, services);
}

/** Why the chat should load on a page: the stored button flag, or the claim review page. */
export function* loadOnPage(services: Services, action: ActionOf<typeof appActions.pageViewed>): SagaIterator<void> {
  const loaded: boolean = yield select(selectChatField('scriptLoaded'));
  const loading: boolean = yield select(selectChatField('loading'));
  if (loaded || loading) return;
  const status: string = yield select(selectAuthStatus);
  if (status !== 'signedIn') return;
  if (pageFactsOf(action.payload).chat === 'claimReview') {
    yield put(chatActions.loadRequested({ reason: 'claimReview' }));
    return;
  }
  const storedFlag: string | null = yield call([services.local, services.local.get], chatConfig.buttonFlagKey);
  if (storedFlag === 'true') yield put(chatActions.loadRequested({ reason: 'storedFlag' }));
}

export function* chatSaga(services: Services): SagaIterator<void> {
  yield takeEvery(appActions.pageViewed.type, loadOnPage, services);
  yield takeEvery(chatActions.triggerFired.type, function* () {
    yield put(chatActions.loadRequested({ reason: 'trigger' }));
  });
  yield takeLeading(chatActions.loadRequested.type, loadCustomerChat, services);
  yield fork(liveAssistSaga, services);
  yield call(offerOnClaimPages, services);
}
