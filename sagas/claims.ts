import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { claimsActions, type MessageIntent } from '../src/claims/catalogue';
import { isClaimFileNumber } from '../src/claims/routes';
import {
  getClaimDetails,
  getClaimMessages,
  getClaims,
  getNewClaimMessageCount,
  getRecentClaims,
  markClaimMessagesRead,
  sendClaimMessage,
  updateClaimEmailNotifications,
  type ClaimMessages,
} from '../src/contract/claims';
import type { ActionOf } from '../src/bus/catalogue';
import type { Services } from '../src/services/types';
import { enterBy, entering, enteringSaga, mergeEntering } from './entering';
import { claimRoutes, shellRoutes } from '../src/shared/routes';
import { callEndpoint, type ApiResult } from './api';
import { forceSignOut } from './auth';
import { intentFor } from './intent';
import { knownAuthStatus } from './navigation';
import type { ClaimsState } from '../src/claims/slice';

const selectMessageIntent = (state: { claims: ClaimsState }) => state.claims.messageIntent;

export function* loadClaims(services: Services) {
  const result = yield* callEndpoint(services, getClaims, { actionName: 'claimsList' });
  yield put(
    result.ok ? claimsActions.listLoaded({ claims: result.value.claims }) : claimsActions.listLoadFailed({ message: result.message }),
  );
  return result;
}

export function* loadRecentClaims(services: Services) {
  const result = yield* callEndpoint(services, getRecentClaims, { actionName: 'recentClaims' });
  yield put(
    result.ok ? claimsActions.recentLoaded({ claims: result.value.claims }) : claimsActions.recentLoadFailed({ message: result.message }),
  );
  return result;
}

export function* loadNewMessageCount(services: Services) {
  const result = yield* callEndpoint(services, getNewClaimMessageCount, {});
  if (result.ok) yield put(claimsActions.newMessageCountLoaded({ count: result.value.count }));
  return result;
}

/** One claim's details; a malformed file number is not found without asking the gateway. */
export function* loadClaimDetails(services: Services, fileNumber: string) {
  if (!isClaimFileNumber(fileNumber)) {
    yield put(claimsActions.detailsNotFound({ fileNumber }));
    return null;
  }
  const result = yield* callEndpoint(services, getClaimDetails, { params: { fileNumber }, actionName: 'claimDetails' });
  if (result.ok) yield put(claimsActions.detailsLoaded({ details: result.value }));
  else if (result.status === 404) yield put(claimsActions.detailsNotFound({ fileNumber }));
  else yield put(claimsActions.detailsLoadFailed({ fileNumber, message: result.message }));
  return result;
}

/** The conversation, read: the adjuster's new messages are marked read and the count follows. */
export function* openMessenger(services: Services, fileNumber: string) {
  const result = yield* callEndpoint(services, getClaimMessages, { params: { fileNumber }, actionName: 'claimMessages' });
  if (!result.ok) {
    yield put(claimsActions.messagesLoadFailed({ fileNumber, message: result.message }));
    return result;
  }
  const { messages }: ClaimMessages = result.value;
  yield put(claimsActions.messagesLoaded({ fileNumber, messages }));
  if (messages.some((m) => !m.read)) {
    const read = yield* callEndpoint(services, markClaimMessagesRead, { params: { fileNumber } });
    if (read.ok) {
      // Answers kept in the query cache (messages, counts, lists) no longer hold.
      yield call([services.queries, services.queries.clear]);
      yield put(claimsActions.messagesRead({ fileNumber }));
    }
  }
  return result;
}

/** Behind the sign-in: what the page loads, then the count of new messages. */
const show = (load: (services: Services) => SagaIterator<ApiResult<unknown> | null>) =>
  function* showClaims(services: Services) {
    const status: string = yield call(knownAuthStatus);
    if (status !== 'signedIn') return;
    const result: ApiResult<unknown> | null = yield call(load, services);
    if (result && !result.ok && result.status === 401) {
      yield call(forceSignOut, services);
      return;
    }
    yield call(loadNewMessageCount, services);
  };

/** A claim's file (its bare address or a tab); on the messages tab, the messages too. */
const showFile =
  (messenger: boolean) =>
  (services: Services, { fileNumber }: { fileNumber: string }) =>
    show(function* loadFile(): SagaIterator<ApiResult<unknown> | null> {
      const result: ApiResult<unknown> | null = yield call(loadClaimDetails, services, fileNumber);
      return result?.ok && messenger ? yield call(openMessenger, services, fileNumber) : result;
    })(services);

const file = showFile(false);

export const onEntering = mergeEntering(
  entering(claimRoutes, {
    claims: show(loadClaims),
    claim: file,
    claimOverview: file,
    claimCoverages: file,
    claimDocuments: file,
    claimMessenger: showFile(true),
    claimSettings: file,
  }),
  entering(shellRoutes, { account: show(loadRecentClaims) }),
);

export const showClaims = enterBy(onEntering);

export function* sendMessage(services: Services, action: ActionOf<typeof claimsActions.messageSendRequested>) {
  const kept: MessageIntent | null = yield select(selectMessageIntent);
  const intent: MessageIntent = yield* intentFor(services, kept, action.payload, claimsActions.messageIntentCreated);
  const { fileNumber, body, key } = intent;
  const result = yield* callEndpoint(services, sendClaimMessage, {
    params: { fileNumber },
    body: { body },
    idempotencyKey: key,
    actionName: 'claimMessageSend',
  });
  if (result.ok) {
    yield call([services.queries, services.queries.clear]);
    yield put(claimsActions.messageSent({ fileNumber, message: result.value.message }));
  } else {
    yield put(claimsActions.messageSendFailed({ fileNumber, message: result.message }));
    if (result.status === 401) yield call(forceSignOut, services);
  }
}

export function* changeEmailNotifications(services: Services, action: ActionOf<typeof claimsActions.emailNotificationsChangeRequested>) {
  const { fileNumber, email } = action.payload;
  const result = yield* callEndpoint(services, updateClaimEmailNotifications, {
    params: { fileNumber },
    body: { email },
    actionName: 'claimEmailNotifications',
  });
  if (result.ok) {
    yield call([services.queries, services.queries.clear]);
    yield put(claimsActions.emailNotificationsChanged(result.value));
  } else {
    yield put(claimsActions.emailNotificationsChangeFailed({ fileNumber, message: result.message }));
    if (result.status === 401) yield call(forceSignOut, services);
  }
}

export function* claimsSaga(services: Services) {
  yield enteringSaga(services, onEntering);
  yield takeLeading(claimsActions.messageSendRequested.type, sendMessage, services);
  yield takeLatest(claimsActions.emailNotificationsChangeRequested.type, changeEmailNotifications, services);
}
