import type { Kysely } from 'kysely';
import { idempotencyHeader } from '../../src/contract/endpoint';
import { requestHash, withIdempotency } from '../db/idempotency';
import type { Database } from '../db/schema';
import { HttpError } from './errors';

const keyPattern = /^[A-Za-z0-9_-]{8,128}$/;

/** The idempotency key of a command that changes money or billing: required, 8-128 URL-safe characters. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string {
  const key = headers[idempotencyHeader];
  if (typeof key !== 'string' || !keyPattern.test(key)) {
    throw new HttpError(
      400,
      'idempotency_key_required',
      `Send one ${idempotencyHeader} header (8-128 letters, digits, - or _) per request.`,
    );
  }
  return key;
}

export interface KeyedCommand {
  key: string;
  partyId: string;
  /** What makes two requests the same command (the call's path, its parameters and body). */
  content: unknown;
}

/**
 * Runs a billing command once per idempotency key, in one database transaction with its idempotency
 * record: a retry with the key gets the first answer back (and `replayed`), the key reused for other
 * content or by another party is refused with a 409. A refusal thrown by `work` rolls everything back
 * and is not stored, so a corrected request may use the key again.
 */
export async function onceForKey<T>(
  db: Kysely<Database>,
  command: KeyedCommand,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<{ body: T; replayed: boolean }> {
  const outcome = await db.transaction().execute((trx) =>
    withIdempotency(trx, { key: command.key, partyId: command.partyId, requestHash: requestHash(command.content) }, async () => ({
      statusCode: 200,
      body: await work(trx),
    })),
  );
  return { body: outcome.body as T, replayed: outcome.replayed };
}

/** Marks an answer given again for a retry. */
export function markReplayed(replayed: boolean, reply: { header(name: string, value: string): unknown }): void {
  if (replayed) reply.header('idempotent-replayed', 'true');
}
