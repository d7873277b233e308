// The questions of each step of filing a claim, as data: one step screen asks any of them, and the review lists the
// answers with the same words. Which steps a filing visits is src/shared/claimFiling.ts (fnolPath).
import { limits } from '../../config/product';
import { claimMessageMaxLength } from '../contract/claims';
import type { InsuredVehicle } from '../contract/policies';
import type { FnolAnswers, FnolStep } from '../shared/claimFiling';
import type { ChoiceOption } from '../ui';
import { formatEntryDate, parseEntryDate } from '../validation/dates';
import { claimMessages, fieldMessages } from '../validation/messages';
import { email as emailPattern } from '../validation/patterns';
import {
  compose,
  dateWithinLastYears,
  noAccountOrCardNumber,
  pattern,
  required,
  requiredWith,
  type Validator,
} from '../validation/validators';
import { centsOfTyped, formatCents, typedOfCents } from '../shared/money';

type Answer = keyof FnolAnswers;
type Shape = 'yesNo' | 'choice' | 'choices' | 'date' | 'text' | 'longText' | 'towAmount' | 'phone' | 'email' | 'policy' | 'vehicle';

/** One question: the answer it fills, its shape (which field asks it), its words, and its choices. */
export interface Question {
  readonly answer: Answer;
  readonly shape: Shape;
  readonly label: string;
  readonly hint?: string;
  readonly optional?: boolean;
  readonly options?: readonly ChoiceOption[];
}

/** A step that asks questions: its heading and the questions on it. */
export interface QuestionStep {
  readonly heading: string;
  readonly questions: readonly Question[];
}

export const glassLocationLabels: readonly ChoiceOption[] = [
  { value: 'windshield', label: 'Windshield' },
  { value: 'side-window', label: 'Side window' },
  { value: 'rear-window', label: 'Rear window' },
  { value: 'sunroof', label: 'Sunroof' },
  { value: 'mirror', label: 'Mirror' },
];
const glassIncidentTypes: readonly ChoiceOption[] = [
  { value: 'rock-chip', label: 'A rock or road debris' },
  { value: 'crack', label: 'A crack that spread' },
  { value: 'vandalism', label: 'Vandalism' },
  { value: 'collision', label: 'A collision' },
  { value: 'other', label: 'Something else' },
];
const weatherCauses: readonly ChoiceOption[] = [
  { value: 'wind', label: 'Wind' },
  { value: 'hail', label: 'Hail' },
  { value: 'lightning', label: 'Lightning' },
  { value: 'snow-ice', label: 'Snow or ice' },
  { value: 'flood', label: 'Flood' },
];
const otherHomeCauses: readonly ChoiceOption[] = [
  { value: 'water', label: 'Water (a leak or a burst pipe)' },
  { value: 'fire', label: 'Fire or smoke' },
  { value: 'theft', label: 'Theft' },
  { value: 'vandalism', label: 'Vandalism' },
  { value: 'other', label: 'Something else' },
];

const lifeEvents: readonly ChoiceOption[] = [
  { value: 'death', label: 'The death of the insured' },
  { value: 'disability', label: 'A disability of the insured' },
];

const yesNo = (answer: Answer, label: string, hint?: string): Question => ({ answer, shape: 'yesNo', label, hint });
const text = (answer: Answer, label: string, hint?: string): Question => ({ answer, shape: 'text', label, hint });

