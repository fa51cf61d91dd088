import { and, asc, eq } from "drizzle-orm";
import { getDb } from "../../db/client";
import { categories, products } from "./schema";

/** Active products and categories for /sitemap.xml. */
export async function listCatalogSitemap() {
  const db = getDb();
  const [productRows, categoryRows] = await Promise.all([
    db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.createdAt)),
    db
      .select({ name: categories.name, updatedAt: categories.updatedAt })
      .from(categories)
      .where(and(eq(categories.isActive, true)))
      .orderBy(asc(categories.sortOrder)),
  ]);
  return { products: productRows, categories: categoryRows };
}
