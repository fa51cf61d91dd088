import { formatIndianNumber, formatInr } from "../../../../../lib/money";
import { AdminTable } from "../../admin-table";
import type { OrderPageLine } from "./types";

interface Totals {
  subtotal: number;
  shippingCost: number;
  discountAmount: number;
  taxAmount: number;
  totalAmount: number;
}

/** The order's lines with what was refunded and restocked, and its totals. */
export function OrderLines({
  lines,
  totals,
  refunded,
}: {
  lines: OrderPageLine[];
  totals: Totals;
  refunded: number;
}) {
  return (
    <section aria-labelledby="order-lines" className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id="order-lines" className="mb-3 font-semibold text-stone-900">
        Items
      </h2>
      <AdminTable caption="Items of this order">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Unit price</th>
            <th scope="col">Line total</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <td>
                <span className="block font-medium">{line.productName}</span>
                <span className="block text-xs text-stone-600">
                  SKU {line.productSku}
                  {line.size ? ` · Size ${line.size}` : ""}
                  {line.color ? ` · ${line.color}` : ""}
                </span>
                {line.refundedQuantity > 0 && (
                  <span className="block text-xs text-stone-700">
                    {formatIndianNumber(line.refundedQuantity)} refunded
                    {line.restockedQuantity > 0
                      ? `, ${formatIndianNumber(line.restockedQuantity)} back in stock`
                      : ""}
                  </span>
                )}
              </td>
              <td data-label="Quantity">{formatIndianNumber(line.quantity)}</td>
              <td data-label="Unit price" className="whitespace-nowrap">
                {formatInr(line.priceAtPurchase)}
              </td>
              <td data-label="Line total" className="whitespace-nowrap">
                {formatInr(line.lineTotal)}
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
      <dl className="mt-3 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt>Subtotal</dt>
        <dd className="text-right">{formatInr(totals.subtotal)}</dd>
        <dt>Shipping</dt>
        <dd className="text-right">{totals.shippingCost === 0 ? "Free" : formatInr(totals.shippingCost)}</dd>
        {totals.discountAmount > 0 && (
          <>
            <dt>Discount</dt>
            <dd className="text-right">−{formatInr(totals.discountAmount)}</dd>
          </>
        )}
        <dt className="text-stone-600">GST included</dt>
        <dd className="text-right text-stone-600">{formatInr(totals.taxAmount)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold">{formatInr(totals.totalAmount)}</dd>
        {refunded > 0 && (
          <>
            <dt>Refunded</dt>
            <dd className="text-right">−{formatInr(refunded)}</dd>
            <dt className="font-semibold">Kept</dt>
            <dd className="text-right font-semibold">{formatInr(totals.totalAmount - refunded)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
