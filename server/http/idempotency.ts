import type { Kysely } from 'kysely';
import { idempotencyHeader } from '../../src/contract/endpoint';
import { requestHash, withIdempotency, type CommandOutcome } from '../db/idempotency';
import type { Database } from '../db/schema';
import { HttpError, messages } from './errors';

// The one way a command that changes money or records runs once per idempotency key (docs/conventions.md).

export type { CommandOutcome } from '../db/idempotency';

const keyPattern = /^[A-Za-z0-9_-]{8,128}$/;

/** The idempotency key of a command: required, 8-128 URL-safe characters. */
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
  /** Who sends the command (a party, or 'guest'): a key is never answered to anyone else. */
  partyId: string;
  /** What makes two requests the same command (the call's path, its parameters and body). */
  content: unknown;
}

/** The outcome of a command that succeeded. */
export const succeeded = <T>(body: T): CommandOutcome => ({ statusCode: 200, body });

/**
 * Runs a command once per idempotency key, in one database transaction with its idempotency record. `work`
 * answers an outcome, which is stored with the key: a success, or a refusal the caller must see again on a retry
 * (a declined card's 402). A retry with the key gets the stored outcome back (`replayed`); the key reused for
 * other content, or by another party, is a 409. An HttpError thrown by `work` is a refusal of the request as it
 * stands: everything rolls back and nothing is stored, so a corrected request may use the key again.
 */
export async function runOnce(
  db: Kysely<Database>,
  command: KeyedCommand,
  work: (trx: Kysely<Database>) => Promise<CommandOutcome>,
): Promise<CommandOutcome & { replayed: boolean }> {
  const record = { key: command.key, partyId: command.partyId, requestHash: requestHash(command.content) };
  try {
    return await db.transaction().execute((trx) => withIdempotency(trx, record, () => work(trx)));
  } catch (error) {
    // A constraint refused the write (the same row made by a request that ran at the same moment): a clean 409.
    if (isUniqueViolation(error)) throw new HttpError(409, 'conflict', messages.conflict);
    throw error;
  }
}

/** PostgreSQL's unique_violation (SQLSTATE 23505), from the server or the embedded database. */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** The answer of a command's outcome: its body, or the stored refusal again; a replayed answer says so in a header. */
export function answerOf<T>(outcome: CommandOutcome & { replayed: boolean }, reply: { header(name: string, value: string): unknown }): T {
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  if (outcome.statusCode >= 400) {
    const body = outcome.body as { error: string; message: string };
    throw new HttpError(outcome.statusCode, body.error, body.message);
  }
  return outcome.body as T;
}

/** Whether a key was used already (its command's answer is kept): a retry of it is let through checks that would stop a new one. */
export async function isKnownKey(db: Kysely<Database>, key: string): Promise<boolean> {
  return (await db.selectFrom('idempotency_records').select('key').where('key', '=', key).executeTakeFirst()) !== undefined;
}
