import { is, SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Clock, type DrizzleTransactionLike, fromDrizzle, fromPglite, type Job, PgBoss } from 'pg-boss';
import type { TDatabase, TDb } from '../../db/database';
import { currentRequestId, runWithRequestId } from '../request-context';
import type { TJobData, TJobDefinition } from './job-definition';

/** The request that queued a job, kept beside its data (the definition's schema never sees it). */
const requestIdKey = '_requestId';

const withoutRequestId = (data: unknown) => {
  if (!data || typeof data !== 'object') return data;
  const { [requestIdKey]: _requestId, ...rest } = data as Record<string, unknown>;
  return rest;
};

/** A job kept after its last retry failed, for ADMIN to see. */
export type TFailedJob = {
  id: string;
  name: string;
  data: unknown;
  error: string;
  retryCount: number;
  createdAt: string;
  failedAt: string | null;
};

export type TJobQueueOptions = {
  database: TDatabase;
  log: FastifyBaseLogger;
  /** This node takes jobs from the queues (and runs the repeating ones); off, it only queues them. */
  workers: boolean;
  /** How often an idle worker looks for jobs when no notification woke it. */
  pollingIntervalSeconds: number;
};

type THandler = (data: unknown) => Promise<void>;
type TRegistered = { definition: TJobDefinition; handle: THandler };

/**
 * The machine's clock and timers as they were when this module loaded. The queue schedules its polls and claims
 * on them, so a test that moves the global `Date` (days back, to replay a learner's history) cannot send the
 * queue's timers into a loop of overflowing waits.
 */
const machineClock: Clock = (() => {
  const now = Date.now;
  const { setTimeout, clearTimeout, setInterval, clearInterval } = globalThis;
  return {
    now: () => now(),
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
    setInterval: (run, ms) => setInterval(run, ms),
    clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
  };
})();

const createBoss = (database: TDatabase, workers: boolean) => {
  const behaviour = {
    clock: machineClock,
    migrate: true,
    supervise: workers,
    schedule: workers,
    registerInstance: workers,
    useListenNotify: workers,
  };
  if (database.pglite) return new PgBoss({ ...behaviour, db: fromPglite(database.pglite), backend: 'pglite' });
  return new PgBoss({ ...behaviour, connectionString: database.connectionString, max: 4 });
};

const hasRows = (result: unknown): result is { rows: unknown[] } =>
  typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows);

/** Our transaction as pg-boss's Drizzle adapter expects it: statements it builds with Drizzle's `sql`. */
const asDrizzleTransaction = (tx: TDb): DrizzleTransactionLike => ({
  async execute(query) {
    if (!is(query, SQL)) throw new Error('The job queue sent a statement Drizzle did not build');
    const result = await tx.execute(query);
    return { rows: hasRows(result) ? result.rows : [] };
  },
});

const describeError = (error: unknown) =>
  error instanceof Error
    ? { name: error.name, message: error.message, stack: error.stack }
    : { message: String(error) };

/**
 * The PostgreSQL job queue (pg-boss, in the application's own database: PGlite or PostgreSQL). A job is a
 * row: queued with the data that caused it (inside that data's transaction when `tx` is given), it
 * survives a restart, any node with workers takes it, a failure is retried with backoff, and a job that
 * keeps failing stays in the table with its error.
 */
