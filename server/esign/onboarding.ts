import type { Kysely } from 'kysely';
import { onboardingSteps, type OnboardingProgress, type OnboardingStep, type StepOutcome } from '../../src/contract/esign';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { onboardingMessages } from '../../src/validation/messages';
import { mailBackLine } from './application';

// Onboarding of a newly bound customer, kept on the gateway: which steps are finished (done, skipped for now, or
// for e-sign declined), so leaving and coming back resumes at the first unfinished one on any device. The e-sign
// step is finished by the envelopes of the new policy, never by a call of its own.

export interface EnvelopeToSend {
  envelopeId: string;
  partyId: string;
  policyNumber: string | null;
  subject: string;
  at: Date;
}

/** Sends an envelope to its party (the signer, by name and primary email); sending it again changes nothing. */
export async function sendEnvelope(db: Kysely<Database>, envelope: EnvelopeToSend): Promise<void> {
  const exists = await db
    .selectFrom('esign_envelopes')
    .select('envelope_id')
    .where('envelope_id', '=', envelope.envelopeId)
    .executeTakeFirst();
  if (exists) return;
  const party = await db
    .selectFrom('parties as p')
    .leftJoin('party_emails as m', (j) => j.onRef('m.party_id', '=', 'p.party_id').on('m.is_primary', '=', true))
    .select(['p.first_name', 'p.last_name', 'm.address'])
    .where('p.party_id', '=', envelope.partyId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('esign_envelopes')
    .values({
      envelope_id: envelope.envelopeId,
      party_id: envelope.partyId,
      policy_number: envelope.policyNumber,
      subject: envelope.subject,
      status: 'sent',
      sent_at: envelope.at,
      status_at: envelope.at,
      decline_reason: null,
    })
    .execute();
  const name = `${party.first_name} ${party.last_name}`;
  await db
    .insertInto('esign_recipients')
    .values({
      envelope_id: envelope.envelopeId,
      party_id: envelope.partyId,
      name,
      email: party.address,
      role: 'signer',
      signature: null,
      signed_at: null,
    })
    .execute();
  await db
    .insertInto('esign_events')
    .values({
      envelope_id: envelope.envelopeId,
      event: 'sent',
      occurred_at: envelope.at,
      address: 'insurer',
      detail: `Sent to ${name}${party.address ? ` <${party.address}>` : ''} for signature.`,
    })
    .execute();
}

/** Starts onboarding for a party's newly bound policy (once: a second start changes nothing). */
export async function startOnboarding(db: Kysely<Database>, partyId: string, policyNumber: string, at: Date): Promise<void> {
  await db
    .insertInto('onboarding')
    .values({ party_id: partyId, policy_number: policyNumber, started_at: at, completed_at: null })
    .onConflict((oc) => oc.column('party_id').doNothing())
    .execute();
}

/** A newly bound policy's onboarding: its application in an envelope to sign, and the steps to take. */
export async function onboardNewPolicy(
  db: Kysely<Database>,
  bound: { partyId: string; policyNumber: string; accountNumber: string; lineTitle: string; today: string; at: Date },
): Promise<void> {
  const envelopeId = `ENV-${bound.accountNumber.replace(/^N/, '')}-APP`;
  await db
    .insertInto('party_documents')
    .values({
      document_id: `esign-${envelopeId}-APP`,
      party_id: bound.partyId,
      category: 'esign',
      title: `${bound.lineTitle} insurance application`,
      policy_number: bound.policyNumber,
      claim_file_number: null,
      envelope_id: envelopeId,
      issued_on: bound.today,
      body: [`Please review and sign the application for policy ${bound.policyNumber} as you gave it to us online.`, mailBackLine].join(
        '\n\n',
      ),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await sendEnvelope(db, {
    envelopeId,
    partyId: bound.partyId,
    policyNumber: bound.policyNumber,
    subject: `Your policy documents to sign, policy ${bound.policyNumber}`,
    at: bound.at,
  });
  await startOnboarding(db, bound.partyId, bound.policyNumber, bound.at);
}

/** How the e-sign step stands, from the envelopes of the onboarding policy: declined wins, then all signed. */
async function esignOutcome(db: Kysely<Database>, partyId: string, policyNumber: string): Promise<StepOutcome | null> {
  const envelopes = await db
    .selectFrom('esign_envelopes')
    .select('status')
    .where('party_id', '=', partyId)
    .where('policy_number', '=', policyNumber)
    .execute();
  if (envelopes.some((e) => e.status === 'declined')) return 'declined';
  return envelopes.every((e) => e.status === 'completed') ? 'done' : null;
}

/** Where the party's onboarding stands; null when they have none. */
export async function progressOf(db: Kysely<Database>, partyId: string): Promise<OnboardingProgress | null> {
  const row = await db
    .selectFrom('onboarding as o')
    .innerJoin('policies as p', 'p.policy_number', 'o.policy_number')
    .select(['o.policy_number', 'o.completed_at', 'p.account_number'])
    .where('o.party_id', '=', partyId)
    .executeTakeFirst();
  if (!row) return null;
  const [finished, esign] = await Promise.all([
    db.selectFrom('onboarding_steps').select(['step', 'outcome']).where('party_id', '=', partyId).execute(),
    esignOutcome(db, partyId, row.policy_number),
  ]);
  const outcomes = new Map(finished.map((f) => [f.step, f.outcome]));
  return {
    policyNumber: row.policy_number as OnboardingProgress['policyNumber'],
    accountNumber: row.account_number,
    steps: onboardingSteps.map((step) => ({ step, outcome: step === 'esign' ? esign : (outcomes.get(step) ?? null) })),
    completed: row.completed_at !== null,
  };
}

export const noOnboarding = () => new HttpError(404, 'not_found', 'There is no onboarding to finish.');

/** Whether the account really has what a billing step stands for: a payment taken (or automatic payments), automatic payments. */
async function billingStepTaken(db: Kysely<Database>, step: OnboardingStep, accountNumber: string | null): Promise<boolean> {
  if (step !== 'payment' && step !== 'autoPay') return true;
  if (accountNumber === null) return false;
  const autopay = await db
    .selectFrom('autopay_enrollments')
    .select('account_number')
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();
  if (autopay || step === 'autoPay') return autopay !== undefined;
  const payment = await db
    .selectFrom('billing_payments')
    .select('payment_id')
    .where('account_number', '=', accountNumber)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  return payment !== undefined;
}

const billingStepNotTaken = (step: OnboardingStep) =>
  new HttpError(409, 'step_not_taken', step === 'payment' ? onboardingMessages.paymentNotTaken : onboardingMessages.autoPayNotTaken);

/** Records a step finished; the first outcome stands. A payment or automatic-payments step is done only once it really is. A finished onboarding is answered as it stands. */
export async function finishStep(db: Kysely<Database>, partyId: string, step: OnboardingStep, outcome: 'done' | 'skipped', at: Date) {
  const progress = await progressOf(db, partyId);
  if (!progress) throw noOnboarding();
  if (progress.completed) return progress;
  if (step === 'esign') throw new HttpError(400, 'bad_request', 'The e-sign step is finished by signing or declining the envelope.');
  if (outcome === 'done' && !(await billingStepTaken(db, step, progress.accountNumber))) throw billingStepNotTaken(step);
  await db
    .insertInto('onboarding_steps')
    .values({ party_id: partyId, step, outcome, finished_at: at })
    .onConflict((oc) => oc.columns(['party_id', 'step']).doNothing())
    .execute();
  return (await progressOf(db, partyId))!;
}

/** Ends onboarding when every step is finished: it never shows again. */
export async function completeOnboarding(db: Kysely<Database>, partyId: string, at: Date) {
  const progress = await progressOf(db, partyId);
  if (!progress) throw noOnboarding();
  if (progress.completed) return progress;
  const open = progress.steps.filter((s) => s.outcome === null).map((s) => s.step);
  if (open.length > 0) throw new HttpError(409, 'onboarding_unfinished', `Finish these steps first: ${open.join(', ')}.`);
  await db.updateTable('onboarding').set({ completed_at: at }).where('party_id', '=', partyId).execute();
  return (await progressOf(db, partyId))!;
}

/** Development and test only: the party's onboarding starts over, its onboarding envelopes back to sent. */
export async function restartOnboarding(db: Kysely<Database>, partyId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('onboarding').select('policy_number').where('party_id', '=', partyId).executeTakeFirst();
    if (!row) return false;
    await trx.deleteFrom('onboarding_steps').where('party_id', '=', partyId).execute();
    await trx.updateTable('onboarding').set({ completed_at: null }).where('party_id', '=', partyId).execute();
    const envelopes = trx
      .selectFrom('esign_envelopes')
      .select('envelope_id')
      .where('party_id', '=', partyId)
      .where('policy_number', '=', row.policy_number);
    await trx.deleteFrom('esign_signed_documents').where('envelope_id', 'in', envelopes).execute();
    await trx.deleteFrom('esign_events').where('envelope_id', 'in', envelopes).where('event', '!=', 'sent').execute();
    await trx.updateTable('esign_recipients').set({ signature: null, signed_at: null }).where('envelope_id', 'in', envelopes).execute();
    await trx
      .updateTable('esign_envelopes')
      .set((eb) => ({ status: 'sent', status_at: eb.ref('sent_at'), decline_reason: null }))
      .where('party_id', '=', partyId)
      .where('policy_number', '=', row.policy_number)
      .execute();
    return true;
  });
}
