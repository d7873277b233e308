// A question flow as data: its steps, the questions on each (field kind, words, rule, when shown, whether
// sensitive) and the parts of its progress. One engine asks them (src/claims/questionForm.tsx, questionReview.tsx), and the form's
// masked fields and the catalogue's sensitive paths are read from the same table.
import { limits } from '../../../config/product';
import { claimMessageMaxLength } from '../../contract/claims';
import { formatEntryDate, parseEntryDate } from '../dates';
import { claimMessages, fieldMessages } from '../messages';
import { email as emailPattern } from '../patterns';
import {
  compose,
  dateWithinLastYears,
  noAccountOrCardNumber,
  normalizeIdentifier,
  pattern,
  required,
  requiredWith,
  type Validator,
} from '../validators';
import { centsOfTyped, formatCents, typedOfCents } from '../../shared/money';

/** Which field asks a question, and how its answer is kept. */
export type FieldKind =
  | 'yesNo'
  | 'choice'
  | 'choices'
  | 'date'
  | 'time'
  | 'text'
  | 'longText'
  | 'identifier'
  | 'zip'
  | 'towAmount'
  | 'phone'
  | 'email'
  /** A choice among the customer's own policies or vehicles: the flow draws its options from the store. */
  | 'policy'
  | 'vehicle';

export interface Choice {
  readonly value: string;
  readonly label: string;
}

/** Words that may follow the answers so far (whose name, which line). */
export type Worded<A, T = string> = T | ((answers: A) => T);

/** What the field carries beyond its kind: its width, length, and the browser's hints. */
export interface FieldAttributes<A> {
  readonly width?: 'short' | 'medium' | 'full';
  readonly maxLength?: number;
  readonly rows?: number;
  readonly inputMode?: 'numeric' | 'text';
  readonly autoComplete?: Worded<A>;
  readonly autoCapitalize?: string;
  readonly spellCheck?: boolean;
}

/** How the review shows an answer: its own label, and (for answers shown together) its own words. */
export interface ReviewLine<A> {
  readonly label: Worded<A>;
  readonly value?: (answers: A) => string | undefined;
}

/** One question: the answer it fills (its field's name), the field that asks it, its words and rule. */
export interface Question<A> {
  readonly answer: keyof A & string;
  readonly kind: FieldKind;
  readonly label: Worded<A>;
  readonly hint?: Worded<A, string | undefined>;
  readonly optional?: boolean;
  readonly options?: Worded<A, readonly Choice[]>;
  /** Asked only when the answers so far say so (always when absent). */
  readonly shownWhen?: (answers: A) => boolean;
  /** Masked wherever it travels: the form's log, the step's action, the kept answers and the filing. */
  readonly sensitive?: boolean;
  /** Where the filing carries a sensitive answer (paths in the filing), masked there too. */
  readonly filedAt?: readonly string[];
  /** Free text: checked for probable account or card numbers before it is kept. */
  readonly freeText?: boolean;
  /** The rule instead of its kind's (noRule for none). */
  readonly rule?: Validator;
  readonly field?: FieldAttributes<A>;
  /** The review's words for it (the question's label when absent); false keeps it off the review. */
  readonly review?: false | ReviewLine<A>;
}

/** A step that asks questions: its heading, a line above the questions, the questions. */
export interface QuestionStep<A> {
  readonly heading: string;
  readonly lead?: string;
  readonly questions: readonly Question<A>[];
}

/** A flow's progress: its parts in order, each naming the steps it holds (the rest are the branch's own part). */
export interface FlowPart {
  readonly name: string;
  readonly steps: readonly string[];
}

/** A question flow: the steps that ask questions, and the parts of its progress. */
export interface QuestionTable<A, Step extends string> {
  readonly steps: Readonly<Record<Step, QuestionStep<A>>>;
  readonly parts: readonly FlowPart[];
  /** The part of a step no part names (the branch's own questions), counted from 1. */
  readonly branchPart: number;
}

export const noRule: Validator = () => undefined;

export const worded = <A, T>(text: Worded<A, T>, answers: A): T =>
  typeof text === 'function' ? (text as (answers: A) => T)(answers) : text;

/** The questions a step asks, given the answers so far. */
export const questionsShown = <A>(step: QuestionStep<A>, answers: A): readonly Question<A>[] =>
  step.questions.filter((q) => q.shownWhen?.(answers) ?? true);

/** Whatever a flow's table holds for each step. */
interface Stepped<Step extends string> {
  readonly steps: Readonly<Record<Step, unknown>>;
}

export const isQuestionStepOf = <Step extends string>(table: Stepped<Step>, step: string): step is Step => Object.hasOwn(table.steps, step);

/** The question steps of a path (the steps a filing visits), in its order. */
export const questionStepsOf = <Step extends string>(table: Stepped<Step>, path: readonly string[]): Step[] =>
  path.filter((step): step is Step => isQuestionStepOf(table, step));

const unique = (names: readonly string[]) => [...new Set(names)];
const everyQuestion = <A>(steps: readonly QuestionStep<A>[]) => steps.flatMap((s) => s.questions);

/** The answers of these steps that are masked: a form's sensitive fields. */
export const sensitiveAnswers = <A>(...steps: QuestionStep<A>[]): string[] =>
  unique(
    everyQuestion(steps)
      .filter((q) => q.sensitive)
      .map((q) => q.answer),
  );

/** The free-text answers of a flow, checked for probable account or card numbers. */
export const freeTextAnswers = <A>(table: QuestionTable<A, string>): string[] =>
  unique(
    everyQuestion(Object.values(table.steps))
      .filter((q) => q.freeText)
      .map((q) => q.answer),
  );

/** The catalogue's sensitive paths of a flow: its answers under `answers.`, where the filing carries them under `filing.`. */
export function sensitivePathsOf<A>(table: QuestionTable<A, string>) {
  const steps = Object.values<QuestionStep<A>>(table.steps);
  const filed = everyQuestion(steps).flatMap((q) => (q.sensitive ? (q.filedAt ?? []) : []));
  return {
    answers: sensitiveAnswers(...steps).map((answer) => `answers.${answer}`),
    filing: unique(filed).map((path) => `filing.${path}`),
  };
}

/** Where a step stands in the flow's progress (counted from 1). */
export function partOf(table: Pick<QuestionTable<unknown, string>, 'parts' | 'branchPart'>, step: string): number {
  const at = table.parts.findIndex((p) => p.steps.includes(step));
  return at < 0 ? table.branchPart : at + 1;
}

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
