import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../db/columns";
import { productVariants, products } from "../catalog/schema";
import { user } from "../customers/auth-schema";
import { orders } from "../orders/schema";

export const MOVEMENT_TYPES = [
  "reservation",
  "release",
  "deduction",
  "restoration",
  "adjustment",
  "restock",
] as const;

/** Every change to a variant's on_hand or reserved writes one row here. */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: id(),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    movementType: text("movement_type").notNull(),
    quantity: integer("quantity").notNull(),
    previousOnHand: integer("previous_on_hand").notNull(),
    newOnHand: integer("new_on_hand").notNull(),
    previousReserved: integer("previous_reserved").notNull(),
    newReserved: integer("new_reserved").notNull(),
    reason: text("reason").notNull(),
    referenceId: text("reference_id"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    systemGenerated: boolean("system_generated").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "stock_movements_type_ck",
      sql`${t.movementType} in ('reservation', 'release', 'deduction', 'restoration', 'adjustment', 'restock')`,
    ),
    check("stock_movements_levels_ck", sql`${t.newOnHand} >= 0 and ${t.newReserved} >= 0`),
    index("stock_movements_variant_idx").on(t.variantId, t.createdAt),
    index("stock_movements_order_idx").on(t.orderId),
    // Stock history in the back office: by product, or everything, newest first.
    index("stock_movements_product_idx").on(t.productId, t.createdAt),
    index("stock_movements_created_idx").on(t.createdAt),
  ],
);
