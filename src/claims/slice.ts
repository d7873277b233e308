import { reducerOf } from '../bus/reducer';
import type { ClaimDetails, ClaimMessage, ClaimSummary } from '../contract/claims';
import { authActions } from '../auth/catalogue';
import { claimsActions, type FilingIntent, type MessageIntent } from './catalogue';
import type { FnolAnswers } from '../shared/claimFiling';
import type { KeptPolicy } from '../shared/keptPolicies';
import { claimFilingCases as filing, noClaimFiling, type ClaimFilingState } from '../shared/claimFilingState';

export type LoadStatus = 'idle' | 'loaded' | 'failed';
export type DetailsStatus = 'loaded' | 'notFound' | 'failed';

export interface ClaimsState {
  readonly status: LoadStatus;
  readonly list: readonly ClaimSummary[];
  readonly recentStatus: LoadStatus;
  readonly recent: readonly ClaimSummary[];
  /** Each claim opened, by file number. */
  readonly details: Readonly<Record<string, ClaimDetails>>;
  readonly detailsStatus: Readonly<Record<string, DetailsStatus>>;
  readonly messages: Readonly<Record<string, readonly ClaimMessage[]>>;
  readonly messagesFailed: Readonly<Record<string, true>>;
  /** Messages from adjusters not yet read, over all claims (null until known). */
  readonly newMessageCount: number | null;
  /** The message or preference being saved, and the refusal of the last attempt. */
  readonly sending: boolean;
  readonly messageIntent: MessageIntent | null;
  readonly sendError: string | null;
  readonly savingPreference: boolean;
  readonly preferenceError: string | null;
  readonly preferenceSaved: boolean;
  /** The policies kept on this device, offered for filing when the network is gone (src/shared/keptPolicies.ts). */
  readonly offlinePolicies: readonly KeptPolicy[];
  /** Filing a claim. */
  readonly fnol: ClaimFilingState<FnolAnswers, FilingIntent, ClaimSummary>;
}

export const initialClaimsState: ClaimsState = {
  status: 'idle',
  list: [],
  recentStatus: 'idle',
  recent: [],
  details: {},
  detailsStatus: {},
  messages: {},
  messagesFailed: {},
  newMessageCount: null,
  sending: false,
  messageIntent: null,
  sendError: null,
  savingPreference: false,
  preferenceError: null,
  preferenceSaved: false,
  offlinePolicies: [],
  fnol: noClaimFiling,
};

const withUnread = (claims: readonly ClaimSummary[], fileNumber: string, unreadMessages: number) =>
  claims.map((c) => (c.fileNumber === fileNumber ? { ...c, unreadMessages } : c));

/** A case of the filing, on the claims' state. */
const inFnol =
  <P>(change: (fnol: ClaimsState['fnol'], payload: P) => ClaimsState['fnol']) =>
  (state: ClaimsState, payload: P): ClaimsState => ({ ...state, fnol: change(state.fnol, payload) });

