import { sql } from "drizzle-orm";
import { publicPagesGeneration } from "../../cache/public-pages";
import { recentResult, UNFILTERED_COUNTS_MAX_AGE_MS } from "../../cache/recent-result";
import { getDb } from "../../db/client";
import { products } from "./schema";

/**
 * Every product, active or not: an index entry per product (6-9 ms at 100,000), read by the dashboard
 * and the unfiltered products list. Kept for a few seconds, and dropped at once by any catalogue
 * write (they move the storefront's generation, in every process), so a product just added or
 * deleted is counted.
 */
const kept = recentResult(
  UNFILTERED_COUNTS_MAX_AGE_MS,
  async () => {
    const [row] = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(products);
    return row?.n ?? 0;
  },
  { changes: publicPagesGeneration },
);

export async function countProducts(): Promise<number> {
  return (await kept()).value;
}
