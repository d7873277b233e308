// The questions of reporting a claim without logging in, as data (src/validation/questions/questionTable.ts): one engine asks
// them, the summary lists them in the same words, and the sensitive answers are masked from this table. Which steps a
// report visits is src/shared/guestClaimFiling.ts (guestFnolPath).
import type { GuestClaimLine, GuestFiler, ReporterRelationship } from '../../contract/guestClaims';
import { fieldMessages, identifierExamples } from '../messages';
import * as patterns from '../patterns';
import { firstName, lastName, zip } from '../person';
import { birthDate, compose, dateWithinLastYears, maxYear, normalizeIdentifier, pattern, required } from '../validators';
import { limits } from '../../../config/product';
import { glassIncidentTypes, glassLocations, weatherCauses } from './claimChoices';
import { filersOf, filesForSelf, type GuestFnolAnswers, type GuestFnolStep } from '../../shared/guestClaimFiling';
import { type Choice, type Question, type QuestionStep, type QuestionTable } from './questionTable';
import { noRule } from './questionAnswers';
import { formatIsoDate } from '../../shared/format';

type Asked = Question<GuestFnolAnswers>;
/** The steps that ask a question. */
export type GuestQuestionStep = Exclude<GuestFnolStep, 'intro' | 'summary' | 'confirmation' | 'submission-error'>;

const lineLabels: Record<GuestClaimLine, string> = {
  auto: 'Auto or motorcycle',
  home: 'Home, condo or renters',
  marine: 'Boat or personal watercraft',
  life: 'Life',
};

const filerLabels: Record<GuestFiler, string> = {
  policyholder: 'I am the policyholder',
  'someone-else': 'I am reporting for the policyholder (for example a family member or the driver)',
  insured: 'I am the insured, reporting a disability',
  beneficiary: 'I am a beneficiary, reporting the death of the insured',
  family: 'I am a family member, reporting the death of the insured',
};

const relationshipLabels: Record<ReporterRelationship, string> = {
  self: 'Myself',
  spouse: 'Spouse or partner',
  child: 'Son or daughter',
  parent: 'Parent',
  sibling: 'Brother or sister',
  beneficiary: 'Beneficiary',
  driver: 'Driver of the vehicle',
  other: 'Other',
};

const otherCauses: readonly Choice[] = [
  { value: 'water', label: 'Water (a leak or burst pipe)' },
  { value: 'fire', label: 'Fire or smoke' },
  { value: 'theft', label: 'Theft' },
  { value: 'vandalism', label: 'Vandalism' },
  { value: 'other', label: 'Something else' },
];

const deathCauses: readonly Choice[] = [
  { value: 'natural', label: 'Natural causes or illness' },
  { value: 'accident', label: 'An accident' },
  { value: 'other', label: 'Other or not yet known' },
];

const choicesOf = <K extends string>(labels: Readonly<Record<K, string>>, keys: readonly K[] = Object.keys(labels) as K[]): Choice[] =>
  keys.map((value) => ({ value, label: labels[value] }));

const relationshipsOf = (line: GuestClaimLine | undefined): ReporterRelationship[] =>
  line === 'life'
    ? ['spouse', 'child', 'parent', 'sibling', 'beneficiary', 'other']
    : ['spouse', 'child', 'parent', 'sibling', 'driver', 'other'];

const isLife = (a: GuestFnolAnswers) => a.line === 'life';
const isGlassOnly = (a: GuestFnolAnswers) => a.glassOnly === true;
const whose = (a: GuestFnolAnswers) => (filesForSelf(a.filer) ? 'Your' : isLife(a) ? "The insured's" : "The policyholder's");

const incidentDate = compose(required, dateWithinLastYears(limits.claimReportableYears));
const year = compose(required, pattern(patterns.year4, fieldMessages.provideValidResponse), maxYear(new Date().getFullYear() + 1));
const someChosen = (value: unknown) => (Array.isArray(value) && value.length > 0 ? undefined : fieldMessages.selectValidResponse);
const policyNumberOf = (format: RegExp) =>
  compose(required, (value) => (format.test(normalizeIdentifier(value)) ? undefined : fieldMessages.policyNumber));

