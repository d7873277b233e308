import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type * as t from 'io-ts';
import { type noBody, type Endpoint } from '../../src/contract/endpoint';
import type { Kysely } from 'kysely';
import {
  changePaymentPlan,
  getBackbill,
  getBillingAccounts,
  getCanceledPayments,
  getInstallments,
  getBillingStatements,
  getBillingTransactions,
  issueStatementLinks,
  maxStatementLinks,
  previewPaymentPlan,
  statementDownloadPath,
  type PaymentPlanCode,
} from '../../src/contract/billing';
import { businessToday } from '../../src/validation/dates';
import { paymentMessages } from '../../src/validation/messages';
import { accountsOfParty, ledgerState, ownedAccount, transactionsOf, accountNotFound } from '../billing/ledger';
import { backbillsOf, canceledPaymentsOf } from '../billing/corrections';
import { changePlan, currentPlanOf, lockPlan, ownedBilledPolicy, planSchedule } from '../billing/planChange';
import { answerOf, idempotencyKeyOf, runOnce, succeeded } from '../http/idempotency';
import { statementContent, statementPdf, statementsOfParty } from '../billing/statements';
import { loadRemoteConfig, overridesFromEnv } from '../config/remoteConfig';
import { linkSigner } from '../documents/links';
import type { Database } from '../db/schema';
import { contractRoute } from '../http/contractRoute';
import { badRequest, notFound } from '../http/errors';
import { principalOf, type Guards } from '../http/guards';
import { callerParty } from '../party/caller';
import { type Clock } from '../clock';

export interface BillingPluginOptions {
  db: Kysely<Database>;
  guards: Guards;
  env?: Record<string, string | undefined>;
  clock: Clock;
  /** The key statement links are signed with (one of the gateway's cookie keys, shared by every instance). */
  linkKey: string;
}

const statementNotFound = () => notFound(paymentMessages.statementNotFound);
const policyNotFound = () => notFound('We could not find that policy.');

// Statement links name the statement with this prefix, so a document link can never open a statement (or the reverse).
const statementSubject = (statementId: string) => `statement:${statementId}`;

