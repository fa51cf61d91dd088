import { useEffect, useRef, useState } from "react";
import { Form, useBlocker, useNavigation } from "react-router";
import { Link } from "../../link";
import { formatIndianNumber, formatInr } from "../../../../lib/money";
import { AdminTable } from "../admin-table";
import { useDraft } from "../form-draft";
import { LEAVE_MESSAGE, SaveBar } from "../save-bar";
import { editField } from "./bulk-edit-form";
import type { EditVariant, ProductListRow } from "./types";

export const EDIT_FORM_ID = "product-bulk-edit";

/** Paise as the rupees an input shows: 1499 or 1499.50. */
const rupees = (paise: number | null) =>
  paise === null ? "" : paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);

interface Props {
  products: ProductListRow[];
  variants: EditVariant[];
  fieldErrors: Record<string, string>;
  doneHref: string;
}

/** Prices and stock of the page's products and their variants, edited in place and saved together. */
export function BulkEditTable({ products, variants, fieldErrors, doneHref }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const [dirty, setDirty] = useState(false);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [restored, setRestored] = useState(0);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save-edits";
  useKeepEdits(dirty, navigation.formMethod !== undefined && navigation.formMethod !== "GET");
  // What was typed is kept in this browser until saved or discarded, so a session that ends mid-edit
  // loses nothing: after signing in again, the same page gets its values back.
  const draft = useDraft(`products-bulk:${products.map((p) => p.id).join(",")}`, edits, dirty);
  useEffect(() => {
    if (!draft.saved || !form.current) return;
    const count = applyEdits(form.current, draft.saved);
    if (count === 0) return draft.clear();
    setEdits(typedEdits(form.current));
    setDirty(true);
    setRestored(count);
  }, [draft.saved]); // eslint-disable-line react-hooks/exhaustive-deps -- once per draft found
  const discard = () => {
    form.current?.reset();
    setDirty(false);
    setRestored(0);
    draft.clear();
  };
  const changed = () => {
    setDirty(true);
    if (form.current) setEdits(typedEdits(form.current));
  };
  return (
    <Form method="post" id={EDIT_FORM_ID} ref={form} noValidate onChange={changed}>
      <input type="hidden" name="intent" value="save-edits" />
      {restored > 0 && (
        <p role="status" className="mb-3 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
          {restored === 1 ? "1 value you typed earlier was" : `${restored} values you typed earlier were`} put
          back (they had not been saved). Save them, or discard to start again.
        </p>
      )}
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2 text-sm text-stone-700">
        <p>
          Stock is the count on the shelf; units held by unpaid orders cannot be taken away. A sale made while
          you edit is kept: the stock moves by the difference you type.
        </p>
        <Link to={doneHref} className="underline">
          Stop editing
        </Link>
      </div>
      <AdminTable caption="Prices and stock">
        <thead>
          <tr>
            <th scope="col">Product or variant</th>
            <th scope="col">Price (₹)</th>
            <th scope="col">Original price (₹)</th>
            <th scope="col">Stock on hand</th>
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <ProductRows
              key={p.id}
              product={p}
              variants={variants.filter((v) => v.productId === p.id)}
              errors={fieldErrors}
            />
          ))}
        </tbody>
      </AdminTable>
      <SaveBar
        dirty={dirty}
        saving={saving}
        onDiscard={discard}
        formId={EDIT_FORM_ID}
        saveLabel="Save prices and stock"
      />
      {/* Always here (the sticky bar comes and goes with changes), so a click never lands on a vanishing button. */}
      <div className="mt-4 flex justify-end">
        <button
          type="submit"
          disabled={saving}
          className="rounded-lg bg-maroon-800 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
        >
          Save prices and stock
        </button>
      </div>
    </Form>
  );
}

/** The edit inputs whose value differs from what the page showed: name to typed text. */
function typedEdits(form: HTMLFormElement): Record<string, string> {
  const edits: Record<string, string> = {};
  for (const input of form.querySelectorAll<HTMLInputElement>("input[data-edit]"))
    if (input.value !== input.defaultValue) edits[input.name] = input.value;
  return edits;
}

