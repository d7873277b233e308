import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/schema';

// What an operator watches of one gateway instance, in Prometheus' text format at GET /metrics: requests by route
// and status, database queries and pool, the job queue, open chat sockets, sign-ins, recorded actions. A registry
// per gateway instance (tests run several in one process), never prom-client's global one.

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's metrics: plugins count what they see on them. */
    metrics: GatewayMetrics;
  }
}

/** The connections of a PostgreSQL pool (pg.Pool's counts). */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/** Jobs of the queue by kind and state, and those that ran out of retries (kept or archived). */
export interface JobCounts {
  kind: string;
  state: string;
  count: number;
}

export interface MetricsSources {
  poolUse?: (() => PoolUse) | undefined;
  jobCounts?: (() => Promise<JobCounts[]>) | undefined;
}

const durationBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(sources: MetricsSources = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const metrics = {
    registry,
    requests: new Counter({
      name: 'portal_http_requests_total',
      help: 'Requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers,
    }),
    requestDuration: new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: durationBuckets,
      registers,
    }),
    queryDuration: new Histogram({
      name: 'portal_db_query_duration_seconds',
      help: "Time of the gateway's database queries, by kind of statement",
      labelNames: ['statement'] as const,
      buckets: durationBuckets,
      registers,
    }),
    chatSockets: new Gauge({ name: 'portal_chat_open_sockets', help: 'Chat sockets open on this instance', registers }),
    signIns: new Counter({
      name: 'portal_sign_ins_total',
      help: 'Sign-in steps by outcome (signed_in, invalid_credentials, invalid_code, second_factor_asked, locked_out...)',
      labelNames: ['step', 'outcome'] as const,
      registers,
    }),
    signInLockouts: new Counter({
      name: 'portal_sign_in_lockouts_total',
      help: 'Sign-in steps refused because their login ID or address made too many attempts',
      labelNames: ['step'] as const,
      registers,
    }),
    recordedActions: new Counter({
      name: 'portal_recorded_actions_ingested_total',
      help: "Recorded visits' actions stored",
      registers,
    }),
  };
  if (sources.poolUse) {
    const poolUse = sources.poolUse;
    new Gauge({
      name: 'portal_db_pool_connections',
      help: "The database pool's connections: total, idle, and requests waiting for one",
      labelNames: ['state'] as const,
      registers,
      collect() {
        const use = poolUse();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }
  if (sources.jobCounts) {
    const jobCounts = sources.jobCounts;
    new Gauge({
      name: 'portal_jobs',
      help: 'Jobs of the queue by kind and state (created and retry are waiting; failed ran out of retries)',
      labelNames: ['kind', 'state'] as const,
      registers,
      async collect() {
        this.reset();
        for (const { kind, state, count } of await jobCounts()) this.set({ kind, state }, count);
      },
    });
  }
  return metrics;
}
export type GatewayMetrics = ReturnType<typeof createMetrics>;

/** select, insert, update, delete, or raw (SQL written out: pg-boss's, a lock, a count). */
const statementOf = (node: RootOperationNode) => node.kind.replace(/(Query)?Node$/, '').toLowerCase();

/** Times each query of the gateway's Kysely instance, from the moment it is compiled to its result. */
export function timedQueries(db: Kysely<Database>, metrics: GatewayMetrics): Kysely<Database> {
  const started = new WeakMap<object, { at: bigint; statement: string }>();
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }: PluginTransformQueryArgs) => {
      started.set(queryId, { at: process.hrtime.bigint(), statement: statementOf(node) });
      return node;
    },
    transformResult: async ({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => {
      const start = started.get(queryId);
      if (start) metrics.queryDuration.observe({ statement: start.statement }, Number(process.hrtime.bigint() - start.at) / 1e9);
      return result;
    },
  };
  return db.withPlugin(plugin);
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether a scrape may read the metrics: from this machine (the connection's own address, and not a proxy on it passing
 * on another's request: X-Forwarded-For is never believed), or with the bearer token of METRICS_TOKEN.
 */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (loopback.has(request.socket.remoteAddress ?? '') && !forwarded) return true;
  const header = request.headers.authorization;
  if (!token || typeof header !== 'string') return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Counts every request by its route pattern (never the raw address: ids would make a series each) and serves
 * GET /metrics to loopback or a bearer of the token; anyone else gets the 404 of an address that is not there.
 */
export function registerMetrics(app: FastifyInstance, metrics: GatewayMetrics, token: string | undefined): void {
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) };
    metrics.requests.inc(labels);
    metrics.requestDuration.observe(labels, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (request, reply) => {
    if (!mayScrape(request, token)) return reply.code(404).send({ error: 'not_found', message: 'Not found.' });
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
