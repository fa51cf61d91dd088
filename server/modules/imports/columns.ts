import type { ColumnSpec, ColumnType } from "./types";

const col = (name: string, type: ColumnType, sample: string): ColumnSpec => ({ name, type, sample });

/**
 * One row per variant, matched by SKU. Rows sharing a parent_sku (the SKU of the product's first
 * row) are one product; product fields are read from that first row.
 */
export const PRODUCT_COLUMNS: ColumnSpec[] = [
  col("sku", "text", "KUR-SILK-M-MAROON"),
  col("parent_sku", "text", ""),
  col("name", "text", "Banarasi Silk Kurta"),
  col("category", "text", "Kurtas"),
  col("price", "number", "2499"),
  col("original_price", "number", "2999"),
  col("cost_price", "number", "1200"),
  col("size", "text", "M"),
  col("color", "text", "Maroon"),
  col("color_hex", "text", "#800000"),
  col("variant_price", "number", ""),
  col("stock", "number", "25"),
  col("short_description", "text", "Handwoven silk kurta with zari work"),
  col("description", "text", "A festive kurta woven in Varanasi, with zari motifs on the placket."),
  col("tags", "text", "silk, festive, wedding"),
  col("brand", "text", ""),
  col("material", "text", "Silk"),
  col("product_color", "text", "Maroon"),
  col("hsn_code", "text", "6211"),
  col("gst_rate", "text", "slab"),
  col("uqc", "text", "PCS"),
  col("weight_grams", "number", "450"),
  col("low_stock_threshold", "number", "5"),
  col("reorder_point", "number", ""),
  col("reorder_quantity", "number", ""),
  col("warehouse_location", "text", ""),
  col("last_restock_date", "text", ""),
  col("meta_title", "text", ""),
  col("meta_description", "text", ""),
  col("size_chart", "text", ""),
  col("care_instructions", "text", "Dry clean only"),
  col("image_urls", "text", ""),
  col("is_active", "boolean", "true"),
  col("is_featured", "boolean", "false"),
  col("is_bestseller", "boolean", "false"),
];

/** Stock levels: the new on-hand count of a variant named by SKU, or of a product's only variant. */
export const STOCK_COLUMNS: ColumnSpec[] = [
  col("sku", "text", "KUR-SILK-M-MAROON"),
  col("product_id", "text", ""),
  col("quantity", "number", "40"),
  col("reason", "text", "Stock count"),
];

/** Categories, matched by slug (made from the name when the column is empty). */
export const CATEGORY_COLUMNS: ColumnSpec[] = [
  col("name", "text", "Festive Kurtas"),
  col("slug", "text", "festive-kurtas"),
  col("parent", "text", "Traditional Wear"),
  col("description", "text", "Kurtas for Diwali, Eid and weddings"),
  col("introduction_text", "text", ""),
  col("color_hex", "text", "#a0522d"),
  col("is_active", "boolean", "true"),
  col("is_featured", "boolean", "false"),
  col("featured_sort_order", "number", "0"),
  col("collection_type", "text", "standard"),
  col("meta_title", "text", ""),
  col("meta_description", "text", ""),
];

/** Newsletter subscribers, matched by e-mail. */
export const SUBSCRIBER_COLUMNS: ColumnSpec[] = [
  col("email", "text", "asha@example.com"),
  col("full_name", "text", "Asha Verma"),
  col("source", "text", "import"),
  col("is_active", "boolean", "true"),
  col("weekly_newsletter", "boolean", "true"),
  col("promotions", "boolean", "true"),
  col("new_arrivals", "boolean", "true"),
];
