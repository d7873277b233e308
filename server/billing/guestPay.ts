import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { GuestBillSearch } from '../../src/contract/guestPay';
import type { Database } from '../db/schema';

// Guest pay: a bill is found by details only its owner should know; the finder gets a grant to pay
// that one account for a short while. The grant opens nothing else: no read call accepts it.

type Db = Kysely<Database>;

const normalized = (value: string | undefined) => (value ?? '').trim().toUpperCase();
const zip5 = (value: string) => value.replace(/\D/g, '').slice(0, 5);

/** The account a search matches, or undefined (whatever did not match). */
export async function findBillAccount(
  db: Db,
  search: GuestBillSearch,
  expanded: boolean,
): Promise<{ accountNumber: string; side: 'mutual' | 'life' } | undefined> {
  return search.lineOfBusiness === 'mutual' ? findMutual(db, search, expanded) : findLife(db, search, expanded);
}

async function findMutual(db: Db, search: Extract<GuestBillSearch, { lineOfBusiness: 'mutual' }>, expanded: boolean) {
  const number = normalized(search.accountOrPolicyNumber);
  const zip = zip5(search.zip);
  if (!number || zip.length !== 5) return undefined;
  const row = await db
    .selectFrom('billing_accounts as a')
    .innerJoin('party_addresses as ad', (j) => j.onRef('ad.party_id', '=', 'a.party_id').on('ad.kind', '=', 'mailing'))
    .select('a.account_number')
    .where('a.side', '=', 'mutual')
    .where('ad.zip', 'like', `${zip}%`)
    .where((eb) =>
      eb.or([
        eb('a.account_number', '=', number),
        ...(expanded
          ? [
              eb.exists(
                eb
                  .selectFrom('policies as p')
                  .select('p.policy_number')
                  .whereRef('p.account_number', '=', 'a.account_number')
                  .where(sql<string>`upper(p.policy_number)`, '=', number),
              ),
            ]
          : []),
      ]),
    )
    .executeTakeFirst();
  return row && { accountNumber: row.account_number, side: 'mutual' as const };
}

async function findLife(db: Db, search: Extract<GuestBillSearch, { lineOfBusiness: 'life' }>, expanded: boolean) {
  const policyNumber = normalized(search.policyNumber);
  const dateOfBirth = (search.dateOfBirth ?? '').trim();
  const lastName = normalized(search.lastName);
  const byBirth = /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth);
  const byName = expanded && lastName.length > 0;
  if (!policyNumber || (!byBirth && !byName)) return undefined;
  const row = await db
    .selectFrom('policies as p')
    .innerJoin('parties as pa', 'pa.party_id', 'p.party_id')
    .select('p.account_number')
    .where('p.side', '=', 'life')
    .where('p.account_number', 'is not', null)
    .where(sql<string>`upper(p.policy_number)`, '=', policyNumber)
    .where((eb) =>
      eb.or([
        ...(byBirth ? [eb(sql<string>`pa.date_of_birth::text`, '=', dateOfBirth)] : []),
        ...(byName ? [eb(sql<string>`upper(pa.last_name)`, '=', lastName)] : []),
      ]),
    )
    .executeTakeFirst();
  return row?.account_number ? { accountNumber: row.account_number, side: 'life' as const } : undefined;
}

const hashOf = (grant: string) => createHash('sha256').update(grant).digest('base64url');

export async function issueGrant(db: Db, accountNumber: string, lifetimeMs: number): Promise<{ grant: string; expiresAt: Date }> {
  const grant = `gpg_${randomBytes(24).toString('base64url')}`;
  const expiresAt = new Date(Date.now() + lifetimeMs);
  await db
    .insertInto('guest_pay_grants')
    .values({ grant_hash: hashOf(grant), account_number: accountNumber, expires_at: expiresAt })
    .execute();
  return { grant, expiresAt };
}

/** The account (with its side) a grant still allows paying, or undefined. */
export async function grantedAccount(db: Db, grant: string) {
  return db
    .selectFrom('guest_pay_grants as g')
    .innerJoin('billing_accounts as a', 'a.account_number', 'g.account_number')
    .select(['a.account_number', 'a.side'])
    .where('g.grant_hash', '=', hashOf(grant))
    .where('g.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}
