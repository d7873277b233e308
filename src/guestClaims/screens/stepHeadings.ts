import type { GuestFnolStep } from '../../shared/guestClaimFiling';

/** The steps that ask a question (their forms are in GuestClaimSteps.tsx, a chunk of its own). */
export type AnswerStep = Exclude<GuestFnolStep, 'intro' | 'summary' | 'confirmation' | 'submission-error'>;

/** The question each step asks, as its heading. */
export const stepHeadings: Record<AnswerStep, string> = {
  'select-policy': 'Which policy is the claim for?',
  'who-is-filing': 'Who is filing?',
  'home-incident-details': 'Tell us what happened',
  'auto-glass-damage': 'Glass damage',
  'marine-glass-damage': 'Glass damage',
  'policy-details': 'Policy details',
  'auto-incident-details': 'Tell us what happened',
  'marine-incident-details': 'Tell us what happened',
  'was-weather-related': 'Weather',
  'auto-vehicle-info': 'About the vehicle',
  'marine-vessel-info': 'About the boat',
  'type-of-damage': 'Type of damage',
  'incident-date-time': 'When it happened',
  'additional-details': 'Additional details',
  'additional-details-death': 'About the death of the insured',
  'additional-details-disability': 'About the disability',
  'incident-location': 'Where it happened',
  'who-is-reporting': 'Who is reporting?',
  'contact-info': 'How can we reach you?',
};

export const isAnswerStep = (step: GuestFnolStep): step is AnswerStep => step in stepHeadings;
