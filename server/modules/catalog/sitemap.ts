import { asc, count, eq } from "drizzle-orm";
import { getDb } from "../../db/client";
import { categories, products, productSearch } from "./schema";

/**
 * Products per sitemap file. The sitemap protocol allows 50,000 addresses a file; a smaller part
 * keeps each answer to a bounded amount of work, whatever the catalogue holds.
 */
export const SITEMAP_PRODUCTS = 10_000;

/** How many active products the sitemap lists. */
export async function countSitemapProducts(): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(productSearch)
    .where(eq(productSearch.isActive, true));
  return row.n;
}

/** Active categories for the sitemap. */
export function listSitemapCategories() {
  return getDb()
    .select({ name: categories.name, updatedAt: categories.updatedAt })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.sortOrder));
}

/** The active products of one part of the sitemap (numbered from 1), oldest first, with their last change. */
export function listSitemapProducts(part: number) {
  const db = getDb();
  const ids = db
    .select({ id: productSearch.id, createdAt: productSearch.createdAt })
    .from(productSearch)
    .where(eq(productSearch.isActive, true))
    .orderBy(asc(productSearch.createdAt), asc(productSearch.id))
    .offset((part - 1) * SITEMAP_PRODUCTS)
    .limit(SITEMAP_PRODUCTS)
    .as("part");
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(ids)
    .innerJoin(products, eq(products.id, ids.id))
    .orderBy(asc(ids.createdAt), asc(ids.id));
}
