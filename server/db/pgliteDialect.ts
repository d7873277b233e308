import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * A Kysely dialect over PGlite, which is a single connection: every query waits for a mutex, and a
 * transaction holds it from BEGIN to COMMIT/ROLLBACK, so a write issued elsewhere while a transaction
 * is open cannot slip into it (and be lost on its rollback).
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter(): DialectAdapter { return new PostgresAdapter(); }
  createDriver(): Driver { return new PGliteDriver(this.pglite); }
  createQueryCompiler(): QueryCompiler { return new PostgresQueryCompiler(); }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector { return new PostgresIntrospector(db); }
}

/** A FIFO mutex: `lock()` resolves with the function that releases it. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  lock(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    const acquired = this.tail.then(() => release);
    this.tail = this.tail.then(() => released);
    return acquired;
  }
}

/** Parse dates as 'yyyy-mm-dd' strings and int8 as numbers, the same as the pg pool does. */
export const pgliteParsers = {
  1082: (value: string) => value,
  20: (value: string) => Number(value),
};

class PGliteDriver implements Driver {
  private readonly mutex = new Mutex();
  private readonly connection: PGliteConnection;
  private releaseLock: (() => void) | undefined;

  constructor(pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    this.releaseLock = await this.mutex.lock();
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    const access = settings.accessMode ? ` ${settings.accessMode}` : '';
    await connection.executeQuery(CompiledQuery.raw(`start transaction${isolation}${access}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${identifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${identifier(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${identifier(name)}`));
  }

  async releaseConnection(): Promise<void> {
    const release = this.releaseLock;
    this.releaseLock = undefined;
    release?.();
  }

  async destroy(): Promise<void> {}
}

function identifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiled.sql, [...compiled.parameters], { parsers: pgliteParsers });
    const affected = result.affectedRows;
    const isWrite = compiled.query.kind === 'InsertQueryNode' || compiled.query.kind === 'UpdateQueryNode'
      || compiled.query.kind === 'DeleteQueryNode' || compiled.query.kind === 'MergeQueryNode';
    return {
      rows: result.rows,
      ...(isWrite && affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect does not support streaming');
  }
}
