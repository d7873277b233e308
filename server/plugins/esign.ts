import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  adoptedSignaturePattern,
  completeOnboarding as completeOnboardingCall,
  declineEnvelope as declineEnvelopeCall,
  declineReasonMaxLength,
  type Envelope,
  finishOnboardingStep,
  getEnvelope,
  getEnvelopes,
  getOnboarding,
  OnboardingStep,
  signEnvelope as signEnvelopeCall,
} from '../../src/contract/esign';
import { envelopeIdPattern } from '../../src/contract/documents';
import { adoptedSignatureOf } from '../../src/validation/signatures';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import { contractRoute } from '../http/contractRoute';
import { badRequest } from '../http/errors';
import { type Guards } from '../http/guards';
import { answerOf, idempotencyKeyOf, runOnce, succeeded } from '../http/idempotency';
import { callerParty } from '../party/caller';
import { declineEnvelope, envelopeNotFound, envelopeOf, envelopesOf, markDelivered, signEnvelope } from '../esign/envelopes';
import { completeOnboarding, finishStep, noOnboarding, progressOf } from '../esign/onboarding';

export interface EsignPluginOptions {
  db: Kysely<Database>;
  guards: Guards;
  clock: Clock;
}

/** E-sign envelopes (list, open, sign, decline) and the onboarding progress of a newly bound customer. */
export const esignPlugin: FastifyPluginAsync<EsignPluginOptions> = async (app, { db, guards, clock }) => {
  /** The caller's party, or 404 for a customer without one (they own no envelope). */
  const partyOf = async (request: FastifyRequest, notFound = envelopeNotFound) => {
    const partyId = await callerParty(db, request);
    if (partyId === null) throw notFound();
    return partyId;
  };
  const envelopeParam = (envelopeId: string) => {
    if (!envelopeIdPattern.test(envelopeId)) throw envelopeNotFound();
    return envelopeId;
  };
  const origin = (request: FastifyRequest) => ({ at: clock.now(), address: request.ip });

  contractRoute(app, getEnvelopes, {
    preHandler: guards.customer,
    handler: async ({ request }) => ({ envelopes: await envelopesOf(db, await partyOf(request)) }),
  });

  contractRoute(app, getEnvelope, {
    preHandler: guards.customer,
    onBadParams: envelopeNotFound,
    handler: async ({ request, params }) => {
      const envelopeId = envelopeParam(params.envelopeId);
      const partyId = await partyOf(request);
      await markDelivered(db, partyId, envelopeId, origin(request));
      const envelope = await envelopeOf(db, partyId, envelopeId);
      if (!envelope) throw envelopeNotFound();
      return { envelope };
    },
  });

  /** A command on one of the caller's envelopes, run once per idempotency key; `check` refuses a malformed body first. */
  async function envelopeCommand(
    input: { request: FastifyRequest; reply: FastifyReply; envelopeId: string; body: object },
    kind: string,
    work: (trx: Kysely<Database>, command: { partyId: string; envelopeId: string; at: Date; address: string }) => Promise<Envelope>,
  ) {
    const key = idempotencyKeyOf(input.request.headers);
    const envelopeId = envelopeParam(input.envelopeId);
    const partyId = await partyOf(input.request);
    const outcome = await runOnce(db, { key, partyId, content: { path: kind, envelopeId, body: input.body } }, async (trx) =>
      succeeded({ envelope: await work(trx, { partyId, envelopeId, ...origin(input.request) }) }),
    );
    return answerOf<{ envelope: Envelope }>(outcome, input.reply);
  }

  contractRoute(app, signEnvelopeCall, {
    preHandler: guards.customer,
    onBadParams: envelopeNotFound,
    handler: async ({ request, reply, params, body }) => {
      const signature = adoptedSignatureOf(body.signature);
      if (!adoptedSignaturePattern.test(signature))
        throw badRequest('Type your full name to adopt it as your signature (letters, spaces, apostrophes, periods and hyphens).');
      return envelopeCommand({ request, reply, envelopeId: params.envelopeId, body }, 'esign-sign', (trx, command) =>
        signEnvelope(trx, { ...command, signature, documentIds: body.documentIds }),
      );
    },
  });

  contractRoute(app, declineEnvelopeCall, {
    preHandler: guards.customer,
    onBadParams: envelopeNotFound,
    handler: async ({ request, reply, params, body }) => {
      if (body.reason.length > declineReasonMaxLength) throw badRequest(`Tell us why in at most ${declineReasonMaxLength} characters.`);
      return envelopeCommand({ request, reply, envelopeId: params.envelopeId, body }, 'esign-decline', (trx, command) =>
        declineEnvelope(trx, { ...command, reason: body.reason }),
      );
    },
  });

  contractRoute(app, getOnboarding, {
    preHandler: guards.customer,
    handler: async ({ request }) => {
      const partyId = await callerParty(db, request);
      return { onboarding: partyId === null ? null : await progressOf(db, partyId) };
    },
  });

  contractRoute(app, finishOnboardingStep, {
    preHandler: guards.customer,
    onBadParams: noOnboarding,
    handler: async ({ request, reply, params, body }) => {
      const key = idempotencyKeyOf(request.headers);
      if (!OnboardingStep.is(params.step)) throw badRequest('There is no such onboarding step.');
      const step = params.step;
      const partyId = await partyOf(request, noOnboarding);
      const outcome = await runOnce(db, { key, partyId, content: { path: 'onboarding-step', step, body } }, async (trx) =>
        succeeded({ onboarding: await finishStep(trx, partyId, step, body.outcome, clock.now()) }),
      );
      return answerOf(outcome, reply);
    },
  });

  contractRoute(app, completeOnboardingCall, {
    preHandler: guards.customer,
    handler: async ({ request, reply }) => {
      const key = idempotencyKeyOf(request.headers);
      const partyId = await partyOf(request, noOnboarding);
      const outcome = await runOnce(db, { key, partyId, content: { path: 'onboarding-complete' } }, async (trx) =>
        succeeded({ onboarding: await completeOnboarding(trx, partyId, clock.now()) }),
      );
      return answerOf(outcome, reply);
    },
  });
};
