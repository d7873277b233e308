// The answers of a question table (questionTable.ts): each kind's rule, the form's values and the answers kept,
// and the review's lines.
import { limits } from '../../../config/product';
import { claimMessageMaxLength } from '../../contract/claims';
import { formatEntryDate, parseEntryDate } from '../dates';
import { claimMessages, fieldMessages } from '../messages';
import { email as emailPattern } from '../patterns';
import { compose, dateWithinLastYears, normalizeIdentifier, pattern, required, requiredWith, type Validator } from '../validators';
import { noAccountOrCardNumber } from '../freeText';
import { centsOfTyped, formatCents, typedOfCents } from '../../shared/money';
import { questionsShown, worded, type Question, type QuestionStep, type QuestionTable } from './questionTable';

export const noRule: Validator = () => undefined;

/** What a form holds for a question: text, a choice, or the choices checked. */
export type FormValue = string | readonly string[];
export type StepValues = Record<string, FormValue>;

const digits = (phone: string) => phone.replace(/\D/g, '');
const dashed = (d: string) => `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
const optionsOf = <A>(q: Question<A>, answers: A) => (q.options === undefined ? undefined : worded(q.options, answers));

function formValueOf<A>(q: Question<A>, value: unknown, answers: A): FormValue | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (q.kind === 'date') return formatEntryDate(String(value)) ?? String(value);
  if (q.kind === 'towAmount') return typedOfCents(Number(value));
  if (q.kind === 'phone') return digits(String(value));
  // A choice the options no longer offer (another branch's) is not chosen.
  const options = optionsOf(q, answers);
  if (q.kind === 'choice' && options && !options.some((o) => o.value === value)) return undefined;
  return value as FormValue;
}

/** A step's answers as its form shows them (yes/no as 'yes'/'no', dates MM/DD/YYYY, the tow in dollars). */
export function formValuesOf<A extends object>(step: QuestionStep<A>, answers: A): StepValues {
  const values: StepValues = {};
  for (const q of questionsShown(step, answers)) {
    const value = formValueOf(q, (answers as Record<string, unknown>)[q.answer], answers);
    if (value !== undefined) values[q.answer] = value;
  }
  return values;
}

function answerOf<A>(q: Question<A>, value: FormValue | undefined, answers: A): unknown {
  const raw = typeof value === 'string' ? value.trim() : value;
  switch (q.kind) {
    case 'yesNo':
      return raw === 'yes';
    case 'date':
      return parseEntryDate(String(raw ?? '')) ?? '';
    case 'time':
      return String(raw ?? '').toLowerCase();
    case 'identifier':
      return normalizeIdentifier(raw);
    case 'towAmount':
      return raw ? centsOfTyped(raw as string) : null;
    case 'phone':
      return dashed(digits(String(raw ?? '')));
    case 'choices': {
      // Checked in the order the options are offered.
      const checked = (raw as readonly string[] | undefined) ?? [];
      return (optionsOf(q, answers) ?? []).map((o) => o.value).filter((v) => checked.includes(v));
    }
    default:
      return raw ?? '';
  }
}

/** The answers a valid form of the step gives: those of the questions it asked. */
export function answersOf<A extends object>(step: QuestionStep<A>, answers: A, values: StepValues): A {
  return Object.fromEntries(questionsShown(step, answers).map((q) => [q.answer, answerOf(q, values[q.answer], answers)])) as A;
}

const notTooLong: Validator = (value) =>
  typeof value === 'string' && value.trim().length > claimMessageMaxLength
    ? claimMessages.messageTooLong(claimMessageMaxLength)
    : undefined;
const freeText = (optional: boolean | undefined) =>
  optional ? compose(noAccountOrCardNumber, notTooLong) : compose(required, noAccountOrCardNumber, notTooLong);
const choose = requiredWith(fieldMessages.selectValidResponse);

/** A question's rule: its own, or its kind's; a date has happened and is within the years a loss may be reported online. */
export function ruleOf<A>(q: Question<A>, now: () => Date): Validator {
  if (q.rule) return q.rule;
  switch (q.kind) {
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
    case 'identifier':
    case 'zip':
    case 'time':
      return freeText(q.optional);
    case 'phone':
      // The phone mask keeps the 10 digits; the filing sends them 3-3-4 with dashes.
      return compose(required, pattern(/^[1-9]\d{9}$/, fieldMessages.phone));
    case 'email':
      return compose(required, pattern(emailPattern, fieldMessages.email));
    case 'towAmount':
      return noRule;
  }
}

/** How the review names what the flow draws from the store (a policy, a vehicle of it). */
export interface AnswerLabels {
  readonly policy?: (policyNumber: string) => string;
  readonly vehicle?: (vehicleId: string) => string;
  readonly date?: (iso: string) => string;
}

/** An answer as the review shows it; undefined when it has none. */
export function shownAnswer<A>(q: Question<A>, answers: A, labels: AnswerLabels = {}): string | undefined {
  if (q.review && q.review.value) return q.review.value(answers);
  const value = (answers as Record<string, unknown>)[q.answer];
  if (value === undefined) return undefined;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value === null) return q.kind === 'towAmount' ? 'Not towed' : '';
  if (q.kind === 'towAmount') return formatCents(Number(value));
  if (q.kind === 'date') return labels.date ? labels.date(String(value)) : (formatEntryDate(String(value)) ?? String(value));
  if (q.kind === 'policy' && labels.policy) return labels.policy(String(value));
  if (q.kind === 'vehicle' && labels.vehicle) return labels.vehicle(String(value));
  const label = (v: string) => optionsOf(q, answers)?.find((o) => o.value === v)?.label ?? v;
  if (Array.isArray(value)) return value.map(label).join(', ');
  return label(String(value));
}

/** A line of the review: the question (or its review words), the answer shown, the step that changes it. */
export interface ReviewRow<Step extends string> {
  readonly key: string;
  readonly label: string;
  readonly value: string | undefined;
  readonly step: Step;
}

/** The review's lines: every question the path's steps ask, in their order, with the answer given. */
export function reviewRows<A, Step extends string>(
  table: QuestionTable<A, Step>,
  steps: readonly Step[],
  answers: A,
  labels?: AnswerLabels,
): ReviewRow<Step>[] {
  return steps.flatMap((step) =>
    questionsShown(table.steps[step], answers)
      .filter((q) => q.review !== false)
      .map((q) => ({
        key: `${step}-${q.answer}`,
        label: worded(q.review ? q.review.label : q.label, answers),
        value: shownAnswer(q, answers, labels),
        step,
      })),
  );
}
