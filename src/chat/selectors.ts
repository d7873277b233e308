import { fieldSelector } from '../bus/fieldSelector';
import type { ChatState } from './slice';

interface WithChat {
  chat: ChatState;
}

export const selectChatState = (state: WithChat) => state.chat;
/** Narrow reads: one field of the slice each. */
export const selectChatField = fieldSelector(selectChatState);

/** The request or share the customer has to see now: waiting for an answer, or live (null otherwise). */
export const selectOpenLiveShare = (state: Partial<WithChat>) => {
  const share = state.chat?.liveShare ?? null;
  return share && (share.status === 'requested' || share.status === 'live') ? share : null;
};

/** Whether the customer's screen is shared now (read by the recording, which streams while it is). */
export const selectSharingLive = (state: Partial<WithChat>) => state.chat?.liveShare?.status === 'live';

/** Who viewed the customer's visits (null until loaded, or where the chat's slice is absent). */
export const selectVisitViewers = (state: Partial<WithChat>) => state.chat?.viewers ?? null;
export const selectVisitViewersError = (state: Partial<WithChat>) => state.chat?.viewersError ?? null;
