import type { Kysely } from 'kysely';
import { countHit } from '../db/rateLimits';
import type { Database } from '../db/schema';
import { HttpError } from './errors';

/**
 * Counts one hit (or `amount`) on a fixed-window counter (kept in the database, so every gateway instance shares it);
 * past the limit the answer is a 429 with the message and a retry-after, whatever the request said.
 */
export async function throttle(
  db: Kysely<Database>,
  key: string,
  limit: { hits: number; windowMs: number },
  message: string,
  amount = 1,
): Promise<void> {
  const counter = await countHit(db, key, limit.windowMs, amount);
  if (counter.hits > limit.hits) {
    const retryAfter = Math.max(1, Math.ceil((counter.resetAt.getTime() - Date.now()) / 1000));
    throw new HttpError(429, 'too_many_attempts', message, { 'retry-after': String(retryAfter) });
  }
}