const longText = { maxLength: 2000 } as const;
const mustAnswer = { rule: required } as const;
const yesNo = (answer: Asked['answer'], label: string, review: string, more: Partial<Asked> = {}): Asked => ({
  answer,
  kind: 'yesNo',
  label,
  ...mustAnswer,
  review: { label: review },
  ...more,
});
/** What happened: free text, masked and checked, carried by the filing's loss. */
const description = (label: string): Asked => ({
  answer: 'description',
  kind: 'longText',
  label,
  hint: 'Please do not include account or card numbers.',
  field: longText,
  ...mustAnswer,
  sensitive: true,
  freeText: true,
  filedAt: ['loss.description'],
  review: { label: 'What happened' },
});
const additionalDetails = (hint: string | undefined, filedAt: readonly string[]): Asked => ({
  answer: 'additionalDetails',
  kind: 'longText',
  label: 'Is there anything else we should know?',
  hint,
  optional: true,
  field: longText,
  rule: noRule,
  sensitive: true,
  freeText: true,
  filedAt,
  review: { label: 'Additional details' },
});
const dateOf = (label: string, review: string): Asked => ({
  answer: 'incidentDate',
  kind: 'date',
  label,
  rule: incidentDate,
  review: { label: review },
});
/** The policy number in its line's format, shown with a sample of it. */
const policyNumber = (shownWhen: (a: GuestFnolAnswers) => boolean, sample: string, format: RegExp): Asked => ({
  answer: 'policyNumber',
  kind: 'identifier',
  label: 'Policy number',
  hint: `For example ${sample}`,
  field: { autoCapitalize: 'characters', spellCheck: false, width: 'medium' },
  rule: policyNumberOf(format),
  shownWhen,
  sensitive: true,
  filedAt: ['policy'],
});
/** The year, make and model of a vehicle or boat: one line of the summary. */
const madeBy = (
  [yearOf, makeOf, modelOf]: readonly [Asked['answer'], Asked['answer'], Asked['answer']],
  [make, model]: readonly [string, string],
  review: string,
): Asked[] => [
  {
    answer: yearOf,
    kind: 'text',
    label: 'Year',
    field: { inputMode: 'numeric', maxLength: 4, width: 'short' },
    rule: year,
    review: { label: review, value: (a) => [a[yearOf], a[makeOf], a[modelOf]].join(' ') },
  },
  { answer: makeOf, kind: 'text', label: make, field: { width: 'medium' }, ...mustAnswer, review: false },
  { answer: modelOf, kind: 'text', label: model, field: { width: 'medium' }, ...mustAnswer, review: false },
];
const glassOnly = (what: string): QuestionStep<GuestFnolAnswers> => ({
  heading: 'Glass damage',
  questions: [
    yesNo('glassOnly', `Is the damage only to the ${what}'s glass?`, 'Glass damage only', {
      hint: 'For example a chipped or cracked windshield, and nothing else damaged.',
    }),
  ],
});

