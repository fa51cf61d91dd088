import { type SQL, sql } from "drizzle-orm";
import { getDb, queryRows, rowCount } from "../../db/client";
import { keptUntilStorefrontChanges } from "../../cache/storefront-reads";
import { SHOP_SEARCH_COUNT_CAP } from "../../../lib/shop-params";

/** How many of the newest active products a search's walk may read before it looks further back. */
export const RECENT_WINDOW = 4000;
/** One past the cap: whether more match than the pages offer. */
const WANTED = SHOP_SEARCH_COUNT_CAP + 1;

// The walk reads product_search's narrow rows (decision 033); the fuzzy form tests the name.
const table = (fuzzy: boolean) => (fuzzy ? sql`products p` : sql`product_search p`);

/**
 * When the newest RECENT_WINDOW active products begin (`-infinity` when the catalogue is no larger),
 * as text to keep PostgreSQL's microseconds. Kept like the storefront's other shared reads: one a
 * little old only widens the window, the two halves of a search still meet exactly at it.
 */
export const keptRecentWindowStart = keptUntilStorefrontChanges(async () => {
  const [row] = await queryRows<{ since: string }>(
    getDb(),
    sql`select coalesce((select s.created_at from product_search s where s.is_active
          order by s.created_at desc offset ${rowCount(RECENT_WINDOW)} limit 1), '-infinity')::text as since`,
  );
  return row.since;
});

/**
 * The first matches created at or after `since`, newest first (ties by id). A common word's walk
 * ends at its 241st match, and `since` ends a walk for a word whose matches are all older
 * (decision 037).
 */
export function recentMatchesQuery(where: SQL, fuzzy: boolean, since: string): SQL {
  return sql`select p.id from ${table(fuzzy)} where ${where} and p.created_at >= ${since}::timestamptz
    order by p.created_at desc, p.id limit ${rowCount(WANTED)}`;
}

/**
 * The next `wanted` matches older than `since`, newest first. All of them are gathered first, from
 * the match indexes, and then sorted: walking back from `since` could read the rest of the catalogue
 * to meet matches that sit at its far end.
 */
export function olderMatchesQuery(where: SQL, fuzzy: boolean, since: string, wanted: number): SQL {
  return sql`with older as materialized (
      select p.id, p.created_at from ${table(fuzzy)} where ${where} and p.created_at < ${since}::timestamptz)
    select id from older order by created_at desc, id limit ${rowCount(wanted)}`;
}

/** The ids of a search's first matches, newest first: up to one past the cap (decision 030). */
export async function firstMatches(where: SQL, fuzzy = false): Promise<string[]> {
  const since = await keptRecentWindowStart();
  const recent = await queryRows<{ id: string }>(getDb(), recentMatchesQuery(where, fuzzy, since));
  const ids = recent.map((r) => r.id);
  if (ids.length === WANTED || since === "-infinity") return ids;
  const older = await queryRows<{ id: string }>(
    getDb(),
    olderMatchesQuery(where, fuzzy, since, WANTED - ids.length),
  );
  return [...ids, ...older.map((r) => r.id)];
}
