import { sql } from "drizzle-orm";
import { getDb, queryRows } from "../../db/client";
import { registerJob, scheduleRecurringJob } from "../jobs/service";

// The rollups are folded in by this job rather than in the transaction that changes an order, so a
// checkout pays only for noting its day (migration 0016, docs/decisions/023-analytics-rollups.md).

export const ANALYTICS_FOLD_JOB = "analytics.fold";
/** How far behind the orders the analytics page may be, at most (plus the job worker's poll). */
export const ANALYTICS_FOLD_EVERY_MS = 5_000;
/** Days folded in one transaction, so a category change that notes a year of days stays in bounds. */
const DAYS_PER_FOLD = 31;
/** A day noted by a transaction still running is folded when it ends: waited for this long at most. */
const WAIT_FOR_WRITERS_MS = 1_000;
const WAIT_STEP_MS = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let foldsInThisProcess = 0;
/** Moves on each time this process folds days in: reports kept from the rollups are read afresh. */
export const analyticsFoldGeneration = () => foldsInThisProcess;

async function foldBatch(): Promise<number> {
  const [row] = await queryRows<{ folded: number }>(
    getDb(),
    sql`select analytics_fold(${DAYS_PER_FOLD}) as folded`,
  );
  return Number(row?.folded ?? 0);
}

async function daysWaiting(): Promise<boolean> {
  const rows = await queryRows(getDb(), sql`select 1 from analytics_fold_days limit 1`);
  return rows.length > 0;
}

/**
 * Brings the rollups up to date with every change committed before the call: takes the noted days and
 * works their figures out again from the orders. Safe to run in several processes at once (the
 * database serialises the folds). Returns the number of days folded.
 */
export async function foldAnalytics(): Promise<number> {
  const db = getDb();
  await db.execute(sql`select analytics_take_dirty_days()`);
  await db.execute(sql`select analytics_stamp_fold_days()`);
  let folded = 0;
  for (let waited = 0; waited <= WAIT_FOR_WRITERS_MS;) {
    const n = await foldBatch();
    folded += n;
    if (n > 0) continue;
    if (!(await daysWaiting())) break;
    await sleep(WAIT_STEP_MS);
    waited += WAIT_STEP_MS;
  }
  if (folded > 0) foldsInThisProcess += 1;
  return folded;
}

export function registerAnalyticsJobs(): void {
  registerJob(
    ANALYTICS_FOLD_JOB,
    async () => {
      await foldAnalytics();
    },
    { everyMs: ANALYTICS_FOLD_EVERY_MS },
  );
}

/** Folds once at start (the orders of a seed or of a stopped process) and every few seconds after. */
export function scheduleAnalyticsFold(): Promise<void> {
  return scheduleRecurringJob(ANALYTICS_FOLD_JOB);
}
