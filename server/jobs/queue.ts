import { createHash } from 'node:crypto';
import { isLeft } from 'fp-ts/lib/Either';
import type * as t from 'io-ts';
import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/schema';

// Work that runs later, on its own, once: a queue on the gateway's own database (pg-boss, over the same Kysely
// connections, so the embedded database's one connection is shared fairly and a job can be queued inside the
// transaction that makes it necessary). Instances sharing a PostgreSQL server take each job once; a job whose
// instance died is taken again after it expires, and fails for good, where support can see it, after its retries.

/** A kind of job: its queue's name, what its data must look like, and how it is retried. */
export interface JobKind<D> {
  readonly name: string;
  readonly data: t.Type<D, unknown, unknown>;
  readonly retries: number;
  /** Seconds before a job's first retry; each next one waits twice as long, with some jitter. */
  readonly retryDelaySeconds: number;
  /** Seconds a taken job may run before it counts as abandoned (its instance died) and is taken again. */
  readonly expireSeconds: number;
}

export const jobKind = <D>(
  name: string,
  data: t.Type<D, unknown, unknown>,
  options: Partial<Omit<JobKind<D>, 'name' | 'data'>> = {},
): JobKind<D> => ({ name, data, retries: 5, retryDelaySeconds: 10, expireSeconds: 120, ...options });

export interface SendOptions {
  /** The same key always makes the same job: sending it again while that job is kept does nothing. */
  readonly key?: string;
  readonly startAfter?: Date;
  /** Queue the job in this transaction: it exists only if the transaction commits. */
  readonly within?: Kysely<Database>;
}

/** A job that ran out of retries, as support sees it. */
export interface FailedJob {
  readonly id: string;
  readonly kind: string;
  readonly data: unknown;
  readonly failedAt: Date;
  readonly reason: string;
}

export interface JobQueue {
  /** Answers the job's id, or null when a job of that key is already kept. */
  send<D>(kind: JobKind<D>, data: D, options?: SendOptions): Promise<string | null>;
  /** Runs each job of the kind with the handler; a handler that throws has its job retried. */
  work<D>(kind: JobKind<D>, handler: (data: D) => Promise<void>): Promise<void>;
  /** Sends a job of the kind on the cron schedule (every instance may ask; one job per tick). */
  every<D>(kind: JobKind<D>, cron: string): Promise<void>;
  /** The jobs that ran out of retries, newest first: of the kind, or of every kind. */
  failed(kind?: Pick<JobKind<unknown>, 'name'>): Promise<FailedJob[]>;
  /** How many jobs there are of each kind in each state (waiting, running, failed...), for the metrics. */
  counts(): Promise<{ kind: string; state: string; count: number }[]>;
  /** Stops taking jobs; waits for those running unless told not to (an instance going down at once). */
  stop(options?: { readonly waitForRunning?: boolean }): Promise<void>;
}

export interface QueueOptions {
  readonly log: Pick<FastifyBaseLogger, 'warn'>;
  /** Every kind of job this gateway sends or works: their queues are made at the start, before any transaction needs one. */
  readonly kinds: readonly Omit<JobKind<unknown>, 'data'>[];
  /** Seconds between two looks for new jobs (at least 0.5). */
  readonly pollSeconds?: number;
  /** Seconds between two looks for abandoned jobs to take again (at least 1; two minutes unless said). */
  readonly superviseSeconds?: number;
}

interface FailedRow {
  id: string;
  name: string;
  data: unknown;
  completed_on: Date;
  /** The error a handler threw, or pg-boss's own words when the job timed out. */
  output: { message?: string; value?: { message?: string } } | null;
}

/** The queue's tables live in a schema of their own, beside the gateway's. */
export const jobsSchemaOf = (database: Pick<DatabaseHandle, 'schema'>): string => (database.schema ? `${database.schema}_jobs` : 'jobs');

