import { useState } from "react";
import { Form } from "react-router";
import { ACCOUNT_MESSAGES } from "../../../lib/account-messages";
import { COUNTRIES } from "../../../lib/address-schema";
import type { AccountActionData } from "./action-data";
import { Field } from "../ui/field";
import { IndianStatesList } from "../ui/indian-states-list";
import { schemaCheck } from "../ui/form-hygiene";
import { Notice } from "../ui/notice";
import { useFormHygiene } from "../ui/use-form-hygiene";

const loadCheck = () =>
  import("../../../lib/address-schema").then((m) => schemaCheck(m.addressSchema, ACCOUNT_MESSAGES.fixErrors));

interface Address {
  id: string;
  title: string;
  fullName: string;
  phone: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  isDefault: boolean;
}

/** The list, and one form that toggles between adding and editing. */
export function AddressesTab({ addresses, result }: { addresses: Address[]; result?: AccountActionData }) {
  const failedSave = result?.intent === "address-save" && !result.ok;
  const [editing, setEditing] = useState<Address | "new" | null>(null);
  const showForm = editing !== null || failedSave;
  const current = editing && editing !== "new" ? editing : undefined;
  return (
    <section aria-label="Saved addresses" className="space-y-4">
      {result && !failedSave && (
        <p
          role={result.ok ? "status" : "alert"}
          className={`rounded-lg p-3 text-sm ${result.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-800"}`}
        >
          {result.message}
        </p>
      )}
      {addresses.length === 0 && !showForm && (
        <p className="rounded-xl bg-white p-6 text-center text-stone-700">No saved addresses yet.</p>
      )}
      <ul className="grid gap-4 sm:grid-cols-2">
        {addresses.map((a) => (
          <li key={a.id} className="rounded-xl border border-stone-200 bg-white p-4 text-sm">
            <p className="font-semibold">
              {a.title}{" "}
              {a.isDefault && (
                <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800">
                  Default
                </span>
              )}
            </p>
            <address className="mt-1 not-italic text-stone-700">
              {a.fullName}, {a.addressLine1}
              {a.addressLine2 ? `, ${a.addressLine2}` : ""}, {a.city}, {a.state} {a.postalCode}, {a.country} ·{" "}
              {a.phone}
            </address>
            <div className="mt-3 flex gap-3">
              <button type="button" onClick={() => setEditing(a)} className="text-maroon-800 underline">
                Edit<span className="sr-only"> {a.title}</span>
              </button>
              <Form
                method="post"
                onSubmit={(e) => {
                  if (!window.confirm("Are you sure you want to delete this address?")) e.preventDefault();
                }}
              >
                <input type="hidden" name="addressId" value={a.id} />
                <button name="intent" value="address-delete" className="text-red-800 underline">
                  Delete<span className="sr-only"> {a.title}</span>
                </button>
              </Form>
            </div>
          </li>
        ))}
      </ul>
      {showForm ? (
        <AddressForm
          key={current?.id ?? "new"}
          current={current}
          failed={failedSave ? result : undefined}
          onDone={() => setEditing(null)}
        />
      ) : (
        <button
          type="button"
          onClick={() => setEditing("new")}
          className="rounded-full bg-maroon-800 px-5 py-2 text-sm font-semibold text-white"
        >
          Add Address
        </button>
      )}
    </section>
  );
}

/** Adding or editing one address: mounted afresh for each, so no message of another lingers. */
function AddressForm({
  current,
  failed,
  onDone,
}: {
  current?: Address;
  failed?: AccountActionData;
  onDone: () => void;
}) {
  const hygiene = useFormHygiene(loadCheck, { onSubmit: onDone });
  const v = failed ? (failed.values ?? {}) : undefined;
  const errors = hygiene.errors(failed?.fieldErrors);
  const banner = hygiene.message(failed?.message);
  const value = (key: keyof Address) => v?.[key] ?? (current ? String(current[key] ?? "") : "");
  return (
    <Form
      method="post"
      noValidate
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5 sm:grid-cols-2"
      {...hygiene.formProps}
    >
      <h2 className="text-lg font-semibold sm:col-span-2">
        {current || v?.addressId ? "Edit address" : "Add a new address"}
      </h2>
      <input type="hidden" name="intent" value="address-save" />
      <input type="hidden" name="addressId" value={v?.addressId ?? current?.id ?? ""} />
      {banner && (
        <Notice kind="error" className="sm:col-span-2">
          {banner}
        </Notice>
      )}
      <Field label="Title (e.g. Home)" name="title" defaultValue={value("title")} error={errors.title} />
      <Field
        label="Full name"
        name="fullName"
        defaultValue={value("fullName")}
        error={errors.fullName}
        autoComplete="name"
      />
      <Field
        label="Phone"
        name="phone"
        type="tel"
        defaultValue={value("phone")}
        error={errors.phone}
        autoComplete="tel"
      />
      <Field
        label="Address line 1"
        name="addressLine1"
        defaultValue={value("addressLine1")}
        error={errors.addressLine1}
        autoComplete="address-line1"
      />
      <Field
        label="Address line 2 (optional)"
        name="addressLine2"
        defaultValue={value("addressLine2")}
        error={errors.addressLine2}
        autoComplete="address-line2"
      />
      <Field
        label="City"
        name="city"
        defaultValue={value("city")}
        error={errors.city}
        autoComplete="address-level2"
      />
      <Field
        label="State"
        name="state"
        defaultValue={value("state")}
        error={errors.state}
        autoComplete="address-level1"
        list="indian-states"
      />
      <IndianStatesList id="indian-states" />
      <Field
        label="PIN / postal code"
        name="postalCode"
        defaultValue={value("postalCode")}
        error={errors.postalCode}
        autoComplete="postal-code"
        inputMode="numeric"
      />
      <label className="text-sm">
        <span className="mb-1 block font-medium">Country</span>
        <select
          name="country"
          defaultValue={value("country") || "India"}
          className="w-full rounded-lg border border-stone-300 px-3 py-2"
        >
          {COUNTRIES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="isDefault"
          defaultChecked={v ? v.isDefault === "on" : Boolean(current?.isDefault)}
        />
        Use as my default address
      </label>
      <div className="flex gap-3 sm:col-span-2">
        <button className="rounded-full bg-maroon-800 px-5 py-2 text-sm font-semibold text-white">
          Save Address
        </button>
        <a
          href="/addresses"
          onClick={(e) => {
            e.preventDefault();
            onDone();
          }}
          className="rounded-full border border-stone-300 px-5 py-2 text-sm"
        >
          Cancel
        </a>
      </div>
    </Form>
  );
}
