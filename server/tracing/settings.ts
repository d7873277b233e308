import type { Tracing } from './tracing';

// Traces are off unless the environment names where they go (OpenTelemetry's own variables): an OTLP endpoint
// (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT), or OTEL_TRACES_EXPORTER=console|otlp. Off, this
// file is all that is loaded: the OpenTelemetry packages are imported only when traces are on.

export type TraceExporterKind = 'otlp' | 'console';

/** Where the environment sends traces: none (off), or the exporters it names. */
export function traceExporters(env: Record<string, string | undefined>): TraceExporterKind[] {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return [];
  const named = (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  if (named.length === 0) return env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ? ['otlp'] : [];
  if (named.includes('none')) return [];
  const unknown = named.filter((name) => name !== 'otlp' && name !== 'console');
  if (unknown.length > 0)
    throw new Error(`Invalid environment:\n  OTEL_TRACES_EXPORTER names ${unknown.join(', ')}: otlp, console or none`);
  return [...new Set(named as TraceExporterKind[])];
}

/** The gateway's traces as the environment asks for them, or undefined (and nothing loaded) when it does not. */
export async function tracingFromEnv(env: Record<string, string | undefined>): Promise<Tracing | undefined> {
  const kinds = traceExporters(env);
  if (kinds.length === 0) return undefined;
  const { createTracing, exportersOf } = await import('./tracing');
  return createTracing({ exporters: await exportersOf(kinds), serviceName: env.OTEL_SERVICE_NAME ?? 'cardinal-portal-gateway' });
}
