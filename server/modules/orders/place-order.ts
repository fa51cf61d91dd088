import { and, eq } from "drizzle-orm";
import { type Database, getDb } from "../../db/client";
import { uniqueViolation } from "../../db/errors";
import { AppError } from "../../errors";
import { formatInr } from "../../../lib/money";
import { type CartView, clearCart, getCart } from "../cart/service";
import { applyStockChange, insufficientStockMessage, type StockLine } from "../inventory/service";
import { enqueueJob } from "../jobs/service";
import { type CheckoutSettings, getCheckoutSettings } from "../settings/service";
import { recordHistory } from "./history";
import { ORDER_JOBS } from "./jobs";
import { orders } from "./schema";
import type { PlacedOrder, PlaceOrderInput } from "./place-order-types";
import { draftOrder, type OrderDraft, writeOrder } from "./write-order";

export type { PlacedOrder, PlaceOrderInput } from "./place-order-types";

export const LOGIN_REQUIRED_MESSAGE = "You must be logged in to place an order";

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

async function findByKey(db: Database, userId: string, key: string): Promise<PlacedOrder | null> {
  const [row] = await db
    .select({ orderId: orders.id, orderNumber: orders.orderNumber, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row ? { ...row, created: false } : null;
}

/** Every reason the cart cannot be bought as it is, in the spec's words. */
function stockProblems(cart: CartView): string[] {
  return [
    ...cart.unavailable.map((name) => `Product not found: ${name}`),
    ...cart.lines
      .filter((l) => l.quantity > l.available)
      .map((l) => insufficientStockMessage(l.available, l.quantity, l.name)),
  ];
}

/** Why cash on delivery cannot pay this order, or null when it can. */
export function codRefusal(
  settings: Pick<CheckoutSettings, "codEnabled" | "codMaxOrderValue">,
  total: number,
  country: string,
): string | null {
  if (!settings.codEnabled) return "Cash on delivery is not available at the moment";
  if (country !== "India") return "Cash on delivery is available for deliveries within India only";
  if (total > settings.codMaxOrderValue)
    return `Cash on delivery is available for orders up to ${formatInr(settings.codMaxOrderValue)}`;
  return null;
}

/**
 * Places the signed-in user's cart as an order: amounts from database prices, stock held for every
 * line, items copied with their names, SKUs, options and prices. The order, its items, the stock
 * holds and their movements are written by one statement, so they exist together or not at all.
 * Online orders then wait for payment while the hold lasts; cash-on-delivery orders are confirmed
 * in the same transaction.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
  if (!input.userId) throw new AppError("UNAUTHENTICATED", LOGIN_REQUIRED_MESSAGE);
  const userId = input.userId;
  if (!KEY_PATTERN.test(input.idempotencyKey))
    throw new AppError("INVALID", "This checkout has expired. Please review your order and try again.");
  const db = getDb();
  // A retry of a placed order finds it before anything else is judged (its bag may be empty now).
  const refuse = async (error: AppError): Promise<PlacedOrder> => {
    const existing = await findByKey(db, userId, input.idempotencyKey);
    if (existing) return existing;
    throw error;
  };
  const settings = await getCheckoutSettings();
  let cart = await getCart({ userId }, db);
  for (let attempt = 1; ; attempt++) {
    const order = draftOrder(userId, input, cart, settings);
    const refusal = cartRefusal(cart, order, settings);
    if (refusal) return refuse(refusal);
    try {
      const placed = order.cod
        ? await db.transaction(async (tx) => {
            const written = await writeOrder(tx, order);
            if (written) await confirmCashOnDelivery(tx, written.orderId, userId, order.stockLines);
            return written;
          })
        : await writeOrder(db, order);
      if (placed) return placed;
    } catch (error) {
      // Two orders drew the same number in the same millisecond: draw again.
      if (uniqueViolation(error) === "orders_order_number_unique" && attempt < 3) continue;
      throw error;
    }
    // Nothing was written: the key was used meanwhile, or stock changed since the bag was read.
    const existing = await findByKey(db, userId, input.idempotencyKey);
    if (existing) return existing;
    if (attempt >= 3)
      throw new AppError("CONFLICT", "Stock changed while your order was placed. Please try again.");
    cart = await getCart({ userId }, db);
  }
}

/** Why this cart cannot be placed as it stands, in the spec's words; null when it can. */
function cartRefusal(cart: CartView, order: OrderDraft, settings: CheckoutSettings): AppError | null {
  if (cart.lines.length === 0 && cart.unavailable.length === 0)
    return new AppError("CONFLICT", "Your bag is empty. Add something you love before checking out.");
  const problems = stockProblems(cart);
  if (problems.length > 0) return new AppError("CONFLICT", `Stock validation failed: ${problems.join("; ")}`);
  if (order.cod) {
    const refusal = codRefusal(settings, order.quote.totalAmount, order.input.details.shipping.country);
    if (refusal) return new AppError("CONFLICT", refusal, { paymentMethod: refusal });
  }
  return null;
}

/** Cash on delivery: the held stock leaves at once and the order is confirmed, with payment pending. */
async function confirmCashOnDelivery(tx: Database, orderId: string, userId: string, stockLines: StockLine[]) {
  await applyStockChange(tx, "deduct", orderId, stockLines, "Cash on delivery order confirmed");
  await tx.update(orders).set({ status: "confirmed" }).where(eq(orders.id, orderId));
  await recordHistory(
    tx,
    orderId,
    [{ field: "status", from: "pending", to: "confirmed" }],
    "Cash on delivery",
  );
  await enqueueJob(ORDER_JOBS.confirmed, { orderId }, { db: tx, uniqueKey: `confirmed:${orderId}` });
  await clearCart({ userId }, tx);
}
