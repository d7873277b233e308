import * as t from 'io-ts';
import { catalogue, command, event, type Descriptions } from '../bus/catalogue';
import { ChatConversation, ChatMessage } from '../contract/chat';
import { Highlight, LiveShare, VisitViewerRecord } from '../contract/liveAssist';

/** Why the chat loaded (spec section 4): the stored button flag, the claim review page, a chat trigger event, or the launcher. */
export const ChatLoadReason = t.keyof({ storedFlag: null, claimReview: null, trigger: null, launcher: null, desk: null });
export type ChatLoadReason = t.TypeOf<typeof ChatLoadReason>;

export const chatActions = catalogue('chat', {
  loadRequested: command(t.type({ reason: ChatLoadReason })),
  scriptLoaded: event(
    t.type({ role: t.keyof({ customer: null, support: null }), conversations: t.array(ChatConversation), messages: t.array(ChatMessage) }),
    { sensitive: (payload) => ((payload as { messages?: unknown[] }).messages ?? []).map((_, i) => `messages.${i}.text`) },
  ),
  loadFailed: event(t.type({ code: t.number, message: t.string })),
  triggerFired: event(t.type({ trigger: t.string })),
  hoursChecked: event(t.type({ now: t.number })),
  opened: command(),
  closed: command(),
  messageSubmitted: command(t.intersection([t.type({ text: t.string }), t.partial({ conversationId: t.string })]), { sensitive: ['text'] }),
  messageReceived: event(t.type({ message: ChatMessage }), { sensitive: ['message.text'] }),
  conversationChanged: event(t.type({ conversation: ChatConversation })),
  takeRequested: command(t.type({ conversationId: t.string })),
  endRequested: command(t.partial({ conversationId: t.string })),
  conversationSelected: command(t.type({ conversationId: t.string })),
  proactiveOfferShown: event(),
  proactiveOfferAccepted: command(),
  proactiveOfferRejected: command(),
  proactiveOfferIgnored: event(),
  // Live assist: an agent asks to see the customer's screen; the customer agrees, declines or stops sharing.
  liveShareChanged: event(t.type({ share: LiveShare })),
  liveShareConsented: command(t.type({ shareId: t.string })),
  liveShareDeclined: command(t.type({ shareId: t.string })),
  liveShareStopRequested: command(t.type({ shareId: t.string })),
  liveShareFailed: event(t.type({ message: t.string })),
  liveHighlightReceived: event(t.type({ shareId: t.string, highlight: Highlight }), { sensitive: ['highlight.text'] }),
  liveHighlightDismissed: command(),
  liveActionsAnnounced: event(t.type({ shareId: t.string, lastSeq: t.number })),
  liveViewportMeasured: event(t.type({ width: t.number, height: t.number })),
  liveFocusMoved: event(t.type({ target: t.union([t.string, t.null]) })),
  visitViewersRequested: command(),
  visitViewersLoaded: event(t.type({ records: t.array(VisitViewerRecord) })),
  visitViewersFailed: event(t.type({ message: t.string })),
});

export const chatDescriptions: Descriptions<typeof chatActions> = {
  loadRequested: 'The chat widget started loading (the stored chat flag, the claim review page, a chat trigger, the launcher or the desk)',
  scriptLoaded: 'The chat connected and signed in: the open conversation (and its messages) arrived',
  loadFailed: 'The chat could not connect or was closed by the gateway: the loading state is cleared and the reason shown',
  triggerFired: 'A chat trigger event fired (the chat loads)',
  hoursChecked: 'The chat read the clock: whether claims chat is open now is judged at this instant',
  opened: 'The chat window was opened (the launcher hides; unread messages are read)',
  closed: 'The chat window was closed (the launcher shows again)',
  messageSubmitted: 'A chat message was sent (its text is masked in the log)',
  messageReceived: 'A chat message arrived (its text is masked in the log)',
  conversationChanged: 'A conversation started, was taken by an agent, or ended',
  takeRequested: 'The agent took a waiting conversation',
  endRequested: 'The conversation was ended',
  conversationSelected: 'The agent chose a conversation to read and answer',
  proactiveOfferShown: 'The chat offered itself proactively (the launcher hides while the offer shows)',
  proactiveOfferAccepted: 'The customer accepted the proactive chat offer: the chat opens',
  proactiveOfferRejected: 'The customer rejected the proactive chat offer (recorded)',
  proactiveOfferIgnored: 'The proactive chat offer went unanswered and was withdrawn',
  liveShareChanged: 'A request to see the customer’s screen arrived, or its state changed (agreed, declined, ended)',
  liveShareConsented: 'The customer agreed to share their screen with the agent who asked',
  liveShareDeclined: 'The customer declined to share their screen',
  liveShareStopRequested: 'The customer (or the agent) chose Stop sharing',
  liveShareFailed: 'Answering or stopping a screen share failed: the reason is shown',
  liveHighlightReceived: 'The agent pointed at a field on the customer’s screen (its text is masked in the log)',
  liveHighlightDismissed: 'The customer closed the agent’s pointer',
  liveActionsAnnounced: 'New actions of the visit being watched are stored (the agent’s live view reads them)',
  liveViewportMeasured: 'While the screen is shared: the size of the customer’s window, as sharing starts and when it changes',
  liveFocusMoved: 'While the screen is shared: the field the customer is in (its name, never its value), or none',
  visitViewersRequested: 'The customer asked who viewed their visits',
  visitViewersLoaded: 'Who viewed the customer’s visits, and when, arrived',
  visitViewersFailed: 'Who viewed the customer’s visits could not be loaded',
};
