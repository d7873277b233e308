import * as t from 'io-ts';
import { LiveAssistEvent } from './liveAssist';

/** The chat socket's path under the main gateway base (the customer's widget and the agents' desk share it). */
export const chatSocketPath = '/chat/socket';

/** The longest message either side may send. */
export const chatMessageMaxLength = 1000;

/** Close codes of the chat socket: the reason names the fault. */
export const chatCloseCodes = {
  malformed: 4400,
  unauthorized: 4401,
  forbidden: 4403,
  notFound: 4404,
  helloTimeout: 4408,
  tooManyMessages: 4429,
} as const;

const MessageText = t.refinement(t.string, (s) => s.trim().length > 0 && s.length <= chatMessageMaxLength, 'ChatMessageText');

/** Frames a client sends: the sign-in first, then messages (an agent names the conversation), taking and ending. */
export const ChatClientFrame = t.union([
  t.strict({ type: t.literal('hello'), token: t.string }),
  t.exact(t.intersection([t.type({ type: t.literal('send'), text: MessageText }), t.partial({ conversationId: t.string })])),
  t.strict({ type: t.literal('take'), conversationId: t.string }),
  t.exact(t.intersection([t.type({ type: t.literal('end') }), t.partial({ conversationId: t.string })])),
]);
export type ChatClientFrame = t.TypeOf<typeof ChatClientFrame>;

export const ChatStatus = t.keyof({ waiting: null, answered: null, ended: null });
export type ChatStatus = t.TypeOf<typeof ChatStatus>;

export const ChatConversation = t.type({
  conversationId: t.string,
  /** The customer's login ID (what the agent sees). */
  customer: t.string,
  status: ChatStatus,
  agent: t.union([t.string, t.null]),
  startedAt: t.string,
});
export type ChatConversation = t.TypeOf<typeof ChatConversation>;

export const ChatAuthor = t.keyof({ customer: null, agent: null });
export type ChatAuthor = t.TypeOf<typeof ChatAuthor>;

export const ChatMessage = t.type({
  messageId: t.string,
  conversationId: t.string,
  author: ChatAuthor,
  text: t.string,
  sentAt: t.string,
});
export type ChatMessage = t.TypeOf<typeof ChatMessage>;

/** Frames the gateway sends: what the caller may see on arrival, then each change as it happens. */
export const ChatServerFrame = t.union([
  t.type({
    type: t.literal('ready'),
    role: t.keyof({ customer: null, support: null }),
    conversations: t.array(ChatConversation),
    messages: t.array(ChatMessage),
  }),
  t.type({ type: t.literal('conversation'), conversation: ChatConversation }),
  t.type({ type: t.literal('message'), message: ChatMessage }),
  /** Live assist: a share's state (its customer and agent), new actions (the agent), a highlight (the customer). */
  t.type({ type: t.literal('live'), event: LiveAssistEvent }),
]);
export type ChatServerFrame = t.TypeOf<typeof ChatServerFrame>;
