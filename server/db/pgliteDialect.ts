import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
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
  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

/** A FIFO mutex: `lock()` resolves with the function that releases it. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  lock(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
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

/** Statements kept prepared on the connection; the least recently used beyond this are closed. */
export const preparedStatementLimit = 200;

interface PreparedStatement {
  readonly name: string;
  readonly parameterTypes: readonly number[];
}

/**
 * Runs each distinct SQL text as a named prepared statement, parsed and planned once and then only bound and
 * executed, as PostgreSQL drivers such as the JDBC driver and postgres.js do. PGlite's own `query` parses and
 * plans every call again, which costs more than running a typical gateway query.
 */
class PGliteConnection implements DatabaseConnection {
  private readonly prepared = new Map<string, PreparedStatement>();
  private named = 0;

  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = (await this.pglite.runExclusive(() => this.run(compiled.sql, compiled.parameters))) as Results<R>;
    const affected = result.affectedRows;
    const isWrite =
      compiled.query.kind === 'InsertQueryNode' ||
      compiled.query.kind === 'UpdateQueryNode' ||
      compiled.query.kind === 'DeleteQueryNode' ||
      compiled.query.kind === 'MergeQueryNode';
    return {
      rows: result.rows,
      ...(isWrite && affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect does not support streaming');
  }

  private send(message: Uint8Array) {
    return this.pglite.execProtocolStream(message, { syncToFs: false });
  }

  private async run(sql: string, parameters: readonly unknown[], retried = false): Promise<Results> {
    const { serialize } = protocol;
    const messages: Parameters<typeof parse.parseResults>[0] = [];
    try {
      const statement = await this.statementFor(sql);
      const values = parameters.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = this.pglite.serializers[statement.parameterTypes[i]!];
        return serializer ? serializer(value) : String(value);
      });
      messages.push(
        ...(await this.send(serialize.bind({ statement: statement.name, values }))),
        ...(await this.send(serialize.describe({ type: 'P' }))),
        ...(await this.send(serialize.execute({}))),
      );
    } catch (error) {
      await this.send(serialize.sync());
      // A table changed under a kept plan so that its rows have another shape: prepare it afresh, once.
      const stale = this.prepared.get(sql);
      if (!retried && stale && (error as { code?: string }).code === '0A000') {
        await this.forget(sql, stale);
        return this.run(sql, parameters, true);
      }
      throw error;
    }
    messages.push(...(await this.send(serialize.sync())));
    await this.pglite.syncToFs();
    return parse.parseResults(messages, this.pglite.parsers, { parsers: pgliteParsers })[0]!;
  }

  private async statementFor(sql: string): Promise<PreparedStatement> {
    const kept = this.prepared.get(sql);
    if (kept) {
      this.prepared.delete(sql);
      this.prepared.set(sql, kept);
      return kept;
    }
    const name = `kysely_${++this.named}`;
    await this.send(protocol.serialize.parse({ name, text: sql }));
    const statement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(await this.send(protocol.serialize.describe({ type: 'S', name }))),
    };
    this.prepared.set(sql, statement);
    if (this.prepared.size > preparedStatementLimit) await this.closeOldest();
    return statement;
  }

  private async closeOldest(): Promise<void> {
    const [sql, oldest] = this.prepared.entries().next().value!;
    await this.forget(sql, oldest);
  }

  private async forget(sql: string, statement: PreparedStatement): Promise<void> {
    this.prepared.delete(sql);
    await this.send(protocol.serialize.close({ type: 'S', name: statement.name }));
    await this.send(protocol.serialize.sync());
  }
}
