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
  const listeners = new Set<pg.Client>();
  const listen = async (channel: string, onPayload: (payload: string) => void) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name ${channel}`);
    const client = new pg.Client({ connectionString: options.url });
    await client.connect();
    listeners.add(client);
    client.on('error', () => listeners.delete(client));
    client.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    await client.query(`listen ${channel}`);
    return async () => {
      if (!listeners.delete(client)) return;
      await client.end();
    };
  };
  const close = async () => {
    await Promise.all([...listeners].map((client) => client.end()));
    listeners.clear();
    await db.destroy();
  };
  const poolUse = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  const observeQueries = (observer: QueryObserver | undefined) => {
    observed.observer = observer;
  };
  return { db, kind: 'postgres', schema, pglite: undefined, listen, poolUse, observeQueries, close };
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
