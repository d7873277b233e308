import fc from 'fast-check';
import type * as t from 'io-ts';
import { IsoDate } from '../../src/contract/identifiers';
import { allEndpoints, type AnyEndpoint } from '../../src/contract/endpoints';
import { customerGateway, resetVolatileState } from './support/gateway';
import type { Tagged } from '../../server/http/openapi';

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
  fc.constantFrom('2026-02-30', '2026-11-31', '2026-12-32', '2026-13-45', '2025-02-29', '0000-01-01', '9999-12-31'),
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

/** Days the calendar does not have, and years no record names: what a date field is tried with. */
const impossibleDates = ['2026-02-30', '2026-11-31', '2026-12-32', '2026-13-45', '2025-02-29', '2100-02-29', '0000-01-01', '9999-12-31'];

type Shaped = Tagged & { is(value: unknown): boolean };

const stringSamples = ['C4M7X2-1001', 'N1', '12345678901', 'a1b2c3d4e5', 'Pat', 'pat@example.com', '614-555-0100', '43004'];
const numberSamples = [1, 0, 2024, 100, 1000];

const hasDate = (codec: t.Mixed, depth = 0): boolean => {
  const c = codec as unknown as Shaped;
  if (codec === (IsoDate as unknown as t.Mixed)) return true;
  if (depth > 8) return false;
  return [...Object.values(c.props ?? {}), ...(c.types ?? []), ...(c.type ? [c.type] : [])].some((inner) => hasDate(inner, depth + 1));
};

/**
 * A value the codec takes, except that every date in it is `date`: each field filled (optional ones too), the member
 * of a union that carries a date, one element in an array of dated things. Undefined when the codec has no such value here.
 */
function withDates(codec: t.Mixed, date: string, depth = 0): unknown {
  const c = codec as unknown as Shaped;
  if (codec === (IsoDate as unknown as t.Mixed)) return date;
  if (depth > 8) return undefined;
  switch (c._tag) {
    case 'InterfaceType':
    case 'StrictType':
    case 'PartialType':
      return Object.fromEntries(Object.entries(c.props ?? {}).map(([name, inner]) => [name, withDates(inner, date, depth + 1)]));
    case 'ExactType':
    case 'ReadonlyType':
      return withDates(c.type!, date, depth + 1);
    case 'IntersectionType':
      return Object.assign({}, ...(c.types ?? []).map((inner) => withDates(inner, date, depth + 1)));
    case 'UnionType': {
      const members = c.types ?? [];
      const dated = members.find((inner) => hasDate(inner));
      if (dated) return withDates(dated, date, depth + 1);
      return members.map((inner) => withDates(inner, date, depth + 1)).find((value, i) => members[i]!.is(value));
    }
    case 'DictionaryType':
      return {};
    case 'ArrayType':
    case 'ReadonlyArrayType':
      return hasDate(c.type!) ? [withDates(c.type!, date, depth + 1)] : [];
    case 'LiteralType':
      return c.value;
    case 'KeyofType':
      return Object.keys(c.keys ?? {})[0];
    case 'StringType':
      return 'a';
    case 'NumberType':
      return 1;
    case 'BooleanType':
      return false;
    case 'NullType':
      return null;
    case 'UndefinedType':
    case 'VoidType':
      return undefined;
    case 'RefinementType':
      return [...stringSamples, ...numberSamples, [], {}].find((sample) => c.is(sample)) ?? withDates(c.type!, date, depth + 1);
    default:
      return undefined;
  }
}

const datedEndpoints = allEndpoints.filter((e) => e.bodyMediaType === undefined && hasDate(e.body as t.Mixed));

describe('impossible dates in every date field of a request', () => {
  it('finds the date fields (a well-formed request with real dates decodes)', () => {
    expect(datedEndpoints.length).toBeGreaterThan(10);
    for (const endpoint of datedEndpoints) {
      expect([endpoint.name, (endpoint.body as t.Mixed).is(withDates(endpoint.body as t.Mixed, '2026-01-15'))]).toEqual([
        endpoint.name,
        true,
      ]);
    }
  });

  it.each(datedEndpoints.map((e) => [`${e.method} ${prefixes[e.gateway]}${e.path}`, e] as const))(
    '%s refuses an impossible date with a 400 naming the date',
    async (_, endpoint) => {
      const caller = endpoint.path.startsWith('/support/') ? 'support.agent' : 'mutual.customer';
      const params = Object.fromEntries(pathParams(endpoint.path).map((name) => [name, 'C4M7X2-1001']));
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...impossibleDates), fc.uuid(), async (date, idempotencyKey) => {
          const response = await subject.app.inject({
            method: endpoint.method,
            url: url(endpoint, { params, query: [], body: null, idempotencyKey }),
            headers: {
              ...(endpoint.auth ? subject.as(caller) : {}),
              ...(endpoint.idempotency ? { 'idempotency-key': idempotencyKey } : {}),
              'content-type': 'application/json',
            },
            payload: JSON.stringify(withDates(endpoint.body as t.Mixed, date)),
          });
          expect([date, response.statusCode, response.json().message]).toEqual([date, 400, expect.stringContaining('IsoDate')]);
        }),
        { numRuns: impossibleDates.length },
      );
    },
  );
});

describe('malformed input to every endpoint of the contract, and to the pages the gateway serves beside it', () => {
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

  // Outside the contract: the unsubscribe link of a quote's reminders (a page, and the one-click form post of RFC 8058).
  it.each(['GET', 'POST'] as const)('%s /quoting-api/quote-reminders/unsubscribe never answers 5xx', async (method) => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          token: fc.option(nastyString, { nil: undefined }),
          repeated: fc.boolean(),
          body: nastyString,
          contentType: fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain', 'multipart/form-data'),
          accept: fc.constantFrom('text/html', 'application/json', '*/*', ''),
        }),
        async ({ token, repeated, body, contentType, accept }) => {
          const query = token === undefined ? '' : `?token=${encode(token)}${repeated ? `&token=${encode(token)}` : ''}`;
          const response = await subject.app.inject({
            method,
            url: `/quoting-api/quote-reminders/unsubscribe${query}`,
            headers: { accept, ...(method === 'POST' ? { 'content-type': contentType } : {}) },
            ...(method === 'POST' ? { payload: body } : {}),
          });
          if (response.statusCode >= 500) throw new Error(`${response.statusCode} for ${query}: ${response.body.slice(0, 300)}`);
        },
      ),
      { numRuns: runsPerEndpoint * 2 },
    );
  });

  it('leaves the gateway healthy afterwards', async () => {
    for (const health of ['/api/health', '/quoting-api/health']) {
      expect((await subject.app.inject({ url: health })).statusCode).toBe(200);
    }
  });
});
