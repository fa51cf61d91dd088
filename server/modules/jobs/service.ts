import { type SQL, sql } from "drizzle-orm";
import { type Database, getDb, queryRows } from "../../db/client";
import { log } from "../../log";
import { singleton } from "../../singleton";
import { jobs } from "./schema";

export type JobHandler = (payload: unknown) => Promise<void>;

interface JobDefinition {
  handler: JobHandler;
  maxAttempts: number;
  onGiveUp?: (payload: unknown, error: unknown) => Promise<void>;
  /** A recurring job: its one row runs again this long after each run, and never gives up. */
  everyMs?: number;
}

const registry = singleton("job-registry", () => new Map<string, JobDefinition>());
/**
 * A claimed job is locked for this long and the lock is renewed while the job runs, so a job whose
 * process died (a crash, a kill, a lost machine) is picked up by another process within a minute
 * instead of waiting out a long lock; a live run keeps its lock however long it takes.
 */
export const JOB_LOCK_SECONDS = 60;
export const JOB_LOCK_RENEW_MS = 15_000;

export function registerJob(
  type: string,
  handler: JobHandler,
  options: Partial<Pick<JobDefinition, "maxAttempts" | "onGiveUp" | "everyMs">> = {},
): void {
  registry.set(type, {
    handler,
    maxAttempts: options.maxAttempts ?? 5,
    onGiveUp: options.onGiveUp,
    everyMs: options.everyMs,
  });
}

/**
 * Queues a recurring job (registered with everyMs) to run now, as one row under its type as unique
 * key: each process that starts runs it once at once, and afterwards it runs every everyMs whichever
 * process claims it. A run in progress is left alone.
 */
export async function scheduleRecurringJob(type: string): Promise<void> {
  await getDb()
    .insert(jobs)
    .values({ type, payload: {}, uniqueKey: type })
    .onConflictDoUpdate({
      target: jobs.uniqueKey,
      set: { status: "pending", runAt: sql`now()`, attempts: 0, lockedUntil: null },
      setWhere: sql`${jobs.status} <> 'running'`,
    });
  worker.nudge?.();
}

export interface EnqueueOptions {
  /** Run inside the caller's transaction so the job exists exactly when the data does. */
  db?: Database;
  runAt?: Date;
  uniqueKey?: string;
  maxAttempts?: number;
}

