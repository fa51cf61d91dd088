import { and, asc, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Database, getDb, rowCount } from "../../db/client";
import type { ProductCardData } from "../../../lib/catalog-types";
import { isUuid } from "../../../lib/ids";
import { sanitizeHtml } from "../../sanitize-html";
import { loadCardsOf } from "./product-cards";
import { categories, products, productVariants, reviews } from "./schema";

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
  reviews: {
    authorName: string;
    rating: number;
    title: string | null;
    body: string | null;
    createdAt: Date;
  }[];
}

const parentCategories = alias(categories, "parent");

/**
 * The product page's three reads, built once per database: drizzle writes each statement's text once
 * instead of on every page (a fifth of a product page's server time went to building them), and
 * PostgreSQL plans each once per connection.
 */
function prepareDetailReads(db: Database) {
  const id = sql.placeholder("id");
  return {
    product: db
      .select({
        product: {
          id: products.id,
          name: products.name,
          description: products.description,
          shortDescription: products.shortDescription,
          metaTitle: products.metaTitle,
          metaDescription: products.metaDescription,
          price: products.price,
          originalPrice: products.originalPrice,
          imageUrls: products.imageUrls,
          material: products.material,
          color: products.color,
          brand: products.brand,
          careInstructions: products.careInstructions,
          sizeChart: products.sizeChart,
          weightGrams: products.weightGrams,
          tags: products.tags,
          lowStockThreshold: products.lowStockThreshold,
        },
        category: { name: categories.name, slug: categories.slug },
        parent: { name: parentCategories.name, slug: parentCategories.slug },
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(parentCategories, eq(parentCategories.id, categories.parentId))
      .where(and(eq(products.id, id), eq(products.isActive, true)))
      .prepare("product_page_product"),
    variants: db
      .select({
        id: productVariants.id,
        sku: productVariants.sku,
        size: productVariants.size,
        color: productVariants.color,
        colorHex: productVariants.colorHex,
        priceOverride: productVariants.priceOverride,
        onHand: productVariants.onHand,
        reserved: productVariants.reserved,
      })
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .orderBy(asc(productVariants.position))
      .prepare("product_page_variants"),
    reviews: db
      .select({
        authorName: reviews.authorName,
        rating: reviews.rating,
        title: reviews.title,
        body: reviews.body,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(and(eq(reviews.productId, id), eq(reviews.isApproved, true)))
      .orderBy(desc(reviews.createdAt))
      .prepare("product_page_reviews"),
  };
}

const detailReads = new WeakMap<Database, ReturnType<typeof prepareDetailReads>>();

function detailReadsOf(db: Database) {
  let reads = detailReads.get(db);
  if (!reads) {
    reads = prepareDetailReads(db);
    detailReads.set(db, reads);
  }
  return reads;
}

/**
 * An active product with its variants and approved reviews; null when unknown or inactive. The three
 * reads go out together (one round trip, not four in turn): the variants and reviews of an unknown id
 * are simply none.
 */
export async function getProductDetail(id: string): Promise<ProductDetail | null> {
  if (!isUuid(id)) return null;
  const reads = detailReadsOf(getDb());
  const [[row], variants, approved] = await Promise.all([
    reads.product.execute({ id }),
    reads.variants.execute({ id }),
    reads.reviews.execute({ id }),
  ]);
  if (!row) return null;
  const { product, category, parent } = row;
  const rating = approved.length ? approved.reduce((sum, r) => sum + r.rating, 0) / approved.length : null;
  return {
    id: product.id,
    name: product.name,
    description: sanitizeHtml(product.description),
    shortDescription: product.shortDescription,
    metaTitle: product.metaTitle,
    metaDescription: product.metaDescription,
    price: product.price,
    originalPrice: product.originalPrice,
    imageUrls: product.imageUrls,
    sku: variants[0]?.sku ?? "",
    material: product.material,
    color: product.color,
    brand: product.brand,
    careInstructions: product.careInstructions,
    sizeChart: product.sizeChart,
    weightGrams: product.weightGrams,
    tags: product.tags,
    lowStockThreshold: product.lowStockThreshold,
    category,
    parentCategory: parent,
    variants: variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      size: v.size,
      color: v.color,
      colorHex: v.colorHex,
      price: v.priceOverride ?? product.price,
      available: v.onHand - v.reserved,
    })),
    rating: rating === null ? null : Math.round(rating * 10) / 10,
    reviewCount: approved.length,
    reviews: approved.slice(0, 10),
  };
}

/** How many products of the same category a product page shows (spec: up to 8). */
const RELATED_PRODUCTS = 8;
/** How many products the home page's featured section shows. */
const FEATURED_PRODUCTS = 8;

/**
 * Active products of the same category, excluding this one, newest first. One prepared statement:
 * its plan walks the category's newest-first index whatever the product.
 */
export function listRelatedProducts(productId: string): Promise<ProductCardData[]> {
  return loadCardsOf(
    "related_products",
    sql`(select p.id, row_number() over (order by p.created_at desc) as n from products p
        where p.is_active and p.id <> ${productId}
          and p.category_id = (select category_id from products where id = ${productId})
        order by p.created_at desc limit ${rowCount(RELATED_PRODUCTS)}) wanted`,
  );
}

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
