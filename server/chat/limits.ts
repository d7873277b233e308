import type { Kysely } from 'kysely';
import { chat } from '../../config/product';
import { countHit } from '../db/rateLimits';
import type { Database } from '../db/schema';

/** The counter of a customer's chat messages (per party: every socket and gateway instance counts on it). */
export const chatMessageLimitKey = (partyId: string) => `chat-messages:${partyId}`;

/** Counts one message of the customer; false when it is past the limit of its window (the message is refused). */
export async function withinChatMessageLimit(db: Kysely<Database>, partyId: string): Promise<boolean> {
  const counter = await countHit(db, chatMessageLimitKey(partyId), chat.messageLimit.windowMs);
  return counter.hits <= chat.messageLimit.hits;
}
