import { and, eq } from "drizzle-orm";
import { type Database, getDb } from "../../db/client";
import { uniqueViolation } from "../../db/errors";
import { AppError } from "../../errors";
import { formatInr } from "../../../lib/money";
import type { CheckoutDetails, PaymentChoice } from "../../../lib/checkout-schema";
import { type CartView, clearCart, getCart } from "../cart/service";
import {
  applyStockChange,
  insufficientStockMessage,
  reserveStock,
  type StockLine,
} from "../inventory/service";
import { enqueueJob } from "../jobs/service";
import { type CheckoutSettings, getCheckoutSettings } from "../settings/checkout-settings";
import { recordHistory } from "./history";
import { ORDER_JOBS } from "./jobs";
import { newOrderNumber } from "./order-number";
import { quoteOrder } from "./quote";
import { orderItems, orders } from "./schema";

export const LOGIN_REQUIRED_MESSAGE = "You must be logged in to place an order";

export interface PlaceOrderInput {
  userId: string | null;
  /** One per checkout: a double submit or a retry with the same key returns the same order. */
  idempotencyKey: string;
  details: CheckoutDetails;
  paymentMethod: PaymentChoice;
}

export interface PlacedOrder {
  orderId: string;
  orderNumber: string;
  paymentMethod: string;
  /** False when the key had already placed this order. */
  created: boolean;
}

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
 * Places the signed-in user's cart as an order in one transaction: amounts from database prices,
 * stock held for every line, items copied with their names, SKUs, options and prices. Online
 * orders then wait for payment while the hold lasts; cash-on-delivery orders are confirmed at once.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
  if (!input.userId) throw new AppError("UNAUTHENTICATED", LOGIN_REQUIRED_MESSAGE);
  const userId = input.userId;
  if (!KEY_PATTERN.test(input.idempotencyKey))
    throw new AppError("INVALID", "This checkout has expired. Please review your order and try again.");
  const db = getDb();
  const existing = await findByKey(db, userId, input.idempotencyKey);
  if (existing) return existing;
  const settings = await getCheckoutSettings();
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => insertOrder(tx, userId, input, settings));
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === "orders_user_idempotency_uq") {
        const winner = await findByKey(db, userId, input.idempotencyKey);
        if (winner) return winner;
      }
      // Two orders drew the same number in the same millisecond: draw again.
      if (constraint === "orders_order_number_unique" && attempt < 3) continue;
      throw error;
    }
  }
}

async function insertOrder(
  tx: Database,
  userId: string,
  input: PlaceOrderInput,
  settings: CheckoutSettings,
): Promise<PlacedOrder> {
  const cart = await getCart({ userId }, tx);
  if (cart.lines.length === 0 && cart.unavailable.length === 0)
    throw new AppError("CONFLICT", "Your bag is empty. Add something you love before checking out.");
  const problems = stockProblems(cart);
  if (problems.length > 0) throw new AppError("CONFLICT", `Stock validation failed: ${problems.join("; ")}`);

  const { shipping, billing, notes } = input.details;
  const quote = quoteOrder(cart.lines, shipping, settings);
  const cod = input.paymentMethod === "cod";
  if (cod) {
    const refusal = codRefusal(settings, quote.totalAmount, shipping.country);
    if (refusal) throw new AppError("CONFLICT", refusal, { paymentMethod: refusal });
  }
  const now = new Date();
  const holdExpiresAt = cod ? null : new Date(now.getTime() + settings.holdMinutes * 60_000);
  const [order] = await tx
    .insert(orders)
    .values({
      orderNumber: newOrderNumber(settings.orderNumberPrefix, now.getTime()),
      userId,
      status: "pending",
      paymentStatus: "pending",
      paymentMethod: input.paymentMethod,
      subtotal: quote.subtotal,
      taxAmount: quote.taxAmount,
      cgstAmount: quote.cgstAmount,
      sgstAmount: quote.sgstAmount,
      igstAmount: quote.igstAmount,
      taxMode: quote.taxMode,
      shippingCost: quote.shippingCost,
      discountAmount: quote.discountAmount,
      totalAmount: quote.totalAmount,
      shippingAddress: shipping,
      billingAddress: billing,
      customerNotes: notes,
      idempotencyKey: input.idempotencyKey,
      holdExpiresAt,
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  await tx.insert(orderItems).values(
    quote.lines.map(({ line, taxableValue, tax, gstRateBp }) => ({
      orderId: order.id,
      productId: line.productId,
      variantId: line.variantId,
      productName: line.name,
      productSku: line.sku,
      size: line.size,
      color: line.color,
      hsnCode: line.hsnCode,
      gstRateBp,
      quantity: line.quantity,
      priceAtPurchase: line.price,
      lineTotal: line.lineTotal,
      taxableValue,
      taxAmount: tax,
    })),
  );
  const stockLines: StockLine[] = cart.lines.map((l) => ({
    variantId: l.variantId,
    productId: l.productId,
    productName: l.name,
    quantity: l.quantity,
  }));
  await reserveStock(tx, order.id, stockLines);

  if (cod) {
    await applyStockChange(tx, "deduct", order.id, stockLines, "Cash on delivery order confirmed");
    await tx.update(orders).set({ status: "confirmed" }).where(eq(orders.id, order.id));
    await recordHistory(
      tx,
      order.id,
      [{ field: "status", from: "pending", to: "confirmed" }],
      "Cash on delivery",
    );
    await enqueueJob(
      ORDER_JOBS.confirmed,
      { orderId: order.id },
      { db: tx, uniqueKey: `confirmed:${order.id}` },
    );
    await clearCart({ userId }, tx);
  } else {
    await enqueueJob(
      ORDER_JOBS.expireHold,
      { orderId: order.id },
      { db: tx, runAt: holdExpiresAt ?? now, uniqueKey: `expire-hold:${order.id}` },
    );
  }
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    paymentMethod: input.paymentMethod,
    created: true,
  };
}
