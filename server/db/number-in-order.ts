import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, AnyPgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client";

/**
 * Numbers the rows `ids` 0, 1, 2... in that order, in one statement that writes only the rows whose
 * number changes: a list's first reorder after thousands of rows shared a number (or were numbered
 * from 1) costs one statement, not one per row. `also` adds columns to set on the rows written.
 */
export async function numberInOrder(
  tx: Database,
  table: AnyPgTable,
  position: AnyPgColumn,
  ids: string[],
  also: SQL = sql``,
): Promise<void> {
  if (ids.length === 0) return;
  const column = sql.identifier(position.name);
  await tx.execute(sql`
    update ${table} set ${column} = o.n - 1 ${also}
    from unnest(string_to_array(${ids.join(",")}, ',')::uuid[]) with ordinality as o(id, n)
    where ${table}.id = o.id and ${table}.${column} is distinct from o.n - 1`);
}
