import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import type { Kysely } from 'kysely';
import { isRight } from 'fp-ts/lib/Either';
import { ChatClientFrame, chatCloseCodes, chatMessageMaxLength, type ChatServerFrame } from '../../src/contract/chat';
import { endedSessions } from '../auth/sessions';
import { sessionAccountId } from '../auth/accounts';
import { TokenRejected, type Principal } from '../auth/tokens';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Guards } from '../http/guards';
import type { Clock, Ids } from '../clock';
import type { ChatEvent, ChatRelay } from '../chat/relay';
import {
  addMessage,
  conversationById,
  conversationOf,
  messagesOf,
  openConversationOf,
  openConversations,
  openOrStartConversation,
  updateConversation,
} from '../chat/conversations';
import { withinChatMessageLimit } from '../chat/limits';
import { engagementMessages } from '../../src/validation/messages';
import { endSharesOfConversation } from '../liveAssist/shares';

export interface ChatPluginOptions {
  db: Kysely<Database>;
  guards: Guards;
  relay: ChatRelay;
  clock: Clock;
  ids: Ids;
  /** How long a new socket may wait before its sign-in frame (tests shorten it). */
  helloTimeoutMs?: number;
  /** How often the sessions of open sockets are looked at: a socket of an ended session is closed at most this late. */
  sessionCheckMs?: number;
}

/** A refusal that ends the socket: its close code and a reason a person can read (at most 123 bytes). */
class ChatRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const refusals = {
  malformed: () =>
    new ChatRefusal(chatCloseCodes.malformed, `That is not a chat frame (JSON, at most ${chatMessageMaxLength} characters a message).`),
  signInFirst: () => new ChatRefusal(chatCloseCodes.unauthorized, 'Sign in first: the first frame is hello with the access token.'),
  noAccount: () => new ChatRefusal(chatCloseCodes.forbidden, 'Chat is for customers with an account and support agents.'),
  agentsOnly: () => new ChatRefusal(chatCloseCodes.forbidden, 'Only support agents take or answer conversations.'),
  notYours: () => new ChatRefusal(chatCloseCodes.forbidden, 'That conversation is not yours.'),
  noConversation: () => new ChatRefusal(chatCloseCodes.notFound, 'There is no such open conversation.'),
  tooManyMessages: () => new ChatRefusal(chatCloseCodes.tooManyMessages, engagementMessages.chatTooManyMessages),
};

/** Who signed in on a socket, with the token they signed in with (checked again before each frame is stored). */
type Caller = { token: string; session: Principal['session'] } & (
  { role: 'customer'; loginId: string; partyId: string } | { role: 'support'; loginId: string }
);

const helloDescription = {
  operationId: 'chatSocket',
  tag: 'Chat',
  summary: 'The chat with a live agent, over WebSocket',
  description:
    'Upgrade to WebSocket; the first frame is {"type":"hello","token":"<access token>"}. A customer then sends messages ' +
    "(a conversation starts waiting for an agent) and receives the agent's; a support agent receives every open " +
    'conversation, takes one and answers it. A malformed frame closes the socket with 4400 and the reason; a missing or ' +
    'rejected sign-in with 4401; a conversation of someone else with 4403.',
  responses: {
    '101': { description: 'Switched to WebSocket' },
    '426': { description: 'Not a WebSocket upgrade', mediaType: 'application/json' },
  },
};

/**
 * Chat with a live agent (WebSocket: @fastify/websocket is registered on the gateway itself). Stateless: every change is stored, then published on the relay (NOTIFY on the database),
 * and each instance passes it to its own sockets that may see it: the customer of the conversation, every agent.
 */
