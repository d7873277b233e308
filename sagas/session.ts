import { call } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { isRight } from 'fp-ts/lib/Either';
import type * as t from 'io-ts';
import type { Services } from '../src/services/types';

/** A value kept as JSON in the tab's session, decoded; anything missing or malformed is nothing. */
export function* readKept<A>(services: Services, codec: t.Type<A, unknown>, key: string): SagaIterator<A | null> {
  const raw: string | null = yield call([services.session, services.session.get], key);
  if (!raw) return null;
  try {
    const decoded = codec.decode(JSON.parse(raw));
    return isRight(decoded) ? decoded.right : null;
  } catch {
    return null;
  }
}
