import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, paise, timestamptz, updatedAt } from "../../db/columns";
import { productVariants, products } from "../catalog/schema";
import { user } from "../customers/auth-schema";

export interface OrderAddress {
  fullName: string;
  email: string;
  phone: string;
  addressLine1: string;
  addressLine2?: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export const ORDER_STATUSES = [
  "pending",
  "confirmed",
  "processing",
  "shipped",
  "delivered",
  "cancelled",
  "refunded",
] as const;
export const PAYMENT_STATUSES = ["pending", "paid", "failed", "refunded", "partially_refunded"] as const;
export const PAYMENT_METHODS = ["razorpay", "cod", "bank_transfer"] as const;

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * What the back office's order search matches (case-insensitive contains): the order number and the
 * shipping name, e-mail and phone. Queries must use this same expression so the trigram index serves them.
 */
export const ORDER_SEARCH_TEXT = sql.raw(
  `lower("order_number" || ' ' || coalesce("shipping_address"->>'fullName', '') || ' ' || coalesce("shipping_address"->>'email', '') || ' ' || coalesce("shipping_address"->>'phone', ''))`,
);

export const orders = pgTable(
  "orders",
  {
    id: id(),
    orderNumber: text("order_number").notNull().unique(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    status: text("status").notNull().default("pending"),
    paymentStatus: text("payment_status").notNull().default("pending"),
    paymentMethod: text("payment_method").notNull().default("razorpay"),
    paymentId: text("payment_id"),
    razorpayOrderId: text("razorpay_order_id").unique(),
    subtotal: paise("subtotal").notNull(),
    taxAmount: paise("tax_amount").notNull().default(0),
    cgstAmount: paise("cgst_amount").notNull().default(0),
    sgstAmount: paise("sgst_amount").notNull().default(0),
    igstAmount: paise("igst_amount").notNull().default(0),
    /** 'inclusive' (GST inside prices) or 'exclusive' (flat rate added on top). */
    taxMode: text("tax_mode").notNull().default("inclusive"),
    shippingCost: paise("shipping_cost").notNull().default(0),
    /** Shipping is taxed at the goods' rate (the highest in the order), inside the fee. */
    shippingGstRateBp: integer("shipping_gst_rate_bp").notNull().default(0),
    shippingTaxableValue: paise("shipping_taxable_value").notNull().default(0),
    shippingTaxAmount: paise("shipping_tax_amount").notNull().default(0),
    discountAmount: paise("discount_amount").notNull().default(0),
    totalAmount: paise("total_amount").notNull(),
    shippingAddress: jsonb("shipping_address").$type<OrderAddress>().notNull(),
    billingAddress: jsonb("billing_address").$type<OrderAddress>(),
    customerNotes: text("customer_notes"),
    /** A registered buyer's GSTIN and business name (both or neither): the invoice is then a B2B invoice. */
    buyerGstin: text("buyer_gstin"),
    buyerBusinessName: text("buyer_business_name"),
    idempotencyKey: text("idempotency_key"),
    trackingNumber: text("tracking_number"),
    /** A key of the carrier list (server/modules/orders/carriers.ts); with tracking_number it builds the tracking link. */
    carrier: text("carrier"),
    shippedAt: timestamptz("shipped_at"),
    deliveredAt: timestamptz("delivered_at"),
    cancelReason: text("cancel_reason"),
    holdExpiresAt: timestamptz("hold_expires_at"),
    paidAt: timestamptz("paid_at"),
    cancelledAt: timestamptz("cancelled_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("orders_status_ck", sql`${t.status} in (${inList(ORDER_STATUSES)})`),
    check("orders_payment_status_ck", sql`${t.paymentStatus} in (${inList(PAYMENT_STATUSES)})`),
    check("orders_payment_method_ck", sql`${t.paymentMethod} in (${inList(PAYMENT_METHODS)})`),
    check("orders_tax_mode_ck", sql`${t.taxMode} in ('inclusive', 'exclusive')`),
    check(
      "orders_amounts_ck",
      sql`${t.subtotal} >= 0 and ${t.taxAmount} >= 0 and ${t.shippingCost} >= 0 and ${t.discountAmount} >= 0 and ${t.totalAmount} >= 0`,
    ),
    check("orders_notes_ck", sql`${t.customerNotes} is null or char_length(${t.customerNotes}) <= 500`),
    check(
      "orders_buyer_gstin_ck",
      sql`(${t.buyerGstin} is null and ${t.buyerBusinessName} is null) or (${t.buyerGstin} ~ '^[0-9]{2}[A-Z0-9]{13}$' and char_length(${t.buyerBusinessName}) between 1 and 150)`,
    ),
    unique("orders_user_idempotency_uq").on(t.userId, t.idempotencyKey),
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    index("orders_status_idx").on(t.status, t.createdAt),
    // The dashboard's order count and revenue read only these columns: an index-only scan.
    index("orders_status_payment_total_idx").on(t.status, t.paymentStatus, t.totalAmount),
    // The back office's orders list: newest first across every status, by payment, by state, and its search.
    // Status rides along so a date range's tab counts are an index-only scan of that range alone.
    index("orders_created_status_idx").on(t.createdAt, t.status),
    index("orders_payment_created_idx").on(t.paymentMethod, t.paymentStatus, t.createdAt),
    index("orders_state_created_idx").on(sql`(${t.shippingAddress}->>'state')`, t.createdAt),
    index("orders_search_trgm_idx").using("gin", sql`(${ORDER_SEARCH_TEXT}) gin_trgm_ops`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    variantId: uuid("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    productName: text("product_name").notNull(),
    productSku: text("product_sku").notNull(),
    size: text("size"),
    color: text("color"),
    hsnCode: text("hsn_code"),
    gstRateBp: integer("gst_rate_bp").notNull().default(0),
    /** Unit of quantity printed on the invoice (PCS, SET, PRS, NOS). */
    uqc: text("uqc").notNull().default("PCS"),
    quantity: integer("quantity").notNull(),
    priceAtPurchase: paise("price_at_purchase").notNull(),
    lineTotal: paise("line_total").notNull(),
    taxableValue: paise("taxable_value").notNull(),
    taxAmount: paise("tax_amount").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("order_items_quantity_ck", sql`${t.quantity} between 1 and 100`),
    check("order_items_amounts_ck", sql`${t.priceAtPurchase} >= 0 and ${t.lineTotal} >= 0`),
    index("order_items_order_idx").on(t.orderId),
    index("order_items_product_idx").on(t.productId),
    // Whether a variant is on any order (the admin product page), and the variant's on-delete set null.
    index("order_items_variant_idx").on(t.variantId),
  ],
);

export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    field: text("field").notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value").notNull(),
    note: text("note"),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("order_status_history_field_ck", sql`${t.field} in ('status', 'payment_status')`),
    index("order_status_history_order_idx").on(t.orderId),
  ],
);

/** Internal notes the shop's staff keep on an order; never shown to the customer. */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("order_notes_body_ck", sql`char_length(${t.body}) between 1 and 2000`),
    index("order_notes_order_idx").on(t.orderId, t.createdAt),
  ],
);

/** A named orders-list view (its query string) that one admin saved for themselves. */
export const savedOrderViews = pgTable(
  "saved_order_views",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    query: text("query").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("saved_order_views_name_ck", sql`char_length(${t.name}) between 1 and 60`),
    check("saved_order_views_query_ck", sql`char_length(${t.query}) <= 1000`),
    uniqueIndex("saved_order_views_user_name_uq").on(t.userId, t.name),
  ],
);
