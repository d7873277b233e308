import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../server/db/schema';
import { schemaChange, type TestDatabase } from './gateway';

// The concurrency harness: the same kind of change sent several times at once, each with its own idempotency key,
// must end in the state that some serial order of those requests gives, and each answer must be the one that order
// gives it. The serial orders are not modelled: they are replayed on the gateway itself, from a copy of the data
// taken before the concurrent requests, one request after another.

export interface Command {
  /** What the command is, for the failure message (e.g. 'remove V10001'). */
  label: string;
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  /** Who sends it, when not the scenario's caller (another customer's headers). */
  as?: Record<string, string>;
}

export interface Answer {
  statusCode: number;
  body: unknown;
}

const newKey = () => `cc-${randomBytes(9).toString('base64url')}`;

/** Sends one command with a fresh idempotency key. */
export async function send(app: FastifyInstance, headers: Record<string, string>, command: Command): Promise<Answer> {
  const response = await app.inject({
    method: command.method,
    url: command.url,
    headers: { ...(command.as ?? headers), 'idempotency-key': newKey() },
    ...(command.body === undefined ? {} : { payload: command.body as object }),
  });
  let body: unknown = response.body;
  try {
    body = response.json();
  } catch {
    // A body that is not JSON is compared as text.
  }
  return { statusCode: response.statusCode, body };
}

/** Sends every command at the same moment, each with its own idempotency key; answers in the commands' order. */
export const together = (app: FastifyInstance, headers: Record<string, string>, commands: readonly Command[]) =>
  Promise.all(commands.map((command) => send(app, headers, command)));

/** Sends the commands one after the other, each after the previous one's answer. */
export async function oneByOne(app: FastifyInstance, headers: Record<string, string>, commands: readonly Command[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const command of commands) answers.push(await send(app, headers, command));
  return answers;
}

const volatileKey = /(Id|At|At[A-Z]\w*|Key|Token|token|confirmationNumber)$/;
/** What every run makes anew: secrets (an authenticator key and its pictures, a grant), a claim's random file number. */
const madeNewKeys = new Set(['key', 'uri', 'qrCode', 'grant', 'fileNumber']);
const volatileText: [RegExp, string][] = [
  [/CM\d{10}/g, 'CM#'],
  [/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'uuid#'],
  [/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, 'time#'],
];

/**
 * A state or answer without what differs between two runs of the same serial order: generated ids, times, keys,
 * and any text a scenario names as made anew each run (`madeAnew`, e.g. the numbers of a policy a bind creates).
 */
export function stable(value: unknown, madeAnew: readonly [RegExp, string][] = []): unknown {
  if (Array.isArray(value)) return value.map((inner) => stable(inner, madeAnew));
  if (value instanceof Date) return 'time#';
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !madeNewKeys.has(key) && (!volatileKey.test(key) || key === 'policyNumber' || key === 'accountNumber'))
        .map(([key, inner]) => [key, stable(inner, madeAnew)]),
    );
  }
  if (typeof value === 'string') return [...volatileText, ...madeAnew].reduce((text, [pattern, by]) => text.replace(pattern, by), value);
  return value;
}

/** What tells two commands apart: what is sent, and by whom. */
const identity = (c: Command) => JSON.stringify([c.method, c.url, c.body, c.as ?? null]);

/** The distinct orders of the commands (identical commands are not told apart), the given order first. */
export function* serialOrders(commands: readonly Command[], first: readonly number[]): Generator<number[]> {
  const sameAs = commands.map((c) => commands.findIndex((o) => identity(o) === identity(c)));
  const seen = new Set<string>();
  const signature = (order: readonly number[]) => order.map((i) => sameAs[i]).join(',');
  function* permute(prefix: number[], rest: number[]): Generator<number[]> {
    if (rest.length === 0) {
      const key = signature(prefix);
      if (!seen.has(key)) {
        seen.add(key);
        yield prefix;
      }
      return;
    }
    const tried = new Set<number>();
    for (const [i, next] of rest.entries()) {
      if (tried.has(sameAs[next]!)) continue;
      tried.add(sameAs[next]!);
      yield* permute([...prefix, next], [...rest.slice(0, i), ...rest.slice(i + 1)]);
    }
  }
  seen.add(signature(first));
  yield [...first];
  yield* permute(
    [],
    commands.map((_, i) => i),
  );
}

/**
 * A copy of every table of the test database, taken once, put back before each try: the data as it stood, with
 * its idempotency records and counters. On the PostgreSQL server only (the harness runs there).
 */
export interface DataCopy {
  restore(): Promise<void>;
  drop(): Promise<void>;
}

const keptAsIs = new Set(['kysely_migration', 'kysely_migration_lock', 'signing_keys', 'cookie_keys']);

