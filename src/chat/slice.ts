import { reducerOf } from '../bus/reducer';
import { authActions } from '../auth/catalogue';
import type { ChatConversation, ChatMessage } from '../contract/chat';
import type { Highlight, LiveShare, VisitViewerRecord } from '../contract/liveAssist';
import { chatActions } from './catalogue';

/** The chat widget's states (spec section 4), and what it shows: the conversations the caller may see, their messages. */
export interface ChatState {
  readonly scriptLoaded: boolean;
  readonly open: boolean;
  readonly hasOpened: boolean;
  readonly loading: boolean;
  /** Messages from the other side not read yet (the launcher's notification dot). */
  readonly unread: number;
  readonly proactiveOffer: boolean;
  readonly role: 'customer' | 'support' | null;
  readonly conversations: readonly ChatConversation[];
  readonly messages: readonly ChatMessage[];
  /** The agent's chosen conversation. */
  readonly selected: string | null;
  readonly error: string | null;
  /** The instant claims chat hours are judged at (the injected clock's, read by the saga). */
  readonly now: number | null;
  /** Live assist: the latest request to see the customer's screen (or, at the desk, the agent's), in its state now. */
  readonly liveShare: LiveShare | null;
  /** An answer or stop on its way (the dialog's buttons wait). */
  readonly liveBusy: boolean;
  readonly liveError: string | null;
  /** What the agent points at on the customer's screen. */
  readonly highlight: Highlight | null;
  /** Who viewed the customer's visits (the profile's list), once loaded. */
  readonly viewers: readonly VisitViewerRecord[] | null;
  readonly viewersError: string | null;
}

export const initialChatState: ChatState = {
  scriptLoaded: false,
  open: false,
  hasOpened: false,
  loading: false,
  unread: 0,
  proactiveOffer: false,
  role: null,
  conversations: [],
  messages: [],
  selected: null,
  error: null,
  now: null,
  liveShare: null,
  liveBusy: false,
  liveError: null,
  highlight: null,
  viewers: null,
  viewersError: null,
};

const withConversation = (list: readonly ChatConversation[], conversation: ChatConversation) =>
  list.some((c) => c.conversationId === conversation.conversationId)
    ? list.map((c) => (c.conversationId === conversation.conversationId ? conversation : c))
    : [...list, conversation];

export const chatReducer = reducerOf<ChatState>(initialChatState, (on) => {
  on(chatActions.loadRequested, (state) => (state.scriptLoaded ? state : { ...state, loading: true, error: null }));
  on(chatActions.scriptLoaded, (state, { role, conversations, messages }) => ({
    ...state,
    scriptLoaded: true,
    loading: false,
    error: null,
    role,
    conversations,
    messages,
  }));
  on(chatActions.loadFailed, (state, { message }) => ({ ...state, loading: false, scriptLoaded: false, error: message }));
  on(chatActions.hoursChecked, (state, { now }) => ({ ...state, now }));
  on(chatActions.opened, (state) => ({ ...state, open: true, hasOpened: true, unread: 0, proactiveOffer: false }));
  on(chatActions.closed, (state) => ({ ...state, open: false }));
  on(chatActions.conversationChanged, (state, { conversation }) => ({
    ...state,
    conversations: withConversation(state.conversations, conversation),
  }));
  on(chatActions.messageReceived, (state, { message }) => {
    if (state.messages.some((m) => m.messageId === message.messageId)) return state;
    const fromOtherSide = (message.author === 'agent') === (state.role === 'customer');
    return { ...state, messages: [...state.messages, message], unread: fromOtherSide && !state.open ? state.unread + 1 : state.unread };
  });
  on(chatActions.conversationSelected, (state, { conversationId }) => ({ ...state, selected: conversationId }));
  on(chatActions.proactiveOfferShown, (state) => ({ ...state, proactiveOffer: true }));
  on(chatActions.proactiveOfferAccepted, (state) => ({ ...state, proactiveOffer: false }));
  on(chatActions.proactiveOfferRejected, (state) => ({ ...state, proactiveOffer: false }));
  on(chatActions.proactiveOfferIgnored, (state) => ({ ...state, proactiveOffer: false }));
  on(chatActions.liveShareChanged, (state, { share }) => {
    // A later request replaces an ended one; an older share's news never replaces a newer one's.
    if (state.liveShare && state.liveShare.shareId !== share.shareId && share.requestedAt < state.liveShare.requestedAt) return state;
    const open = share.status === 'requested' || share.status === 'live';
    return {
      ...state,
      liveShare: share,
      liveBusy: false,
      liveError: null,
      highlight: open && state.liveShare?.shareId === share.shareId ? state.highlight : null,
    };
  });
  on(chatActions.liveShareConsented, (state) => ({ ...state, liveBusy: true, liveError: null }));
  on(chatActions.liveShareDeclined, (state) => ({ ...state, liveBusy: true, liveError: null }));
  on(chatActions.liveShareStopRequested, (state) => ({ ...state, liveBusy: true, liveError: null, highlight: null }));
  on(chatActions.liveShareFailed, (state, { message }) => ({ ...state, liveBusy: false, liveError: message }));
  on(chatActions.liveHighlightReceived, (state, { shareId, highlight }) =>
    state.liveShare?.shareId === shareId && state.liveShare.status === 'live' ? { ...state, highlight } : state,
  );
  on(chatActions.liveHighlightDismissed, (state) => ({ ...state, highlight: null }));
  on(chatActions.visitViewersLoaded, (state, { records }) => ({ ...state, viewers: records, viewersError: null }));
  on(chatActions.visitViewersFailed, (state, { message }) => ({ ...state, viewersError: message }));
  on(authActions.signedOut, () => initialChatState);
});
