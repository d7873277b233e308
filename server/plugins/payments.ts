import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { billing } from '../../config/product';
import { idempotencyKeyOf, onceForKey, markReplayed } from '../http/idempotency';
import {
  cancelAutopay,
  enrollAutopay,
  getPaymentMethods,
  removePaymentMethod,
  savePaymentMethod,
  submitPayment,
  tokenizePaymentMethod,
  type PaymentRequest,
  type PolicyPayment,
} from '../../src/contract/payments';
import { formatCents } from '../../src/shared/format';
import { businessToday } from '../../src/validation/dates';
import { paymentMessages } from '../../src/validation/messages';
import { accountBalance, audit, ownedAccount, policyBalances, recordPayment } from '../billing/ledger';
import { methodOf, tokenize } from '../billing/tokenization';
import { methodInAutopay, methodsOfParty, ownedMethod, removeMethod, saveMethod, setAutopay } from '../billing/savedMethods';
import { grantedAccount } from '../billing/guestPay';
import { loadRemoteConfig, overridesFromEnv } from '../config/remoteConfig';
import { isOutageActive } from '../../src/shared/outages';
import { requestHash, withIdempotency, type CommandOutcome } from '../db/idempotency';
import type { Database } from '../db/schema';
import { contractRoute } from '../http/contractRoute';
import { badRequest, HttpError, notFound } from '../http/errors';
import { principalOf, type Guards } from './auth';
import { accountNotFound, callerParty } from './billing';

export interface PaymentsPluginOptions {
  db: Kysely<Database>;
  guards: Guards;
  env: Record<string, string | undefined>;
}

