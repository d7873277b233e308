import { hostname } from 'node:os';
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ConsoleSpanExporter,
  NodeTracerProvider,
  SimpleSpanProcessor,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-node';
import type { FastifyPluginCallback } from 'fastify';
import type { RootOperationNode } from 'kysely';
import type { QueryObserver } from '../db/connect';
import type { TraceExporterKind } from './settings';

// The gateway's traces (OpenTelemetry), loaded only when the environment asks for them (settings.ts): a span per
// request (@fastify/otel, which takes a W3C traceparent from the caller, so a request passed on by another instance or
// a load balancer continues its trace), a span for the route's guard and handler, and under them a span per database
// query, on the embedded database as on the PostgreSQL server (the connections' queries are watched: db/connect.ts).
// Every log line of a request carries its trace_id and span_id; the request's span carries its request id.

export interface Tracing {
  /** The request spans: registered on the gateway before any other hook or route. */
  requests: FastifyPluginCallback;
  /** The query spans: given to the database's connections (DatabaseHandle.observeQueries). */
  queries: QueryObserver;
  /** Sends what is still waiting and stops. */
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  exporters: SpanExporter[];
  serviceName: string;
  /** 'batch' (default) sends spans in the background; 'simple' hands each to the exporter as it ends (tests). */
  processing?: 'batch' | 'simple';
}

const tracerName = 'cardinal-portal-gateway';

export async function exportersOf(kinds: readonly TraceExporterKind[]): Promise<SpanExporter[]> {
  return Promise.all(
    kinds.map(async (kind) => {
      if (kind === 'console') return new ConsoleSpanExporter();
      // Reads OTEL_EXPORTER_OTLP_ENDPOINT (or ..._TRACES_ENDPOINT) and OTEL_EXPORTER_OTLP_HEADERS itself.
      const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
      return new OTLPTraceExporter();
    }),
  );
}

export function createTracing(options: TracingOptions): Tracing {
  const resource = defaultResource()
    .merge(detectResources({ detectors: [envDetector] }))
    .merge(resourceFromAttributes({ 'service.name': options.serviceName, 'service.instance.id': `${hostname()}:${process.pid}` }));
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: options.exporters.map((exporter) =>
      options.processing === 'simple' ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter),
    ),
  });
  // The context of a request follows its awaits (AsyncLocalStorage), and traceparent is the propagation format.
  provider.register();
  const tracer = provider.getTracer(tracerName);

  const requestSpans = new FastifyOtelInstrumentation({
    // A span for the route's guard (preHandler: the token and the session behind it) beside the handler's; the
    // other hooks run in the request's span without one of their own.
    instrumentHooks: ['preHandler'],
    // Scrapes of the metrics are not the customers' requests.
    ignorePaths: (route) => route.url === '/metrics',
    requestHook: (span, request) => {
      span.setAttribute('http.request.id', request.id);
      // Every later line of the request's log names its trace (the first, 'incoming request', has its reqId): the
      // request's own logger (also its reply's) is given the fields.
      const { traceId, spanId } = span.spanContext();
      const log = request.log as typeof request.log & { setBindings?: (bindings: Record<string, string>) => void };
      log.setBindings?.({ trace_id: traceId, span_id: spanId });
    },
  });
  requestSpans.setTracerProvider(provider);

  const queries: QueryObserver = (query, run) => {
    const parent = context.active();
    // Queries outside a request or a job's span (start-up, the queue's polling) make no trace of their own.
    if (!trace.getSpan(parent)) return run();
    const operation = operationOf(query.query, query.sql);
    const collection = collectionOf(query.query);
    const span = tracer.startSpan(
      collection ? `${operation} ${collection}` : operation,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system.name': 'postgresql',
          'db.operation.name': operation,
          // The statement with its placeholders ($1...), never the values.
          'db.query.text': query.sql.length > 2000 ? `${query.sql.slice(0, 2000)}…` : query.sql,
          ...(collection ? { 'db.collection.name': collection } : {}),
        },
      },
      parent,
    );
    return context.with(trace.setSpan(parent, span), run).then(
      (result) => {
        span.setAttribute('db.response.returned_rows', result.rows.length);
        span.end();
        return result;
      },
      (error: unknown) => {
        span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
        if (error instanceof Error) span.recordException(error);
        span.end();
        throw error;
      },
    );
  };

  return {
    requests: requestSpans.plugin(),
    queries,
    shutdown: () => provider.shutdown(),
  };
}

/** select, insert, update, delete; for SQL written out, its first word (begin, commit, with, lock...). */
function operationOf(node: RootOperationNode, text: string): string {
  if (node.kind !== 'RawNode') return node.kind.replace(/(Query)?Node$/, '').toLowerCase();
  return /^\s*([a-z]+)/i.exec(text)?.[1]?.toLowerCase() ?? 'sql';
}

/** The table a query is on, when the query builder wrote it. */
function collectionOf(node: RootOperationNode): string | undefined {
  switch (node.kind) {
    case 'SelectQueryNode':
    case 'DeleteQueryNode':
      return tableName(node.from?.froms[0]);
    case 'InsertQueryNode':
      return tableName(node.into);
    case 'UpdateQueryNode':
      return tableName(node.table);
    default:
      return undefined;
  }
}

function tableName(node: unknown): string | undefined {
  if (!node || typeof node !== 'object' || !('kind' in node)) return undefined;
  if (node.kind === 'AliasNode' && 'node' in node) return tableName(node.node);
  if (node.kind !== 'TableNode' || !('table' in node)) return undefined;
  const { table } = node as { table: { identifier?: { name?: unknown } } };
  return typeof table.identifier?.name === 'string' ? table.identifier.name : undefined;
}
