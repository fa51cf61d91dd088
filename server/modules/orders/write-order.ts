import { sql } from "drizzle-orm";
import { type Database, queryPreparedRows } from "../../db/client";
import type { CartView } from "../cart/service";
import { stockCheckCtes, stockHoldCtes, type StockLine } from "../inventory/service";
import { enqueueJobCte } from "../jobs/service";
import type { CheckoutSettings } from "../settings/service";
import { ORDER_JOBS } from "./jobs";
import { newOrderNumber } from "./order-number";
import type { PlacedOrder, PlaceOrderInput } from "./place-order-types";
import { type OrderQuote, quoteOrder } from "./quote";

/** Everything an order is written from, worked out before the database is touched. */
export interface OrderDraft {
  userId: string;
  input: PlaceOrderInput;
  quote: OrderQuote;
  stockLines: StockLine[];
  orderNumber: string;
  cod: boolean;
  /** When an unpaid online order gives its stock back; null for cash on delivery. */
  holdExpiresAt: Date | null;
}

export function draftOrder(
  userId: string,
  input: PlaceOrderInput,
  cart: CartView,
  settings: CheckoutSettings,
): OrderDraft {
  const now = Date.now();
  const cod = input.paymentMethod === "cod";
  return {
    userId,
    input,
    quote: quoteOrder(cart.lines, input.details.shipping, settings),
    stockLines: cart.lines.map((l) => ({
      variantId: l.variantId,
      productId: l.productId,
      productName: l.name,
      quantity: l.quantity,
    })),
    orderNumber: newOrderNumber(settings.orderNumberPrefix, now),
    cod,
    holdExpiresAt: cod ? null : new Date(now + settings.holdMinutes * 60_000),
  };
}

/**
 * Writes the order, its items, the stock holds with their movements and, for an online order, the
 * job that ends its hold, in one statement. Returns null, having written nothing, when a line cannot
 * be held at the levels the database has now or the idempotency key has already placed an order.
 */
export async function writeOrder(db: Database, draft: OrderDraft): Promise<PlacedOrder | null> {
  const { quote, input } = draft;
  const { shipping, billing, notes, business } = input.details;
  const items = quote.lines;
  const holdJob = draft.holdExpiresAt
    ? sql`, ${enqueueJobCte("hold_job", ORDER_JOBS.expireHold, {
        from: "new_order",
        payload: sql`jsonb_build_object('orderId', f.id)`,
        uniqueKey: sql`'expire-hold:' || f.id`,
        runAt: draft.holdExpiresAt,
      })}`
    : sql``;
  const [row] = await queryPreparedRows<{ id: string; order_number: string }>(
    db,
    draft.cod ? "place_order_cod" : "place_order_online",
    sql`with ${stockCheckCtes(draft.stockLines)},
    new_order as (
      insert into orders (order_number, user_id, payment_method, subtotal, tax_amount, cgst_amount,
        sgst_amount, igst_amount, tax_mode, shipping_cost, shipping_gst_rate_bp, shipping_taxable_value,
        shipping_tax_amount, discount_amount, total_amount, shipping_address, billing_address, customer_notes, buyer_gstin, buyer_business_name, idempotency_key,
        hold_expires_at)
      select ${draft.orderNumber}, ${draft.userId}, ${input.paymentMethod}, ${quote.subtotal},
        ${quote.taxAmount}, ${quote.cgstAmount}, ${quote.sgstAmount}, ${quote.igstAmount},
        ${quote.taxMode}, ${quote.shippingCost}, ${quote.shippingGstRateBp}, ${quote.shippingTaxableValue},
        ${quote.shippingTaxAmount}, ${quote.discountAmount}, ${quote.totalAmount},
        ${JSON.stringify(shipping)}::jsonb, ${billing ? JSON.stringify(billing) : null}::jsonb,
        ${notes}, ${business?.gstin ?? null}, ${business?.name ?? null}, ${input.idempotencyKey},
        ${draft.holdExpiresAt}::timestamptz
      where not exists (select 1 from stock_short)
      on conflict (user_id, idempotency_key) do nothing
      returning id, order_number
    ),
    new_items as (
      insert into order_items (order_id, product_id, variant_id, product_name, product_sku, size,
        color, hsn_code, gst_rate_bp, uqc, quantity, price_at_purchase, line_total, taxable_value,
        tax_amount)
      select o.id, i.* from new_order o, unnest(
        ${sql.param(items.map((i) => i.line.productId))}::uuid[],
        ${sql.param(items.map((i) => i.line.variantId))}::uuid[],
        ${sql.param(items.map((i) => i.line.name))}::text[],
        ${sql.param(items.map((i) => i.line.sku))}::text[],
        ${sql.param(items.map((i) => i.line.size))}::text[],
        ${sql.param(items.map((i) => i.line.color))}::text[],
        ${sql.param(items.map((i) => i.line.hsnCode))}::text[],
        ${sql.param(items.map((i) => i.gstRateBp))}::int[],
        ${sql.param(items.map((i) => i.line.uqc))}::text[],
        ${sql.param(items.map((i) => i.line.quantity))}::int[],
        ${sql.param(items.map((i) => i.line.price))}::int[],
        ${sql.param(items.map((i) => i.line.lineTotal))}::int[],
        ${sql.param(items.map((i) => i.taxableValue))}::int[],
        ${sql.param(items.map((i) => i.tax))}::int[]
      ) as i
    ),
    ${stockHoldCtes("new_order", "Order placed")}${holdJob}
    select id, order_number from new_order`,
  );
  return row
    ? { orderId: row.id, orderNumber: row.order_number, paymentMethod: input.paymentMethod, created: true }
    : null;
}
