import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PolicyholderDetails } from '../../src/contract/accountCreation';
import { normaliseLoginId } from '../auth/accounts';
import { hashPassword } from '../auth/passwords';
import { isUniqueViolation } from '../http/idempotency';
import { hashOfSecret as hashOf, newSecret } from '../http/secrets';

// Account creation: find the policyholder by policy number and identifying details, grant them a short
// while to verify (verification.ts) and create their sign-in, and create it (one sign-in per party).

export interface Policyholder {
  partyId: string;
  firstName: string;
  email: string | null;
  hasSignIn: boolean;
}

/** The policyholder whose policy number, last name, date of birth and mailing (or life) address ZIP (first 5) all match. */
export async function findPolicyholder(db: Kysely<Database>, details: PolicyholderDetails): Promise<Policyholder | undefined> {
  const row = await db
    .selectFrom('policies')
    .innerJoin('parties', 'parties.party_id', 'policies.party_id')
    .innerJoin('party_addresses', 'party_addresses.party_id', 'parties.party_id')
    .select(['parties.party_id', 'parties.first_name'])
    .select((eb) => [
      eb
        .selectFrom('party_emails')
        .select('address')
        .whereRef('party_emails.party_id', '=', 'parties.party_id')
        .orderBy('is_primary', 'desc')
        .limit(1)
        .as('email'),
      eb.exists(eb.selectFrom('users').select('login_id').whereRef('users.party_id', '=', 'parties.party_id')).as('has_sign_in'),
    ])
    .where(sql`upper(policies.policy_number)`, '=', details.policyNumber.trim().toUpperCase())
    .where(sql`lower(parties.last_name)`, '=', details.lastName.trim().toLowerCase())
    .where('parties.date_of_birth', '=', details.dateOfBirth)
    .where('party_addresses.kind', 'in', ['mailing', 'life'])
    .where(sql`left(party_addresses.zip, 5)`, '=', details.zip.trim().slice(0, 5))
    .executeTakeFirst();
  return row && { partyId: row.party_id, firstName: row.first_name, email: row.email ?? null, hasSignIn: Boolean(row.has_sign_in) };
}

/** A grant for the party found by a policy number; it creates a sign-in only once verified (verification.ts). */
export async function issueGrant(
  db: Kysely<Database>,
  found: { partyId: string; policyNumber: string },
  lifetimeMs: number,
  now: Date,
): Promise<{ grant: string; expiresAt: Date }> {
  const grant = newSecret();
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await db
    .insertInto('account_creation_grants')
    .values({
      grant_hash: hashOf(grant),
      party_id: found.partyId,
      policy_number: found.policyNumber.trim().toUpperCase(),
      expires_at: expiresAt,
    })
    .execute();
  return { grant, expiresAt };
}

export type CreateOutcome = 'created' | 'expired' | 'notVerified' | 'loginIdTaken' | 'emailInUse' | 'alreadyHasAccount';
type ChoiceOutcome = Exclude<CreateOutcome, 'created'> | { partyId: string; emailIsNew: boolean };

/** Whether the grant is verified and the login ID and email are nobody else's. */
async function checkChoice(
  trx: Kysely<Database>,
  input: { grant: string; loginId: string; email: string },
  now: Date,
): Promise<ChoiceOutcome> {
  const loginId = normaliseLoginId(input.loginId);
  const email = input.email.trim().toLowerCase();
  const held = await trx
    .selectFrom('account_creation_grants')
    .select(['party_id', 'expires_at', 'verified_at'])
    .where('grant_hash', '=', hashOf(input.grant))
    .executeTakeFirst();
  if (!held || new Date(held.expires_at).getTime() <= now.getTime()) return 'expired';
  if (!held.verified_at) return 'notVerified';
  if (await trx.selectFrom('users').select('login_id').where('party_id', '=', held.party_id).executeTakeFirst()) return 'alreadyHasAccount';
  if (await trx.selectFrom('users').select('login_id').where('login_id', '=', loginId).executeTakeFirst()) return 'loginIdTaken';
  const emails = await trx
    .selectFrom('party_emails')
    .select(['party_id'])
    .where(sql`lower(address)`, '=', email)
    .execute();
  if (emails.some((e) => e.party_id !== held.party_id)) return 'emailInUse';
  return { partyId: held.party_id, emailIsNew: emails.length === 0 };
}

/** The login ID step's check, before the customer chooses a password: the same rules as creating the sign-in. */
export async function checkSignInChoice(
  db: Kysely<Database>,
  input: { grant: string; loginId: string; email: string },
  now: Date,
): Promise<Exclude<CreateOutcome, 'created'> | 'available'> {
  const outcome = await checkChoice(db, input, now);
  return typeof outcome === 'string' ? outcome : 'available';
}

/**
 * Creates the party's sign-in with the grant, in one transaction: the grant is used up, the email is added
 * to the party when new, and the login ID and email must be nobody else's.
 */
export async function createSignInWithGrant(
  db: Kysely<Database>,
  input: { grant: string; loginId: string; email: string; password: string },
  now: Date,
): Promise<CreateOutcome> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await createWithHash(db, input, passwordHash, now);
  } catch (error) {
    // The login ID taken by a sign-in created at the same moment (the users key refused it): as if it came first.
    if (isUniqueViolation(error)) return 'loginIdTaken';
    throw error;
  }
}

function createWithHash(
  db: Kysely<Database>,
  input: { grant: string; loginId: string; email: string },
  passwordHash: string,
  now: Date,
): Promise<CreateOutcome> {
  return db.transaction().execute(async (trx) => {
    // The grant's party locked first: two creations for one policyholder run one after the other.
    await trx
      .selectFrom('parties')
      .select('party_id')
      .where('party_id', 'in', trx.selectFrom('account_creation_grants').select('party_id').where('grant_hash', '=', hashOf(input.grant)))
      .forUpdate()
      .execute();
    const choice = await checkChoice(trx, input, now);
    if (typeof choice === 'string') return choice;
    // The grant is used up only by a sign-in created; a refused login ID or email may be corrected and sent again.
    const used = await trx
      .deleteFrom('account_creation_grants')
      .where('grant_hash', '=', hashOf(input.grant))
      .returning('party_id')
      .executeTakeFirst();
    if (!used) return 'expired';
    if (choice.emailIsNew)
      await trx
        .insertInto('party_emails')
        .values({ party_id: choice.partyId, address: input.email.trim().toLowerCase(), is_primary: false })
        .execute();
    await trx
      .insertInto('users')
      .values({ login_id: normaliseLoginId(input.loginId), password_hash: passwordHash, party_id: choice.partyId, role: 'customer' })
      .execute();
    return 'created';
  });
}
