import { bigint, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../db/columns";
import { user } from "../customers/auth-schema";

/** One changed field: its value before and after the write (secrets masked, long text cut). */
export interface FieldChange {
  before: unknown;
  after: unknown;
}
export type ActivityChanges = Record<string, FieldChange>;

/**
 * The back office's activity log: one row per admin write, written in the write's transaction.
 * The actor's e-mail is a snapshot, so the row still says who it was after the account is deleted.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: id(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    /** `<entity>.<verb>`, e.g. product.update, user.role_change. */
    action: text("action").notNull(),
    /** product, category, user, order, setting, ... */
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    /** A human name for the record at the time, e.g. the product's name. */
    entityLabel: text("entity_label"),
    changes: jsonb("changes").$type<ActivityChanges>().notNull().default({}),
    createdAt: createdAt(),
    /**
     * Insertion order. Rows written in one transaction share its timestamp, and PGlite's clock ticks
     * in milliseconds, so the time alone cannot say which of two rows came last.
     */
    seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
  },
  // DESC NULLS FIRST is PostgreSQL's own DESC order, so `order by created_at desc` can read these
  // indexes; drizzle-kit's plain desc() writes NULLS LAST, which such a query cannot use.
  (t) => [
    index("activity_log_created_idx").on(t.createdAt.desc().nullsFirst(), t.seq.desc().nullsFirst()),
    index("activity_log_actor_idx").on(t.actorId, t.createdAt.desc().nullsFirst()),
    index("activity_log_entity_type_idx").on(t.entityType, t.createdAt.desc().nullsFirst()),
    index("activity_log_entity_idx").on(t.entityType, t.entityId),
  ],
);
