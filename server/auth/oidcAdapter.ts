import { sql, type Kysely } from 'kysely';
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/schema';
import { refusedString, refusedText } from '../http/inputGuards';

/**
 * oidc-provider storage in the `oidc_models` table, one adapter per model name (Session, Interaction,
 * AuthorizationCode, Grant ...), so a sign-in started on one gateway instance finishes on another.
 */
export class KyselyOidcAdapter implements Adapter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const json = JSON.stringify(payload);
    // Parameters a client sent (state, nonce ...) are kept in the payload: text the database cannot store is refused.
    if (refusedText(payload)) throw new errors.InvalidRequest('a parameter contains a character that is not allowed');
    const row = {
      model: this.model,
      id,
      payload: json,
      grant_id: payload.grantId ?? null,
      uid: payload.uid ?? null,
      user_code: payload.userCode ?? null,
      expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      consumed_at: null,
    };
    await this.db
      .insertInto('oidc_models')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['model', 'id']).doUpdateSet({
          payload: row.payload,
          grant_id: row.grant_id,
          uid: row.uid,
          user_code: row.user_code,
          expires_at: row.expires_at,
        }),
      )
      .execute();
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    if (refusedString(id)) return;
    await this.db
      .updateTable('oidc_models')
      .set({ consumed_at: new Date() })
      .where('model', '=', this.model)
      .where('id', '=', id)
      .execute();
  }

  async destroy(id: string): Promise<void> {
    if (refusedString(id)) return;
    await this.db.deleteFrom('oidc_models').where('model', '=', this.model).where('id', '=', id).execute();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.deleteFrom('oidc_models').where('grant_id', '=', grantId).execute();
  }

  private async findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    // An identifier with a NUL (a client_id, a code) is none of ours; the database could not even compare it.
    if (refusedString(value)) return undefined;
    const row = await this.db
      .selectFrom('oidc_models')
      .select(['payload', 'consumed_at'])
      .where('model', '=', this.model)
      .where(column, '=', value)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
      .executeTakeFirst();
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumed_at ? { ...payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) } : payload;
  }
}

/** Deletes expired provider state; run now and then. */
export async function sweepExpiredOidcModels(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('oidc_models')
    .where('expires_at', '<', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
