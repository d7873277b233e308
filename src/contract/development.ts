import * as t from 'io-ts';
import { endpoint, noBody } from './endpoint';

// Development and test only (README: DEV_OUTBOX): the gateway has no mail server, so outgoing email and
// texts wait in the outbox table; this call reads the latest one for a recipient. Never mounted in production.

export const OutboxMessage = t.type({
  id: t.number,
  channel: t.keyof({ email: null, sms: null, mail: null }),
  recipient: t.string,
  subject: t.union([t.string, t.null]),
  body: t.string,
  /** The documents an email carries, rendered when it is sent: an ID card by its document id and policy, a quote or a life quote by its id. */
  attachments: t.array(
    t.union([
      t.type({ kind: t.literal('idCard'), policyNumber: t.string, cardId: t.string }),
      t.type({ kind: t.literal('quote'), quoteId: t.string }),
      t.type({ kind: t.literal('lifeQuote'), lifeQuoteId: t.string }),
    ]),
  ),
  createdAt: t.string,
});
export type OutboxMessage = t.TypeOf<typeof OutboxMessage>;

export const readLatestOutboxMessage = endpoint({
  name: 'developmentLatestOutboxMessage',
  gateway: 'main',
  method: 'GET',
  path: '/development/outbox/:recipient/latest',
  params: t.type({ recipient: t.string }),
  body: noBody,
  response: OutboxMessage,
  auth: false,
});

/** Development and test only: a demo customer's onboarding starts over (its envelopes unsigned), for demos and journeys. */
export const restartOnboarding = endpoint({
  name: 'developmentRestartOnboarding',
  gateway: 'main',
  method: 'POST',
  path: '/development/onboarding/:loginId/restart',
  params: t.type({ loginId: t.string }),
  body: t.type({}),
  response: t.type({ restarted: t.literal(true) }),
  auth: false,
});

/**
 * Development and test only: a demo policy cancelled, or put back in force, as the policy system would (an
 * underwriter's cancellation while a claim waited on a phone, for demos and journeys).
 */
export const changePolicyStatus = endpoint({
  name: 'developmentPolicyStatus',
  gateway: 'main',
  method: 'POST',
  path: '/development/policies/:policyNumber/status',
  params: t.type({ policyNumber: t.string }),
  body: t.type({ status: t.keyof({ active: null, cancelled: null }) }),
  response: t.type({ policyNumber: t.string, status: t.keyof({ active: null, cancelled: null }) }),
  auth: false,
});
