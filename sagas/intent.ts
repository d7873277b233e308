import { call, put } from 'redux-saga/effects';
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