export async function copyData(database: TestDatabase): Promise<DataCopy> {
  const db = database.db as Kysely<Database>;
  const schema = database.schema;
  if (!schema) throw new Error('the concurrency harness runs on the PostgreSQL server (DATABASE_URL)');
  const copy = `${schema}_copy`;
  const tables = (
    await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = ${schema} and table_type = 'BASE TABLE' order by table_name`.execute(db)
  ).rows
    .map((r) => r.name)
    .filter((name) => !keptAsIs.has(name));
  // A generated column (recorded_sessions.rolled_up) is made again by the database, never written.
  const written = (
    await sql<{
      table: string;
      columns: string;
    }>`select table_name as table, string_agg(quote_ident(column_name), ', ' order by ordinal_position) as columns
      from information_schema.columns where table_schema = ${schema} and is_generated = 'NEVER' group by table_name`.execute(db)
  ).rows;
  const columnsOf = new Map(written.map((r) => [r.table, r.columns]));
  await schemaChange(async () => {
    await sql.raw(`create schema ${copy}`).execute(db);
    for (const table of tables) await sql.raw(`create table ${copy}.${table} as table ${schema}.${table}`).execute(db);
  });
  return {
    // One round trip: foreign keys are not checked while the copy goes back in, as it is the data as it stood, whole.
    restore: async () =>
      void (await sql
        .raw(
          [
            'begin',
            'set local session_replication_role = replica',
            ...tables.flatMap((table) => [
              `delete from ${schema}.${table}`,
              `insert into ${schema}.${table} (${columnsOf.get(table)}) overriding system value select ${columnsOf.get(table)} from ${copy}.${table}`,
            ]),
            'commit',
          ].join(';\n'),
        )
        .execute(db)),
    drop: () => schemaChange(async () => void (await sql.raw(`drop schema if exists ${copy} cascade`).execute(db))),
  };
}

export interface Scenario {
  app: FastifyInstance;
  headers: Record<string, string>;
  data: DataCopy;
  /** The state the commands change, as the customer (or the ledger) shows it. */
  read: () => Promise<unknown>;
  /** Text the commands make anew each run (see `stable`). */
  madeAnew?: [RegExp, string][];
}

export interface Verdict {
  concurrent: Answer[];
  /** The serial order that explains the outcome (indexes of the commands), or null when none does. */
  order: number[] | null;
  explanation: string;
}

const statusOf = (a: Answer) => a.statusCode;

/** The commands with their answers, as one text that does not depend on the order they were sent in. */
const sameAnswers = (commands: readonly Command[], answers: readonly Answer[], madeAnew: readonly [RegExp, string][]) =>
  commands
    .map((c, i) => JSON.stringify([identity(c), answers[i]!.statusCode, stable(answers[i]!.body, madeAnew)]))
    .sort()
    .join('\n');

/**
 * Sends the commands at once from the data as it stands in the copy, then looks for a serial order of them that
 * ends in the same state and gives every command the same answer (status and body, ids and times aside). A 5xx
 * answer is never explained. Tries the orders from the most likely (the successful commands first) and stops at
 * the first that explains the outcome.
 */
export async function checkSerialisable(scenario: Scenario, commands: readonly Command[], maxOrders = 24): Promise<Verdict> {
  const madeAnew = scenario.madeAnew ?? [];
  const stableOf = (value: unknown) => stable(value, madeAnew);
  await scenario.data.restore();
  const concurrent = await together(scenario.app, scenario.headers, commands);
  const state = JSON.stringify(stableOf(await scenario.read()));
  const describe = (answers: readonly Answer[]) => answers.map((a, i) => `${commands[i]!.label}: ${a.statusCode}`).join('; ');
  if (concurrent.some((a) => a.statusCode >= 500))
    return {
      concurrent,
      order: null,
      explanation: `a 5xx answer: ${describe(concurrent)} ${JSON.stringify(concurrent.map((a) => a.body))}`,
    };
  const likely = commands
    .map((_, i) => i)
    .sort((a, b) => Number(statusOf(concurrent[a]!) >= 300) - Number(statusOf(concurrent[b]!) >= 300));
  const tried: string[] = [];
  let count = 0;
  for (const order of serialOrders(commands, likely)) {
    if (count++ >= maxOrders) break;
    await scenario.data.restore();
    const serial = await oneByOne(
      scenario.app,
      scenario.headers,
      order.map((i) => commands[i]!),
    );
    const serialState = JSON.stringify(stableOf(await scenario.read()));
    // Identical commands cannot be told apart: the answers agree as a whole, each command's answer among them.
    const answersAgree =
      sameAnswers(
        order.map((i) => commands[i]!),
        serial,
        madeAnew,
      ) === sameAnswers(commands, concurrent, madeAnew);
    if (serialState === state && answersAgree) return { concurrent, order, explanation: 'explained' };
    tried.push(
      `order ${order.map((i) => commands[i]!.label).join(' > ')}: ` +
        `${serialState === state ? 'same state' : `state ${serialState.slice(0, 1500)}`}; ` +
        `answers ${serial.map((a) => `${a.statusCode} ${JSON.stringify(stableOf(a.body)).slice(0, 300)}`).join(', ')}`,
    );
  }
  return {
    concurrent,
    order: null,
    explanation: `concurrent answers ${concurrent.map((a) => `${a.statusCode} ${JSON.stringify(stableOf(a.body)).slice(0, 300)}`).join(', ')}; state ${state.slice(0, 1500)}\n  no serial order gives it:\n  ${tried.join('\n  ')}`,
  };
}
