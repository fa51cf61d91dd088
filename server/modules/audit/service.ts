import { and, asc, count, desc, eq, gte, isNotNull, lte, type SQL } from "drizzle-orm";
import { invalidatePublicPages } from "../../cache/public-pages";
import { announceStorefrontChange } from "../../cache/storefront-changes";
import { type Database, getDb } from "../../db/client";
import { diffChanges } from "./changes";
import { type ActivityChanges, activityLog } from "./schema";
import { pageWindow } from "../../db/page-window";

export { diffChanges, isSecretField, MASK, MAX_VALUE_LENGTH } from "./changes";
export type { ActivityChanges, FieldChange } from "./schema";

export interface ActivityEntry {
  actor: { id: string; email: string };
  /** `<entity>.<verb>`, e.g. product.update, user.role_change. */
  action: string;
  /** product, category, user, order, setting, ... (listActivityEntityTypes lists those in use). */
  entityType: string;
  entityId?: string | null;
  /** A human name for the record, e.g. the product's name. */
  entityLabel?: string | null;
  /** The record's fields before the write; null or absent for a create. */
  before?: Record<string, unknown> | null;
  /** The fields after the write (may be only those written); null or absent for a delete. */
  after?: Record<string, unknown> | null;
}

/**
 * Records one admin write. Call it with the write's own transaction, so the row exists exactly
 * when the write does. Only changed fields are kept; secrets are masked, long values cut.
 */
export async function recordActivity(tx: Database, entry: ActivityEntry): Promise<void> {
  await tx.insert(activityLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    entityLabel: entry.entityLabel ?? null,
    changes: diffChanges(entry.before, entry.after),
  });
}

/**
 * The shape of every admin write: the change and its activity row (recordActivity with the same `tx`)
 * commit together or not at all. A write that shoppers can see renews the storefront's cached pages
 * once it has committed, so the next request shows it.
 */
export async function adminTransaction<T>(
  work: (tx: Database) => Promise<T>,
  options: { storefront: boolean },
): Promise<T> {
  const result = await getDb().transaction(async (tx) => {
    const value = await work(tx);
    if (options.storefront) await announceStorefrontChange(tx);
    return value;
  });
  if (options.storefront) invalidatePublicPages();
  return result;
}

export interface ActivityRow {
  id: string;
  createdAt: Date;
  /** Null once the account is deleted; actorEmail still says who it was. */
  actorId: string | null;
  actorEmail: string;
  action: string;
  entityType: string;
  entityId: string | null;
  entityLabel: string | null;
  changes: ActivityChanges;
}

export interface ActivityFilters {
  actorId?: string;
  entityType?: string;
  /** Rows at or after this instant. */
  from?: Date;
  /** Rows at or before this instant (for a whole day, pass its last moment). */
  to?: Date;
  /** 1-based; clamped to the pages there are. */
  page?: number;
}

export interface ActivityPage {
  rows: ActivityRow[];
  total: number;
  page: number;
  pageCount: number;
}

// The log stands on its own: pages that show the actors' current names ask the customers service.
const rowColumns = {
  id: activityLog.id,
  createdAt: activityLog.createdAt,
  actorId: activityLog.actorId,
  actorEmail: activityLog.actorEmail,
  action: activityLog.action,
  entityType: activityLog.entityType,
  entityId: activityLog.entityId,
  entityLabel: activityLog.entityLabel,
  changes: activityLog.changes,
};

const newestFirst = [desc(activityLog.createdAt), desc(activityLog.seq)];

const isDate = (d: Date | undefined): d is Date => d instanceof Date && !Number.isNaN(d.getTime());

/** The log, newest first, one page at a time (each filter is served by an index). */
export async function listActivity(filters: ActivityFilters, pageSize = 250): Promise<ActivityPage> {
  const db = getDb();
  const conditions: SQL[] = [];
  if (filters.actorId) conditions.push(eq(activityLog.actorId, filters.actorId));
  if (filters.entityType) conditions.push(eq(activityLog.entityType, filters.entityType));
  if (isDate(filters.from)) conditions.push(gte(activityLog.createdAt, filters.from));
  if (isDate(filters.to)) conditions.push(lte(activityLog.createdAt, filters.to));
  const where = and(...conditions);

  const [{ total }] = await db.select({ total: count() }).from(activityLog).where(where);
  const { page, pageCount, offset } = pageWindow(total, filters.page, pageSize);
  const rows = await db
    .select(rowColumns)
    .from(activityLog)
    .where(where)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset(offset);
  return { rows, total, page, pageCount };
}

/** The newest rows, for the dashboard. */
export async function recentActivity(limit = 10): Promise<ActivityRow[]> {
  return getDb()
    .select(rowColumns)
    .from(activityLog)
    .orderBy(...newestFirst)
    .limit(limit);
}

export interface ActivityActor {
  id: string;
  /** The e-mail of the actor's latest row. */
  email: string;
}

/** Everyone with a row in the log whose account still exists, for the actor filter (by index). */
export async function listActivityActors(): Promise<ActivityActor[]> {
  const rows = await getDb()
    .selectDistinctOn([activityLog.actorId], { id: activityLog.actorId, email: activityLog.actorEmail })
    .from(activityLog)
    .where(isNotNull(activityLog.actorId))
    .orderBy(asc(activityLog.actorId), desc(activityLog.createdAt));
  return rows.filter((r): r is ActivityActor => r.id !== null).sort((a, b) => a.email.localeCompare(b.email));
}

/** The entity types that occur in the log, for the type filter. */
export async function listActivityEntityTypes(): Promise<string[]> {
  const rows = await getDb()
    .selectDistinct({ entityType: activityLog.entityType })
    .from(activityLog)
    .orderBy(asc(activityLog.entityType));
  return rows.map((r) => r.entityType);
}
