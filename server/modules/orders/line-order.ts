import { asc } from "drizzle-orm";
import { orderItems } from "./schema";

/**
 * The order an order's lines are listed in on every page and document (order page, invoice, credit
 * note, export, GSTR-1). Checkout writes all lines in one statement, so they share a timestamp; the
 * name, the SKU and the id then make the order the same everywhere.
 */
export const orderLineOrder = [
  asc(orderItems.createdAt),
  asc(orderItems.productName),
  asc(orderItems.productSku),
  asc(orderItems.id),
];
