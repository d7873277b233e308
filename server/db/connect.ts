import { Kysely, PostgresDialect, type CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type QueryResult } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect, pgliteParsers } from './pgliteDialect';
import type { Database } from './schema';

/** Where the data lives: embedded PGlite (a folder or memory), or a PostgreSQL server. */
export type StorageOptions =
  | { kind: 'pglite'; dataDir: string | 'memory'; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; schema?: string; maxConnections?: number };

export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly kind: StorageOptions['kind'];
  /** The schema the tables live in, when not the server's default. */
  readonly schema: string | undefined;
  /** The embedded database itself (PGlite mode only), e.g. to dump it. */
  readonly pglite: PGlite | undefined;
  /** LISTENs on a notification channel (PGlite in process; PostgreSQL on a connection of its own); answers the unlisten. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** The pool's connections (PostgreSQL only): total, idle, and requests waiting for one. */
  readonly poolUse?: () => { total: number; idle: number; waiting: number };
  /**
   * Runs every query of this database's connections through `observer` (the traces: a span per query), or stops
   * when given undefined. Unobserved, a query costs one extra function call.
   */
  observeQueries(observer: QueryObserver | undefined): void;
  /**
   * Hears of connections the server ended (a restart, a failover, an administrator): the pool drops them and opens
   * new ones, and a notification channel listens again; until told, they are written to the console.
   */
  onConnectionLost(report: (error: Error) => void): void;
  close(): Promise<void>;
}

/** Sees a query go to the database: runs it with `run` and answers its result (or its failure). */
export type QueryObserver = <R>(query: CompiledQuery, run: () => Promise<QueryResult<R>>) => Promise<QueryResult<R>>;

interface Observed {
  observer: QueryObserver | undefined;
}

/**
 * The dialect with each connection it hands out watched by `observed.observer`: the connection's own executeQuery is
 * replaced once, so transactions (which the driver runs on that same connection) are watched too.
 */
function observedDialect(dialect: Dialect, observed: Observed): Dialect {
  const watched = new WeakSet<DatabaseConnection>();
  const watch = (connection: DatabaseConnection) => {
    if (watched.has(connection)) return connection;
    watched.add(connection);
    const execute = connection.executeQuery.bind(connection);
    connection.executeQuery = <R>(query: CompiledQuery) => {
      const observer = observed.observer;
      return observer ? observer(query, () => execute<R>(query)) : execute<R>(query);
    };
    return connection;
  };
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => {
      const driver = dialect.createDriver();
      return new Proxy(driver, {
        get(target, property, receiver) {
          if (property === 'acquireConnection') return async () => watch(await target.acquireConnection());
          const value: unknown = Reflect.get(target, property, receiver);
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        },
      }) satisfies Driver;
    },
  };
}

export async function openDatabase(options: StorageOptions): Promise<DatabaseHandle> {
  return options.kind === 'pglite' ? openPGlite(options) : openPostgres(options);
}

async function openPGlite(options: { dataDir: string | 'memory'; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  const dataDir = options.dataDir === 'memory' ? undefined : options.dataDir;
  const pglite = await PGlite.create(dataDir, {
    parsers: pgliteParsers,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const observed: Observed = { observer: undefined };
  const db = new Kysely<Database>({ dialect: observedDialect(new PGliteDialect(pglite), observed) });
  return {
    db,
    kind: 'pglite',
    schema: undefined,
    pglite,
    observeQueries: (observer) => {
      observed.observer = observer;
    },
    listen: (channel, onPayload) => pglite.listen(channel, onPayload),
    onConnectionLost: () => undefined,
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

const typeParsers: Record<number, (value: string) => unknown> = {
  1082: (value) => value, // date stays 'yyyy-mm-dd'
  20: (value) => Number(value), // int8: our amounts fit a double
};

async function openPostgres(options: { url: string; schema?: string; maxConnections?: number }): Promise<DatabaseHandle> {
  const schema = options.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  if (schema) await ensureSchema(options.url, schema);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        typeParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const observed: Observed = { observer: undefined };
  const db = new Kysely<Database>({ dialect: observedDialect(new PostgresDialect({ pool }), observed) });
  let report = (error: Error) => console.warn('database connection lost:', error.message);
  // Without a listener, an idle connection the server ends would throw out of the pool and stop the process.
  pool.on('error', (error) => report(error));
  const listeners = new Set<{ stop(): Promise<void> }>();
  const listen = async (channel: string, onPayload: (payload: string) => void) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name ${channel}`);
    const listener = await listenOn(options.url, channel, onPayload, (error) => report(error));
    listeners.add(listener);
    return async () => {
      if (listeners.delete(listener)) await listener.stop();
    };
  };
  const close = async () => {
    await Promise.all([...listeners].map((listener) => listener.stop()));
    listeners.clear();
    await db.destroy();
  };
  const poolUse = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  const observeQueries = (observer: QueryObserver | undefined) => {
    observed.observer = observer;
  };
  const onConnectionLost = (next: (error: Error) => void) => {
    report = next;
  };
  return { db, kind: 'postgres', schema, pglite: undefined, listen, poolUse, observeQueries, onConnectionLost, close };
}

const relistenMs = { first: 100, most: 5_000 };

/**
 * LISTENs on a connection of its own; when the server ends it, connects and listens again (waiting a little longer
 * each time, up to 5 s) until stopped. What was notified while nothing listened is not heard.
 */
async function listenOn(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onLost: (error: Error) => void,
): Promise<{ stop(): Promise<void> }> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const lost = (which: pg.Client, error: Error) => {
    if (stopped || which !== client) return;
    client = undefined;
    onLost(error);
    which.end().catch(() => undefined);
    again(relistenMs.first);
  };
  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: url });
    next.on('error', (error) => lost(next, error));
    next.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
      return next;
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
  };
  const again = (waitMs: number) => {
    retry = setTimeout(() => {
      retry = undefined;
      if (stopped) return;
      connect().then(
        async (next) => {
          if (stopped) await next.end().catch(() => undefined);
          else client = next;
        },
        () => again(Math.min(waitMs * 2, relistenMs.most)),
      );
    }, waitMs);
  };
  client = await connect();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}

async function ensureSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema if not exists ${schema}`);
  } finally {
    await client.end();
  }
}

/** Drops a schema made for a test run and everything in it. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}
