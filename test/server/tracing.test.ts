import type { FastifyInstance } from 'fastify';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { idempotencyHeader } from '../../src/contract/endpoint';
import { bearer, gateway, mintToken, openTestDatabase, type TestDatabase } from './support/gateway';
import { createTracing, type Tracing } from '../../server/tracing/tracing';
import { traceExporters } from '../../server/tracing/settings';

// One customer's failed payment followed across two instances of the gateway: each request has a span, its guard and
// handler spans under it and a span per database query under those; the request id is answered in x-request-id and
// written on the request's log lines with the trace's id; the second instance, given the first's traceparent (as a
// load balancer or the client passes it on), continues the same trace. Without traces, the request id is still
// answered and logged.
jest.setTimeout(120_000);

const exporter = new InMemorySpanExporter();
let tracing: Tracing;
let database: TestDatabase;
let first: FastifyInstance;
let second: FastifyInstance;
let untraced: FastifyInstance;
let customer: Record<string, string>;
const logs: Record<'first' | 'second' | 'untraced', Record<string, unknown>[]> = { first: [], second: [], untraced: [] };
const logStream = (into: Record<string, unknown>[]) => ({
  write: (line: string) => void into.push(JSON.parse(line) as Record<string, unknown>),
});

beforeAll(async () => {
  tracing = createTracing({ exporters: [exporter], serviceName: 'portal-test', processing: 'simple' });
  database = await openTestDatabase();
  database.observeQueries(tracing.queries);
  first = await gateway(database.db, { tracing, logLevel: 'info', logStream: logStream(logs.first) });
  second = await gateway(database.db, { tracing, logLevel: 'info', logStream: logStream(logs.second) });
  untraced = await gateway(database.db, { logLevel: 'info', logStream: logStream(logs.untraced) });
  customer = bearer(await mintToken(database.db, { sub: 'mutual.customer' }));
}, 180_000);
afterAll(async () => {
  await Promise.all([first?.close(), second?.close(), untraced?.close()]);
  database?.observeQueries(undefined);
  await database?.close();
  await tracing?.shutdown();
});
beforeEach(() => exporter.reset());

const declinedCard = {
  kind: 'card',
  cardNumber: '4000000000000002',
  expiry: '12/39',
  securityCode: '737',
  holderName: 'Daniel R Whitaker',
};

const spansOf = (traceId: string) => exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;
const requestSpan = (requestId: string) => {
  const found = exporter.getFinishedSpans().filter((s) => s.name === 'request' && s.attributes['http.request.id'] === requestId);
  expect(found).toHaveLength(1);
  return found[0]!;
};
/** Whether `span` lies under `ancestor` in its trace. */
const isUnder = (span: ReadableSpan, ancestor: ReadableSpan, spans: readonly ReadableSpan[]): boolean => {
  const byId = new Map(spans.map((s) => [s.spanContext().spanId, s]));
  for (let parent = parentOf(span); parent !== undefined; parent = byId.get(parent) && parentOf(byId.get(parent)!)) {
    if (parent === ancestor.spanContext().spanId) return true;
  }
  return false;
};

