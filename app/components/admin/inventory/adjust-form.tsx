import { useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import { primaryAction } from "../page-header";

export interface AdjustFailure {
  error: string;
  variantId?: string;
}

interface Props {
  variantId: string;
  sku: string;
  onHand: number;
  /** The list's address, so the page comes back as it was. */
  action: string;
  reasons: [string, string][];
  failure?: AdjustFailure;
  /** Drawn open (the address asked for this variant's form). */
  opened?: boolean;
}

const control = "mt-1 w-full rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm";
const label = "block text-xs font-medium text-stone-700";

/**
 * A variant's stock adjustment, folded away until opened: a change (+5, -2) or the new count, and a
 * reason. A refusal comes back opened with its message. The form is drawn when first opened (a page
 * of 100 products would otherwise carry some 300 forms); without JavaScript, opening shows a link
 * to the same page with this variant's form drawn.
 */
export function AdjustForm({ variantId, sku, onHand, action, reasons, failure, opened = false }: Props) {
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("variantId") === variantId;
  const failed = failure?.variantId === variantId;
  const [drawn, setDrawn] = useState(opened || failed);
  const anchor = `adjust-${variantId}`;
  return (
    <details
      id={anchor}
      open={opened || failed}
      onToggle={(event) => {
        if (event.currentTarget.open) setDrawn(true);
      }}
      className="w-full sm:w-auto"
    >
      <summary className="cursor-pointer text-sm font-medium text-maroon-800">Adjust</summary>
      {drawn || failed || opened ? (
        <Form method="post" action={action} className="mt-2 grid grid-cols-2 gap-2 sm:w-72">
          <input type="hidden" name="intent" value="adjust" />
          <input type="hidden" name="variantId" value={variantId} />
          <input type="hidden" name="seenOnHand" value={onHand} />
          <label className={label}>
            Adjust by
            <select name="mode" defaultValue="change" className={control}>
              <option value="change">Change (+/-)</option>
              <option value="set">New quantity</option>
            </select>
          </label>
          <label className={label}>
            Quantity
            <input
              name="quantity"
              required
              autoComplete="off"
              placeholder="+5 or -2"
              maxLength={8}
              aria-describedby={failed ? `${id}-error` : undefined}
              className={control}
            />
          </label>
          <label className={`${label} col-span-2`}>
            Reason
            <select name="reason" defaultValue="count" className={control}>
              {reasons.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </label>
          <label className={`${label} col-span-2`}>
            Note (optional)
            <input name="note" maxLength={200} autoComplete="off" className={control} />
          </label>
          {failed && (
            <p id={`${id}-error`} role="alert" className="col-span-2 text-sm text-red-700">
              {failure.error}
            </p>
          )}
          <button
            type="submit"
            disabled={busy}
            className={`${primaryAction} col-span-2 py-1.5`}
            aria-label={`Save stock for ${sku}`}
          >
            {busy ? "Saving..." : "Save"}
          </button>
        </Form>
      ) : (
        // A plain link: with JavaScript the form is drawn before anyone could follow it, and a
        // router Link per variant would cost the page's render a path resolution each.
        <a
          href={`${action}${action.includes("?") ? "&" : "?"}adjust=${variantId}#${anchor}`}
          className="mt-2 block text-sm text-maroon-800 underline"
        >
          Adjust stock for {sku}
        </a>
      )}
    </details>
  );
}
