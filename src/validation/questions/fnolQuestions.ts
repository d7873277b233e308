// The questions of filing a claim after sign-in, as data (src/validation/questions/questionTable.ts): one engine asks them, the
// review lists them, and the sensitive answers are masked from this table. Which steps a filing visits is
// src/shared/claimFiling.ts (fnolPath).
import type { FnolAnswers, FnolStep } from '../../shared/claimFiling';
import { glassIncidentTypes, glassLocations, weatherCauses } from './claimChoices';
import type { Choice, Question, QuestionStep, QuestionTable } from './questionTable';

type Answer = keyof FnolAnswers;
type Asked = Question<FnolAnswers>;
export type FnolQuestionStep = Exclude<FnolStep, 'intro' | 'review' | 'confirm'>;

const otherHomeCauses: readonly Choice[] = [
  { value: 'water', label: 'Water (a leak or a burst pipe)' },
  { value: 'fire', label: 'Fire or smoke' },
  { value: 'theft', label: 'Theft' },
  { value: 'vandalism', label: 'Vandalism' },
  { value: 'other', label: 'Something else' },
];

const lifeEvents: readonly Choice[] = [
  { value: 'death', label: 'The death of the insured' },
  { value: 'disability', label: 'A disability of the insured' },
];

const yesNo = (answer: Answer, label: string, hint?: string): Asked => ({ answer, kind: 'yesNo', label, hint });
/** Free text: masked wherever it travels, checked for account or card numbers, carried by the filing at `filedAt`. */
const freeText = (answer: Answer, kind: 'text' | 'longText', label: string, filedAt: string, more: Partial<Asked> = {}): Asked => ({
  answer,
  kind,
  label,
  sensitive: true,
  freeText: true,
  filedAt: [filedAt],
  ...(kind === 'longText' ? { field: { rows: 5 } } : {}),
  ...more,
});
const contact = (answer: 'phone' | 'email', label: string): Asked => ({
  answer,
  kind: answer,
  label,
  sensitive: true,
  freeText: true,
  filedAt: [`contact.${answer}`],
});
const onLife = (answers: FnolAnswers) => answers.lossKind === 'life';

/** Every step that asks something, in the spec's order (intro, review and confirm ask nothing). */
const steps: Readonly<Record<FnolQuestionStep, QuestionStep<FnolAnswers>>> = {
  'loss-date': { heading: 'When did it happen?', questions: [{ answer: 'lossDate', kind: 'date', label: 'Date of loss' }] },
  'select-policy': {
    heading: 'Which policy is this claim on?',
    questions: [{ answer: 'policyNumber', kind: 'policy', label: 'Policy' }],
  },
  'other-vehicle': {
    heading: 'Vehicles involved',
    questions: [
      { answer: 'vehicleId', kind: 'vehicle', label: 'Which of your vehicles was involved?' },
      yesNo('otherVehicleInvolved', 'Was another vehicle involved?'),
    ],
  },
  // A life policy asks what is reported, then the story; an auto policy the story, then whether the vehicle was stolen.
  'loss-description': {
    heading: 'What happened?',
    questions: [
      { answer: 'lifeEvent', kind: 'choice', label: 'What are you reporting?', options: lifeEvents, shownWhen: onLife },
      freeText('description', 'longText', 'Tell us what happened', 'loss.description'),
      { ...yesNo('vehicleStolen', 'Was your vehicle stolen?'), shownWhen: (answers) => !onLife(answers) },
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
        kind: 'choices',
        label: 'Which glass is damaged?',
        hint: 'Select all that apply.',
        options: glassLocations,
      },
    ],
  },
  'auto-glass-incident-type': {
    heading: 'How the glass was damaged',
    questions: [{ answer: 'glassIncidentType', kind: 'choice', label: 'What damaged the glass?', options: glassIncidentTypes }],
  },
  'tow-amount': {
    heading: 'Towing',
    questions: [
      {
        answer: 'towAmountCents',
        kind: 'towAmount',
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
    questions: [freeText('damageDescription', 'longText', 'Describe the damage to your vehicle', 'loss.damageDescription')],
  },
  'home-loss-description': {
    heading: 'What happened?',
    questions: [freeText('description', 'longText', 'Tell us what happened to your home or belongings', 'loss.description')],
  },
  'was-weather-related': { heading: 'Weather', questions: [yesNo('weatherRelated', 'Was the damage caused by weather?')] },
  'home-loss-weather-related': {
    heading: 'The weather that caused it',
    questions: [{ answer: 'cause', kind: 'choice', label: 'What kind of weather caused the damage?', options: weatherCauses }],
  },
  'home-loss-not-weather-related': {
    heading: 'What caused it',
    questions: [{ answer: 'cause', kind: 'choice', label: 'What caused the damage?', options: otherHomeCauses }],
  },
  'vehicle-location': {
    heading: 'Where your vehicle is',
    questions: [
      freeText('vehicleLocation', 'text', 'Where is your vehicle now?', 'loss.vehicleLocation', {
        hint: 'An address, or the name of the repair shop or tow yard.',
      }),
    ],
  },
  'auto-driver': {
    heading: 'Who was driving',
    questions: [
      freeText('driver', 'text', 'Who was driving?', 'loss.driver', { hint: 'Their full name, or "Nobody" if the vehicle was parked.' }),
    ],
  },
  'was-anyone-injured': { heading: 'Injuries', questions: [yesNo('anyoneInjured', 'Was anyone injured?')] },
  'loss-location': {
    heading: 'Where it happened',
    questions: [
      freeText('lossLocation', 'text', 'Where did it happen?', 'lossLocation', {
        hint: 'An address, or the nearest streets and the city.',
      }),
    ],
  },
  'additional-information': {
    heading: 'Anything else',
    questions: [
      freeText('additionalInformation', 'longText', 'Anything else we should know?', 'additionalInformation', { optional: true }),
    ],
  },
  'contact-information': {
    heading: 'How we reach you',
    questions: [contact('phone', 'Phone number'), contact('email', 'Email')],
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

/** Filing a claim after sign-in: its question steps, and the parts of its step indicator (the branch's own questions are the second). */
export const fnolQuestions: QuestionTable<FnolAnswers, FnolQuestionStep> = {
  steps,
  parts: [
    { name: 'The loss', steps: ['loss-date', 'select-policy'] },
    { name: 'What happened', steps: [] },
    { name: 'Injuries and place', steps: ['was-anyone-injured', 'loss-location', 'additional-information'] },
    { name: 'Your contact details', steps: ['contact-information', 'text-notification-enrollment'] },
    { name: 'Review', steps: ['review'] },
  ],
  branchPart: 2,
};
