import { type SQL, sql } from "drizzle-orm";
import { getDb, queryRows } from "./client";

/**
 * How far the back office's lists count a search's matches (decision 028): beyond it a list says
 * "1,000+" and pages over the first 1,000 in its sort. The same cap as the shop's (decision 025).
 */
export const LIST_COUNT_CAP = 1000;

export interface CappedMatches {
  /** The matching ids when at most LIST_COUNT_CAP match, else null (there are more). */
  ids: string[] | null;
  /** Matches counted, at most LIST_COUNT_CAP. */
  total: number;
  /** More than LIST_COUNT_CAP match. */
  more: boolean;
}

/** Up to one past the cap of the rows `matching` yields, with every column it selects (see below). */
export const cappedMatchesSql = (matching: SQL) =>
  sql`with matched as materialized (${matching}) select * from matched limit ${LIST_COUNT_CAP + 1}`;

/**
 * Up to one past the cap of the ids that `matching` (a select with an `id` column) yields. A search's
 * contains match (ILIKE with trigram indexes) is written as a materialized CTE read lazily: it is
 * planned for all its rows, as a bitmap of the index's candidates, and read only until the cap. A
 * LIMIT on the select itself lets the planner walk the table, evaluating ILIKE on every row in the
 * hope of meeting matches early: 4x slower for a word in one product in eight, the whole table for a
 * rare one, because ILIKE costs far more per row than the planner assumes.
 */
export async function cappedMatches(matching: SQL): Promise<CappedMatches> {
  const rows = await queryRows<{ id: string }>(getDb(), cappedMatchesSql(matching));
  const more = rows.length > LIST_COUNT_CAP;
  return { ids: more ? null : rows.map((r) => r.id), total: Math.min(rows.length, LIST_COUNT_CAP), more };
}
