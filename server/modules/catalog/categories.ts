import { keptUntilStorefrontChanges } from "../../cache/storefront-reads";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { getDb, queryRows } from "../../db/client";
import { categories } from "./schema";

export interface CategoryOption {
  name: string;
  slug: string;
  children: { name: string; slug: string }[];
}

/** Active categories as a two-level tree for the shop's category select. */
export async function listCategoryTree(): Promise<CategoryOption[]> {
  const rows = await getDb()
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      parentId: categories.parentId,
    })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  return rows
    .filter((r) => r.parentId === null)
    .map((top) => ({
      name: top.name,
      slug: top.slug,
      children: rows.filter((r) => r.parentId === top.id).map((c) => ({ name: c.name, slug: c.slug })),
    }));
}

/**
 * Up to `limit` categories ranked by their count of active products (spec: popular categories). The
 * products are counted per category from the listing's category index alone, then named.
 */
export async function listPopularCategories(limit = 6): Promise<{ name: string; count: number }[]> {
  return queryRows<{ name: string; count: number }>(
    getDb(),
    sql`select c.name, sum(n.count)::int as count
        from (select p.category_id, count(*) as count from products p where p.is_active group by p.category_id) n
        join categories c on c.id = n.category_id
        where c.is_active group by c.name order by count desc, c.name limit ${limit}`,
  );
}

export interface FeaturedCollection {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  imageUrl: string | null;
  collectionType: string;
}

/** Active featured categories, ordered by featured_sort_order then name. */
export async function listFeaturedCollections(limit: number): Promise<FeaturedCollection[]> {
  return getDb()
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      imageUrl: categories.imageUrl,
      collectionType: categories.collectionType,
    })
    .from(categories)
    .where(and(eq(categories.isActive, true), eq(categories.isFeatured, true)))
    .orderBy(asc(categories.featuredSortOrder), asc(categories.name))
    .limit(limit);
}

export async function listTopCategories() {
  return getDb()
    .select({ name: categories.name, slug: categories.slug })
    .from(categories)
    .where(and(eq(categories.isActive, true), isNull(categories.parentId)))
    .orderBy(asc(categories.sortOrder));
}

export interface CategoryEntry {
  id: string;
  name: string;
  slug: string;
  parentId: string | null;
}

/** Every category, active or not: a listing filters and searches by them in the process. */
async function listAllCategories(): Promise<CategoryEntry[]> {
  return getDb()
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      parentId: categories.parentId,
    })
    .from(categories);
}

/** Reads for pages, kept between requests until the storefront changes (decision 026). */
export const keptAllCategories = keptUntilStorefrontChanges(listAllCategories);

/**
 * The ids of the categories `chosen` picks and of all their subcategories, from the kept list of every
 * category: a listing resolves its category filter before its query, so the planner sees the ids.
 */
export async function categoryTreeIdsOf(chosen: (category: CategoryEntry) => boolean): Promise<string[]> {
  const all = await keptAllCategories();
  const found = new Set(all.filter(chosen).map((c) => c.id));
  // Each pass adds the children of what was found; a pass that adds nothing ends it.
  for (let size = 0; size !== found.size;) {
    size = found.size;
    for (const c of all) if (c.parentId !== null && found.has(c.parentId)) found.add(c.id);
  }
  return [...found];
}
export const keptCategoryTree = keptUntilStorefrontChanges(listCategoryTree);
export const keptTopCategories = keptUntilStorefrontChanges(listTopCategories);
export const keptPopularCategories = keptUntilStorefrontChanges(() => listPopularCategories(6));
/** The most featured collections the home page may show (the most its display count setting allows). */
export const FEATURED_COLLECTIONS_MAX = 24;
export const keptFeaturedCollections = keptUntilStorefrontChanges(() =>
  listFeaturedCollections(FEATURED_COLLECTIONS_MAX),
);
