// EXPLAIN ANALYZE for tests that hold a query to how much of a table it may read or sort.
import { type SQL, sql } from "drizzle-orm";
import { queryRows } from "../../server/db/client";
import { getDb } from "./test-database";

export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Actual Rows": number;
  "Actual Loops": number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  /** With `buffers`: the table and index pages the node and its children touched. */
  "Shared Hit Blocks"?: number;
  "Shared Read Blocks"?: number;
  Plans?: PlanNode[];
}

/** Every node of a plan, the root first. */
export function* planNodes(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* planNodes(child);
}

/** The rows a node looked at: those it returned and those its filters threw away, over all its loops. */
export const rowsRead = (node: PlanNode) =>
  (node["Actual Rows"] +
    (node["Rows Removed by Filter"] ?? 0) +
    (node["Rows Removed by Index Recheck"] ?? 0)) *
  node["Actual Loops"];

/** Runs the query under EXPLAIN (ANALYZE), counting pages touched with `buffers`, and returns its plan's root node. */
export async function explainAnalyze(query: SQL, options: { buffers?: boolean } = {}): Promise<PlanNode> {
  const [row] = await queryRows<{ "QUERY PLAN": [{ Plan: PlanNode }] | string }>(
    getDb(),
    options.buffers
      ? sql`explain (analyze, buffers, format json) ${query}`
      : sql`explain (analyze, format json) ${query}`,
  );
  const raw = row["QUERY PLAN"];
  return (typeof raw === "string" ? JSON.parse(raw) : raw)[0].Plan as PlanNode;
}

/** Pages a node and its children touched, from the cache or from disk (a plan read with `buffers`). */
export const pagesTouched = (node: PlanNode) =>
  (node["Shared Hit Blocks"] ?? 0) + (node["Shared Read Blocks"] ?? 0);

/**
 * What is wrong with a query's plan: a sequential scan of one of `tables`, a node reading more than
 * `most` of its rows, or a sort of more than `most` rows.
 */
export async function planProblems(query: SQL, tables: string | string[], most: number): Promise<string[]> {
  const watched = new Set([tables].flat());
  const problems: string[] = [];
  for (const node of planNodes(await explainAnalyze(query))) {
    const table = node["Relation Name"];
    if (table && watched.has(table) && node["Node Type"] === "Seq Scan")
      problems.push(`a sequential scan of ${table} reading ${rowsRead(node)} rows`);
    else if (table && watched.has(table) && rowsRead(node) > most)
      problems.push(`${node["Node Type"]} reading ${rowsRead(node)} ${table}`);
    const input = node.Plans?.[0];
    if (node["Node Type"] === "Sort" && input && input["Actual Rows"] > most)
      problems.push(`a sort of ${input["Actual Rows"]} rows`);
  }
  return problems;
}
