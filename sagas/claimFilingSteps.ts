import { call, put, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { Action } from 'redux';
import { isRight } from 'fp-ts/lib/Either';
import * as t from 'io-ts';
import type { FnolFlags } from '../src/shared/claimFiling';
import type { ClaimFilingState, RefusedAnswer } from '../src/shared/claimFilingState';
import type { Services } from '../src/services/types';
import { errorCatalogue } from '../src/validation/messages';
import { flaggedFreeText } from '../src/validation/freeText';
import { fnolFlags } from './fnolFlags';
import { intentFor, type Keyed } from './intent';

// Filing a claim a step at a time, signed in or as a guest: each step's answers are kept in the store and the tab's
// session, which step follows is decided from the answers so far, and the filing is sent once per intent.

type Answers = Readonly<Record<string, unknown>>;
type FilingIntent<Filing> = Keyed<{ filing: Filing }>;
type Filing<A, F> = ClaimFilingState<A, FilingIntent<F>, unknown>;

/** The answers kept and the steps answered. */
interface Kept<A> {
  readonly answers: A;
  readonly answered: readonly string[];
}

/**
 * One way of filing a claim: its events, where its state and the tab keep it, its steps and the filing they make.
 * The events are made by the domain's saga with its catalogue's creators, so docs/actions.md names who puts them.
 */
export interface ClaimFilingSteps<S, A extends Answers, F extends object, Step extends string> {
  readonly answersKept: (kept: { answers: A; answered: string[] }) => Action;
  readonly answerRefused: (refused: RefusedAnswer) => Action;
  readonly intentCreated: (intent: FilingIntent<F>) => Action;
  readonly filingFailed: (failure: { message: string }) => Action;
  readonly selectFiling: (state: S) => Filing<A, F>;
  /** The answers as the steps commit them, to restore them from the tab's session. */
  readonly answersCodec: t.Type<A>;
  readonly storageKey: string;
  readonly isStep: (value: string) => value is Step;
  /** The free-text answers, checked for probable account or card numbers. */
  readonly freeText: readonly string[];
  readonly nextStep: (step: Step, answers: A, flags: FnolFlags) => Step;
  /** The step showing every answer: a change made from it goes back to it once nothing new is asked. */
  readonly review: Step;
  readonly goTo: (step: Step) => Action;
  /** An answer that asks every later question again: the answers left by it (null: the answer is merged). */
  readonly askedAgain?: (filing: Filing<A, F>, step: Step, answers: A) => Kept<A> | null;
  readonly filingOf: (answers: A, flags: FnolFlags) => F | null;
}

/** The answers kept in the store and in the tab's session, where a reload finds them. */
export function* keepAnswers<S, A extends Answers, F extends object, Step extends string>(
  services: Services,
  steps: ClaimFilingSteps<S, A, F, Step>,
  { answers, answered }: Kept<A>,
) {
  yield call([services.session, services.session.set], steps.storageKey, JSON.stringify({ answers, answered }));
  yield put(steps.answersKept({ answers, answered: [...answered] }));
}

function answersAfter<S, A extends Answers, F extends object, Step extends string>(
  steps: ClaimFilingSteps<S, A, F, Step>,
  filing: Filing<A, F>,
  step: Step,
  answers: A,
): Kept<A> {
  const again = steps.askedAgain?.(filing, step, answers);
  if (again) return again;
  const answered = filing.answered.includes(step) ? [...filing.answered] : [...filing.answered, step];
  return { answers: { ...filing.answers, ...answers }, answered };
}

/** A step answered: free text checked, the answers merged and kept, then on to the step the answers lead to. */
export function* answerFilingStep<S, A extends Answers, F extends object, Step extends string>(
  services: Services,
  steps: ClaimFilingSteps<S, A, F, Step>,
  { step, answers }: { step: string; answers: A },
) {
  if (!steps.isStep(step)) return;
  // Free text with a probable account or card number is flagged on its step and goes no further.
  const flagged = flaggedFreeText(answers, steps.freeText);
  if (flagged) {
    yield put(steps.answerRefused({ step, ...flagged }));
    return;
  }
  const filing: Filing<A, F> = yield select(steps.selectFiling);
  const next = answersAfter(steps, filing, step, answers);
  yield* keepAnswers(services, steps, next);
  const flags: FnolFlags = yield call(fnolFlags);
  const following = steps.nextStep(step, next.answers, flags);
  const back = next.answered.includes(steps.review) && next.answered.includes(following) ? steps.review : following;
  yield put(steps.goTo(back));
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** The filing as a step opens: with nothing in the store (a reload), the answers kept in the tab's session come back. */
export function* restoredFiling<S, A extends Answers, F extends object, Step extends string>(
  services: Services,
  steps: ClaimFilingSteps<S, A, F, Step>,
): SagaIterator<Filing<A, F>> {
  const filing: Filing<A, F> = yield select(steps.selectFiling);
  if (filing.answered.length > 0) return filing;
  const raw: string | null = yield call([services.session, services.session.get], steps.storageKey);
  const kept = t.type({ answers: steps.answersCodec, answered: t.array(t.string) }).decode(parseJson(raw));
  if (!isRight(kept)) return filing;
  yield put(steps.answersKept(kept.right));
  const restored: Filing<A, F> = yield select(steps.selectFiling);
  return restored;
}

/**
 * The filing the answers make and its idempotency key (one per filing, kept for resubmits and retries); null, with
 * the failure told, while something is missing.
 */
export function* filingIntent<S, A extends Answers, F extends object, Step extends string>(
  services: Services,
  steps: ClaimFilingSteps<S, A, F, Step>,
): SagaIterator<FilingIntent<F> | null> {
  const filing: Filing<A, F> = yield select(steps.selectFiling);
  const flags: FnolFlags = yield call(fnolFlags);
  const made = steps.filingOf(filing.answers, flags);
  if (made === null) {
    yield put(steps.filingFailed({ message: errorCatalogue.fixSomething }));
    return null;
  }
  const intent: FilingIntent<F> = yield* intentFor(services, filing.intent, { filing: made }, steps.intentCreated);
  return intent;
}
