import { type SQL, sql } from "drizzle-orm";
import { getDb, queryPreparedRows, rowCount } from "../../db/client";
import type { ProductCardData } from "../../../lib/catalog-types";
import { isUuid } from "../../../lib/ids";
import { keptUntilStorefrontChanges } from "../../cache/storefront-reads";
import { sanitizeHtml } from "../../sanitize-html";
import { type CardRow, cardsOf, loadCardsOf, toCard } from "./product-cards";

export interface VariantOption {
  id: string;
  sku: string;
  size: string | null;
  color: string | null;
  colorHex: string | null;
  price: number;
  available: number;
}

export interface ProductDetail {
  id: string;
  name: string;
  description: string;
  shortDescription: string | null;
  /** What the admin wrote for search engines, if anything. */
  metaTitle: string | null;
  metaDescription: string | null;
  price: number;
  originalPrice: number | null;
  imageUrls: string[];
  sku: string;
  material: string | null;
  color: string | null;
  brand: string | null;
  careInstructions: string | null;
  sizeChart: string | null;
  weightGrams: number | null;
  tags: string[];
  lowStockThreshold: number;
  category: { name: string; slug: string };
  parentCategory: { name: string; slug: string } | null;
  variants: VariantOption[];
  rating: number | null;
  reviewCount: number;
}

/** How many products of the same category a product page shows (spec: up to 8). */
const RELATED_PRODUCTS = 8;

interface ProductPageRow {
  id: string;
  name: string;
  description: string;
  short_description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  price: number;
  original_price: number | null;
  image_urls: string[];
  material: string | null;
  color: string | null;
  brand: string | null;
  care_instructions: string | null;
  size_chart: string | null;
  weight_grams: number | null;
  tags: string[];
  low_stock_threshold: number;
  category_name: string;
  category_slug: string;
  parent_name: string | null;
  parent_slug: string | null;
  variants: (Omit<VariantOption, "price"> & { priceOverride: number | null })[];
  review_count: number;
  rating_sum: number;
  related: CardRow[];
}

/**
 * Everything a product page reads of the database, as one statement: the product with its category
 * and the category's parent, its variants in order, its approved reviews counted and their ratings
 * summed (the page shows the rating, not the reviews) and the related products' cards, the variants
 * and cards as JSON. Four statements on four connections woke four PostgreSQL backends for each page;
 * one wakes one. Its text is fixed, so each connection plans it once. The related products are the
 * newest active ones of the product's category besides itself, read from the category's newest-first
 * index.
 */
export function productPageQuery(id: string): SQL {
  const related = sql`(select p.id, row_number() over (order by p.created_at desc) as n from products p
      where p.is_active and p.id <> ${id}::uuid
        and p.category_id = (select category_id from products where id = ${id}::uuid)
      order by p.created_at desc limit ${rowCount(RELATED_PRODUCTS)}) wanted`;
  return sql`select p.id, p.name, p.description, p.short_description, p.meta_title, p.meta_description,
      p.price, p.original_price, p.image_urls, p.material, p.color, p.brand, p.care_instructions,
      p.size_chart, p.weight_grams, p.tags, p.low_stock_threshold,
      c.name as category_name, c.slug as category_slug, parent.name as parent_name, parent.slug as parent_slug,
      (select coalesce(json_agg(json_build_object('id', v.id, 'sku', v.sku, 'size', v.size, 'color', v.color,
          'colorHex', v.color_hex, 'priceOverride', v.price_override, 'available', v.on_hand - v.reserved)
          order by v.position), '[]')
        from product_variants v where v.product_id = p.id) as variants,
      r.review_count, r.rating_sum,
      (select coalesce(json_agg(cards order by cards.n), '[]') from (${cardsOf(related, sql`, wanted.n`)}) cards
        ) as related
    from products p
    join categories c on c.id = p.category_id
    left join categories parent on parent.id = c.parent_id
    cross join lateral (
      select count(*)::int as review_count, coalesce(sum(rating), 0)::int as rating_sum
      from reviews where product_id = p.id and is_approved) r
    where p.id = ${id}::uuid and p.is_active`;
}

/** A product page's product and related products; null when the product is unknown or inactive. */
export async function getProductPage(
  id: string,
): Promise<{ product: ProductDetail; related: ProductCardData[] } | null> {
  if (!isUuid(id)) return null;
  const [row] = await queryPreparedRows<ProductPageRow>(getDb(), "product_page", productPageQuery(id));
  if (!row) return null;
  const rating = row.review_count > 0 ? row.rating_sum / row.review_count : null;
  const product: ProductDetail = {
    id: row.id,
    name: row.name,
    description: sanitizeHtml(row.description),
    shortDescription: row.short_description,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    price: row.price,
    originalPrice: row.original_price,
    imageUrls: row.image_urls,
    sku: row.variants[0]?.sku ?? "",
    material: row.material,
    color: row.color,
    brand: row.brand,
    careInstructions: row.care_instructions,
    sizeChart: row.size_chart,
    weightGrams: row.weight_grams,
    tags: row.tags,
    lowStockThreshold: row.low_stock_threshold,
    category: { name: row.category_name, slug: row.category_slug },
    parentCategory:
      row.parent_name === null || row.parent_slug === null
        ? null
        : { name: row.parent_name, slug: row.parent_slug },
    variants: row.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      size: v.size,
      color: v.color,
      colorHex: v.colorHex,
      price: v.priceOverride ?? row.price,
      available: v.available,
    })),
    rating: rating === null ? null : Math.round(rating * 10) / 10,
    reviewCount: row.review_count,
  };
  return { product, related: row.related.map(toCard) };
}

/** How many in-stock products the home page's featured section reads (spec: up to 8, the first 4 shown). */
const FEATURED_PRODUCTS = 8;
/** The first of them the section shows. */
export const FEATURED_PRODUCTS_SHOWN = 4;
/**
 * How long the featured products are kept between requests (decision 043). A sale that empties a
 * product's stock is not an admin write and does not move the storefront's generation: a card stays at
 * most this long after, as long as an anonymous visitor's cached page (PAGE_CACHE_SECONDS' default).
 */
const FEATURED_MAX_AGE_MS = 5_000;

/** Active products with stock, featured ones first, then the newest (home page). One prepared statement. */
export function listFeaturedInStock(): Promise<ProductCardData[]> {
  return loadCardsOf(
    "featured_products",
    sql`(select p.id, row_number() over (order by p.is_featured desc, p.created_at desc) as n from products p
        where p.is_active and exists (
          select 1 from product_variants v where v.product_id = p.id and v.on_hand - v.reserved > 0)
        order by p.is_featured desc, p.created_at desc limit ${rowCount(FEATURED_PRODUCTS)}) wanted`,
  );
}

export const keptFeaturedInStock = keptUntilStorefrontChanges(listFeaturedInStock, FEATURED_MAX_AGE_MS);
