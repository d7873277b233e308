import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { HttpError } from '../http/errors';
import type { Database } from './schema';
import { stableJson } from '../../src/shared/stableJson';

/** What a command answered: stored with its idempotency key and answered again for a retry. */
export interface CommandOutcome {
  statusCode: number;
  body: unknown;
}

/** A 409 answer: the key was used for another request, or its first request is still running. */
export class IdempotencyConflict extends HttpError {
  constructor(readonly reason: 'different_request' | 'in_progress') {
    super(
      409,
      'idempotency_conflict',
      reason === 'different_request'
        ? 'This idempotency key was already used for a different request.'
        : 'A request with this idempotency key is still being processed. Try again in a moment.',
    );
  }
}

/** A stable hash of a request's content (method, path, body), for comparing retries. */
export function requestHash(parts: unknown): string {
  return createHash('sha256').update(stableJson(parts)).digest('base64url');
}

/**
 * Runs `work` once per idempotency key. The first request claims the key with an insert that the
 * primary key makes atomic; a retry gets the stored outcome; the same key with other content (or from
 * another party) is refused with a 409, as is a retry while the first is still running. A failed
 * `work` (an exception, not a 4xx outcome) releases the key so the command can be tried again.
 */
export async function withIdempotency(
  db: Kysely<Database>,
  request: { key: string; partyId: string; requestHash: string },
  work: () => Promise<CommandOutcome>,
): Promise<CommandOutcome & { replayed: boolean }> {
  const claimed = await db
    .insertInto('idempotency_records')
    .values({
      key: request.key,
      party_id: request.partyId,
      request_hash: request.requestHash,
      status: 'pending',
      status_code: null,
      response: null,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) return replay(db, request);

  let outcome: CommandOutcome;
  try {
    outcome = await work();
  } catch (error) {
    // A statement that failed on the PostgreSQL server aborts the transaction: the release cannot run there, and the
    // rollback that follows removes the claim anyway. The first error is the one to answer.
    await db
      .deleteFrom('idempotency_records')
      .where('key', '=', request.key)
      .where('status', '=', 'pending')
      .execute()
      .catch(() => undefined);
    throw error;
  }
  await db
    .updateTable('idempotency_records')
    .set({ status: 'completed', status_code: outcome.statusCode, response: JSON.stringify(outcome.body ?? null), completed_at: new Date() })
    .where('key', '=', request.key)
    .execute();
  return { ...outcome, replayed: false };
}

async function replay(db: Kysely<Database>, request: { key: string; partyId: string; requestHash: string }) {
  const record = await db.selectFrom('idempotency_records').selectAll().where('key', '=', request.key).executeTakeFirst();
  if (!record || record.party_id !== request.partyId || record.request_hash !== request.requestHash) {
    throw new IdempotencyConflict('different_request');
  }
  if (record.status !== 'completed' || record.status_code === null) throw new IdempotencyConflict('in_progress');
  return { statusCode: record.status_code, body: record.response, replayed: true };
}