/** Billing accounts, ledgers, statements and payment plans of the signed-in party. Another party's answers 404. */
export const billingPlugin: FastifyPluginAsync<BillingPluginOptions> = async (app, { db, guards, env = {}, clock, linkKey }) => {
  const envOverrides = overridesFromEnv(env);
  const signer = linkSigner(linkKey);

  contractRoute(app, getBillingAccounts, {
    preHandler: guards.customer,
    handler: async ({ request }) => {
      const party = await callerParty(db, request);
      return { accounts: party ? await accountsOfParty(db, party, businessToday(clock.now())) : [] };
    },
  });

  /** An account-scoped read of the ledger: 404 unless the caller's party owns the account. */
  function accountRead<R extends t.Mixed>(
    endpoint: Endpoint<{ accountNumber: string }, typeof noBody, R>,
    read: (accountNumber: string) => Promise<t.OutputOf<R>>,
  ) {
    contractRoute(app, endpoint, {
      preHandler: guards.customer,
      onBadParams: accountNotFound,
      handler: async ({ request, params }) => {
        const party = await callerParty(db, request);
        if (!party || !(await ownedAccount(db, party, params.accountNumber))) throw accountNotFound();
        return read(params.accountNumber);
      },
    });
  }

  accountRead(getBillingTransactions, async (accountNumber) => ({ transactions: await transactionsOf(db, accountNumber) }));
  accountRead(getInstallments, async (accountNumber) => ({
    installments: (await ledgerState(db, accountNumber, businessToday(clock.now()))).installments,
  }));
  accountRead(getCanceledPayments, async (accountNumber) => ({ payments: await canceledPaymentsOf(db, accountNumber) }));
  accountRead(getBackbill, async (accountNumber) => ({ backbills: await backbillsOf(db, accountNumber) }));

  contractRoute(app, getBillingStatements, {
    preHandler: guards.customer,
    handler: async ({ request }) => {
      const party = await callerParty(db, request);
      return { statements: party ? await statementsOfParty(db, party) : [] };
    },
  });

  contractRoute(app, issueStatementLinks, {
    preHandler: guards.customer,
    handler: async ({ request, body }) => {
      if (body.statementIds.length > maxStatementLinks) throw badRequest(`Ask for at most ${maxStatementLinks} statements at once.`);
      const party = await callerParty(db, request);
      const owned = new Set(party ? (await statementsOfParty(db, party)).map((s) => s.statementId) : []);
      if (!party || !body.statementIds.every((id) => owned.has(id))) throw statementNotFound();
      return {
        links: body.statementIds.map((statementId) => {
          const { token, expiresAt } = signer.sign(statementSubject(statementId), party);
          return { statementId, url: `${app.prefix}${statementDownloadPath}?token=${token}`, expiresAt: new Date(expiresAt).toISOString() };
        }),
      };
    },
  });

  // Outside the contract: a browser follows the signed link and gets the PDF. Ownership is checked again here.
  app.get<{ Querystring: { token?: string } }>(
    statementDownloadPath,
    {
      config: {
        openapi: {
          operationId: 'downloadBillingStatement',
          tag: 'billing',
          summary: 'A billing statement as a PDF, through a signed link the statement links call gave out',
          query: { token: { description: 'The signed, short-lived token of the link', required: true } },
          responses: {
            '200': { description: 'The statement', mediaType: 'application/pdf' },
            '404': { description: "The statement is no longer the holder's" },
            '410': { description: 'The link expired or was altered', mediaType: 'text/plain' },
          },
        },
      },
    },
    async (request, reply) => {
      const claims = typeof request.query.token === 'string' ? signer.verify(request.query.token) : undefined;
      if (!claims || !claims.documentId.startsWith('statement:')) {
        return reply.code(410).type('text/plain; charset=utf-8').send(paymentMessages.statementLinkExpired);
      }
      const statementId = claims.documentId.slice('statement:'.length);
      const statement = (await statementsOfParty(db, claims.partyId)).find((s) => s.statementId === statementId);
      if (!statement) throw statementNotFound();
      const pdf = await statementPdf(await statementContent(db, statement));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="statement-${statement.accountNumber}-${statement.periodStart.slice(0, 7)}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .send(Buffer.from(pdf));
    },
  );

  /** The policy of the caller and the plan change's input; 404 for another party's policy. */
  async function planInput(request: FastifyRequest, policyNumber: string, plan: PaymentPlanCode) {
    const party = await callerParty(db, request);
    const policy = party ? await ownedBilledPolicy(db, party, policyNumber) : undefined;
    if (!party || !policy || !policy.account_number) throw policyNotFound();
    const config = await loadRemoteConfig(db, envOverrides);
    return {
      partyId: party,
      policyNumber,
      plan,
      accountNumber: policy.account_number,
      today: businessToday(clock.now()),
      semiAnnualDiscount: config.flags.TempEnableChangePaymentPlanWithSemiAnnualDiscount === 'true',
    };
  }

  /** 400 for the plan the policy already has (read again inside a change's transaction). */
  async function refuseSamePlan(trx: Kysely<Database>, policyNumber: string, plan: PaymentPlanCode) {
    if ((await currentPlanOf(trx, policyNumber)) === plan) throw badRequest(paymentMessages.samePaymentPlan);
  }

  contractRoute(app, previewPaymentPlan, {
    preHandler: guards.customer,
    onBadParams: policyNotFound,
    handler: async ({ request, params, body }) => {
      const input = await planInput(request, params.policyNumber, body.plan);
      await refuseSamePlan(db, params.policyNumber, body.plan);
      return planSchedule(db, input);
    },
  });

  contractRoute(app, changePaymentPlan, {
    preHandler: guards.customer,
    onBadParams: policyNotFound,
    handler: async ({ request, reply, params, body }) => {
      const key = idempotencyKeyOf(request.headers);
      const input = { ...(await planInput(request, params.policyNumber, body.plan)), actor: principalOf(request).loginId };
      const content = { path: changePaymentPlan.path, policyNumber: params.policyNumber, plan: body.plan };
      const outcome = await runOnce(db, { key, partyId: input.partyId, content }, async (trx) => {
        await lockPlan(trx, params.policyNumber);
        await refuseSamePlan(trx, params.policyNumber, body.plan);
        return succeeded(await changePlan(trx, input));
      });
      return answerOf<Awaited<ReturnType<typeof changePlan>>>(outcome, reply);
    },
  });
};