/** Every step that asks something, in the spec's order (intro, review and confirm ask nothing). */
export const questionSteps: Readonly<Record<Exclude<FnolStep, 'intro' | 'review' | 'confirm'>, QuestionStep>> = {
  'loss-date': { heading: 'When did it happen?', questions: [{ answer: 'lossDate', shape: 'date', label: 'Date of loss' }] },
  'select-policy': {
    heading: 'Which policy is this claim on?',
    questions: [{ answer: 'policyNumber', shape: 'policy', label: 'Policy' }],
  },
  'other-vehicle': {
    heading: 'Vehicles involved',
    questions: [
      { answer: 'vehicleId', shape: 'vehicle', label: 'Which of your vehicles was involved?' },
      yesNo('otherVehicleInvolved', 'Was another vehicle involved?'),
    ],
  },
  'loss-description': {
    heading: 'What happened?',
    questions: [
      { answer: 'description', shape: 'longText', label: 'Tell us what happened' },
      yesNo('vehicleStolen', 'Was your vehicle stolen?'),
    ],
  },
  'auto-glass': {
    heading: 'Glass damage',
    questions: [yesNo('glassDamaged', 'Is any glass damaged?', 'The windshield, a window, the sunroof or a mirror.')],
  },
  'auto-glass-damage-locations': {
    heading: 'Damaged glass',
    questions: [
      {
        answer: 'glassLocations',
        shape: 'choices',
        label: 'Which glass is damaged?',
        hint: 'Select all that apply.',
        options: glassLocationLabels,
      },
    ],
  },
  'auto-glass-incident-type': {
    heading: 'How the glass was damaged',
    questions: [{ answer: 'glassIncidentType', shape: 'choice', label: 'What damaged the glass?', options: glassIncidentTypes }],
  },
  'tow-amount': {
    heading: 'Towing',
    questions: [
      {
        answer: 'towAmountCents',
        shape: 'towAmount',
        label: 'What did the tow cost?',
        hint: 'Leave this blank if your vehicle was not towed.',
        optional: true,
      },
    ],
  },
  'was-vehicle-recovered': { heading: 'Your stolen vehicle', questions: [yesNo('vehicleRecovered', 'Has your vehicle been recovered?')] },
  'was-vehicle-damaged': { heading: 'Damage to your vehicle', questions: [yesNo('vehicleDamaged', 'Was your vehicle damaged?')] },
  'auto-damage-description': {
    heading: 'Damage to your vehicle',
    questions: [{ answer: 'damageDescription', shape: 'longText', label: 'Describe the damage to your vehicle' }],
  },
  'home-loss-description': {
    heading: 'What happened?',
    questions: [{ answer: 'description', shape: 'longText', label: 'Tell us what happened to your home or belongings' }],
  },
  'was-weather-related': { heading: 'Weather', questions: [yesNo('weatherRelated', 'Was the damage caused by weather?')] },
  'home-loss-weather-related': {
    heading: 'The weather that caused it',
    questions: [{ answer: 'cause', shape: 'choice', label: 'What kind of weather caused the damage?', options: weatherCauses }],
  },
  'home-loss-not-weather-related': {
    heading: 'What caused it',
    questions: [{ answer: 'cause', shape: 'choice', label: 'What caused the damage?', options: otherHomeCauses }],
  },
  'vehicle-location': {
    heading: 'Where your vehicle is',
    questions: [text('vehicleLocation', 'Where is your vehicle now?', 'An address, or the name of the repair shop or tow yard.')],
  },
  'auto-driver': {
    heading: 'Who was driving',
    questions: [text('driver', 'Who was driving?', 'Their full name, or "Nobody" if the vehicle was parked.')],
  },
  'was-anyone-injured': { heading: 'Injuries', questions: [yesNo('anyoneInjured', 'Was anyone injured?')] },
  'loss-location': {
    heading: 'Where it happened',
    questions: [text('lossLocation', 'Where did it happen?', 'An address, or the nearest streets and the city.')],
  },
  'additional-information': {
    heading: 'Anything else',
    questions: [{ answer: 'additionalInformation', shape: 'longText', label: 'Anything else we should know?', optional: true }],
  },
  'contact-information': {
    heading: 'How we reach you',
    questions: [
      { answer: 'phone', shape: 'phone', label: 'Phone number' },
      { answer: 'email', shape: 'email', label: 'Email' },
    ],
  },
  'text-notification-enrollment': {
    heading: 'Text updates',
    questions: [
      yesNo(
        'textNotifications',
        'Would you like text message updates on this claim?',
        'We text the phone number you gave us. Message and data rates may apply.',
      ),
    ],
  },
};

export const isQuestionStep = (step: FnolStep): step is keyof typeof questionSteps => step in questionSteps;

/** What happened on a life policy: what is reported, then the story. */
const lifeLossDescription: QuestionStep = {
  heading: 'What happened?',
  questions: [
    { answer: 'lifeEvent', shape: 'choice', label: 'What are you reporting?', options: lifeEvents },
    { answer: 'description', shape: 'longText', label: 'Tell us what happened' },
  ],
};

/** The questions a step asks on the branch the chosen policy takes. */
export function questionsOf(step: keyof typeof questionSteps, answers: FnolAnswers): QuestionStep {
  if (step === 'loss-description' && answers.lossKind === 'life') return lifeLossDescription;
  return questionSteps[step];
}

/** What a form holds for a question: text, a choice, or the choices checked. */
export type FormValue = string | readonly string[];
export type StepValues = Record<string, FormValue>;