export const chatPlugin: FastifyPluginAsync<ChatPluginOptions> = async (
  app,
  { db, guards, relay, clock, ids, helloTimeoutMs = 10_000, sessionCheckMs = 2_000 },
) => {
  const sessionsOfSockets = watchSessions(db, sessionCheckMs);
  app.addHook('onClose', async () => sessionsOfSockets.stop());

  /**
   * Who hears a change: every agent a conversation's, its customer their own; a live share's state its customer and its
   * agent, its new actions its agent alone, a highlight its customer alone.
   */
  const visibleTo = (caller: Caller, event: ChatEvent) => {
    if (!('live' in event)) return caller.role === 'support' || event.partyId === caller.partyId;
    const live = event.live;
    if (caller.role === 'customer') return event.partyId === caller.partyId && live.type !== 'actions';
    if (live.type === 'share') return live.share.agent === caller.loginId;
    return live.type === 'actions' && live.agent === caller.loginId;
  };
  const frameOf = (event: ChatEvent): ChatServerFrame =>
    'live' in event
      ? { type: 'live', event: event.live }
      : 'message' in event
        ? { type: 'message', message: event.message }
        : { type: 'conversation', conversation: event.conversation };
  /** A conversation ended: its screen sharing ends with it. */
  const ended = async (conversationId: string) => {
    await endSharesOfConversation({ db, relay, newId: () => ids.newId(), now: () => clock.now() }, conversationId);
  };

  async function greet(caller: Caller): Promise<ChatServerFrame> {
    const rows =
      caller.role === 'support'
        ? await openConversations(db)
        : [await openConversationOf(db, caller.partyId)].flatMap((r) => (r ? [r] : []));
    return {
      type: 'ready',
      role: caller.role,
      conversations: rows.map(conversationOf),
      messages: await messagesOf(
        db,
        rows.map((r) => r.conversation_id),
      ),
    };
  }

  /** The caller of a token (a token of an ended session, revoked or run out is refused: 4401). */
  async function principalOfToken(token: string): Promise<Principal> {
    try {
      return await guards.authenticate(token);
    } catch (error) {
      if (error instanceof TokenRejected) throw new ChatRefusal(chatCloseCodes.unauthorized, `${error.message} Please sign in again.`);
      throw error;
    }
  }

  async function authenticate(token: string): Promise<Caller> {
    const principal = await principalOfToken(token);
    const signedIn = { token, session: principal.session, loginId: principal.loginId };
    if (principal.role === 'support') return { ...signedIn, role: 'support' };
    if (principal.partyId === null) throw refusals.noAccount();
    return { ...signedIn, role: 'customer', partyId: principal.partyId };
  }

  /** One frame of a signed-in caller: stored first, then published. */
  async function handle(caller: Caller, frame: ChatClientFrame): Promise<void> {
    const at = clock.now();
    if (frame.type === 'hello') throw refusals.malformed();
    if (caller.role === 'customer') {
      if (frame.type === 'take') throw refusals.agentsOnly();
      const open = await openConversationOf(db, caller.partyId);
      if (frame.conversationId !== undefined && frame.conversationId !== open?.conversation_id) {
        const named = await conversationById(db, frame.conversationId);
        throw named && named.party_id !== caller.partyId ? refusals.notYours() : refusals.noConversation();
      }
      if (frame.type === 'end') {
        if (!open) throw refusals.noConversation();
        const closed = await updateConversation(db, open.conversation_id, { status: 'ended' }, at);
        if (closed) await relay.publish({ partyId: caller.partyId, conversation: conversationOf(closed) });
        await ended(open.conversation_id);
        return;
      }
      if (!(await withinChatMessageLimit(db, caller.partyId))) throw refusals.tooManyMessages();
      const { row, started } = await openOrStartConversation(db, caller, ids.newId(), at);
      if (started) await relay.publish({ partyId: caller.partyId, conversation: conversationOf(row) });
      const message = await addMessage(db, {
        messageId: ids.newId(),
        conversationId: row.conversation_id,
        author: 'customer',
        text: frame.text,
        at,
      });
      await relay.publish({ partyId: caller.partyId, message });
      return;
    }
    if (frame.conversationId === undefined) throw refusals.noConversation();
    const conversation = await conversationById(db, frame.conversationId);
    if (!conversation || conversation.status === 'ended') throw refusals.noConversation();
    const partyId = conversation.party_id;
    if (frame.type === 'end') {
      const closed = await updateConversation(db, conversation.conversation_id, { status: 'ended' }, at);
      if (closed) await relay.publish({ partyId, conversation: conversationOf(closed) });
      await ended(conversation.conversation_id);
      return;
    }
    // Taking, or answering a waiting conversation, makes the agent its agent.
    if (conversation.status === 'waiting' || conversation.agent_login_id !== caller.loginId) {
      const taken = await updateConversation(db, conversation.conversation_id, { status: 'answered', agent_login_id: caller.loginId }, at);
      if (taken) await relay.publish({ partyId, conversation: conversationOf(taken) });
    }
    if (frame.type === 'send') {
      const message = await addMessage(db, {
        messageId: ids.newId(),
        conversationId: conversation.conversation_id,
        author: 'agent',
        text: frame.text,
        at,
      });
      await relay.publish({ partyId, message });
    }
  }

  function serve(socket: WebSocket) {
    app.metrics.chatSockets.inc();
    let caller: Caller | null = null;
    let unsubscribe = () => {};
    let stopWatching = () => {};
    // Frames are handled one at a time, in the order they came.
    let queue = Promise.resolve();
    const send = (frame: ChatServerFrame) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
    };
    const refuse = (code: number, reason: string) => {
      if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(code, reason);
    };
    const helloTimer = setTimeout(() => {
      if (!caller) refuse(chatCloseCodes.helloTimeout, 'No sign-in frame came in time.');
    }, helloTimeoutMs);
    helloTimer.unref();

    async function receive(data: string) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        throw refusals.malformed();
      }
      const decoded = ChatClientFrame.decode(parsed);
      if (!isRight(decoded)) throw caller ? refusals.malformed() : refusals.signInFirst();
      const frame = decoded.right;
      if (!caller) {
        if (frame.type !== 'hello') throw refusals.signInFirst();
        const signedIn = await authenticate(frame.token);
        clearTimeout(helloTimer);
        caller = signedIn;
        stopWatching = sessionsOfSockets.watch(signedIn.session, () => refuse(chatCloseCodes.unauthorized, sessionEndedReason));
        // Subscribed before the greeting is read, so nothing published in between is missed.
        unsubscribe = relay.subscribe((event) => {
          if (!visibleTo(signedIn, event)) return;
          send(frameOf(event));
        });
        send(await greet(signedIn));
        return;
      }
      // The sign-in is checked again before anything is stored: a session ended since the hello stores nothing.
      await principalOfToken(caller.token);
      await handle(caller, frame);
    }

    socket.on('message', (data, isBinary) => {
      queue = queue.then(async () => {
        if (socket.readyState !== socket.OPEN) return;
        try {
          if (isBinary) throw refusals.malformed();
          await receive(data.toString());
        } catch (error) {
          if (error instanceof ChatRefusal) return refuse(error.code, error.message);
          app.log.error({ err: error }, 'chat frame failed');
          refuse(1011, 'Chat is unavailable right now. Please try again later.');
        }
      });
    });
    socket.on('close', () => {
      app.metrics.chatSockets.dec();
      clearTimeout(helloTimer);
      unsubscribe();
      stopWatching();
    });
  }

  app.route({
    method: 'GET',
    url: '/chat/socket',
    config: { openapi: helloDescription },
    handler: async () => {
      throw new HttpError(426, 'upgrade_required', 'The chat answers WebSocket connections only.', { upgrade: 'websocket' });
    },
    wsHandler: (socket) => serve(socket),
  });
};

