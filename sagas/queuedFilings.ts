import { call, delay, put, race, select, take } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { Action } from 'redux';
import * as t from 'io-ts';
import type { ClaimFilingState, RefusedAnswer } from '../src/shared/claimFilingState';
import type { Services } from '../src/services/types';
import { errorCatalogue } from '../src/validation/messages';
import type { ApiResult } from './api';
import { failureOf } from './intent';
import { appActions } from '../src/shell/catalogue';
import { selectOnline, selectPageRoute } from '../src/shell/selectors';
import { keepAnswers, type ClaimFilingSteps } from './claimFilingSteps';
import {
  keptForOwner,
  photosCancelled,
  photosFiled,
  photosReturned,
  photosSaved,
  selectOwner,
  sendWaitingPhotos,
  type PhotoLine,
  type PhotoTarget,
} from './filingPhotos';

// A claim submitted with no answer from the gateway (no network, or the answer lost), signed in or as a guest: saved
// on this device (IndexedDB, services.offline) with the idempotency key of its first submit and its answers, then
// sent once, in the order saved, when the filing's pages open online or the network returns. Deleted once filed,
// when the customer cancels it, or at sign-out.

type Answers = Readonly<Record<string, unknown>>;

/** What the device keeps of one filing waiting for the network. */
export interface QueuedFiling<A, F> {
  readonly line: string;
  readonly key: string;
  readonly queuedAt: number;
  /** The login it was filed under (null: a guest's): another login on the device never sends it. */
  readonly owner: string | null;
  readonly filing: F;
  readonly answers: A;
  readonly answered: string[];
}

/** The codec of a line's saved filings (the device's storage is a boundary: each is decoded before it is sent). */
export const queuedFilingCodec = <A, F>(
  line: string,
  filing: t.Type<F, unknown>,
  answers: t.Type<A, unknown>,
): t.Type<QueuedFiling<A, F>, unknown> =>
  t.type({
    line: t.literal(line),
    key: t.string,
    queuedAt: t.number,
    owner: t.union([t.string, t.null]),
    filing,
    answers,
    answered: t.array(t.string),
  }) as unknown as t.Type<QueuedFiling<A, F>, unknown>;

/** One way of filing, as its queue sees it: its steps, how a filing is sent and filed, its events. */
export interface FilingQueue<S, A extends Answers, F extends object, Step extends string, Filed> {
  readonly line: string;
  readonly steps: ClaimFilingSteps<S, A, F, Step>;
  readonly codec: t.Type<QueuedFiling<A, F>, unknown>;
  readonly send: (services: Services, filing: F, key: string) => SagaIterator<ApiResult<{ claim: Filed }>>;
  /** The claim filed, recorded (its pages' state, what the tab kept of the filing): no page is left. */
  readonly filed: (services: Services, claim: Filed) => SagaIterator<void>;
  /** The route of the filing's pages: there the confirmation is shown. */
  readonly filingRoute: string;
  readonly confirmation: Step;
  /** What a page elsewhere says of a saved claim sent while the customer was there: its claim file number. */
  readonly sentNotice: (claim: Filed) => { heading: string; text: string };
  /** The sign-in refused (a signed-in filing): the customer signs in again, and the filing waits for it. */
  readonly signInRefused?: (services: Services) => SagaIterator<void>;
  /** The line's saved-filing event, and its type (the sender waits for it). */
  /**
   * A saved filing filed: when it was saved and its date of loss, for analytics (the visit that saved it may never
   * have reached the gateway's recording).
   */
  readonly savedSent: (sent: { key: string; savedAt: string; lossDate: string }) => Action;
  readonly lossDateOf: (filing: F) => string;
  readonly queued: (key: string) => Action;
  readonly queuedType: string;
  readonly cancelled: (key: string) => Action;
  /** Where a device that refuses to keep it sends the customer (the submission error), if not the review. */
  readonly notKept?: Step;
  /** The answer a refusal names to correct (a policy no longer in force, a loss after its term), at its step. */
  readonly toCorrect?: (refusal: unknown) => (RefusedAnswer & { readonly step: Step }) | null;
  /** The photos added to its filings, and where they go once a claim is filed. */
  readonly photos: PhotoLine<S>;
  readonly photoTarget: (claim: Filed, filing: F) => PhotoTarget;
}

