import { sql } from "drizzle-orm";
import { getDb } from "../../db/client";
import { products } from "./schema";

/** Every product, active or not: an index-only scan of the primary key. */
export async function countProducts(): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(products);
  return row?.n ?? 0;
}
