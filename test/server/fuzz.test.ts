import fc from 'fast-check';
import type * as t from 'io-ts';
import { allEndpoints, type AnyEndpoint } from '../../src/contract/endpoints';
import { customerGateway, resetVolatileState } from './support/gateway';

// Malformed input for every endpoint of the contract: path parameters, query strings and bodies made of NUL
// characters, lone surrogates, deep nesting, huge or fractional numbers, wrong types, long strings and other
// unicode, shaped by the endpoint's codec (its field names). No answer may be a 5xx, and the gateway stays
// healthy. A customer's (or, for the support console, an agent's) token lets the input reach the decoders.
const subject = customerGateway(['mutual.customer'], { support: ['support.agent'] });
beforeAll(() => resetVolatileState(subject.database.db));

// FUZZ_RUNS raises the number for a longer search on one machine; CI keeps the bounded default.
const runsPerEndpoint = Number(process.env.FUZZ_RUNS ?? 20);
const prefixes: Record<AnyEndpoint['gateway'], string> = { main: '/api', quoting: '/quoting-api', issuer: '/oidc' };

const nastyString = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\ud83d', '\ud83d\ude00', '', ' ', '%', '%00', '../../etc/passwd'),
  fc.constantFrom('<img src=x onerror=alert(1)>', "' or 1=1 --", 'null', '-1', '1e308', 'NaN', 'C4M7X2-1001', 'N1', '12345678901'),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.nat({ max: 20_000 }).map((n) => 'x'.repeat(n)),
);
const nastyNumber = fc.oneof(
  fc.constantFrom(1.5, -1, 0, -0, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, 5e-324),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
const { value: nastyValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(nastyString, tie('value'), { maxKeys: 4 }),
  ),
}));

/** The field names of a codec (objects, partials, intersections, unions, refinements), a few levels deep. */
function fieldNames(codec: t.Mixed, depth = 0): string[] {
  if (depth > 4) return [];
  const c = codec as unknown as { props?: Record<string, t.Mixed>; types?: t.Mixed[]; type?: t.Mixed };
  const own = c.props ? Object.entries(c.props).flatMap(([name, inner]) => [name, ...fieldNames(inner, depth + 1)]) : [];
  const nested = [...(c.types ?? []), ...(c.type ? [c.type] : [])].flatMap((inner) => fieldNames(inner, depth + 1));
  return [...new Set([...own, ...nested])];
}

/** A JSON body shaped like the codec's (its field names, nested a little), with malformed values. */
function shapedBody(codec: t.Mixed): fc.Arbitrary<unknown> {
  const names = fieldNames(codec);
  if (names.length === 0) return nastyValue;
  const field = fc.constantFrom(...names);
  const { shape } = fc.letrec<{ shape: unknown }>((tie) => ({
    shape: fc.oneof(
      { depthSize: 'small' },
      nastyValue,
      fc.dictionary(field, tie('shape'), { maxKeys: names.length }),
      fc.array(tie('shape'), { maxLength: 3 }),
    ),
  }));
  return fc.oneof(fc.dictionary(field, shape, { minKeys: 1, maxKeys: names.length }), nastyValue);
}

/** Body texts no codec sees: deep nesting, broken JSON, escapes of what a database cannot store. */
const rawJsonText = fc.oneof(
  fc.integer({ min: 20, max: 6000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc.integer({ min: 20, max: 3000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
  fc.constantFrom('{"a":', '{', ']', 'nul', '"\\u0000"', '{"x":"\\ud800"}', '{"__proto__":{"admin":true}}', '1e999', '-', ''),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

/** A multipart body (or not quite one): no boundary, no closing boundary, odd names and contents. */
const multipartBody = fc
  .record({
    boundary: fc.constantFrom('xyz', '', 'a'.repeat(100)),
    name: fc.constantFrom('file', 'other', 'fi\u0000le', ''),
    fileName: fc.oneof(nastyString, fc.constant('a.pdf')),
    content: fc.oneof(fc.constant('%PDF-1.4\n%%EOF\n'), fc.string({ unit: 'binary', maxLength: 200 })),
    closed: fc.boolean(),
    headerBoundary: fc.boolean(),
  })
  .map(({ boundary, name, fileName, content, closed, headerBoundary }) => ({
    contentType: headerBoundary ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data',
    payload:
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\n` +
      `Content-Type: application/pdf\r\n\r\n${content}${closed ? `\r\n--${boundary}--\r\n` : ''}`,
  }));

/** Percent-encodes a path or query value; a lone surrogate becomes its (invalid) three UTF-8-like bytes. */
function encode(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    out +=
      code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
        : encodeURIComponent(char);
  }
  return out;
}

const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);

interface Attempt {
  params: Record<string, string>;
  query: Array<[string, string]>;
  body: { contentType: string; payload: string } | null;
  idempotencyKey: string;
}

function attempts(endpoint: AnyEndpoint): fc.Arbitrary<Attempt> {
  const params = fc.record(Object.fromEntries(pathParams(endpoint.path).map((name) => [name, nastyString])));
  const query = fc.array(fc.tuple(nastyString, nastyString), { maxLength: 3 });
  const json = fc.record({
    contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain'),
    payload: fc.oneof(
      shapedBody(endpoint.body as t.Mixed).map((value) => JSON.stringify(value) ?? 'null'),
      rawJsonText,
    ),
  });
  const body: fc.Arbitrary<Attempt['body']> =
    endpoint.method === 'GET' || endpoint.method === 'DELETE'
      ? fc.constant(null)
      : endpoint.bodyMediaType === 'multipart/form-data'
        ? fc.oneof(multipartBody, json)
        : json;
  return fc.record({ params, query, body, idempotencyKey: fc.uuid() });
}

function url(endpoint: AnyEndpoint, attempt: Attempt): string {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encode(attempt.params[name] ?? ''));
  const query = attempt.query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
  return `${prefixes[endpoint.gateway]}${path}${query ? `?${query}` : ''}`;
}

describe('malformed input to every endpoint of the contract', () => {
  it.each(allEndpoints.map((e) => [`${e.method} ${prefixes[e.gateway]}${e.path}`, e] as const))(
    '%s never answers 5xx',
    async (_, endpoint) => {
      const caller = endpoint.path.startsWith('/support/') ? 'support.agent' : 'mutual.customer';
      await fc.assert(
        fc.asyncProperty(attempts(endpoint), async (attempt) => {
          const response = await subject.app.inject({
            method: endpoint.method,
            url: url(endpoint, attempt),
            headers: {
              ...(endpoint.auth ? subject.as(caller) : {}),
              ...(endpoint.idempotency ? { 'idempotency-key': attempt.idempotencyKey } : {}),
              ...(attempt.body ? { 'content-type': attempt.body.contentType } : {}),
            },
            ...(attempt.body ? { payload: attempt.body.payload } : {}),
          });
          if (response.statusCode >= 500) {
            throw new Error(`${response.statusCode} for ${url(endpoint, attempt)}: ${response.body.slice(0, 300)}`);
          }
        }),
        { numRuns: runsPerEndpoint },
      );
    },
  );

  it('leaves the gateway healthy afterwards', async () => {
    for (const health of ['/api/health', '/quoting-api/health']) {
      expect((await subject.app.inject({ url: health })).statusCode).toBe(200);
    }
  });
});
