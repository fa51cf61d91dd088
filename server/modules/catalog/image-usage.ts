import { arrayOverlaps, asc, inArray, or, sql } from "drizzle-orm";
import { getDb, queryRows } from "../../db/client";
import { categories, products } from "./schema";

/** Products and categories that show any of these image URLs, for the image library's delete check. */
export async function findCatalogImageUsage(urls: string[]): Promise<{ kind: string; name: string }[]> {
  if (urls.length === 0) return [];
  const db = getDb();
  const [productRows, categoryRows] = await Promise.all([
    db
      .select({ name: products.name })
      .from(products)
      .where(arrayOverlaps(products.imageUrls, urls))
      .orderBy(asc(products.name))
      .limit(20),
    db
      .select({ name: categories.name })
      .from(categories)
      .where(
        or(
          inArray(categories.imageUrl, urls),
          inArray(categories.bannerImageUrl, urls),
          inArray(categories.iconUrl, urls),
        ),
      )
      .orderBy(asc(categories.name))
      .limit(20),
  ]);
  return [
    ...productRows.map((row) => ({ kind: "product", name: row.name })),
    ...categoryRows.map((row) => ({ kind: "category", name: row.name })),
  ];
}

/** Every product image URL with its product, for adding product images to the image library. */
export async function listProductImageUrls(): Promise<
  { productId: string; productName: string; url: string }[]
> {
  return queryRows<{ productId: string; productName: string; url: string }>(
    getDb(),
    sql`select p.id as "productId", p.name as "productName", u.url
        from ${products} p cross join lateral unnest(p.image_urls) as u(url)
        where u.url <> '' order by p.created_at, p.id`,
  );
}
