import { COUNTRIES } from "../../../lib/address-schema";
import { Field } from "../ui/field";
import { IndianStatesList } from "../ui/indian-states-list";

export type AddressValues = Partial<Record<string, string>>;

/** The checkout address fields of spec section 5; billing fields carry the billing_ prefix. */
export function AddressFields({
  prefix = "",
  values,
  errors,
}: {
  prefix?: string;
  values: AddressValues;
  errors: Record<string, string>;
}) {
  const name = (field: string) => `${prefix}${field}`;
  const field = (key: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <Field
      label={label}
      name={name(key)}
      defaultValue={values[name(key)] ?? ""}
      error={errors[name(key)]}
      {...props}
    />
  );
  const countryId = `field-${name("country")}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {field("fullName", "Full name", {
        autoComplete: `${prefix ? "billing" : "shipping"} name`,
        className: "sm:col-span-2",
      })}
      {field("email", "Email", { type: "email", autoComplete: "email", inputMode: "email" })}
      {field("phone", "Phone", { type: "tel", autoComplete: "tel", inputMode: "tel" })}
      {field("addressLine1", "Address line 1", {
        autoComplete: `${prefix ? "billing" : "shipping"} address-line1`,
        className: "sm:col-span-2",
      })}
      {field("addressLine2", "Address line 2 (optional)", {
        autoComplete: `${prefix ? "billing" : "shipping"} address-line2`,
        className: "sm:col-span-2",
      })}
      {field("city", "City", { autoComplete: `${prefix ? "billing" : "shipping"} address-level2` })}
      {/* Suggestions, not a select: the field takes other countries' states too, even without JavaScript. */}
      {field("state", "State", {
        autoComplete: `${prefix ? "billing" : "shipping"} address-level1`,
        list: "indian-states",
      })}
      {field("postalCode", "Postal code (PIN)", {
        autoComplete: `${prefix ? "billing" : "shipping"} postal-code`,
        inputMode: "numeric",
      })}
      <div>
        <label htmlFor={countryId} className="mb-1 block text-sm font-medium">
          Country
        </label>
        <select
          id={countryId}
          name={name("country")}
          defaultValue={values[name("country")] || "India"}
          className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
        >
          {COUNTRIES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
        {errors[name("country")] && <p className="mt-1 text-sm text-red-700">{errors[name("country")]}</p>}
      </div>
      {!prefix && <IndianStatesList id="indian-states" />}
    </div>
  );
}
