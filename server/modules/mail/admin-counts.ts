import { sql } from "drizzle-orm";
import { getDb } from "../../db/client";
import { mailOutbox } from "./schema";

/**
 * Messages that failed for good: 'failed' is set only when the delivery job gives up after its
 * last attempt (registerMailJobs); a message still being retried stays 'queued'.
 */
export async function failedMailCount(): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(sql`${mailOutbox.status} = 'failed'`);
  return row?.n ?? 0;
}