const sessionEndedReason = 'The sign-in has ended. Please sign in again.';

/**
 * The sessions of this instance's open sockets, looked at together every `everyMs` (one read): the sockets of a
 * session that has ended (a password change or reset, a login ID change, a sign-out everywhere) are closed.
 */
function watchSessions(db: Kysely<Database>, everyMs: number) {
  const watched = new Map<symbol, { session: NonNullable<Principal['session']>; end: () => void }>();
  let looking = false;
  const look = async () => {
    if (looking || watched.size === 0) return;
    looking = true;
    try {
      const entries = [...watched.values()];
      const ended = await endedSessions(
        db,
        entries.map((e) => e.session),
      );
      for (const entry of entries) {
        if (ended.has(sessionAccountId({ signInId: entry.session.signInId, sessionVersion: entry.session.version }))) entry.end();
      }
    } catch {
      // The next look tries again; each frame is checked before it is stored in any case.
    } finally {
      looking = false;
    }
  };
  const timer = setInterval(() => void look(), everyMs);
  timer.unref();
  return {
    /** Watches a socket's session until the answered stop; a session of an outside issuer is that issuer's to end. */
    watch(session: Principal['session'], end: () => void): () => void {
      if (!session) return () => {};
      const key = Symbol('socket');
      watched.set(key, { session, end });
      return () => void watched.delete(key);
    },
    stop: () => clearInterval(timer),
  };
}
