import type { Kysely } from 'kysely';
import { billing } from '../../config/product';
import { submitPayment, type PaymentRequest, type PolicyPayment } from '../../src/contract/payments';
import { formatCents } from '../../src/shared/money';
import { isOutageActive } from '../../src/shared/outages';
import { paymentMessages } from '../../src/validation/messages';
import { accountBalance, audit, lockAccount, policyBalances, recordPayment } from '../billing/ledger';
import { methodOf } from '../billing/tokenization';
import type { RemoteConfig } from '../../src/contract/config';
import type { Database } from '../db/schema';
import { badRequest, HttpError, notFound } from '../http/errors';
import { isKnownKey, runOnce, type CommandOutcome } from '../http/idempotency';

// Making a payment: the checks of the amount and its parts, the outage refusal, and the charge itself.

export function checkAmount(amountCents: number): void {
  if (amountCents <= 0) throw badRequest(paymentMessages.amountPositive);
  if (amountCents > billing.maxPaymentCents) throw badRequest(paymentMessages.amountOverLimit(formatCents(billing.maxPaymentCents)));
}

/** The parts of a payment chosen per policy: each listed once, more than zero, adding up to the amount. */
export function checkPolicyParts(amountCents: number, policies: readonly PolicyPayment[] | undefined): void {
  if (policies === undefined) return;
  if (policies.length === 0) throw badRequest(paymentMessages.choosePolicies);
  if (new Set(policies.map((p) => p.policyNumber)).size !== policies.length) throw badRequest(paymentMessages.policyPaidTwice);
  if (policies.some((p) => p.amountCents <= 0)) throw badRequest(paymentMessages.amountPositive);
  if (policies.reduce((sum, p) => sum + p.amountCents, 0) !== amountCents) throw badRequest(paymentMessages.policyPartsDiffer);
}

/** Every policy paid is billed to the account paid (which the payer owns); anything else is 404, as if it did not exist. */
export async function checkPoliciesOfAccount(
  db: Kysely<Database>,
  accountNumber: string,
  policies: readonly PolicyPayment[] | undefined,
): Promise<void> {
  if (policies === undefined) return;
  const billed = await db
    .selectFrom('policies')
    .select('policy_number')
    .where('account_number', '=', accountNumber)
    .where(
      'policy_number',
      'in',
      policies.map((p) => p.policyNumber),
    )
    .execute();
  if (billed.length !== policies.length) throw notFound(paymentMessages.policyNotFound);
}

/** A policy's part may not exceed what it owes now (read inside the payment's transaction). */
async function overpaidPolicy(trx: Kysely<Database>, accountNumber: string, policies: readonly PolicyPayment[] | undefined) {
  if (policies === undefined) return undefined;
  const owed = await policyBalances(trx, accountNumber);
  const dueOf = (policyNumber: string) => Math.max(0, owed.get(policyNumber) ?? 0);
  const overpaid = policies.find((p) => p.amountCents > dueOf(p.policyNumber));
  return overpaid && { policyNumber: overpaid.policyNumber, dueCents: dueOf(overpaid.policyNumber) };
}

/**
 * Inside the billing (mutual) or lifeBilling (life) outage window no new payment is taken. A key that
 * was already used is let through, so a retry still gets its first outcome back.
 */
export async function refuseDuringOutage(
  db: Kysely<Database>,
  outages: RemoteConfig['outages'],
  key: string,
  side: 'mutual' | 'life',
  now: Date,
) {
  if (await isKnownKey(db, key)) return;
  if (isOutageActive(outages[side === 'life' ? 'lifeBilling' : 'billing'], now.getTime())) {
    throw new HttpError(409, 'billing_outage', `${paymentMessages.outageHeading}. ${paymentMessages.outageBody()}`);
  }
}

export interface ChargeInput {
  request: PaymentRequest;
  partyId: string | null;
  /** Who owns the token: the party, or (guest) nobody. */
  tokenOwner: string | null;
  channel: 'customer' | 'guest' | 'autopay';
  actor: string;
}

/**
 * Takes a payment once: the processor's answer (approve or decline) and the ledger rows are written in
 * the same database transaction as the idempotency record, so a crash leaves neither, and a retry with
 * the key gets the first outcome back.
 */
export function charge(
  db: Kysely<Database>,
  key: string,
  input: ChargeInput,
  today: string,
): Promise<CommandOutcome & { replayed: boolean }> {
  const command = {
    key,
    partyId: input.partyId ?? 'guest',
    content: { path: submitPayment.path, channel: input.channel, body: input.request },
  };
  return runOnce(db, command, (trx) => takePayment(trx, key, input, today));
}

/**
 * The one charge of every payment, made now by a customer or a guest, or on its date by a scheduled payment or
 * automatic payments: inside the caller's transaction, under the account's lock, it checks what is owed, asks the
 * processor and writes the payment and its ledger rows (or the decline). `key` names the payment (unique), so the
 * same payment is never taken twice.
 */
export async function takePayment(trx: Kysely<Database>, key: string, input: ChargeInput, today: string): Promise<CommandOutcome> {
  const { accountNumber, amountCents, token } = input.request;
  // What the account owes is decided under its lock: two payments of one bill are taken one after the other.
  await lockAccount(trx, accountNumber);
  let tokens = trx.selectFrom('payment_tokens').selectAll().where('token', '=', token);
  tokens = input.tokenOwner === null ? tokens.where('party_id', 'is', null) : tokens.where('party_id', '=', input.tokenOwner);
  const instrument = await tokens.executeTakeFirst();
  if (!instrument)
    return { statusCode: 400, body: { error: 'bad_request', message: 'That payment method is not available. Please enter it again.' } };
  const overpaid = await overpaidPolicy(trx, accountNumber, input.request.policies);
  if (overpaid) {
    return {
      statusCode: 400,
      body: {
        error: 'bad_request',
        message: `${overpaid.policyNumber}: ${paymentMessages.amountOverPolicyDue(formatCents(overpaid.dueCents))}`,
      },
    };
  }
  // Paying the whole account above what it owes leaves a credit, which the customer must have agreed to.
  if (input.request.policies === undefined && input.request.creditAccepted !== true) {
    const dueCents = Math.max(0, await accountBalance(trx, accountNumber));
    if (amountCents > dueCents)
      return { statusCode: 400, body: { error: 'bad_request', message: paymentMessages.overpaymentNotConfirmed } };
  }
  const postedOn = today;
  if (instrument.processor_response === 'decline') {
    await trx
      .insertInto('billing_payments')
      .values({
        payment_id: `declined-${key}`,
        confirmation_number: `DECLINED-${key}`,
        idempotency_key: key,
        party_id: input.partyId,
        account_number: accountNumber,
        amount_cents: amountCents,
        token,
        channel: input.channel,
        status: 'declined',
      })
      .execute();
    await audit(trx, input.actor, 'payment_declined', accountNumber, {
      amountCents,
      method: instrument.label,
      lastFour: instrument.last_four,
    });
    return { statusCode: 402, body: { error: 'payment_declined', message: paymentMessages.declined } };
  }
  const { confirmationNumber } = await recordPayment(trx, {
    accountNumber,
    amountCents,
    token,
    partyId: input.partyId,
    channel: input.channel,
    idempotencyKey: key,
    postedOn,
    actor: input.actor,
    policies: input.request.policies,
  });
  return {
    statusCode: 200,
    body: {
      confirmationNumber,
      accountNumber,
      amountCents,
      method: methodOf(instrument),
      postedOn,
      remainingBalanceCents: await accountBalance(trx, accountNumber),
    },
  };
}
