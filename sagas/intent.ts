import { call, put } from 'redux-saga/effects';
import { push } from 'connected-react-router';
import type { SagaIterator } from 'redux-saga';
import type { SubmissionFailure } from '../src/shared/submission';
import { stableJson } from '../src/shared/stableJson';
import type { Services } from '../src/services/types';
import type { ApiResult } from './api';

// One idempotency key per intent of a command that changes money or billing (a payment, an automatic
// payments change, a payment plan change): created here once, carried in an event, and found again in the
// store by every retry, second click, resubmit after a network failure or replayed log.

export type Keyed<Content> = Content & { readonly key: string };

const contentOf = <C extends object>({ key: _key, ...content }: Keyed<C>) => stableJson(content);

/**
 * The intent for this content: the one kept in the store when it is for the same content, otherwise a
 * new one whose key comes from the ids service, announced with the `created` event before any call.
 */
export function* intentFor<C extends object>(
  services: Services,
  kept: Keyed<C> | null,
  content: C,
  created: (intent: Keyed<C>) => { type: string },
): SagaIterator<Keyed<C>> {
  if (kept !== null && contentOf(kept) === stableJson(content)) return kept;
  const key: string = yield call([services.ids, services.ids.newId]);
  const intent = { ...content, key } as Keyed<C>;
  yield put(created(intent));
  return intent;
}

/** Decline and refusal end the intent; anything else (network, server, still running) leaves the outcome unknown. */
export function failureOf(result: Extract<ApiResult<unknown>, { ok: false }>): SubmissionFailure {
  if (result.status === 402) return 'declined';
  if (result.status !== null && result.status >= 400 && result.status < 500 && result.error !== 'idempotency_conflict') return 'rejected';
  if (result.error === 'idempotency_conflict' && result.message.includes('different request')) return 'rejected';
  return 'technical';
}

/** How a submitted change ended when it did not: its intent's key, the failure, and the gateway's answer. */
export interface ChangeFailed {
  readonly key: string;
  readonly failure: SubmissionFailure;
  readonly status: number | null;
  readonly message: string;
}

/** A change the customer submits (any area's): its intent, the call that makes it, and the events of its outcome. */
export interface Submission<C extends object, V> {
  /** The intent kept in the store, reused while the content is the same, and the event that keeps a new one. */
  readonly kept: Keyed<C> | null;
  readonly content: C;
  readonly created: (intent: Keyed<C>) => { type: string };
  /** The gateway call, sent with the intent's idempotency key. */
  readonly send: (intent: Keyed<C>) => SagaIterator<ApiResult<V>>;
  readonly failed: (failed: ChangeFailed) => { type: string };
  readonly changed: (value: V) => { type: string };
  /** The address shown once the change is made, when there is one. */
  readonly then?: string;
}

/**
 * Submits a change once per intent, the one way every area does: a retry, a second click or a resubmit after a
 * network failure sends the same key, so the gateway makes it once. Once made, cached answers are forgotten (they may
 * be stale), the change is announced and the next address shown.
 */
export function* submitOnce<C extends object, V>(services: Services, submission: Submission<C, V>): SagaIterator<ApiResult<V>> {
  const intent: Keyed<C> = yield* intentFor(services, submission.kept, submission.content, submission.created);
  const result: ApiResult<V> = yield call(submission.send, intent);
  if (!result.ok) {
    yield put(submission.failed({ key: intent.key, failure: failureOf(result), status: result.status, message: result.message }));
    return result;
  }
  yield call([services.queries, services.queries.clear]);
  yield put(submission.changed(result.value));
  if (submission.then) yield put(push(submission.then));
  return result;
}
