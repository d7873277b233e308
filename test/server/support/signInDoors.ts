import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { demoPassword } from '../../../server/db/demoData';
import { hashOfSecret } from '../../../server/http/secrets';
import { startSignIn } from './gateway';

// The ways in and back in, made ready for the concurrency harness before its copy of the data is taken: a
// policyholder creating an account with a code and a link outstanding, a password reset waiting for its code, and
// sign-ins waiting at the issuer for a password or a security code. Each is left a few tries short of its limit,
// so that requests sent at once reach it.

type Db = Kysely<Database>;

const sixDigits = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
const linkToken = (text: string) => /authorization\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

async function lastMessageTo(db: Db, recipient: string) {
  return db.selectFrom('outbox').select('body').where('recipient', '=', recipient).orderBy('id', 'desc').executeTakeFirstOrThrow();
}

/** Another code than `code`, of as many digits. */
export const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

/** A policyholder without a sign-in whose grant has sent one code (by email: the link too) and taken three wrong tries. */
export const creatingPolicyholder = {
  partyId: 'P900003',
  grant: `${'h'.repeat(42)}3`,
  email: 'morgan.ortiz@example.com',
  mobile: '614-555-0171',
};

export async function accountCreationWaitingForCode(app: FastifyInstance, db: Db) {
  const { partyId, grant, email, mobile } = creatingPolicyholder;
  await db
    .insertInto('parties')
    .values({ party_id: partyId, first_name: 'Morgan', last_name: 'Ortiz', date_of_birth: '1981-02-03' } as never)
    .execute();
  await db.insertInto('party_emails').values({ party_id: partyId, address: email, is_primary: true }).execute();
  await db.insertInto('party_phones').values({ party_id: partyId, number: mobile, kind: 'mobile', is_primary: true }).execute();
  await db
    .insertInto('account_creation_grants')
    .values({ grant_hash: hashOfSecret(grant), party_id: partyId, policy_number: null, expires_at: new Date(Date.now() + 86_400_000) })
    .execute();
  const destinations = await db.selectFrom('party_emails').select('id').where('party_id', '=', partyId).executeTakeFirstOrThrow();
  const phone = await db.selectFrom('party_phones').select('id').where('party_id', '=', partyId).executeTakeFirstOrThrow();
  const sent = await app.inject({
    method: 'POST',
    url: '/api/account-creation/verification-codes',
    payload: { grant, destinationId: `email-${destinations.id}` },
  });
  if (sent.statusCode !== 200) throw new Error(`sending the account creation code: ${sent.statusCode} ${sent.body}`);
  const message = await lastMessageTo(db, email);
  await db
    .updateTable('account_creation_grants')
    .set({ code_attempts: 3, code_expires_at: new Date(Date.now() + 86_400_000) })
    .where('grant_hash', '=', hashOfSecret(grant))
    .execute();
  return {
    code: sixDigits(message.body),
    linkToken: linkToken(message.body),
    emailDestination: `email-${destinations.id}`,
    smsDestination: `sms-${phone.id}`,
  };
}

/** A password reset of `loginId` asked for, its code known, three wrong tries taken; its requests counted 3 of 5. */
export async function passwordResetWaitingForCode(app: FastifyInstance, db: Db, loginId: string) {
  const asked = await app.inject({ method: 'POST', url: '/api/recovery/password-resets', payload: { loginId } });
  if (asked.statusCode !== 200) throw new Error(`asking for a password reset: ${asked.statusCode} ${asked.body}`);
  const ticket = (asked.json() as { ticket: string }).ticket;
  const message = await db
    .selectFrom('outbox')
    .select('body')
    .where('subject', 'like', '%password reset code')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('password_resets')
    .set({ attempts: 3, expires_at: new Date(Date.now() + 86_400_000) })
    .where('ticket_hash', '=', hashOfSecret(ticket))
    .execute();
  await db.updateTable('rate_limits').set({ hits: 3 }).where('key', '=', `recovery:reset:id:${loginId}`).execute();
  return { ticket, code: sixDigits(message.body) };
}

/** A sign-in at the issuer waiting at the login form: its interaction's uid and the cookie that goes with it. */
export async function signInAtTheForm(app: FastifyInstance) {
  const { browser, uid } = await startSignIn(app);
  return { uid, headers: { cookie: browser.jar.headerFor(`/oidc/interaction/${uid}/login`) ?? '' } };
}

/** A sign-in of `loginId` (a customer with factors) past its password, waiting for a security code. */
export async function signInWaitingForCode(app: FastifyInstance, db: Db, loginId: string, method: 'authenticatorApp' | 'textMessage') {
  const atForm = await signInAtTheForm(app);
  const login = await app.inject({
    method: 'POST',
    url: `/oidc/interaction/${atForm.uid}/login`,
    headers: atForm.headers,
    payload: { loginId, password: demoPassword },
  });
  if (login.statusCode !== 200) throw new Error(`signing in: ${login.statusCode} ${login.body}`);
  if (method === 'textMessage') {
    const chosen = await app.inject({
      method: 'POST',
      url: `/oidc/interaction/${atForm.uid}/security-code/method`,
      headers: atForm.headers,
      payload: { method },
    });
    if (chosen.statusCode !== 200) throw new Error(`choosing texts: ${chosen.statusCode} ${chosen.body}`);
  }
  const challenge = await db.selectFrom('mfa_challenges').select('method').where('uid', '=', atForm.uid).executeTakeFirstOrThrow();
  if (challenge.method !== method) throw new Error(`the sign-in asks for ${challenge.method}, not ${method}`);
  await db.updateTable('mfa_challenges').set({ attempts: 3 }).where('uid', '=', atForm.uid).execute();
  return atForm;
}

/** The last code texted to a phone. */
export const lastTextedCode = async (db: Db, phone: string) => sixDigits((await lastMessageTo(db, phone)).body);