type Filing<A, F> = ClaimFilingState<A, { filing: F; key: string }, unknown>;

const technicalFailure = () => `${errorCatalogue.technicalProblem} ${errorCatalogue.technicalSubmission()}`;

/** The filing saved on this device until it can be sent, and said so; a device that refuses to keep it shows why. */
export function* queueFiling<S, A extends Answers, F extends object, Step extends string, Filed>(
  services: Services,
  queue: FilingQueue<S, A, F, Step, Filed>,
  intent: { filing: F; key: string },
): SagaIterator<void> {
  const { answers, answered }: Filing<A, F> = yield select(queue.steps.selectFiling);
  const queuedAt: number = yield call([services.clock, services.clock.now]);
  const owner: string | null = yield select(selectOwner);
  const entry: QueuedFiling<A, F> = {
    line: queue.line,
    key: intent.key,
    queuedAt,
    owner,
    filing: intent.filing,
    answers,
    answered: [...answered],
  };
  try {
    yield call([services.offline, services.offline.queueFiling], intent.key, entry);
  } catch {
    yield put(queue.steps.filingFailed({ message: technicalFailure() }));
    if (queue.notKept) yield put(queue.steps.goTo(queue.notKept));
    return;
  }
  yield* photosSaved(services, queue.photos, intent.key);
  yield put(queue.queued(intent.key));
}

/** This line's filings saved on the device for whoever is signed in now (a guest: none), each decoded. */
const savedFilings = <S, A extends Answers, F extends object, Step extends string, Filed>(
  services: Services,
  queue: FilingQueue<S, A, F, Step, Filed>,
): SagaIterator<QueuedFiling<A, F>[]> => keptForOwner(services, 'queuedFilings', queue.codec);

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

/**
 * The gateway refused the filing itself: sending it again changes nothing. Not the sign-in, not a busy gateway, and not
 * the same key still being filed by an earlier send (the gateway's idempotency answers that one with a conflict).
 */
export const refused = (result: Failure) => failureOf(result) === 'rejected' && result.status !== 401 && result.status !== 429;

/**
 * A refused filing opened where it is corrected, every answer kept: at the step of the answer its refusal names,
 * shown at that answer, or at the review with the reason. Corrected, it makes a new filing with a new key.
 */
export function* filingRefused<S, A extends Answers, F extends object, Step extends string, Filed>(
  queue: FilingQueue<S, A, F, Step, Filed>,
  result: Failure,
): SagaIterator<void> {
  const answer = queue.toCorrect?.(result.refusal) ?? null;
  if (answer) {
    yield put(queue.steps.answerRefused(answer));
    yield put(queue.steps.goTo(answer.step));
    return;
  }
  yield put(queue.steps.filingFailed({ message: `${errorCatalogue.fixSomething} ${result.message}` }));
  yield put(queue.steps.goTo(queue.steps.review));
}

/**
 * The photos of claims filed earlier still on the device sent (sagas/filingPhotos.ts), then the filings saved on this
 * device sent in the order saved, each once with its own key (a resend after a lost answer
 * files nothing twice). Filed: the claim number, and it leaves the device. Refused: opened where it is corrected
 * (filingRefused), every answer kept. The sign-in ended: signed in again, it is sent then. Still no answer, or the gateway
 * busy: it waits for the next chance, shown as saved, and a submit from the review sends the same filing and key.
 */