describe('traces of a payment', () => {
  it('follows a declined payment with its database queries, its request id and its log lines across two instances', async () => {
    const tokenized = await first.inject({ method: 'POST', url: '/api/payments/tokens', payload: declinedCard, headers: customer });
    expect(tokenized.statusCode).toBe(200);
    const payment = { accountNumber: 'N4820015', amountCents: 900, token: tokenized.json<{ token: string }>().token };
    const requestId = 'pay-N4820015-20261129-0001';
    const declined = await first.inject({
      method: 'POST',
      url: '/api/billing/payments',
      payload: payment,
      headers: { ...customer, [idempotencyHeader]: 'trace-declined-01', 'x-request-id': requestId },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.headers['x-request-id']).toBe(requestId);

    // The request's span, its route and status, and its queries under it (the session lookup of the guard among them).
    const request = requestSpan(requestId);
    expect(request.attributes).toMatchObject({ 'http.route': '/api/billing/payments', 'http.response.status_code': 402 });
    const trace = spansOf(request.spanContext().traceId);
    const queries = trace.filter((s) => s.attributes['db.system.name'] === 'postgresql');
    expect(queries.length).toBeGreaterThanOrEqual(3);
    for (const query of queries) expect(isUnder(query, request, trace)).toBe(true);
    expect(queries.map((q) => q.name)).toEqual(expect.arrayContaining(['select users']));
    expect(queries.every((q) => typeof q.attributes['db.query.text'] === 'string')).toBe(true);
    // The statements have their placeholders, never the values (the card's token, the account).
    expect(queries.map((q) => String(q.attributes['db.query.text'])).join('\n')).not.toContain(payment.token);
    expect(trace.some((s) => s.name.startsWith('preHandler') && isUnder(s, request, trace))).toBe(true);
    expect(trace.some((s) => s.name.startsWith('handler') && isUnder(s, request, trace))).toBe(true);

    // The log lines of the request name it and its trace.
    const lines = logs.first.filter((line) => line.reqId === requestId);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.some((line) => line.trace_id === request.spanContext().traceId)).toBe(true);

    // The customer tries again; the call reaches the other instance with the first one's traceparent.
    const { traceId, spanId } = request.spanContext();
    const retried = await second.inject({
      method: 'POST',
      url: '/api/billing/payments',
      payload: payment,
      headers: { ...customer, [idempotencyHeader]: 'trace-declined-01', traceparent: `00-${traceId}-${spanId}-01` },
    });
    expect(retried.statusCode).toBe(402);
    // No x-request-id of its own: the trace's id is its request id, in its answer and its log.
    expect(retried.headers['x-request-id']).toBe(traceId);
    const onSecond = requestSpan(traceId);
    expect(onSecond.spanContext().traceId).toBe(traceId);
    expect(parentOf(onSecond)).toBe(spanId);
    expect(
      spansOf(traceId).filter((s) => s.attributes['db.system.name'] === 'postgresql' && isUnder(s, onSecond, spansOf(traceId))).length,
    ).toBeGreaterThan(0);
    expect(logs.second.some((line) => line.reqId === traceId && line.trace_id === traceId)).toBe(true);
  });
});

describe('request ids without traces', () => {
  it('answers and logs a new id, keeps a valid one given, and refuses to echo an invalid one', async () => {
    const fresh = await untraced.inject({ method: 'GET', url: '/api/health' });
    const id = fresh.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(logs.untraced.some((line) => line.reqId === id)).toBe(true);
    expect(logs.untraced.some((line) => 'trace_id' in line)).toBe(false);

    const given = await untraced.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-7f3a:0042' } });
    expect(given.headers['x-request-id']).toBe('lb-7f3a:0042');
    const invalid = await untraced.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'two words\u0007' } });
    expect(invalid.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Refusals carry it too.
    const refused = await untraced.inject({ method: 'GET', url: '/api/no-such-call', headers: { 'x-request-id': 'lb-404' } });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['x-request-id']).toBe('lb-404');
    const unauthorized = await untraced.inject({ method: 'GET', url: '/api/policies/summary', headers: { 'x-request-id': 'lb-401' } });
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.headers['x-request-id']).toBe('lb-401');
  });

  it('turns traces on only when the environment names where they go', () => {
    expect(traceExporters({})).toEqual([]);
    expect(traceExporters({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toEqual(['otlp']);
    expect(traceExporters({ OTEL_TRACES_EXPORTER: 'console' })).toEqual(['console']);
    expect(traceExporters({ OTEL_TRACES_EXPORTER: 'otlp, console' })).toEqual(['otlp', 'console']);
    expect(traceExporters({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toEqual([]);
    expect(traceExporters({ OTEL_SDK_DISABLED: 'true', OTEL_TRACES_EXPORTER: 'console' })).toEqual([]);
    expect(() => traceExporters({ OTEL_TRACES_EXPORTER: 'zipkin' })).toThrow(/OTEL_TRACES_EXPORTER/);
  });
});