export const claimsReducer = reducerOf<ClaimsState>(initialClaimsState, (on) => {
  on(claimsActions.listLoaded, (state, { claims }) => ({ ...state, status: 'loaded', list: claims }));
  on(claimsActions.listLoadFailed, (state) => ({ ...state, status: 'failed' }));
  on(claimsActions.recentLoaded, (state, { claims }) => ({ ...state, recentStatus: 'loaded', recent: claims }));
  on(claimsActions.recentLoadFailed, (state) => ({ ...state, recentStatus: 'failed' }));
  on(claimsActions.detailsLoaded, (state, { details }) => {
    const key = details.claim.fileNumber;
    return {
      ...state,
      details: { ...state.details, [key]: details },
      detailsStatus: { ...state.detailsStatus, [key]: 'loaded' },
      preferenceError: null,
      preferenceSaved: false,
      sendError: null,
    };
  });
  on(claimsActions.detailsNotFound, (state, { fileNumber }) => ({
    ...state,
    detailsStatus: { ...state.detailsStatus, [fileNumber]: 'notFound' },
  }));
  on(claimsActions.detailsLoadFailed, (state, { fileNumber }) => ({
    ...state,
    detailsStatus: { ...state.detailsStatus, [fileNumber]: 'failed' },
  }));
  on(claimsActions.newMessageCountLoaded, (state, { count }) => ({ ...state, newMessageCount: count }));
  on(claimsActions.messagesLoaded, (state, { fileNumber, messages }) => {
    const { [fileNumber]: _, ...failed } = state.messagesFailed;
    return { ...state, messages: { ...state.messages, [fileNumber]: messages }, messagesFailed: failed };
  });
  on(claimsActions.messagesLoadFailed, (state, { fileNumber }) => ({
    ...state,
    messagesFailed: { ...state.messagesFailed, [fileNumber]: true },
  }));
  on(claimsActions.messagesRead, (state, { fileNumber }) => {
    const detail = state.details[fileNumber];
    const wasUnread = detail?.claim.unreadMessages ?? state.list.find((c) => c.fileNumber === fileNumber)?.unreadMessages ?? 0;
    return {
      ...state,
      list: withUnread(state.list, fileNumber, 0),
      recent: withUnread(state.recent, fileNumber, 0),
      details: detail ? { ...state.details, [fileNumber]: { ...detail, claim: { ...detail.claim, unreadMessages: 0 } } } : state.details,
      messages: state.messages[fileNumber]
        ? { ...state.messages, [fileNumber]: state.messages[fileNumber]!.map((m) => ({ ...m, read: true })) }
        : state.messages,
      newMessageCount: state.newMessageCount === null ? null : Math.max(0, state.newMessageCount - wasUnread),
    };
  });
  on(claimsActions.messageSendRequested, (state) => ({ ...state, sending: true, sendError: null }));
  on(claimsActions.messageIntentCreated, (state, intent) => ({ ...state, messageIntent: intent }));
  on(claimsActions.messageSent, (state, { fileNumber, message }) => ({
    ...state,
    sending: false,
    messageIntent: null,
    messages: { ...state.messages, [fileNumber]: [...(state.messages[fileNumber] ?? []), message] },
  }));
  on(claimsActions.messageSendFailed, (state, { message }) => ({ ...state, sending: false, sendError: message }));
  on(claimsActions.emailNotificationsChangeRequested, (state) => ({
    ...state,
    savingPreference: true,
    preferenceError: null,
    preferenceSaved: false,
  }));
  on(claimsActions.emailNotificationsChanged, (state, { fileNumber, emailNotifications }) => {
    const detail = state.details[fileNumber];
    return {
      ...state,
      savingPreference: false,
      preferenceSaved: true,
      details: detail ? { ...state.details, [fileNumber]: { ...detail, emailNotifications } } : state.details,
    };
  });
  on(claimsActions.emailNotificationsChangeFailed, (state, { message }) => ({
    ...state,
    savingPreference: false,
    preferenceError: message,
  }));
  on(claimsActions.filingPoliciesRestored, (state, { policies }) => ({ ...state, offlinePolicies: policies }));
  on(claimsActions.fnolAnswersKept, inFnol(filing.answersKept));
  on(claimsActions.fnolAnswerRefused, inFnol(filing.answerRefused));
  on(claimsActions.fnolSubmitRequested, inFnol(filing.submitRequested));
  on(claimsActions.fnolIntentCreated, inFnol(filing.intentCreated));
  on(claimsActions.claimFiled, (state, { claim }) => ({
    ...state,
    list: [claim, ...state.list.filter((c) => c.fileNumber !== claim.fileNumber)],
    // Its photos stay in view: they are sent to the claim now.
    fnol: { ...noClaimFiling, filed: claim, photos: state.fnol.photos },
  }));
  on(claimsActions.claimFilingFailed, inFnol(filing.filingFailed));
  on(claimsActions.fnolQueued, inFnol(filing.queued));
  on(claimsActions.fnolQueuedCancelled, inFnol(filing.queueCancelled));
  on(claimsActions.fnolPhotosKept, inFnol(filing.photosKept));
  on(authActions.signedOut, () => initialClaimsState);
});
