import { call, put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type * as t from 'io-ts';
import { PathReporter } from 'io-ts/PathReporter';
import { ApiError, type Endpoint } from '../src/contract/endpoint';
import { apiActions } from '../src/api/catalogue';
import { NetworkError, type GatewayAnswer, type GatewayRequest, type Services } from '../src/services/types';

export type ApiResult<T> =
  | { readonly ok: true; readonly value: T }
  | {
      readonly ok: false;
      readonly status: number | null;
      readonly error: string;
      readonly message: string;
      /** The refusal's body decoded by its endpoint's codec for that status (`refusals`), when it declares one. */
      readonly refusal?: unknown;
    };

export interface CallOptions<P> {
  readonly params?: P;
  readonly body?: unknown;
  /** Calls flagged with an action name record a successful or unsuccessful message (spec section 7). */
  readonly actionName?: string;
  readonly idempotencyKey?: string;
  /** Extra request headers (kept out of every action: pass secrets here, never in a payload). */
  readonly headers?: Readonly<Record<string, string>>;
  /** An upload's file (a multipart endpoint): sent by the transport, never held in an action. */
  readonly file?: GatewayRequest['file'];
  /** A query whose answer changes from one ask to the next (a list others work on, a share's state): asks the gateway, never the cache. */
  readonly fresh?: boolean;
}

type AnyEndpoint<P extends Record<string, string>, R extends t.Mixed> = Endpoint<P, t.Mixed, R>;

const cacheKey = (e: { gateway: string; path: string }, params: unknown) => `${e.gateway} ${e.path} ${JSON.stringify(params ?? {})}`;

function failure(status: number | null, error: string, message: string): ApiResult<never> {
  return { ok: false, status, error, message };
}

/** Reads an answer: an ApiError body for 4xx/5xx, otherwise the endpoint's codec; never throws. */
function interpret<R extends t.Mixed>(endpoint: AnyEndpoint<Record<string, string>, R>, answer: GatewayAnswer): ApiResult<t.TypeOf<R>> {
  if (answer.status >= 400) {
    const decoded = ApiError.decode(answer.body);
    if (decoded._tag === 'Left') return failure(answer.status, 'http_error', `${endpoint.name} answered ${answer.status}`);
    const { error, message } = decoded.right;
    const refusal = endpoint.refusals?.[answer.status]?.decode(answer.body);
    return refusal?._tag === 'Right'
      ? { ok: false, status: answer.status, error, message, refusal: refusal.right }
      : failure(answer.status, error, message);
  }
  const decoded = endpoint.response.decode(answer.body);
  if (decoded._tag === 'Left') return failure(answer.status, 'decode_error', PathReporter.report(decoded).join('; '));
  return { ok: true, value: decoded.right };
}

/**
 * The one way a saga calls a gateway: GET queries are answered from the cache when present (cached
 * without expiry, offline-first, no retry) unless asked `fresh`; every answer is decoded with the endpoint's io-ts codec, so a
 * malformed answer becomes a failure event with the decode report, never a crash.
 */
export function* callEndpoint<P extends Record<string, string>, R extends t.Mixed>(
  services: Services,
  endpoint: AnyEndpoint<P, R>,
  options: CallOptions<P> = {},
): SagaIterator<ApiResult<t.TypeOf<R>>> {
  const isQuery = endpoint.method === 'GET';
  const key = cacheKey(endpoint, options.params);
  if (isQuery && !options.fresh) {
    const cached: unknown = yield call([services.queries, services.queries.get], key);
    if (cached !== undefined) return { ok: true, value: cached as t.TypeOf<R> };
  }
  let result: ApiResult<t.TypeOf<R>>;
  try {
    const answer: GatewayAnswer = yield call([services.gateway, services.gateway.send], endpoint as never, {
      params: options.params,
      body: options.body,
      idempotencyKey: options.idempotencyKey,
      ...(options.headers ? { headers: options.headers } : {}),
      ...(options.file ? { file: options.file } : {}),
    });
    if (answer.mitigationType) yield put(apiActions.mitigationObserved({ mitigationType: answer.mitigationType }));
    result = interpret(endpoint as unknown as AnyEndpoint<Record<string, string>, R>, answer);
  } catch (error) {
    const message = error instanceof NetworkError ? 'network' : 'transport';
    result = failure(null, message, 'The gateway could not be reached.');
  }
  const actionName = options.actionName ?? null;
  if (result.ok) {
    if (isQuery) yield call([services.queries, services.queries.set], key, result.value);
    if (actionName) {
      const key = options.idempotencyKey;
      yield put(apiActions.callSucceeded(key === undefined ? { actionName } : { actionName, key }));
    }
  } else {
    yield put(
      apiActions.callFailed({ call: endpoint.name, actionName, status: result.status, error: result.error, message: result.message }),
    );
  }
  return result;
}
