import { EventEmitter } from 'node:events';
import { sql, type Kysely } from 'kysely';
import * as t from 'io-ts';
import { isRight } from 'fp-ts/lib/Either';
import { ChatConversation, ChatMessage } from '../../src/contract/chat';
import { LiveAssistEvent } from '../../src/contract/liveAssist';
import type { Database } from '../db/schema';

/** A change every gateway instance hears: the party it concerns, and the conversation, message or live assist event. */
export const ChatEvent = t.union([
  t.type({ partyId: t.string, conversation: ChatConversation }),
  t.type({ partyId: t.string, message: ChatMessage }),
  t.type({ partyId: t.string, live: LiveAssistEvent }),
]);
export type ChatEvent = t.TypeOf<typeof ChatEvent>;

/** Carries chat changes between the sockets of all gateway instances on one database. */
export interface ChatRelay {
  publish(event: ChatEvent): Promise<void>;
  /** Calls back on every change (this instance's and the others'); returns the unsubscribe. */
  subscribe(listener: (event: ChatEvent) => void): () => void;
  close(): Promise<void>;
}

/** Listens on a notification channel of the database; the promise answers the unlisten. */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

/** One gateway process alone (no database listener given): changes go round in memory. */
export function inProcessRelay(): ChatRelay {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (event) => void emitter.emit('event', event),
    subscribe: (listener) => {
      emitter.on('event', listener);
      return () => void emitter.off('event', listener);
    },
    close: async () => void emitter.removeAllListeners(),
  };
}

/** The channel of one database schema (tests put several schemas on one server; notifications are per database). */
export function chatChannel(schema: string | undefined): string {
  return schema ? `portal_chat_${schema}` : 'portal_chat';
}

/**
 * Stateless instances: a change is sent with NOTIFY (pg_notify, through the ordinary connection pool) and heard by
 * every instance LISTENing on the channel, this one included, so a customer and an agent on different instances talk.
 */
export async function notifyRelay(db: Kysely<Database>, listen: Listen, channel: string): Promise<ChatRelay> {
  const local = inProcessRelay();
  const unlisten = await listen(channel, (payload) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    const decoded = ChatEvent.decode(parsed);
    if (isRight(decoded)) void local.publish(decoded.right);
  });
  return {
    publish: async (event) => {
      await sql`select pg_notify(${channel}, ${JSON.stringify(event)})`.execute(db);
    },
    subscribe: local.subscribe,
    close: async () => {
      await unlisten();
      await local.close();
    },
  };
}
