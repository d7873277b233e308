import type { Insertable, Kysely, Transaction } from 'kysely';
import { hashPassword } from '../auth/passwords';
import { demoBook, demoPassword, demoUsers } from './demoData';
import type { Database } from './schema';
import { businessToday } from '../../src/validation/dates';
import { developmentMfaKey, secretBox, type SecretBox } from '../mfa/secretBox';
import { authenticatorFactor } from '../mfa/authenticatorCodes';
import { seedBilling } from './demo/billing';
import { seedQuotingDemoData } from './demo/quoting';
import { seedPolicyExtras } from './demo/policies';
import { seedPartyDocuments } from './demo/documents';
import { seedClaims } from './demo/claims';
import { seedSelfService } from './demo/selfService';

/**
 * Inserts the demo book of business. Idempotent: every row has a natural key and is inserted with
 * "on conflict do nothing", so a second run (or a second gateway starting at once) changes nothing,
 * and rows a demo user has changed since stay as they are. Authenticator secrets are sealed with the
 * gateway's MFA key (`box`).
 */
export async function seedDemoData(
  db: Kysely<Database>,
  // Business dates are US Eastern: in the evening the UTC date is already tomorrow's.
  today = businessToday(new Date()),
  box: SecretBox = secretBox(developmentMfaKey),
): Promise<void> {
  const book = demoBook(today);
  const existing = new Set((await db.selectFrom('users').select('login_id').execute()).map((u) => u.login_id));
  const newUsers = await Promise.all(
    demoUsers
      .filter((u) => !existing.has(u.loginId))
      .map(async (u) => ({
        login_id: u.loginId,
        password_hash: await hashPassword(demoPassword),
        party_id: u.partyId,
        role: u.role,
      })),
  );

  await db.transaction().execute(async (trx) => {
    await insertAll(trx, 'parties', book.parties);
    await insertAll(trx, 'party_emails', book.emails);
    await insertAll(trx, 'party_phones', book.phones);
    await insertAll(trx, 'party_addresses', book.addresses);
    await insertAll(trx, 'users', newUsers);
    await insertAll(trx, 'mfa_factors', demoFactors(box));
    await insertAll(trx, 'billing_accounts', book.accounts);
    await insertAll(trx, 'policies', book.policies);
    await insertAll(trx, 'insured_properties', book.properties);
    await insertAll(trx, 'vehicles', book.vehicles);
    await insertAll(trx, 'watercraft', book.watercraft);
    await insertAll(trx, 'drivers', book.drivers);
    await insertAll(trx, 'coverages', book.coverages);
    await insertAll(trx, 'discounts', book.discounts);
    await insertAll(trx, 'mortgagees', book.mortgagees);
    await insertAll(trx, 'life_details', book.lifeDetails);
    await insertAll(trx, 'life_beneficiaries', book.beneficiaries);
    await seedBilling(trx, today);
  });
  await seedQuotingDemoData(db);
  await seedPolicyExtras(db);
  await seedClaims(db, today);
  await seedSelfService(db);
  await seedPartyDocuments(db, today);
}

/** The demo sign-ins' second factors (one per method and login ID: the unique key keeps a second run from adding more). */
function demoFactors(box: SecretBox): Insertable<Database['mfa_factors']>[] {
  return demoUsers.flatMap((u) => [
    ...(u.totpSecret ? [authenticatorFactor(box, { loginId: u.loginId, secret: u.totpSecret, isDefault: true })] : []),
    ...(u.textMessagePhone
      ? [
          {
            factor_id: `${u.loginId}:textMessage`,
            login_id: u.loginId,
            method: 'textMessage' as const,
            phone: u.textMessagePhone,
            is_default: false,
          },
        ]
      : []),
  ]);
}

async function insertAll<T extends keyof Database>(trx: Transaction<Database>, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto(table)
    .values(rows as never)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
