import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, timestamptz, updatedAt } from "../../db/columns";

/** Durable background work, claimed with FOR UPDATE SKIP LOCKED so any number of processes can drain it. */
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull().default({}),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    runAt: timestamptz("run_at").notNull().defaultNow(),
    lockedUntil: timestamptz("locked_until"),
    lastError: text("last_error"),
    /** Optional key that makes enqueueing the same work twice a no-op. */
    uniqueKey: text("unique_key").unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamptz("completed_at"),
  },
  (t) => [
    check("jobs_status_ck", sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
    check("jobs_attempts_ck", sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
    index("jobs_due_idx").on(t.status, t.runAt),
  ],
);