export function* sendSavedFilings<S, A extends Answers, F extends object, Step extends string, Filed>(
  services: Services,
  queue: FilingQueue<S, A, F, Step, Filed>,
): SagaIterator<boolean> {
  // Photos of a claim filed earlier that could not be sent then.
  let photosWait: boolean = yield* sendWaitingPhotos(services, queue.photos);
  for (const saved of yield* savedFilings(services, queue)) {
    const result: ApiResult<{ claim: Filed }> = yield* queue.send(services, saved.filing, saved.key);
    if (result.ok) {
      yield call([services.offline, services.offline.dropFiling], saved.key);
      const savedAt = new Date(saved.queuedAt).toISOString();
      yield put(queue.savedSent({ key: saved.key, savedAt, lossDate: queue.lossDateOf(saved.filing) }));
      yield* queue.filed(services, result.value.claim);
      yield* toldFiled(queue, result.value.claim);
      photosWait = yield* photosFiled(
        services,
        queue.photos,
        { key: saved.key, answered: false },
        queue.photoTarget(result.value.claim, saved.filing),
      );
      continue;
    }
    if (refused(result)) {
      yield call([services.offline, services.offline.dropFiling], saved.key);
      yield* photosReturned(services, queue.photos, saved.key);
      yield* keepAnswers(services, queue.steps, saved);
      yield* filingRefused(queue, result);
      continue;
    }
    if (result.status === 401 && queue.signInRefused) {
      yield* queue.signInRefused(services);
      return false;
    }
    const filing: Filing<A, F> = yield select(queue.steps.selectFiling);
    if (filing.answered.length === 0) yield* keepAnswers(services, queue.steps, saved);
    yield put(queue.steps.intentCreated({ filing: saved.filing, key: saved.key }));
    yield put(queue.queued(saved.key));
    return true;
  }
  return photosWait;
}

/**
 * A saved claim just filed, told where the customer is: on the filing's pages its confirmation; anywhere else a
 * notice with its claim file number, the page left as it was.
 */
function* toldFiled<S, A extends Answers, F extends object, Step extends string, Filed>(
  queue: FilingQueue<S, A, F, Step, Filed>,
  claim: Filed,
): SagaIterator<void> {
  const route: string | null = yield select(selectPageRoute);
  yield put(route === queue.filingRoute ? queue.steps.goTo(queue.confirmation) : appActions.noticeShown(queue.sentNotice(claim)));
}

/** How long a filing still saved waits, while the phone is online, before it is sent again: longer after each try. */
export const resendAfterMs = [5_000, 20_000, 60_000, 300_000] as const;
const resendDelay = (tries: number) => resendAfterMs[Math.min(tries, resendAfterMs.length - 1)]!;

/**
 * The one sender of a line's saved filings, for as long as its pages are open (so no two sends of a key overlap): at
 * once, when the network returns, and, while one is still saved with the phone online (an answer lost, the gateway
 * busy), again after a wait that grows with each try. A filing just saved waits its first delay.
 */
export function* keepSendingSavedFilings<S, A extends Answers, F extends object, Step extends string, Filed>(
  services: Services,
  queue: FilingQueue<S, A, F, Step, Filed>,
): SagaIterator<void> {
  let waiting: boolean = yield* sendSavedFilings(services, queue);
  let tries = 0;
  for (;;) {
    const online: boolean = yield select(selectOnline);
    const woken: { due?: true; back?: unknown; saved?: unknown } = yield race({
      ...(waiting && online ? { due: delay(resendDelay(tries), true) } : {}),
      back: take(appActions.connectionRestored.type),
      saved: take(queue.queuedType),
    });
    if (woken.saved) {
      waiting = true;
      tries = 0;
      continue;
    }
    tries = woken.due ? tries + 1 : 0;
    waiting = yield* sendSavedFilings(services, queue);
  }
}

/** The saved filing cancelled: deleted from this device unsent; the answers stay on screen. */
export function* cancelSavedFiling<S, A extends Answers, F extends object, Step extends string, Filed>(
  services: Services,
  queue: FilingQueue<S, A, F, Step, Filed>,
): SagaIterator<void> {
  const { intent }: Filing<A, F> = yield select(queue.steps.selectFiling);
  if (!intent) return;
  yield call([services.offline, services.offline.dropFiling], intent.key);
  yield* photosCancelled(services, queue.photos, intent.key);
  yield put(queue.cancelled(intent.key));
}
