import type { Kysely } from 'kysely';
import type { PaperlessPreferences, TextingAccount } from '../../src/contract/profile';
import { fieldMessages, profileMessages } from '../../src/validation/messages';
import type { Database } from '../db/schema';
import { badRequest } from '../http/errors';
import { textCode, useTextedCode } from './factors';

// Paperless (e-bill and e-policy per billing account), the texting account and electronic proxy voting consent.

type Db = Kysely<Database>;

export async function paperlessOf(db: Db, partyId: string): Promise<PaperlessPreferences> {
  const accounts = await db
    .selectFrom('billing_accounts')
    .select(['account_number', 'side', 'paperless_billing', 'paperless_policy'])
    .where('party_id', '=', partyId)
    .orderBy('side', 'desc')
    .orderBy('account_number')
    .execute();
  return {
    accounts: accounts.map((a) => ({
      accountNumber: a.account_number,
      quadrantName: a.side,
      eBill: a.paperless_billing,
      ePolicy: a.paperless_policy,
    })),
  };
}

/** Sets e-bill and e-policy of the party's accounts on a side (one account, or all of them); answers how many changed. */
export async function setPaperless(
  db: Db,
  partyId: string,
  where: { side: 'mutual' | 'life'; accountNumber: string | null },
  choice: { eBill: boolean; ePolicy: boolean },
): Promise<number> {
  let update = db
    .updateTable('billing_accounts')
    .set({ paperless_billing: choice.eBill, paperless_policy: choice.ePolicy })
    .where('party_id', '=', partyId)
    .where('side', '=', where.side);
  if (where.accountNumber !== null) update = update.where('account_number', '=', where.accountNumber);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function textingOf(db: Db, partyId: string): Promise<TextingAccount> {
  const account = await db.selectFrom('texting_accounts').selectAll().where('party_id', '=', partyId).executeTakeFirst();
  if (!account) return { phone: null, groups: [], tcpaConsent: false };
  return { phone: account.phone, groups: account.groups ? account.groups.split(',') : [], tcpaConsent: account.tcpa_consent };
}

export async function saveTexting(db: Db, partyId: string, account: { phone: string; groups: readonly string[]; tcpaConsent: boolean }) {
  const values = { party_id: partyId, phone: account.phone, groups: account.groups.join(','), tcpa_consent: account.tcpaConsent };
  await db
    .insertInto('texting_accounts')
    .values(values)
    .onConflict((oc) =>
      oc.column('party_id').doUpdateSet({ phone: values.phone, groups: values.groups, tcpa_consent: values.tcpa_consent }),
    )
    .execute();
}

export async function setTextingGroups(db: Db, partyId: string, groups: readonly string[]): Promise<boolean> {
  const result = await db
    .updateTable('texting_accounts')
    .set({ groups: groups.join(',') })
    .where('party_id', '=', partyId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** What a texting enrolment saves once its code is confirmed. */
interface TextingChoices {
  groups: readonly string[];
  tcpaConsent: boolean;
}

/**
 * Texts a code to a mobile phone of the party's to enrol it in texting: the groups and consent wait with the code
 * (its phone) and are saved when it is confirmed (`confirmTexting`).
 */
export async function enrolTexting(db: Db, input: { loginId: string; partyId: string; phone: string; choices: TextingChoices }, now: Date) {
  const phone = await db
    .selectFrom('party_phones')
    .select(['number', 'kind'])
    .where('party_id', '=', input.partyId)
    .where('number', '=', input.phone)
    .executeTakeFirst();
  if (!phone) throw badRequest(fieldMessages.selectPhone);
  if (phone.kind !== 'mobile') throw badRequest(profileMessages.notMobile);
  if ((await textingOf(db, input.partyId)).phone === input.phone) throw badRequest(fieldMessages.currentlyEnrolledPhone);
  const sent = await textCode(db, { loginId: input.loginId, purpose: 'texting', phone: input.phone, factorId: null }, now);
  await db
    .updateTable('profile_codes')
    .set({ choices: JSON.stringify(input.choices) })
    .where('login_id', '=', input.loginId)
    .where('purpose', '=', 'texting')
    .execute();
  return sent;
}

/** The texted code of an enrolment used up, and the texting account saved with the choices that waited with it. */
export async function confirmTexting(db: Db, input: { loginId: string; partyId: string; code: string }): Promise<TextingAccount> {
  const used = await useTextedCode(db, input.loginId, 'texting', input.code);
  const choices = JSON.parse(used.choices ?? '{}') as Partial<TextingChoices>;
  await saveTexting(db, input.partyId, {
    phone: used.phone ?? '',
    groups: choices.groups ?? [],
    tcpaConsent: choices.tcpaConsent ?? false,
  });
  return textingOf(db, input.partyId);
}

/**
 * Stops all text messages: the texting account ends (and an enrolment waiting for its code), the opt-out is kept.
 * Answers the number that was texted, or null when the party was not enrolled (a second stop at once finds none).
 */
export async function stopTexting(db: Db, input: { partyId: string; loginId: string }, now: Date): Promise<string | null> {
  const ended = await db.deleteFrom('texting_accounts').where('party_id', '=', input.partyId).returning('phone').executeTakeFirst();
  await db.deleteFrom('profile_codes').where('login_id', '=', input.loginId).where('purpose', '=', 'texting').execute();
  if (!ended) return null;
  await db.insertInto('texting_opt_outs').values({ party_id: input.partyId, phone: ended.phone, stopped_at: now }).execute();
  return ended.phone;
}

/** Mutual members (a mutual policy) may vote by electronic proxy. */
export async function eproxyOf(db: Db, partyId: string) {
  const [member, consent] = await Promise.all([
    db.selectFrom('policies').select('policy_number').where('party_id', '=', partyId).where('side', '=', 'mutual').executeTakeFirst(),
    db.selectFrom('eproxy_consents').select('consented').where('party_id', '=', partyId).executeTakeFirst(),
  ]);
  return { eligible: member !== undefined, consented: consent?.consented ?? false };
}

export async function saveEproxy(db: Db, partyId: string, consented: boolean, now: Date): Promise<void> {
  await db
    .insertInto('eproxy_consents')
    .values({ party_id: partyId, consented, updated_at: now })
    .onConflict((oc) => oc.column('party_id').doUpdateSet({ consented, updated_at: now }))
    .execute();
}