/** Types a kept draft back into the inputs it still fits; returns how many differ from what is shown. */
function applyEdits(form: HTMLFormElement, edits: Record<string, string>): number {
  let count = 0;
  for (const [name, value] of Object.entries(edits)) {
    const input = form.querySelector<HTMLInputElement>(`input[data-edit][name="${CSS.escape(name)}"]`);
    if (!input || typeof value !== "string" || input.value === value) continue;
    input.value = value.slice(0, 12);
    count++;
  }
  return count;
}

/**
 * Like the kit's useLeaveWarning, but also for another page, filter or "Stop editing" of this same list,
 * which change only the address's query and would drop the typed values just the same.
 */
/** Whether two query strings say the same thing ("a%20b" and "a+b" do); saving posts to the page's own address. */
const sameQuery = (a: string, b: string) =>
  new URLSearchParams(a).toString() === new URLSearchParams(b).toString();

function useKeepEdits(dirty: boolean, submitting: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !submitting &&
      (currentLocation.pathname !== nextLocation.pathname ||
        sameQuery(currentLocation.search, nextLocation.search) === false),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(LEAVE_MESSAGE)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}

function ProductRows({
  product,
  variants,
  errors,
}: {
  product: ProductListRow;
  variants: EditVariant[];
  errors: Record<string, string>;
}) {
  return (
    <>
      <tr className="bg-stone-50/60">
        <th scope="row" className="block px-3 py-2 text-left sm:table-cell font-medium text-stone-900">
          <Link to={`/admin/products/${product.id}`} className="hover:underline">
            {product.name}
          </Link>
        </th>
        <td data-label="Price (₹)">
          <MoneyInput
            name={editField.price(product.id)}
            label={`Price of ${product.name}`}
            value={rupees(product.price)}
            error={errors[editField.price(product.id)]}
          />
        </td>
        <td data-label="Original price (₹)">
          <MoneyInput
            name={editField.originalPrice(product.id)}
            label={`Original price of ${product.name}`}
            value={rupees(product.originalPrice)}
            error={errors[editField.originalPrice(product.id)]}
          />
        </td>
        <td className="max-sm:hidden!" />
      </tr>
      {variants.map((v) => (
        <tr key={v.id}>
          <th
            scope="row"
            className="block px-3 py-2 text-left sm:table-cell sm:pl-6 text-sm font-normal text-stone-700"
          >
            {[v.size, v.color].filter(Boolean).join(" · ") || "Default"}{" "}
            <span className="text-xs text-stone-500">{v.sku}</span>
          </th>
          <td data-label="Variant price (₹)">
            <MoneyInput
              name={editField.variantPrice(v.id)}
              label={`Price of ${product.name} ${v.sku}`}
              value={rupees(v.priceOverride)}
              placeholder={`Uses ${formatInr(product.price)}`}
              error={errors[editField.variantPrice(v.id)]}
            />
          </td>
          <td className="max-sm:hidden!" />
          <td data-label="Stock on hand">
            <EditInput
              name={editField.stock(v.id)}
              label={`Stock of ${product.name} ${v.sku}`}
              value={String(v.onHand)}
              inputMode="numeric"
              error={errors[editField.stock(v.id)]}
              hint={v.reserved > 0 ? `${formatIndianNumber(v.reserved)} held by orders` : undefined}
            />
          </td>
        </tr>
      ))}
    </>
  );
}

interface InputProps {
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  placeholder?: string;
  inputMode: "decimal" | "numeric";
}

function MoneyInput(props: Omit<InputProps, "inputMode">) {
  return <EditInput {...props} inputMode="decimal" />;
}

/** An input with what was shown beside it (to save only what changed) and its message under it. */
function EditInput({ name, label, value, error, hint, placeholder, inputMode }: InputProps) {
  const id = `edit-${name.replace(/\./g, "-")}`;
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
  return (
    <div className="w-40 sm:w-32">
      <input type="hidden" name={editField.seen(name)} value={value} />
      <input
        id={id}
        name={name}
        data-edit=""
        defaultValue={value}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        inputMode={inputMode}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={12}
        className={`w-full rounded-md border px-2 py-1 text-right text-sm ${error ? "border-red-600" : "border-stone-300"}`}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-0.5 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
