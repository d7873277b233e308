import * as t from 'io-ts';
import { catalogue, command, event, type Descriptions } from '../bus/catalogue';
import { Envelope, EnvelopeSummary, OnboardingProgress, OnboardingStep } from '../contract/esign';

const failed = t.type({ message: t.string });
/** An envelope's decline reason and audit details repeat what the customer typed: free text. */
const envelopeText = { sensitive: ['envelope.declineReason', 'envelope.events.*.detail'] };

export const onboardingActions = catalogue('onboarding', {
  progressLoaded: event(t.type({ onboarding: t.union([OnboardingProgress, t.null]) })),
  progressLoadFailed: event(failed),
  envelopesLoaded: event(t.type({ envelopes: t.array(EnvelopeSummary) })),
  envelopeLoaded: event(t.type({ envelope: Envelope }), envelopeText),
  envelopeNotFound: event(t.type({ envelopeId: t.string })),
  envelopeLoadFailed: event(failed),
  // The signing view: the customer adopts a typed signature, then signs each place (a document) before finishing.
  signatureAdopted: command(t.type({ envelopeId: t.string, signature: t.string })),
  placeSigned: command(t.type({ envelopeId: t.string, documentId: t.string })),
  signRequested: command(t.type({ envelopeId: t.string })),
  signIntentCreated: event(t.type({ envelopeId: t.string, key: t.string })),
  envelopeSigned: event(t.type({ envelope: Envelope }), envelopeText),
  signFailed: event(failed),
  declineRequested: command(t.type({ envelopeId: t.string, reason: t.string }), { sensitive: ['reason'] }),
  /** The onboarding knockout (spec section 4): e-sign declined; its documents go by mail. */
  esignDeclined: event(t.type({ envelopeId: t.string, reason: t.literal('esignDecline') })),
  declineFailed: event(failed),
  stepFinishRequested: command(t.type({ step: OnboardingStep, outcome: t.keyof({ done: null, skipped: null }) })),
  paperlessRequested: command(
    t.type({ quadrantName: t.keyof({ mutual: null, life: null }), accountNumber: t.string, eBill: t.boolean, ePolicy: t.boolean }),
  ),
  stepFinished: event(t.type({ step: OnboardingStep, onboarding: OnboardingProgress })),
  stepFailed: event(failed),
  completeRequested: command(),
  /**
   * A side trip (the first payment, automatic payments, adding a phone) was opened from an onboarding step with its
   * address as the way back: the trip's end leads there. Leaving the trip's area (its page category) ends it.
   */
  sideTripBegun: event(t.type({ returnTo: t.string, category: t.string })),
  onboardingCompleted: event(t.type({ onboarding: OnboardingProgress })),
});

export const onboardingDescriptions: Descriptions<typeof onboardingActions> = {
  progressLoaded: "The customer's onboarding progress arrived (null: none to do)",
  progressLoadFailed: 'The onboarding progress could not be loaded',
  envelopesLoaded: "The customer's e-sign envelopes arrived",
  envelopeLoaded: 'An e-sign envelope arrived, with its documents and audit trail',
  envelopeNotFound: "The envelope asked for is malformed or not the customer's",
  envelopeLoadFailed: 'The envelopes could not be loaded',
  signatureAdopted: 'The customer typed and adopted a signature',
  placeSigned: 'The customer signed one place (a document) of the envelope',
  signRequested: 'The customer finished signing every place of the envelope',
  signIntentCreated: 'One idempotency key was made for signing this envelope',
  envelopeSigned: 'The gateway stamped the signatures and completed the envelope',
  signFailed: 'The envelope could not be signed',
  declineRequested: 'The customer chose not to sign electronically',
  esignDeclined: 'Onboarding knockout: the customer declined to e-sign; the documents will be mailed',
  declineFailed: 'The decline could not be recorded',
  stepFinishRequested: 'The customer finished (or skipped for now) an onboarding step',
  paperlessRequested: 'The customer chose e-policy and e-bill for an account during onboarding',
  stepFinished: 'The gateway recorded an onboarding step finished',
  stepFailed: 'An onboarding step could not be recorded',
  completeRequested: 'The customer finished onboarding',
  sideTripBegun: 'The customer left an onboarding step for a side trip (payment, automatic payments, a phone) that leads back to it',
  onboardingCompleted: 'Onboarding is complete and will not show again',
};