export { idempotencyKeyOf } from '../http/idempotency';

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
async function checkPoliciesOfAccount(
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

export interface ChargeInput {
  request: PaymentRequest;
  partyId: string | null;
  /** Who owns the token: the party, or (guest) nobody. */
  tokenOwner: string | null;
  channel: 'customer' | 'guest';
  actor: string;
}

/**
 * Takes a payment once: the processor's answer (approve or decline) and the ledger rows are written in
 * the same database transaction as the idempotency record, so a crash leaves neither, and a retry with
 * the key gets the first outcome back.
 */
export async function charge(db: Kysely<Database>, key: string, input: ChargeInput): Promise<CommandOutcome & { replayed: boolean }> {
  const hash = requestHash({ path: submitPayment.path, channel: input.channel, body: input.request });
  return db.transaction().execute((trx) =>
    withIdempotency(trx, { key, partyId: input.partyId ?? 'guest', requestHash: hash }, async () => {
      const { accountNumber, amountCents, token } = input.request;
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
      const postedOn = businessToday(new Date());
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
    }),
  );
}

type Channel = ChargeInput['channel'];
interface Payer {
  partyId: string | null;
  tokenOwner: string | null;
  channel: Channel;
  actor: string;
  side: 'mutual' | 'life';
}

const guestGrantOf = (body: unknown): string | null => {
  const grant = (body as { guestGrant?: unknown } | null)?.guestGrant;
  return typeof grant === 'string' ? grant : null;
};

/** A call made with a guest grant skips the customer guard (the handler checks the grant instead). */
function customerOrGuest(guards: Guards): preHandlerHookHandler {
  const customer = guards.customer as unknown as (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  return async function guard(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    if (guestGrantOf(request.body) !== null) return;
    await customer.call(this, request, reply);
  } as preHandlerHookHandler;
}

const grantRefused = () => new HttpError(401, 'guest_grant_refused', paymentMessages.guestGrantExpired);

/**
 * Who pays the account: a guest whose grant was issued for exactly this account, or a signed-in
 * customer who owns it. Anything else is refused without saying whether the account exists.
 */
async function payerOf(db: Kysely<Database>, request: FastifyRequest, grant: string | null, accountNumber: string | null): Promise<Payer> {
  if (grant !== null) {
    const granted = await grantedAccount(db, grant);
    if (!granted) throw grantRefused();
    if (accountNumber !== null && granted.account_number !== accountNumber) throw accountNotFound();
    return { partyId: null, tokenOwner: null, channel: 'guest', actor: `guest:${granted.account_number}`, side: granted.side };
  }
  const party = await callerParty(db, request);
  const account = party && accountNumber !== null ? await ownedAccount(db, party, accountNumber) : undefined;
  if (!party || (accountNumber !== null && !account)) throw accountNotFound();
  return { partyId: party, tokenOwner: party, channel: 'customer', actor: principalOf(request).loginId, side: account?.side ?? 'mutual' };
}

/**
 * Inside the billing (mutual) or lifeBilling (life) outage window no new payment is taken. A key that
 * was already used is let through, so a retry still gets its first outcome back.
 */
async function refuseDuringOutage(
  db: Kysely<Database>,
  envOverrides: ReturnType<typeof overridesFromEnv>,
  key: string,
  side: 'mutual' | 'life',
) {
  const known = await db.selectFrom('idempotency_records').select('key').where('key', '=', key).executeTakeFirst();
  if (known) return;
  const { outages } = await loadRemoteConfig(db, envOverrides);
  if (isOutageActive(outages[side === 'life' ? 'lifeBilling' : 'billing'], Date.now())) {
    throw new HttpError(409, 'billing_outage', `${paymentMessages.outageHeading}. ${paymentMessages.outageBody()}`);
  }
}

/** Sends a stored or fresh outcome: 200 with the receipt, or the stored 4xx again. */
export function answer(outcome: CommandOutcome & { replayed: boolean }, reply: { header(name: string, value: string): unknown }) {
  markReplayed(outcome.replayed, reply);
  if (outcome.statusCode >= 400) {
    const body = outcome.body as { error: string; message: string };
    throw new HttpError(outcome.statusCode, body.error, body.message);
  }
  return outcome.body as never;
}

/** Tokenization and payments of signed-in customers. */
export const paymentsPlugin: FastifyPluginAsync<PaymentsPluginOptions> = async (app, { db, guards, env }) => {
  const envOverrides = overridesFromEnv(env);
  const customerOrGuestGuard = customerOrGuest(guards);

  contractRoute(app, tokenizePaymentMethod, {
    preHandler: customerOrGuestGuard,
    handler: async ({ request, body: { guestGrant, ...details } }) => {
      const payer = await payerOf(db, request, guestGrant ?? null, null);
      return tokenize(db, details, payer.tokenOwner, businessToday(new Date()));
    },
  });

  contractRoute(app, submitPayment, {
    preHandler: customerOrGuestGuard,
    handler: async ({ request, reply, body: { guestGrant, ...payment } }) => {
      const key = idempotencyKeyOf(request.headers);
      checkAmount(payment.amountCents);
      checkPolicyParts(payment.amountCents, payment.policies);
      const { side, ...payer } = await payerOf(db, request, guestGrant ?? null, payment.accountNumber);
      await checkPoliciesOfAccount(db, payment.accountNumber, payment.policies);
      await refuseDuringOutage(db, envOverrides, key, side);
      return answer(await charge(db, key, { request: payment, ...payer }), reply);
    },
  });

  const methodNotFound = () => notFound(paymentMessages.methodNotFound);

  contractRoute(app, getPaymentMethods, {
    preHandler: guards.customer,
    handler: async ({ request }) => {
      const party = await callerParty(db, request);
      return { methods: party ? await methodsOfParty(db, party) : [] };
    },
  });

  contractRoute(app, savePaymentMethod, {
    preHandler: guards.customer,
    handler: async ({ request, body }) => {
      const party = await callerParty(db, request);
      const saved = party ? await saveMethod(db, party, body.token, principalOf(request).loginId) : undefined;
      if (!saved) throw badRequest('That payment method is not available. Please enter it again.');
      return saved;
    },
  });

  contractRoute(app, removePaymentMethod, {
    preHandler: guards.customer,
    onBadParams: methodNotFound,
    handler: async ({ request, params }) => {
      const party = await callerParty(db, request);
      if (!party || !(await ownedMethod(db, party, params.methodId))) throw methodNotFound();
      if (await methodInAutopay(db, params.methodId)) throw new HttpError(409, 'method_in_autopay', paymentMessages.methodInAutopay);
      await removeMethod(db, party, params.methodId, principalOf(request).loginId);
      return { methodId: params.methodId };
    },
  });

  /** Automatic payments change once per idempotency key; the caller must own the account (404 otherwise). */
  async function changeAutopay(request: FastifyRequest, reply: FastifyReply, accountNumber: string, methodId: string | null, path: string) {
    const key = idempotencyKeyOf(request.headers);
    const party = await callerParty(db, request);
    if (!party || !(await ownedAccount(db, party, accountNumber))) throw accountNotFound();
    const { body, replayed } = await onceForKey(db, { key, partyId: party, content: { path, accountNumber, methodId } }, async (trx) => {
      const method = methodId === null ? null : await ownedMethod(trx, party, methodId);
      if (method === undefined) throw methodNotFound();
      await setAutopay(trx, accountNumber, method?.methodId ?? null, principalOf(request).loginId);
      return { accountNumber, method };
    });
    markReplayed(replayed, reply);
    return body;
  }

  contractRoute(app, enrollAutopay, {
    preHandler: guards.customer,
    onBadParams: accountNotFound,
    handler: async ({ request, reply, params, body }) =>
      changeAutopay(request, reply, params.accountNumber, body.methodId, enrollAutopay.path),
  });

  contractRoute(app, cancelAutopay, {
    preHandler: guards.customer,
    onBadParams: accountNotFound,
    handler: async ({ request, reply, params }) => changeAutopay(request, reply, params.accountNumber, null, cancelAutopay.path),
  });
};
