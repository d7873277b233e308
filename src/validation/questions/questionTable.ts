// A question flow as data: its steps, the questions on each (field kind, words, rule, when shown, whether
// sensitive) and the parts of its progress. One engine asks them (src/claims/questionForm.tsx, questionReview.tsx,
// with the answers' rules and shapes of questionAnswers.ts), and the form's masked fields and the catalogue's
// sensitive paths are read from the same table (this module stays light: every catalogue that masks from it loads it).
import type { Validator } from '../validators';

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
