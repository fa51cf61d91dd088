import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "../../db/columns";
import { productVariants } from "../catalog/schema";
import { user } from "../customers/auth-schema";

/** A cart belongs to a signed-in user or to a guest identified by a hashed http-only cookie token. */
export const carts = pgTable(
  "carts",
  {
    id: id(),
    userId: text("user_id")
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    guestTokenHash: text("guest_token_hash").unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("carts_owner_ck", sql`${t.userId} is not null or ${t.guestTokenHash} is not null`)],
);

export const cartLines = pgTable(
  "cart_lines",
  {
    id: id(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("cart_lines_quantity_ck", sql`${t.quantity} between 1 and 100`),
    unique("cart_lines_cart_variant_uq").on(t.cartId, t.variantId),
    index("cart_lines_cart_idx").on(t.cartId),
  ],
);
