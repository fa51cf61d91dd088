import { and, count, desc, eq, gt, ilike, or, type SQL, sql } from "drizzle-orm";
import {
  datetime,
  type ExportCell,
  type ExportColumn,
  type ExportTable,
  text,
  textRows,
  yesNo,
} from "../../../lib/export-table";
import { getDb, queryRows } from "../../db/client";
import type { PreferenceKey } from "../../../lib/newsletter-messages";
import { subscribers } from "./schema";
import { containsPattern } from "../../db/like";

/** Spec section 9: subscribers are listed 50 to a page and stats count the last 30 days. */
export const SUBSCRIBERS_PAGE_SIZE = 50;
export const STATS_DAYS = 30;

export interface SubscriberFilters {
  /** Part of the e-mail address or the name. */
  q?: string;
  source?: string;
  active?: boolean;
  verified?: boolean;
  /** Subscribers who chose this kind of e-mail. */
  preference?: PreferenceKey;
}


export function subscriberConditions(filters: SubscriberFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(or(ilike(subscribers.email, pattern), ilike(subscribers.fullName, pattern))!);
  }
  if (filters.source) conditions.push(eq(subscribers.source, filters.source));
  if (filters.active !== undefined) conditions.push(eq(subscribers.isActive, filters.active));
  if (filters.verified !== undefined) conditions.push(eq(subscribers.isVerified, filters.verified));
  if (filters.preference)
    conditions.push(sql`(${subscribers.preferences}->>${filters.preference})::boolean is true`);
  return conditions;
}

/**
 * One page of subscribers, newest subscription first. `knownTotal` is how many match the filters when
 * the caller has counted them already (the whole list's size is in the stats), saving a second count.
 */
export async function listSubscribers(filters: SubscriberFilters, page = 1, knownTotal?: number) {
  const db = getDb();
  const where = and(...subscriberConditions(filters));
  const total = knownTotal ?? (await db.select({ total: count() }).from(subscribers).where(where))[0].total;
  const pageCount = Math.max(1, Math.ceil(total / SUBSCRIBERS_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const rows = await db
    .select({
      id: subscribers.id,
      email: subscribers.email,
      fullName: subscribers.fullName,
      source: subscribers.source,
      preferences: subscribers.preferences,
      isActive: subscribers.isActive,
      isVerified: subscribers.isVerified,
      subscriptionDate: subscribers.subscriptionDate,
      verifiedAt: subscribers.verifiedAt,
      unsubscribedAt: subscribers.unsubscribedAt,
    })
    .from(subscribers)
    .where(where)
    .orderBy(desc(subscribers.subscriptionDate), desc(subscribers.id))
    .limit(SUBSCRIBERS_PAGE_SIZE)
    .offset((current - 1) * SUBSCRIBERS_PAGE_SIZE);
  return { subscribers: rows, total, page: current, pageCount };
}

export interface SubscriberStats {
  since: Date;
  newCount: number;
  confirmed: number;
  unsubscribed: number;
  /** New minus unsubscribed. */
  net: number;
  bySource: { source: string; count: number }[];
  /** Today's totals: receiving campaigns, awaiting confirmation, unsubscribed. */
  receiving: number;
  awaiting: number;
  inactive: number;
  /** Every subscriber, whatever their state. */
  total: number;
  /** Every source subscribers came from, by name, for the filter. */
  sources: string[];
}

interface SourceCounts {
  source: string;
  new_count: number;
  confirmed: number;
  unsubscribed: number;
  receiving: number;
  awaiting: number;
  inactive: number;
}

/**
 * The last 30 days: new subscriptions (a reactivation counts, with its new subscription date),
 * confirmations, unsubscriptions, the net change and where the new ones came from; today's totals by
 * state; and every source. One pass over the table, grouped by source, gives all of them.
 */
export async function subscriberStats(now = new Date()): Promise<SubscriberStats> {
  const since = new Date(now.getTime() - STATS_DAYS * 24 * 60 * 60 * 1000);
  const rows = await queryRows<SourceCounts>(
    getDb(),
    sql`select source,
          count(*) filter (where subscription_date >= ${since})::int as new_count,
          count(*) filter (where verified_at >= ${since})::int as confirmed,
          count(*) filter (where unsubscribed_at >= ${since} and not is_active)::int as unsubscribed,
          count(*) filter (where is_active and is_verified)::int as receiving,
          count(*) filter (where is_active and not is_verified)::int as awaiting,
          count(*) filter (where not is_active)::int as inactive
        from subscribers
        group by source`,
  );
  const sum = (key: Exclude<keyof SourceCounts, "source">) => rows.reduce((n, r) => n + r[key], 0);
  const newCount = sum("new_count");
  const unsubscribed = sum("unsubscribed");
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    since,
    newCount,
    confirmed: sum("confirmed"),
    unsubscribed,
    net: newCount - unsubscribed,
    bySource: rows
      .filter((r) => r.new_count > 0)
      .map((r) => ({ source: r.source, count: r.new_count }))
      .sort((a, b) => b.count - a.count || byName(a.source, b.source)),
    receiving: sum("receiving"),
    awaiting: sum("awaiting"),
    inactive: sum("inactive"),
    total: sum("receiving") + sum("awaiting") + sum("inactive"),
    sources: rows.map((r) => r.source).sort(byName),
  };
}

export const SUBSCRIBER_EXPORT_TABLE_COLUMNS: readonly ExportColumn[] = [
  text("Email"),
  text("Name"),
  text("Source"),
  yesNo("Active"),
  yesNo("Confirmed"),
  yesNo("Weekly newsletter"),
  yesNo("Promotions and offers"),
  yesNo("New arrivals"),
  datetime("Subscribed on"),
  datetime("Confirmed on"),
  datetime("Unsubscribed on"),
];
export const SUBSCRIBER_EXPORT_COLUMNS = SUBSCRIBER_EXPORT_TABLE_COLUMNS.map((c) => c.header);

async function* subscriberRows(filters: SubscriberFilters, chunk: number): AsyncGenerator<ExportCell[]> {
  const where = subscriberConditions(filters);
  let after: string | null = null;
  for (;;) {
    const rows = await getDb()
      .select()
      .from(subscribers)
      .where(and(...where, after ? gt(subscribers.id, after) : undefined))
      .orderBy(subscribers.id)
      .limit(chunk);
    for (const s of rows)
      yield [
        s.email,
        s.fullName ?? "",
        s.source,
        s.isActive,
        s.isVerified,
        s.preferences.weekly_newsletter,
        s.preferences.promotions,
        s.preferences.new_arrivals,
        s.subscriptionDate,
        s.verifiedAt,
        s.unsubscribedAt,
      ];
    if (rows.length < chunk) return;
    after = rows[rows.length - 1].id;
  }
}

/** The list's subscribers (its search and filters), read 500 at a time. */
export function subscribersExportTable(filters: SubscriberFilters, chunk = 500): ExportTable {
  return {
    columns: SUBSCRIBER_EXPORT_TABLE_COLUMNS,
    count: async () => {
      const [{ total }] = await getDb()
        .select({ total: count() })
        .from(subscribers)
        .where(and(...subscriberConditions(filters)));
      return total;
    },
    rows: () => subscriberRows(filters, chunk),
  };
}

/** The same export as CSV text rows, header first. */
export function exportSubscribers(filters: SubscriberFilters, chunk = 500): AsyncGenerator<string[]> {
  return textRows(subscribersExportTable(filters, chunk));
}
