import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, paise, tsvector, updatedAt } from "../../db/columns";
import { user } from "../customers/auth-schema";

export const categories = pgTable(
  "categories",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description"),
    introductionText: text("introduction_text"),
    imageUrl: text("image_url"),
    bannerImageUrl: text("banner_image_url"),
    iconUrl: text("icon_url"),
    colorHex: text("color_hex"),
    parentId: uuid("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "restrict" }),
    isActive: boolean("is_active").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    featuredSortOrder: integer("featured_sort_order").notNull().default(0),
    collectionType: text("collection_type").notNull().default("standard"),
    sortOrder: integer("sort_order").notNull().default(0),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "categories_collection_type_ck",
      sql`${t.collectionType} in ('standard', 'new_arrivals', 'featured', 'other')`,
    ),
    check("categories_not_own_parent_ck", sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
    index("categories_parent_idx").on(t.parentId),
    index("categories_name_lower_idx").on(sql`lower(${t.name})`),
  ],
);

export const products = pgTable(
  "products",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull().default(""),
    shortDescription: text("short_description"),
    /** GST-inclusive selling price of the default variant. */
    price: paise("price").notNull(),
    originalPrice: paise("original_price"),
    costPrice: paise("cost_price"),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageUrls: text("image_urls")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lowStockThreshold: integer("low_stock_threshold").notNull().default(10),
    /**
     * Sellable units over all variants (sum of on_hand - reserved), kept by a trigger on
     * product_variants in the same transaction as every stock change (migration 0009).
     */
    stockAvailable: integer("stock_available").notNull().default(0),
    /** Spec section 4's admin stock status, derived from the two columns above. */
    stockStatus: text("stock_status").generatedAlwaysAs(
      (): SQL =>
        sql`case when ${products.stockAvailable} <= 0 then 'out_of_stock' when ${products.stockAvailable} <= ${products.lowStockThreshold} then 'low_stock' else 'in_stock' end`,
    ),
    weightGrams: integer("weight_grams"),
    sizeChart: text("size_chart"),
    careInstructions: text("care_instructions"),
    material: text("material"),
    color: text("color"),
    brand: text("brand"),
    hsnCode: text("hsn_code"),
    /** GST rate in basis points (500 = 5%); with gst_slab, the rate up to the slab. */
    gstRateBp: integer("gst_rate_bp").notNull().default(500),
    /**
     * Garments, made-ups and footwear (HSN 61-64): 5% while a piece sells for at most Rs 2,500
     * before tax, 18% above (lib/gst.ts). Off for fabrics such as sarees and for handicrafts.
     */
    gstSlab: boolean("gst_slab").notNull().default(false),
    /** Unit of quantity on the invoice (GST's UQC): PCS, SET, PRS or NOS. */
    uqc: text("uqc").notNull().default("PCS"),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    isActive: boolean("is_active").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    isBestseller: boolean("is_bestseller").notNull().default(false),
    reorderPoint: integer("reorder_point"),
    reorderQuantity: integer("reorder_quantity"),
    lastRestockDate: date("last_restock_date"),
    warehouseLocation: text("warehouse_location"),
    /** Full-text search document, kept by the database so searches never recompute it. */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL => sql`to_tsvector('english', ${products.name} || ' ' || ${products.description})`,
    ),
    /**
     * Name and description in lower case, kept by the database: the shop's and the admin list's
     * case-insensitive contains test this with a plain LIKE instead of lower-casing both per row.
     */
    searchText: text("search_text").generatedAlwaysAs(
      (): SQL => sql`lower(${products.name} || E'\\n' || ${products.description})`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("products_price_ck", sql`${t.price} > 0 and ${t.price} <= 99999999`),
    check("products_original_price_ck", sql`${t.originalPrice} is null or ${t.originalPrice} >= ${t.price}`),
    check("products_cost_price_ck", sql`${t.costPrice} is null or ${t.costPrice} >= 0`),
    check("products_gst_rate_ck", sql`${t.gstRateBp} between 0 and 2800`),
    check("products_uqc_ck", sql`${t.uqc} in ('PCS', 'SET', 'PRS', 'NOS')`),
    check("products_low_stock_ck", sql`${t.lowStockThreshold} >= 0`),
    check("products_flags_ck", sql`${t.isActive} or not (${t.isFeatured} or ${t.isBestseller})`),
    // price second: the admin list counts a category's products in a price range from the index alone.
    index("products_category_price_idx").on(t.categoryId, t.price),
    index("products_active_created_idx").on(t.isActive, t.createdAt),
    // The admin list's newest and oldest first over active and inactive products alike: one walk that
    // meets a search's matches early, where a walk per is_active read every inactive row for a few.
    index("products_created_idx").on(t.createdAt, t.id),
    index("products_active_price_idx").on(t.isActive, t.price),
    index("products_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    // Searches are a case-insensitive contains on name or description (the admin list's on a
    // variant's SKU too): a rare word's few matches are found from this index.
    index("products_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("products_search_vector_idx").using("gin", t.searchVector),
    // The stock levels' location filter: the few distinct locations are found first (a loose index
    // scan), then their products from this index.
    index("products_location_idx").on(t.warehouseLocation),
    // The list's stock-status filter. stock_available itself is left unindexed so that a stock change
    // which keeps the status rewrites the product row in place (HOT) without touching any index.
    index("products_stock_status_idx").on(t.stockStatus, t.isActive, t.createdAt),
    // The shop's capped counts by category, and its name sorts, read active products only (decision 025).
    index("products_shop_category_idx")
      .on(t.categoryId, t.createdAt)
      .where(sql`${t.isActive}`),
    index("products_shop_name_idx")
      .on(sql`lower(${t.name})`, t.id)
      .where(sql`${t.isActive}`),
    // A category's page sorted by name reads each category of its tree in name order (decision 035).
    index("products_shop_category_name_idx")
      .on(t.categoryId, sql`lower(${t.name})`, t.id)
      .where(sql`${t.isActive}`),
    // The home page's featured products: featured first, then newest, read until eight have stock.
    index("products_shop_featured_idx")
      .on(t.isFeatured, t.createdAt)
      .where(sql`${t.isActive}`),
  ],
);

/**
 * What a shop search reads of each product, one narrow row per product kept in step with it by
 * triggers (migration 0028, decision 033). A search for a common word walks the newest rows testing
 * each until 241 match; a products row is about 900 bytes with search_text its 37th column, this one
 * a fraction of that, so the walk reads fewer pages and decodes less of each row.
 */
export const productSearch = pgTable(
  "product_search",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    isActive: boolean("is_active").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    categoryId: uuid("category_id").notNull(),
    price: integer("price").notNull(),
    searchText: text("search_text").notNull(),
    searchVector: tsvector("search_vector").notNull(),
  },
  (t) => [
    // The walk, newest first, as the listing orders (ties by id).
    index("product_search_active_created_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.isActive}`),
    // A rare word's few matches are found from these instead of by walking.
    index("product_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("product_search_vector_idx").using("gin", t.searchVector),
    // A search whose words name a category matches that category's products: gathered with the
    // text matches from the indexes when a search looks past its newest products (decision 037).
    index("product_search_category_idx")
      .on(t.categoryId)
      .where(sql`${t.isActive}`),
  ],
);

/**
 * A sellable size/colour of a product. Stock lives here: available = on_hand - reserved,
 * and the checks make negative availability impossible whatever the code does.
 */
export const productVariants = pgTable(
  "product_variants",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sku: text("sku").notNull().unique(),
    size: text("size"),
    color: text("color"),
    colorHex: text("color_hex"),
    priceOverride: paise("price_override"),
    onHand: integer("on_hand").notNull().default(0),
    reserved: integer("reserved").notNull().default(0),
    position: integer("position").notNull().default(0),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("product_variants_on_hand_ck", sql`${t.onHand} >= 0`),
    check("product_variants_reserved_ck", sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.onHand}`),
    check("product_variants_price_ck", sql`${t.priceOverride} is null or ${t.priceOverride} > 0`),
    unique("product_variants_options_uq").on(t.productId, t.size, t.color).nullsNotDistinct(),
    index("product_variants_product_idx").on(t.productId),
    index("product_variants_sku_trgm_idx").using("gin", sql`${t.sku} gin_trgm_ops`),
    // SKUs are compared ignoring case (skuIn): the product form, the product import and the stock import.
    index("product_variants_sku_lower_idx").on(sql`lower(${t.sku})`),
  ],
);

/**
 * A SKU column's value is one of `skus`, ignoring case, in the form the index on lower(sku) answers
 * (pass the column as the statement names it, e.g. sql`v.sku` under an alias).
 */
export function skuIn(column: SQL | AnyPgColumn, skus: readonly string[]): SQL {
  return sql`lower(${column}) = any(${sql.param([...new Set(skus.map((s) => s.toLowerCase()))])}::text[])`;
}

export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    rating: integer("rating").notNull(),
    title: text("title"),
    body: text("body"),
    isApproved: boolean("is_approved").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("reviews_rating_ck", sql`${t.rating} between 1 and 5`),
    unique("reviews_product_user_uq").on(t.productId, t.userId),
    index("reviews_product_idx").on(t.productId),
  ],
);