const steps: Readonly<Record<GuestQuestionStep, QuestionStep<GuestFnolAnswers>>> = {
  'select-policy': {
    heading: 'Which policy is the claim for?',
    questions: [
      {
        answer: 'line',
        kind: 'choice',
        label: 'What type of policy is the claim for?',
        options: choicesOf(lineLabels),
        ...mustAnswer,
        review: { label: 'Policy type' },
      },
    ],
  },
  'who-is-filing': {
    heading: 'Who is filing?',
    questions: [
      {
        answer: 'filer',
        kind: 'choice',
        label: 'Who is filing this claim?',
        hint: (a) => (isLife(a) ? 'A death can be reported by a beneficiary or a family member.' : undefined),
        options: (a) => choicesOf(filerLabels, filersOf(a.line ?? 'auto')),
        ...mustAnswer,
        review: { label: 'Who is filing' },
      },
    ],
  },
  'home-incident-details': { heading: 'Tell us what happened', questions: [description('What happened to your home or belongings?')] },
  'auto-glass-damage': glassOnly('vehicle'),
  'marine-glass-damage': glassOnly('boat'),
  'policy-details': {
    heading: 'Policy details',
    lead: 'We use these details to find the policy. They are never shown back to you.',
    questions: [
      policyNumber(isLife, identifierExamples.lifePolicy, patterns.lifePolicyNumber),
      policyNumber((a) => !isLife(a), identifierExamples.mutualPolicy, patterns.mutualPolicyNumber),
      {
        answer: 'lastName',
        kind: 'text',
        label: (a) => `${whose(a)} last name`,
        field: { autoComplete: (a) => (filesForSelf(a.filer) ? 'family-name' : 'off'), width: 'medium' },
        rule: lastName,
        sensitive: true,
        filedAt: ['policy'],
        review: false,
      },
      {
        answer: 'dateOfBirth',
        kind: 'date',
        label: (a) => `${whose(a)} date of birth`,
        rule: compose(required, birthDate()),
        shownWhen: isLife,
        sensitive: true,
        filedAt: ['policy'],
        review: false,
      },
      {
        answer: 'zip',
        kind: 'zip',
        label: (a) => `${whose(a)} mailing ZIP code`,
        rule: zip,
        shownWhen: (a) => !isLife(a),
        sensitive: true,
        filedAt: ['policy'],
        review: false,
      },
    ],
  },
  'auto-incident-details': {
    heading: 'Tell us what happened',
    questions: [
      description('What happened?'),
      {
        answer: 'glassLocations',
        kind: 'choices',
        label: 'Which glass is damaged?',
        options: glassLocations,
        rule: someChosen,
        shownWhen: isGlassOnly,
        review: { label: 'Damaged glass' },
      },
      {
        answer: 'glassIncidentType',
        kind: 'choice',
        label: 'What caused the damage?',
        options: glassIncidentTypes,
        ...mustAnswer,
        shownWhen: isGlassOnly,
        review: { label: 'Cause of the glass damage' },
      },
      yesNo('otherVehicleInvolved', 'Was another vehicle involved?', 'Another vehicle involved', { shownWhen: (a) => !isGlassOnly(a) }),
      yesNo('anyoneInjured', 'Was anyone injured?', 'Anyone injured', { shownWhen: (a) => !isGlassOnly(a) }),
    ],
  },
  'marine-incident-details': {
    heading: 'Tell us what happened',
    questions: [description('What happened to the boat?'), yesNo('anyoneInjured', 'Was anyone injured?', 'Anyone injured')],
  },
  'was-weather-related': {
    heading: 'Weather',
    questions: [yesNo('weatherRelated', 'Was the damage caused by weather?', 'Caused by weather')],
  },
  'auto-vehicle-info': {
    heading: 'About the vehicle',
    questions: madeBy(['vehicleYear', 'vehicleMake', 'vehicleModel'], ['Make', 'Model'], 'Vehicle'),
  },
  'marine-vessel-info': {
    heading: 'About the boat',
    questions: madeBy(['vesselYear', 'vesselMake', 'vesselKind'], ['Make or builder', 'Model or type of boat'], 'Boat'),
  },
  'type-of-damage': {
    heading: 'Type of damage',
    questions: [
      {
        answer: 'cause',
        kind: 'choice',
        label: 'What caused the damage?',
        options: (a) => (a.weatherRelated ? weatherCauses : otherCauses),
        ...mustAnswer,
        review: { label: 'Type of damage' },
      },
    ],
  },
  'incident-date-time': {
    heading: 'When it happened',
    questions: [
      dateOf('When did it happen?', 'Date'),
      {
        answer: 'incidentTime',
        kind: 'time',
        label: 'At what time?',
        hint: 'For example 8:30 am',
        optional: true,
        field: { width: 'short' },
        rule: pattern(patterns.time, fieldMessages.provideValidResponse),
        review: { label: 'Time' },
      },
    ],
  },
  'additional-details': {
    heading: 'Additional details',
    questions: [additionalDetails('For example police report details or where the damaged property can be seen.', ['additionalDetails'])],
  },
  'additional-details-death': {
    heading: 'About the death of the insured',
    questions: [
      dateOf('Date of death', 'Date of death'),
      {
        answer: 'deathCause',
        kind: 'choice',
        label: 'Cause of death',
        options: deathCauses,
        ...mustAnswer,
        review: { label: 'Cause of death' },
      },
      additionalDetails(undefined, ['additionalDetails', 'loss.details']),
    ],
  },
  'additional-details-disability': {
    heading: 'About the disability',
    questions: [
      dateOf('When did the disability begin?', 'Disability began'),
      {
        answer: 'condition',
        kind: 'longText',
        label: 'What is the illness or injury?',
        field: longText,
        ...mustAnswer,
        sensitive: true,
        freeText: true,
        filedAt: ['loss.condition'],
        review: { label: 'Illness or injury' },
      },
      yesNo('stoppedWorking', 'Have you stopped working because of it?', 'Stopped working'),
    ],
  },
  'incident-location': {
    heading: 'Where it happened',
    questions: [
      {
        answer: 'incidentLocation',
        kind: 'text',
        label: 'Where did it happen?',
        hint: 'A street address, an intersection or a landmark, with the city and state.',
        field: { maxLength: 200 },
        ...mustAnswer,
        sensitive: true,
        freeText: true,
        filedAt: ['incidentLocation'],
        review: { label: 'Where' },
      },
    ],
  },
  'who-is-reporting': {
    heading: 'Who is reporting?',
    questions: [
      {
        answer: 'reporterFirstName',
        kind: 'text',
        label: 'Your first name',
        field: { autoComplete: 'given-name', width: 'medium' },
        rule: firstName,
        sensitive: true,
        filedAt: ['reporter'],
        review: { label: 'Reported by', value: (a) => a.reporterFirstName && `${a.reporterFirstName} ${a.reporterLastName ?? ''}` },
      },
      {
        answer: 'reporterLastName',
        kind: 'text',
        label: 'Your last name',
        field: { autoComplete: 'family-name', width: 'medium' },
        rule: lastName,
        sensitive: true,
        filedAt: ['reporter'],
        review: false,
      },
      {
        answer: 'relationship',
        kind: 'choice',
        label: (a) => `How are you related to ${isLife(a) ? 'the insured' : 'the policyholder'}?`,
        options: (a) => choicesOf(relationshipLabels, relationshipsOf(a.line)),
        ...mustAnswer,
        shownWhen: (a) => !filesForSelf(a.filer),
        review: { label: 'Relationship' },
      },
    ],
  },
  'contact-info': {
    heading: 'How can we reach you?',
    lead: 'We will send your claim number to this email, and call you about your claim.',
    questions: [
      { answer: 'phone', kind: 'phone', label: 'Phone number', sensitive: true, filedAt: ['contact'], review: { label: 'Phone' } },
      { answer: 'email', kind: 'email', label: 'Email', sensitive: true, filedAt: ['contact'], review: { label: 'Email' } },
    ],
  },
};

/** Reporting a claim without logging in: its question steps, and the parts of its step indicator (the line's own questions are the second). */
export const guestClaimQuestions: QuestionTable<GuestFnolAnswers, GuestQuestionStep> = {
  steps,
  parts: [
    { name: 'The claim', steps: ['select-policy', 'who-is-filing'] },
    { name: 'Policy and what happened', steps: [] },
    { name: 'Who is reporting', steps: ['who-is-reporting', 'contact-info'] },
    { name: 'Review', steps: ['summary'] },
  ],
  branchPart: 2,
};

/** How the summary shows a date: in words. */
export const guestAnswerLabels = { date: formatIsoDate };