export function createJobQueue(options: TJobQueueOptions) {
  const { log } = options;
  const boss = createBoss(options.database, options.workers);
  boss.on('error', (error) => log.error({ err: error }, 'Job queue error'));
  const registered = new Map<string, TRegistered>();
  let sentSinceDrain = 0;

  /** A job runs as part of the request that queued it (or as its own when none did): its log lines say which. */
  const run = async (entry: TRegistered, job: Job<unknown>) => {
    const { [requestIdKey]: requestId, ...data } = (job.data ?? {}) as Record<string, unknown>;
    await runWithRequestId(typeof requestId === 'string' ? requestId : `job:${job.id}`, () =>
      entry.handle(entry.definition.schema.parse(data)),
    );
  };
  const failed = (name: string, job: Job<unknown>, error: unknown) =>
    log.error(
      { err: error, job: name, jobId: job.id, requestId: (job.data as Record<string, unknown>)?.[requestIdKey] },
      `Job ${name} failed`,
    );

  return {
    /** Binds the handler of a definition. Every node binds every definition, so any node can queue any job. */
    register<TDefinition extends TJobDefinition>(
      definition: TDefinition,
      handle: (data: TJobData<TDefinition>) => Promise<void>,
    ) {
      if (registered.has(definition.name)) throw new Error(`Job ${definition.name} is registered twice`);
      registered.set(definition.name, { definition, handle: (data) => handle(data as TJobData<TDefinition>) });
    },

    /**
     * Queues a job. With `tx` it is written in that transaction: it exists only if the transaction commits.
     * Inside a transaction always pass it: on PGlite (one connection) a statement outside it would wait for
     * the transaction to end, which waits for this call.
     * With a `singletonKey` on a 'short' definition, a second job for the same key is dropped while one waits.
     */
    async send<TDefinition extends TJobDefinition>(
      definition: TDefinition,
      data: TJobData<TDefinition>,
      sendOptions: { tx?: TDb; singletonKey?: string } = {},
    ) {
      sentSinceDrain += 1;
      const requestId = currentRequestId();
      const payload = definition.schema.parse(data) as object;
      return boss.send(definition.name, requestId ? { ...payload, [requestIdKey]: requestId } : payload, {
        singletonKey: sendOptions.singletonKey,
        db: sendOptions.tx ? fromDrizzle(asDrizzleTransaction(sendOptions.tx), sql) : undefined,
      });
    },

    async start() {
      await boss.start();
      // One read of every queue, and a write only for a queue that is new or whose settings changed: a start (and
      // every test's app) would otherwise take a lock and update every queue.
      const stored = new Map((await boss.getQueues(undefined, { limit: 100_000 })).map((queue) => [queue.name, queue]));
      for (const { definition } of registered.values()) {
        const changeable = {
          retryLimit: definition.retry.limit,
          retryDelay: definition.retry.delaySeconds,
          retryBackoff: definition.retry.backoff,
          expireInSeconds: definition.timeoutSeconds ?? 900,
          notify: true,
        };
        const current = stored.get(definition.name);
        if (!current) {
          await boss.createQueue(definition.name, { policy: definition.policy, ...changeable });
        } else if (
          Object.entries(changeable).some(([key, value]) => current[key as keyof typeof changeable] !== value)
        ) {
          await boss.updateQueue(definition.name, changeable);
        }
      }
      if (!options.workers) return;
      for (const entry of registered.values()) {
        const { name, cron } = entry.definition;
        const work = {
          pollingIntervalSeconds: options.pollingIntervalSeconds,
          localConcurrency: entry.definition.concurrency ?? 1,
        };
        await boss.work(name, work, async ([job]) => {
          if (!job) return;
          try {
            await run(entry, job);
          } catch (error) {
            failed(name, job, error);
            throw error;
          }
        });
        if (cron) await boss.schedule(name, cron, {}, { tz: 'UTC' });
      }
    },

    /** Waits for the jobs in progress (up to 10 s), then stops taking new ones. */
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
    },

    /**
     * Runs every job that is due, on this node, until none is left; for tests and scripts that need the
     * background work done before they look. `includeDelayed` also runs jobs waiting for their retry time.
     */
    async drain(drainOptions: { includeDelayed?: boolean } = {}) {
      for (let ran = true; ran; ) {
        ran = false;
        for (const [name, entry] of registered) {
          const jobs = await boss.fetch<unknown>(name, {
            batchSize: 20,
            ignoreStartAfter: drainOptions.includeDelayed ?? false,
          });
          for (const job of jobs) {
            ran = true;
            try {
              await run(entry, job);
              await boss.complete(name, job.id);
            } catch (error) {
              failed(name, job, error);
              await boss.fail(name, job.id, describeError(error));
            }
          }
        }
      }
      sentSinceDrain = 0;
    },

    /** Whether a job was queued on this node since the last drain (lets tests skip an empty drain). */
    hasSentSinceDrain: () => sentSinceDrain > 0,

    /** How many jobs each queue holds in each state (metrics). */
    async countByState(): Promise<{ name: string; state: string; count: number }[]> {
      const { rows } = await boss
        .getDb()
        .executeSql(`SELECT name, state, count(*)::int AS count FROM pgboss.job GROUP BY name, state`, []);
      return rows.map((row: Record<string, unknown>) => ({
        name: String(row.name),
        state: String(row.state),
        count: Number(row.count),
      }));
    },

    /** Jobs whose retries ran out, newest first, with their last error. */
    async listFailed(limit: number): Promise<TFailedJob[]> {
      const { rows } = await boss.getDb().executeSql(
        `SELECT id, name, data, output, retry_count, created_on, completed_on FROM pgboss.job
           WHERE state = 'failed' ORDER BY completed_on DESC NULLS LAST, id LIMIT $1`,
        [limit],
      );
      return rows.map((row: Record<string, unknown>) => ({
        id: String(row.id),
        name: String(row.name),
        data: withoutRequestId(row.data),
        error: readError(row.output),
        retryCount: Number(row.retry_count),
        createdAt: new Date(String(row.created_on)).toISOString(),
        failedAt: row.completed_on ? new Date(String(row.completed_on)).toISOString() : null,
      }));
    },

    /** Gives a failed job one more attempt, due now; false when no failed job has this id. */
    async retryFailed(id: string) {
      const { rows } = await boss
        .getDb()
        .executeSql(`SELECT name FROM pgboss.job WHERE id = $1 AND state = 'failed'`, [id]);
      const name = rows[0]?.name;
      if (typeof name !== 'string') return false;
      await boss.retry(name, id);
      await boss.update(name, undefined, { id, startAfter: new Date() });
      return true;
    },

    /** The state of one job: what a test or ADMIN reads to see whether it ran. */
    async find(name: string, id: string) {
      return boss.getJobById<unknown>(name, id);
    },
  };
}

const readError = (output: unknown) => {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return output === null || output === undefined ? '' : JSON.stringify(output);
};

export type TJobQueue = ReturnType<typeof createJobQueue>;

/** Creates or upgrades the queue's tables in a database (part of the migrations). */
export async function installJobQueue(database: TDatabase) {
  const boss = createBoss(database, false);
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}