export async function enqueueJob(
  type: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<void> {
  const db = options.db ?? getDb();
  await db
    .insert(jobs)
    .values({
      type,
      payload: payload ?? {},
      runAt: options.runAt ?? new Date(),
      uniqueKey: options.uniqueKey,
      maxAttempts: options.maxAttempts ?? registry.get(type)?.maxAttempts ?? 5,
    })
    .onConflictDoNothing({ target: jobs.uniqueKey });
  // A job for later is found by the worker's regular poll.
  if (!options.runAt || options.runAt.getTime() <= Date.now()) worker.nudge?.();
}

/**
 * A CTE named `name` that enqueues one job per row of the CTE `from`, for a caller building one
 * statement: payload and uniqueKey are SQL over that CTE's columns (as `f`). Like enqueueJob, a
 * unique key already queued is a no-op. The worker finds the jobs at its next poll.
 */
export function enqueueJobCte(
  name: string,
  type: string,
  options: { from: string; payload: SQL; uniqueKey: SQL; runAt: Date },
): SQL {
  const maxAttempts = registry.get(type)?.maxAttempts ?? 5;
  return sql`${sql.identifier(name)} as (
      insert into jobs (type, payload, run_at, unique_key, max_attempts)
      select ${type}, ${options.payload}, ${options.runAt}, ${options.uniqueKey}, ${maxAttempts}
      from ${sql.identifier(options.from)} f
      on conflict (unique_key) do nothing
    )`;
}

/** Delay before retry n (1-based): 2 s, 4 s, 8 s ... capped at 10 minutes. */
export function retryDelayMs(attempt: number): number {
  return Math.min(2 ** attempt * 1000, 10 * 60 * 1000);
}

type ClaimedJob = typeof jobs.$inferSelect;

interface Claim {
  id: string;
  /** Raised by every claim, so it tells this claim from a later one: the owner's token. */
  attempts: number;
}

/** The rows of these claims that are still running under them (a job another process took over is not). */
const stillOwned = (claims: Claim[]) =>
  sql`${jobs.status} = 'running' and (${jobs.id}, ${jobs.attempts}) in (
    select * from unnest(${sql.param(claims.map((c) => c.id))}::uuid[], ${sql.param(claims.map((c) => c.attempts))}::int[]))`;

/**
 * Claims and runs due jobs. Every job of the batch keeps its lock while the batch runs, and each is
 * run only if this claim still holds it; a job whose process died is picked up once its lock expires.
 */
export async function runDueJobs(limit = 10): Promise<number> {
  const db = getDb();
  const claimed = await queryRows<Claim & { runAt: Date | string }>(
    db,
    sql`
    update ${jobs} set status = 'running', attempts = ${jobs.attempts} + 1,
      locked_until = now() + make_interval(secs => ${JOB_LOCK_SECONDS}), updated_at = now()
    where ${jobs.id} in (
      select ${jobs.id} from ${jobs}
      where (${jobs.status} = 'pending' and ${jobs.runAt} <= now())
         or (${jobs.status} = 'running' and ${jobs.lockedUntil} < now())
      order by ${jobs.runAt}
      limit ${limit}
      for update skip locked)
    returning ${jobs.id} as id, ${jobs.attempts} as attempts, ${jobs.runAt} as "runAt"`,
  );
  if (claimed.length === 0) return 0;
  // An update returns its rows in no particular order: the batch runs in the order the jobs fell due.
  claimed.sort((a, b) => new Date(a.runAt).getTime() - new Date(b.runAt).getTime());
  const releaseLocks = keepLocks(db, claimed);
  try {
    for (const claim of claimed) {
      const [job] = await db
        .update(jobs)
        .set({ lockedUntil: sql`now() + make_interval(secs => ${JOB_LOCK_SECONDS})` })
        .where(stillOwned([claim]))
        .returning();
      if (job) await runOne(job);
      else log.warn(`job ${claim.id}: its lock ran out before it started and another process has it`);
    }
  } finally {
    releaseLocks();
  }
  return claimed.length;
}

/** Renews the locks of a batch's jobs while this process works through it; returns what stops it. */
function keepLocks(db: Database, claims: Claim[]): () => void {
  const timer = setInterval(() => {
    db.update(jobs)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${JOB_LOCK_SECONDS})` })
      .where(stillOwned(claims))
      .catch((error: unknown) => log.warn("job locks could not be renewed", error));
  }, JOB_LOCK_RENEW_MS);
  timer.unref();
  return () => clearInterval(timer);
}

async function runOne(job: ClaimedJob): Promise<void> {
  const db = getDb();
  const definition = registry.get(job.type);
  // Only this claim's outcome is written: a run whose lock was lost meanwhile changes nothing.
  const owned = stillOwned([job]);
  try {
    if (!definition) throw new Error(`No handler registered for job type ${job.type}`);
    await definition.handler(job.payload);
    const next = definition.everyMs
      ? { status: "pending", runAt: new Date(Date.now() + definition.everyMs), attempts: 0 }
      : { status: "done" };
    await db
      .update(jobs)
      .set({ ...next, completedAt: new Date(), lockedUntil: null, lastError: null })
      .where(owned);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const finalAttempt = !definition?.everyMs && job.attempts >= job.maxAttempts;
    log.warn(`job ${job.type} ${job.id} attempt ${job.attempts}/${job.maxAttempts} failed: ${message}`);
    const [still] = await db
      .update(jobs)
      .set({
        status: finalAttempt ? "failed" : "pending",
        runAt: new Date(Date.now() + Math.max(retryDelayMs(job.attempts), definition?.everyMs ?? 0)),
        lockedUntil: null,
        lastError: message.slice(0, 2000),
      })
      .where(owned)
      .returning({ id: jobs.id });
    if (finalAttempt && still) await definition?.onGiveUp?.(job.payload, error);
  }
}

const worker = singleton("job-worker", () => ({
  timer: undefined as NodeJS.Timeout | undefined,
  running: undefined as Promise<void> | undefined,
  nudge: undefined as (() => void) | undefined,
}));

/** Polls for due jobs until stopped; stopJobWorker waits for the current batch to finish. */
export function startJobWorker(pollMs: number): void {
  if (worker.timer) return;
  const tick = () => {
    if (worker.running) return;
    worker.running = runDueJobs()
      .then(() => undefined)
      .catch((error) => log.error("job worker tick failed", error))
      .finally(() => {
        worker.running = undefined;
      });
  };
  worker.timer = setInterval(tick, pollMs);
  worker.timer.unref();
  worker.nudge = () => setImmediate(tick);
}

export async function stopJobWorker(): Promise<void> {
  if (worker.timer) clearInterval(worker.timer);
  worker.timer = undefined;
  worker.nudge = undefined;
  await worker.running;
}

export { failedJobCount } from "./admin-counts";
