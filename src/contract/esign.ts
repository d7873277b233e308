import * as t from 'io-ts';
import { endpoint, noBody, noParams } from './endpoint';
import { DocumentId } from './documents';
import { IsoDate, PolicyNumber } from './identifiers';

// E-sign envelopes (spec section 7: esign documents and url) and the onboarding of a newly bound customer (spec
// section 2: Onboarding), whose progress the gateway keeps so it resumes on any device.

export const EnvelopeStatus = t.keyof({ sent: null, delivered: null, completed: null, declined: null });
export type EnvelopeStatus = t.TypeOf<typeof EnvelopeStatus>;

/** One event of an envelope's audit trail: what happened, when, and from which address. */
export const EnvelopeEvent = t.type({
  event: t.keyof({ sent: null, delivered: null, signed: null, completed: null, declined: null }),
  at: t.string,
  address: t.string,
  detail: t.string,
});
export type EnvelopeEvent = t.TypeOf<typeof EnvelopeEvent>;

export const EnvelopeRecipient = t.type({
  name: t.string,
  email: t.union([t.string, t.null]),
  role: t.keyof({ signer: null, copy: null }),
  signedAt: t.union([t.string, t.null]),
});

/** A document of an envelope: read it, then sign its place. `signed` once the signed copy is stored. */
export const EnvelopeDocument = t.type({ documentId: DocumentId, title: t.string, issuedOn: IsoDate, signed: t.boolean });
export type EnvelopeDocument = t.TypeOf<typeof EnvelopeDocument>;

export const EnvelopeSummary = t.type({
  envelopeId: t.string,
  subject: t.string,
  status: EnvelopeStatus,
  sentAt: t.string,
  statusAt: t.string,
  policyNumber: t.union([PolicyNumber, t.null]),
  documentCount: t.number,
});
export type EnvelopeSummary = t.TypeOf<typeof EnvelopeSummary>;

export const Envelope = t.intersection([
  EnvelopeSummary,
  t.type({
    recipients: t.array(EnvelopeRecipient),
    documents: t.array(EnvelopeDocument),
    events: t.array(EnvelopeEvent),
    declineReason: t.union([t.string, t.null]),
  }),
]);
export type Envelope = t.TypeOf<typeof Envelope>;

/**
 * An adopted signature: the customer's name as they type it, 2 to 80 characters: letters of any alphabet (with their
 * accents, composed or not), spaces, apostrophes, periods and hyphens, a letter first.
 */
export const adoptedSignaturePattern = /^\p{L}[\p{L}\p{M} .'’-]{1,79}$/u;
export const declineReasonMaxLength = 500;

export const getEnvelopes = endpoint({
  name: 'esignEnvelopes',
  gateway: 'main',
  method: 'GET',
  path: '/esign/envelopes',
  params: noParams,
  body: noBody,
  response: t.type({ envelopes: t.array(EnvelopeSummary) }),
  auth: true,
});

/** Opens an envelope: the first opening by its signer records it delivered. */
export const getEnvelope = endpoint({
  name: 'esignEnvelope',
  gateway: 'main',
  method: 'GET',
  path: '/esign/envelopes/:envelopeId',
  params: t.type({ envelopeId: t.string }),
  body: noBody,
  response: t.type({ envelope: Envelope }),
  auth: true,
});

/**
 * Signs every place of the envelope with the adopted signature: each document named must be the envelope's, and
 * all of them together. The gateway stamps the signature, the date and an audit line into each PDF and keeps the
 * signed copy. Signing a completed envelope again answers it as it stands.
 */
export const signEnvelope = endpoint({
  name: 'signEnvelope',
  gateway: 'main',
  method: 'POST',
  path: '/esign/envelopes/:envelopeId/sign',
  params: t.type({ envelopeId: t.string }),
  body: t.type({ signature: t.string, documentIds: t.array(t.string) }),
  response: t.type({ envelope: Envelope }),
  auth: true,
  idempotency: 'required',
});

/** Declines to sign electronically (the onboarding knockout): the documents are mailed instead. */
export const declineEnvelope = endpoint({
  name: 'declineEnvelope',
  gateway: 'main',
  method: 'POST',
  path: '/esign/envelopes/:envelopeId/decline',
  params: t.type({ envelopeId: t.string }),
  body: t.type({ reason: t.string }),
  response: t.type({ envelope: Envelope }),
  auth: true,
  idempotency: 'required',
});

/** The steps of onboarding in order (spec section 2); `complete` is where it ends. */
export const OnboardingStep = t.keyof({
  welcome: null,
  esign: null,
  payment: null,
  paperless: null,
  notifications: null,
  autoPay: null,
  uploadDocuments: null,
});
export type OnboardingStep = t.TypeOf<typeof OnboardingStep>;
export const onboardingSteps = Object.keys(OnboardingStep.keys) as OnboardingStep[];

export const StepOutcome = t.keyof({ done: null, skipped: null, declined: null });
export type StepOutcome = t.TypeOf<typeof StepOutcome>;

/** Where a customer's onboarding stands: null when they have none (or never had). */
export const OnboardingProgress = t.type({
  policyNumber: PolicyNumber,
  accountNumber: t.union([t.string, t.null]),
  steps: t.array(t.type({ step: OnboardingStep, outcome: t.union([StepOutcome, t.null]) })),
  completed: t.boolean,
});
export type OnboardingProgress = t.TypeOf<typeof OnboardingProgress>;

export const getOnboarding = endpoint({
  name: 'onboarding',
  gateway: 'main',
  method: 'GET',
  path: '/onboarding',
  params: noParams,
  body: noBody,
  response: t.type({ onboarding: t.union([OnboardingProgress, t.null]) }),
  auth: true,
});

/** Records a step finished (done or skipped for now); the e-sign step is finished by signing or declining its envelopes. */
export const finishOnboardingStep = endpoint({
  name: 'finishOnboardingStep',
  gateway: 'main',
  method: 'POST',
  path: '/onboarding/steps/:step',
  params: t.type({ step: t.string }),
  body: t.type({ outcome: t.keyof({ done: null, skipped: null }) }),
  response: t.type({ onboarding: OnboardingProgress }),
  auth: true,
  idempotency: 'required',
});

/** Ends onboarding once every step is finished: it never shows again. */
export const completeOnboarding = endpoint({
  name: 'completeOnboarding',
  gateway: 'main',
  method: 'POST',
  path: '/onboarding/complete',
  params: noParams,
  body: t.type({}),
  response: t.type({ onboarding: OnboardingProgress }),
  auth: true,
  idempotency: 'required',
});