const digits = (phone: string) => phone.replace(/\D/g, '');
const dashed = (d: string) => `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;

/** A step's answers as its form shows them (yes/no as 'yes'/'no', dates MM/DD/YYYY, the tow in dollars). */
export function formValuesOf(step: QuestionStep, answers: FnolAnswers): StepValues {
  const values: StepValues = {};
  for (const q of step.questions) {
    const value = answers[q.answer];
    if (value === undefined || value === null) continue;
    if (typeof value === 'boolean') values[q.answer] = value ? 'yes' : 'no';
    else if (q.shape === 'date') values[q.answer] = formatEntryDate(String(value)) ?? String(value);
    else if (q.shape === 'towAmount') values[q.answer] = typedOfCents(Number(value));
    else if (q.shape === 'phone') values[q.answer] = digits(String(value));
    else values[q.answer] = value as FormValue;
  }
  return values;
}

function answerOf(q: Question, value: FormValue | undefined): FnolAnswers[Answer] {
  const raw = typeof value === 'string' ? value.trim() : value;
  switch (q.shape) {
    case 'yesNo':
      return raw === 'yes';
    case 'date':
      return parseEntryDate(String(raw ?? ''));
    case 'towAmount':
      return raw ? centsOfTyped(raw) : null;
    case 'phone':
      return dashed(digits(String(raw ?? '')));
    case 'choices':
      return [...((raw as readonly string[] | undefined) ?? [])] as FnolAnswers['glassLocations'];
    default:
      return (raw ?? '') as string;
  }
}

/** The answers a valid form of the step gives. */
export function answersOf(step: QuestionStep, values: StepValues): FnolAnswers {
  return Object.fromEntries(step.questions.map((q) => [q.answer, answerOf(q, values[q.answer])])) as FnolAnswers;
}

const notTooLong: Validator = (value) =>
  typeof value === 'string' && value.trim().length > claimMessageMaxLength
    ? claimMessages.messageTooLong(claimMessageMaxLength)
    : undefined;
const freeText = (optional: boolean | undefined) =>
  optional ? compose(noAccountOrCardNumber, notTooLong) : compose(required, noAccountOrCardNumber, notTooLong);
const choose = requiredWith(fieldMessages.selectValidResponse);

/** A question's rule; the loss date has happened and is within the years a loss may be reported online. */
export function ruleOf(q: Question, now: () => Date): Validator {
  switch (q.shape) {
    case 'yesNo':
    case 'choice':
    case 'choices':
    case 'policy':
    case 'vehicle':
      return choose;
    case 'date':
      return compose(required, dateWithinLastYears(limits.claimReportableYears, now));
    case 'text':
    case 'longText':
      return freeText(q.optional);
    case 'phone':
      // The phone mask keeps the 10 digits; the filing sends them 3-3-4 with dashes.
      return compose(required, pattern(/^[1-9]\d{9}$/, fieldMessages.phone));
    case 'email':
      return compose(required, pattern(emailPattern, fieldMessages.email));
    case 'towAmount':
      return () => undefined;
  }
}

/** A vehicle of the policy as the filing names it: year, make and model. */
export const vehicleName = (vehicle: Pick<InsuredVehicle, 'year' | 'make' | 'model'>): string =>
  `${vehicle.year} ${vehicle.make} ${vehicle.model}`;

/** How the review names a policy and a vehicle of it. */
export interface AnswerLabels {
  readonly policy: (policyNumber: string) => string;
  readonly vehicle: (vehicleId: string) => string;
}

/** An answer as the review shows it. */
export function shownAnswer(q: Question, answers: FnolAnswers, labels: AnswerLabels): string {
  const value = answers[q.answer];
  if (value === undefined) return 'Not answered';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value === null) return q.shape === 'towAmount' ? 'Not towed' : '';
  if (q.shape === 'towAmount') return formatCents(Number(value));
  if (q.shape === 'date') return formatEntryDate(String(value)) ?? String(value);
  if (q.shape === 'policy') return labels.policy(String(value));
  if (q.shape === 'vehicle') return labels.vehicle(String(value));
  const label = (v: string) => q.options?.find((o) => o.value === v)?.label ?? v;
  if (Array.isArray(value)) return value.map(label).join(', ');
  const shown = label(String(value));
  return shown === '' ? 'None' : shown;
}

/** The parts of a filing, for the step indicator: the step's part and the parts in order. */
const parts = [
  { name: 'The loss', steps: ['loss-date', 'select-policy'] },
  { name: 'What happened', steps: [] },
  { name: 'Injuries and place', steps: ['was-anyone-injured', 'loss-location', 'additional-information'] },
  { name: 'Your contact details', steps: ['contact-information', 'text-notification-enrollment'] },
  { name: 'Review', steps: ['review'] },
] as const;
export const filingParts: readonly string[] = parts.map((p) => p.name);

/** Which part of the filing (counted from 1) a step belongs to; the branch's own questions are 'What happened'. */
export function partOf(step: FnolStep): number {
  const at = parts.findIndex((p) => (p.steps as readonly string[]).includes(step));
  return at < 0 ? 2 : at + 1;
}
