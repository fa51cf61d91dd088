import { sql } from "drizzle-orm";
import { getDb } from "../../db/client";
import { jobs } from "./schema";

/**
 * Jobs that used up their attempts and were given up ('failed' is final: runOne sets it only on the
 * last attempt). Served by jobs_due_idx (status, run_at).
 */
export async function failedJobCount(): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(sql`${jobs.status} = 'failed'`);
  return row?.n ?? 0;
}