/** A stable job id for a key, so that every instance sending the same work sends one job. */
export const jobIdOf = (kind: Pick<JobKind<unknown>, 'name'>, key: string): string => {
  const hex = createHash('sha256').update(`${kind.name}\u0000${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/**
 * The jobs that ran out of retries, newest first (of one kind, or of all): read from the queue's tables, so support can
 * see them from any instance, whether or not its queue runs. None before the queue's tables exist.
 */
export async function failedJobsIn(
  database: Pick<DatabaseHandle, 'db' | 'schema'>,
  { kind, limit = 200 }: { readonly kind?: string; readonly limit?: number } = {},
): Promise<FailedJob[]> {
  const schema = jobsSchemaOf(database);
  const exists = await database.db.executeQuery<{ table: string | null }>(
    CompiledQuery.raw('select to_regclass($1)::text as "table"', [`${schema}.archive`]),
  );
  if (!exists.rows[0]?.table) return [];
  const ofKind = kind === undefined ? '' : 'and name = $2';
  const { rows } = await database.db.executeQuery<FailedRow>(
    CompiledQuery.raw(
      `select id, name, data, completed_on, output from ${schema}.job where state = 'failed' ${ofKind}
       union all
       select id, name, data, completed_on, output from ${schema}.archive where state = 'failed' ${ofKind}
       order by completed_on desc limit $1`,
      kind === undefined ? [limit] : [limit, kind],
    ),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.name,
    data: row.data,
    failedAt: new Date(row.completed_on),
    reason: row.output?.message ?? row.output?.value?.message ?? 'failed',
  }));
}

/** Jobs by kind and state, those archived that failed included (completed ones archived are not counted). */
async function jobCountsIn(database: Pick<DatabaseHandle, 'db' | 'schema'>): Promise<{ kind: string; state: string; count: number }[]> {
  const schema = jobsSchemaOf(database);
  const { rows } = await database.db.executeQuery<{ kind: string; state: string; count: string | number }>(
    CompiledQuery.raw(
      `select name as kind, state::text as state, count(*) as count from ${schema}.job group by name, state
       union all
       select name as kind, 'failed_archived' as state, count(*) as count from ${schema}.archive where state = 'failed' group by name`,
    ),
  );
  return rows.map((row) => ({ kind: row.kind, state: row.state, count: Number(row.count) }));
}

/** pg-boss's way into a database, through Kysely: the embedded database runs a script of several statements whole. */
const executorOf = (db: Kysely<Database>, database: DatabaseHandle): PgBoss.Db => ({
  executeSql: async (text, values) => {
    const pglite = database.pglite;
    if (pglite && (!values || values.length === 0)) {
      return db.connection().execute(async () => ({ rows: (await pglite.exec(text)).at(-1)?.rows ?? [] }));
    }
    return { rows: (await db.executeQuery(CompiledQuery.raw(text, values ?? []))).rows };
  },
});

export async function startJobQueue(database: DatabaseHandle, options: QueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    db: executorOf(database.db, database),
    schema: jobsSchemaOf(database),
    pollingIntervalSeconds: options.pollSeconds ?? 2,
    maintenanceIntervalSeconds: options.superviseSeconds ?? 120,
    // Completed jobs are kept a day (a key sent again meanwhile stays one job), failed ones a month for support.
    archiveCompletedAfterSeconds: 24 * 60 * 60,
    archiveFailedAfterSeconds: 30 * 24 * 60 * 60,
  });
  boss.on('error', (error) => options.log.warn({ err: error }, 'job queue error'));
  await boss.start();
  for (const kind of options.kinds) {
    if (await boss.getQueue(kind.name)) continue;
    await boss.createQueue(kind.name, {
      name: kind.name,
      retryLimit: kind.retries,
      retryDelay: kind.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: kind.expireSeconds,
    });
  }
  const declared = new Set(options.kinds.map((kind) => kind.name));
  const queueOf = (kind: Pick<JobKind<unknown>, 'name'>) => {
    if (!declared.has(kind.name)) throw new Error(`no queue for jobs of ${kind.name}: name the kind when the queue starts`);
  };

  return {
    send: async (kind, data, sendOptions = {}) => {
      queueOf(kind);
      return boss.send(kind.name, kind.data.encode(data) as object, {
        ...(sendOptions.key === undefined ? {} : { id: jobIdOf(kind, sendOptions.key) }),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.within ? { db: executorOf(sendOptions.within, database) } : {}),
      });
    },
    work: async (kind, handler) => {
      queueOf(kind);
      let worker = '';
      worker = await boss.work(kind.name, { batchSize: 1 }, async ([job]) => {
        // A job was waiting, so more may be: look again at once, not after the polling interval (which only an idle
        // queue waits), or a queue of thousands would drain at one job per interval.
        boss.notifyWorker(worker);
        const decoded = kind.data.decode(job!.data);
        if (isLeft(decoded)) throw new Error(`job ${job!.id} of ${kind.name} carries data of another shape`);
        await handler(decoded.right);
      });
    },
    every: async (kind, cron) => {
      queueOf(kind);
      await boss.schedule(kind.name, cron, {}, { tz: 'America/New_York' });
    },
    failed: async (kind) => {
      if (kind === undefined) return failedJobsIn(database);
      queueOf(kind);
      return failedJobsIn(database, { kind: kind.name });
    },
    counts: async () => {
      // Every kind's waiting and failed jobs, none counted as 0, so an empty queue still shows its depth.
      const counted = await jobCountsIn(database);
      const none = [...declared].flatMap((kind) =>
        ['created', 'failed']
          .filter((state) => !counted.some((c) => c.kind === kind && c.state === state))
          .map((state) => ({ kind, state, count: 0 })),
      );
      return [...counted, ...none];
    },
    stop: ({ waitForRunning = true } = {}) => boss.stop({ graceful: waitForRunning, wait: true, timeout: 10_000 }),
  };
}
