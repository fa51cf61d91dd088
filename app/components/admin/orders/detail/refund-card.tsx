import { useState } from "react";
import { Form } from "react-router";
import { formatIndianNumber, formatInr } from "../../../../../lib/money";
import { ConfirmButton } from "../../confirm-dialog";
import { Card, TextField } from "../../form-fields";
import type { OrderPageLine } from "./types";

interface Props {
  lines: OrderPageLine[];
  /** Paise that can still be refunded. */
  refundable: number;
  /** One key per refund form shown: submitting it twice refunds once. */
  refundKey: string;
  /** Paid through Razorpay (refunded there) rather than in cash (paid back by hand). */
  online: boolean;
  busy: boolean;
  errors: Record<string, string>;
}

/** Refund some lines (by quantity) or an amount; the money goes back through the payment's provider. */
export function RefundCard({ lines, refundable, refundKey, online, busy, errors }: Props) {
  const [mode, setMode] = useState<"lines" | "amount">("lines");
  const open = lines.filter((l) => l.quantity > l.refundedQuantity);
  return (
    <Card title="Refund">
      <p className="text-sm text-stone-700">Up to {formatInr(refundable)} can still be refunded.</p>
      <Form method="post" id="refund-order" className="space-y-3">
        <input type="hidden" name="intent" value="refund" />
        <input type="hidden" name="key" value={refundKey} />
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="sr-only">Refund by</legend>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="mode"
              value="lines"
              checked={mode === "lines"}
              onChange={() => setMode("lines")}
            />
            By item
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="mode"
              value="amount"
              checked={mode === "amount"}
              onChange={() => setMode("amount")}
            />
            By amount
          </label>
        </fieldset>
        {mode === "lines" ? (
          <ul className="space-y-2">
            {open.map((line) => {
              const left = line.quantity - line.refundedQuantity;
              return (
                <li key={line.id} className="flex items-center justify-between gap-3 text-sm">
                  <label htmlFor={`refund-${line.id}`} className="min-w-0">
                    <span className="block break-words">{line.productName}</span>
                    <span className="block text-xs text-stone-600">
                      {formatInr(line.priceAtPurchase)} each · {formatIndianNumber(left)} not refunded
                    </span>
                  </label>
                  <input
                    id={`refund-${line.id}`}
                    name={`qty_${line.id}`}
                    type="number"
                    min={0}
                    max={left}
                    step={1}
                    defaultValue={0}
                    inputMode="numeric"
                    className="w-20 rounded-lg border border-stone-300 px-2 py-1"
                  />
                </li>
              );
            })}
          </ul>
        ) : (
          <TextField
            id="refund-amount"
            label="Amount to refund (₹)"
            name="amount"
            inputMode="decimal"
            error={errors.amount}
          />
        )}
        {errors.lines && (
          <p role="alert" className="text-sm text-red-700">
            {errors.lines}
          </p>
        )}
        <TextField
          id="refund-reason"
          label="Reason"
          name="reason"
          maxLength={200}
          error={errors.reason}
          placeholder="e.g. Size did not fit"
        />
        <ConfirmButton
          title="Refund this order?"
          message={
            online
              ? "The money goes back to the customer's card, UPI or bank through Razorpay. This cannot be undone."
              : "The refund is recorded as paid back by hand (cash or bank transfer): pay the customer yourself. This cannot be undone."
          }
          confirmLabel="Refund"
          form="refund-order"
          disabled={busy}
        >
          Refund
        </ConfirmButton>
      </Form>
    </Card>
  );
}

/** Returned goods go back to stock only when someone says they came back. */
export function RestockCard({ lines, busy }: { lines: OrderPageLine[]; busy: boolean }) {
  const waiting = lines.filter((l) => l.refundedQuantity > l.restockedQuantity);
  if (waiting.length === 0) return null;
  return (
    <Card title="Returned goods">
      <Form method="post" className="space-y-2">
        <input type="hidden" name="intent" value="restock" />
        {waiting.map((line) => {
          const left = line.refundedQuantity - line.restockedQuantity;
          return (
            <div key={line.id} className="flex items-center justify-between gap-3 text-sm">
              <label htmlFor={`restock-${line.id}`} className="min-w-0 break-words">
                {line.productName}{" "}
                <span className="text-xs text-stone-600">
                  ({formatIndianNumber(left)} refunded, not back)
                </span>
              </label>
              <input
                id={`restock-${line.id}`}
                name={`qty_${line.id}`}
                type="number"
                min={0}
                max={left}
                step={1}
                defaultValue={0}
                inputMode="numeric"
                className="w-20 rounded-lg border border-stone-300 px-2 py-1"
              />
            </div>
          );
        })}
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-medium"
        >
          Put back in stock
        </button>
      </Form>
    </Card>
  );
}
