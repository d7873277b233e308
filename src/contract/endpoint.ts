import * as t from 'io-ts';

/** One call of a gateway: method, path template, codecs of its body and answer. Shared by client and server. */
export interface Endpoint<P extends Record<string, string>, Req extends t.Mixed, Res extends t.Mixed> {
  readonly name: string;
  readonly gateway: 'main' | 'quoting' | 'issuer';
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under the gateway's base, with `:param` segments. */
  readonly path: string;
  readonly params: t.Type<P, P, unknown>;
  readonly body: Req;
  readonly response: Res;
  /**
   * The body of a refusal, by its status, when it carries data beyond `{error, message}` (a knockout's code):
   * the gateway answers it, the saga reads it decoded (ApiResult's `refusal`), the API document describes it.
   */
  readonly refusals?: Readonly<Record<number, t.Mixed>>;
  /** Whether the browser sends the signed-in customer's token with the call (the gateway's guard says whether it needs one). */
  readonly auth: boolean;
  /**
   * The request header carrying a secret the call needs (a quote's access token, a visit's write secret, a guest's
   * grant to send documents to a claim): without it, or with a wrong one, the call is refused.
   */
  readonly secretHeader?: 'x-quote-token' | 'x-visit-secret' | 'guest-upload-grant';
  /** A command that runs once per idempotency-key header: the gateway requires the key, or takes one when sent. */
  readonly idempotency?: 'required' | 'optional';
  /** How the body is sent when it is not JSON (a file upload's multipart form). */
  readonly bodyMediaType?: 'multipart/form-data';
}

export const noParams = t.type({});
export const noBody = t.undefined;

export function endpoint<P extends Record<string, string>, Req extends t.Mixed, Res extends t.Mixed>(
  e: Endpoint<P, Req, Res>,
): Endpoint<P, Req, Res> {
  return e;
}

/** Fills `:param` segments of a path, encoding each value. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** The body of every 4xx/5xx answer of the gateways. */
export const ApiError = t.type({ error: t.string, message: t.string });
export type ApiError = t.TypeOf<typeof ApiError>;

/** Response header carrying the mitigation type (spec section 7), recorded in analytics. */
export const mitigationHeader = 'x-mitigation-type';
/** Request header carrying an idempotency key for a command. */
export const idempotencyHeader = 'idempotency-key';
