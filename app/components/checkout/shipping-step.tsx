import { Form } from "react-router";
import { Link } from "../link";
import { BUSINESS_NAME_MAX, NOTES_MAX } from "../../../lib/checkout-schema";
import { Field } from "../ui/field";
import type { FormValues } from "../ui/form-hygiene";
import { useFormHygiene } from "../ui/use-form-hygiene";
import { StepCard } from "./step-card";
import { AddressFields, type AddressValues } from "./address-fields";

/** The action's own reading of the step: field messages by form field name, and its banner. */
const loadCheck = () =>
  import("../../../lib/checkout-schema").then(({ parseCheckoutDetails }) => (values: FormValues) => {
    const parsed = parseCheckoutDetails(values);
    return parsed.ok ? null : { fieldErrors: parsed.fieldErrors, message: parsed.message };
  });

/** The shipping form: saved addresses, the address, billing only when it differs, and notes. */
export function ShippingStep({
  values,
  errors,
  message,
  saved,
  busy,
}: {
  values: AddressValues;
  errors: Record<string, string>;
  message?: string;
  saved: { id: string; label: string }[];
  busy: boolean;
}) {
  const hygiene = useFormHygiene(loadCheck);
  const shown = hygiene.errors(errors);
  return (
    <StepCard id="shipping-heading" title="Shipping address" message={hygiene.message(message)}>
      {saved.length > 0 && (
        <nav aria-label="Saved addresses" className="mt-4">
          <p className="text-sm font-medium">Use a saved address:</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {saved.map((a) => (
              <li key={a.id}>
                <Link
                  to={`/checkout?address=${a.id}`}
                  className="inline-block rounded-lg border border-stone-300 px-3 py-2 text-sm hover:border-maroon-800"
                >
                  {a.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Form method="post" className="group/checkout mt-6 space-y-6" noValidate {...hygiene.formProps}>
        <AddressFields values={values} errors={shown} />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            id="billingDiffers"
            name="billingDiffers"
            defaultChecked={values.billingDiffers === "on"}
            className="size-4"
          />
          My billing address is different from the shipping address
        </label>
        <fieldset className="hidden space-y-4 group-has-[#billingDiffers:checked]/checkout:block">
          <legend className="text-lg font-semibold">Billing address</legend>
          <AddressFields prefix="billing_" values={values} errors={shown} />
        </fieldset>
        <details
          open={Boolean(values.gstin || values.businessName || shown.gstin || shown.businessName)}
          className="rounded-lg border border-stone-200 p-4"
        >
          <summary className="cursor-pointer text-sm font-medium">
            Buying for a registered business? Add your GSTIN (optional)
          </summary>
          <p className="mt-2 text-sm text-stone-600">
            Your tax invoice will show your business name and GSTIN, so you can claim input tax credit.
          </p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <Field
              label="GSTIN"
              name="gstin"
              defaultValue={values.gstin ?? ""}
              error={shown.gstin}
              maxLength={20}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              hint="15 characters, e.g. 08AABCD1234E1Z8"
            />
            <Field
              label="Business name"
              name="businessName"
              defaultValue={values.businessName ?? ""}
              error={shown.businessName}
              maxLength={BUSINESS_NAME_MAX}
              autoComplete="organization"
            />
          </div>
        </details>
        <div>
          <label htmlFor="field-notes" className="mb-1 block text-sm font-medium">
            Order notes (optional)
          </label>
          <textarea
            id="field-notes"
            name="notes"
            rows={3}
            maxLength={NOTES_MAX}
            defaultValue={values.notes ?? ""}
            aria-invalid={shown.notes ? true : undefined}
            aria-describedby={shown.notes ? "field-notes-error" : undefined}
            className="w-full rounded-lg border border-stone-300 px-3 py-2"
          />
          {shown.notes && (
            <p id="field-notes-error" className="mt-1 text-sm text-red-700">
              {shown.notes}
            </p>
          )}
        </div>
        <button
          name="intent"
          value="review"
          disabled={busy}
          className="rounded-full bg-maroon-800 px-6 py-3 font-semibold text-white hover:bg-maroon-900 disabled:opacity-60"
        >
          Continue to Summary
        </button>
      </Form>
    </StepCard>
  );
}
