import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SavedMethod } from '../../src/contract/payments';
import type { Database } from '../db/schema';
import { audit } from './ledger';
import { methodOf } from './tokenization';

type Db = Kysely<Database>;

const savedMethods = (db: Db, partyId: string) =>
  db
    .selectFrom('payment_methods as m')
    .innerJoin('payment_tokens as t', 't.token', 'm.token')
    .select(['m.method_id', 't.kind', 't.label', 't.last_four', 't.holder_name', 't.expiry'])
    .where('m.party_id', '=', partyId)
    .where('m.removed_at', 'is', null);

const toSaved = (row: {
  method_id: string;
  kind: 'card' | 'bank';
  label: string;
  last_four: string;
  holder_name: string;
  expiry: string | null;
}): SavedMethod => ({ methodId: row.method_id, ...methodOf(row) });

export async function methodsOfParty(db: Db, partyId: string): Promise<SavedMethod[]> {
  return (await savedMethods(db, partyId).orderBy('m.created_at').orderBy('m.method_id').execute()).map(toSaved);
}

/** The party's saved method (undefined when it is another party's, removed or unknown: callers answer 404). */
async function ownedMethod(db: Db, partyId: string, methodId: string): Promise<SavedMethod | undefined> {
  const row = await savedMethods(db, partyId).where('m.method_id', '=', methodId).executeTakeFirst();
  return row && toSaved(row);
}

/** Saves a token of the party as a method; saving the same token again answers the method already saved. */
export async function saveMethod(db: Db, partyId: string, token: string, actor: string): Promise<SavedMethod | undefined> {
  const owned = await db
    .selectFrom('payment_tokens')
    .select('token')
    .where('token', '=', token)
    .where('party_id', '=', partyId)
    .executeTakeFirst();
  if (!owned) return undefined;
  await db
    .insertInto('payment_methods')
    .values({ method_id: `PM-${randomUUID()}`, party_id: partyId, token })
    .onConflict((oc) => oc.column('token').doNothing())
    .execute();
  const row = await savedMethods(db, partyId).where('m.token', '=', token).executeTakeFirst();
  if (row) await audit(db, actor, 'payment_method_saved', null, { methodId: row.method_id, kind: row.kind, lastFour: row.last_four });
  return row && toSaved(row);
}

/**
 * Holds the party's saved method (not removed) until the transaction ends, and answers it: a removal and an enrolment
 * in automatic payments of one method run one after the other, each deciding on what the other left. Undefined when
 * the method is not the party's, removed (also meanwhile) or unknown. Call inside the command's transaction.
 */
export async function lockOwnedMethod(trx: Db, partyId: string, methodId: string): Promise<SavedMethod | undefined> {
  const locked = await trx
    .selectFrom('payment_methods')
    .select('method_id')
    .where('party_id', '=', partyId)
    .where('method_id', '=', methodId)
    .where('removed_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  return locked && ownedMethod(trx, partyId, methodId);
}

/**
 * Removes the party's method unless automatic payments take it, decided under its lock: in the caller's transaction
 * (the change proven by step-up, told to the owner in the same one).
 */
export async function removeMethod(
  trx: Db,
  partyId: string,
  methodId: string,
  actor: string,
): Promise<'removed' | 'notFound' | 'inAutopay'> {
  if (!(await lockOwnedMethod(trx, partyId, methodId))) return 'notFound';
  if (await methodInAutopay(trx, methodId)) return 'inAutopay';
  await trx
    .updateTable('payment_methods')
    .set({ removed_at: new Date() })
    .where('party_id', '=', partyId)
    .where('method_id', '=', methodId)
    .execute();
  await audit(trx, actor, 'payment_method_removed', null, { methodId });
  return 'removed';
}

async function methodInAutopay(db: Db, methodId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('autopay_enrollments').select('account_number').where('method_id', '=', methodId).executeTakeFirst());
}

export async function setAutopay(db: Db, accountNumber: string, methodId: string | null, actor: string): Promise<void> {
  if (methodId === null) {
    await db.deleteFrom('autopay_enrollments').where('account_number', '=', accountNumber).execute();
  } else {
    await db
      .insertInto('autopay_enrollments')
      .values({ account_number: accountNumber, method_id: methodId, enrolled_at: new Date() })
      .onConflict((oc) => oc.column('account_number').doUpdateSet({ method_id: methodId }))
      .execute();
  }
  await audit(db, actor, methodId ? 'autopay_enrolled' : 'autopay_canceled', accountNumber, { methodId });
}
