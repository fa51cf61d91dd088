import { Form } from "react-router";
import { ADDRESS_FIELDS, CHECKOUT_FORM_FIELDS } from "../../../lib/checkout-schema";
import { useFormatInr } from "../currency";
import { AddressView } from "../orders/address-view";
import { StepCard } from "./step-card";
import type { AddressValues } from "./address-fields";
import type { Totals } from "./order-totals";

const addressFrom = (values: AddressValues, prefix = "") =>
  Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, values[`${prefix}${f}`] ?? ""]));

export interface SummaryView {
  values: AddressValues;
  message?: string;
  totals: Totals;
  cod: { available: boolean; reason: string | null };
}

/** The review: addresses, notes and the payment choice; every field goes back to the server again. */
export function SummaryStep({
  state,
  idempotencyKey,
  busy,
  testMode,
}: {
  state: SummaryView;
  idempotencyKey: string;
  busy: boolean;
  testMode: boolean;
}) {
  const formatInr = useFormatInr();
  const { values } = state;
  return (
    <StepCard id="review-heading" title="Review your order" message={state.message}>
      <Form method="post" className="mt-4 space-y-6">
        {CHECKOUT_FORM_FIELDS.map((f) => (
          <input key={f} type="hidden" name={f} value={values[f] ?? ""} />
        ))}
        <input type="hidden" name="key" value={idempotencyKey} />
        <div className="grid gap-6 sm:grid-cols-2">
          <div>
            <h3 className="font-semibold">Shipping to</h3>
            <AddressView address={addressFrom(values)} />
          </div>
          <div>
            <h3 className="font-semibold">Billing address</h3>
            {values.billingDiffers === "on" ? (
              <AddressView address={addressFrom(values, "billing_")} />
            ) : (
              <p className="text-sm text-stone-700">Same as shipping address</p>
            )}
          </div>
        </div>
        {values.gstin && (
          <div>
            <h3 className="font-semibold">GST invoice to</h3>
            <p className="text-sm text-stone-700">
              {values.businessName}, GSTIN {values.gstin}
            </p>
          </div>
        )}
        {values.notes && (
          <div>
            <h3 className="font-semibold">Order notes</h3>
            <p className="whitespace-pre-line text-sm text-stone-700">{values.notes}</p>
          </div>
        )}
        <fieldset>
          <legend className="font-semibold">Payment method</legend>
          <label className="mt-2 flex items-start gap-3 rounded-lg border border-stone-300 p-3">
            <input type="radio" name="paymentMethod" value="razorpay" defaultChecked className="mt-1" />
            <span>
              Pay online with Razorpay
              <span className="block text-xs text-stone-600">
                UPI, cards, net banking and wallets
                {testMode && " · Test mode: payments go through the local test gateway, no real money moves"}
              </span>
            </span>
          </label>
          <label
            className={`mt-2 flex items-start gap-3 rounded-lg border border-stone-300 p-3 ${state.cod.available ? "" : "opacity-60"}`}
          >
            <input
              type="radio"
              name="paymentMethod"
              value="cod"
              disabled={!state.cod.available}
              className="mt-1"
            />
            <span>
              Cash on delivery
              <span className="block text-xs text-stone-600">
                {state.cod.reason ?? "Pay in cash when your order arrives"}
              </span>
            </span>
          </label>
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <button
            name="intent"
            value="edit"
            disabled={busy}
            className="rounded-full border border-maroon-800 px-6 py-3 font-semibold text-maroon-800"
          >
            Back to Shipping
          </button>
          <button
            name="intent"
            value="place"
            disabled={busy}
            className="rounded-full bg-maroon-800 px-6 py-3 font-semibold text-white hover:bg-maroon-900 disabled:opacity-60"
          >
            {busy ? "Placing order..." : `Place Order · ${formatInr(state.totals.totalAmount)}`}
          </button>
        </div>
      </Form>
    </StepCard>
  );
}
