import { formatInr, formatIndianNumber, rupeesToPaise } from "../../../../lib/money";
import {
  GST_RATES,
  GST_SLAB,
  PRODUCT_MESSAGES,
  UQC_LABELS,
} from "../../../../lib/product-form-schema-fields";
import { Card, CheckboxField, SelectField, TextField } from "../form-fields";
import type { CategoryOption, ProductFormState } from "./types";
import { VariantHiddenFields } from "./variants-card";
import { isSingleVariant } from "./variant-matrix";

export type TextKey = {
  [K in keyof ProductFormState]: ProductFormState[K] extends string ? K : never;
}[keyof ProductFormState];

export interface SectionProps {
  values: ProductFormState;
  set: <K extends keyof ProductFormState>(field: K, value: ProductFormState[K]) => void;
  errorOf: (field: string) => string | undefined;
}

/** Value, change handler and message of a text field. */
export function bind({ values, set, errorOf }: SectionProps, field: TextKey) {
  return {
    name: field,
    value: values[field],
    error: errorOf(field),
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(field, event.target.value),
  };
}

export function StatusCard({ values, set, errorOf }: SectionProps) {
  return (
    <Card title="Status">
      <CheckboxField
        label="Active"
        name="is_active"
        checked={values.is_active}
        onChange={(checked) => set("is_active", checked)}
        hint="Shown in the shop and can be bought."
        error={errorOf("is_active")}
      />
      <CheckboxField
        label="Featured"
        name="is_featured"
        checked={values.is_featured}
        onChange={(checked) => set("is_featured", checked)}
        hint={PRODUCT_MESSAGES.featuredInactive}
        error={errorOf("is_featured")}
      />
      <CheckboxField
        label="Bestseller"
        name="is_bestseller"
        checked={values.is_bestseller}
        onChange={(checked) => set("is_bestseller", checked)}
        hint={PRODUCT_MESSAGES.bestsellerInactive}
        error={errorOf("is_bestseller")}
      />
    </Card>
  );
}

export function OrganisationCard(props: SectionProps & { categories: CategoryOption[]; storeBrand: string }) {
  const { values, categories, storeBrand } = props;
  return (
    <Card title="Organisation">
      <SelectField label="Category" required {...bind(props, "category_id")}>
        <option value="">Choose a category</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
            {c.isActive ? "" : " (hidden)"}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Tags"
        hint="Separate tags with commas, e.g. silk, wedding, festive."
        {...bind(props, "tags")}
      />
      <TextField
        label="Brand"
        placeholder={storeBrand}
        hint={`Left empty, the brand is ${storeBrand}.`}
        {...bind(props, "brand")}
      />
      <TextField label="Material" {...bind(props, "material")} />
      <TextField
        label="Color"
        hint="The colour shoppers see in the product's details."
        {...bind(props, "color")}
      />
      <TextField
        label="HSN code"
        inputMode="numeric"
        hint="4, 6 or 8 digits, printed on GST invoices."
        {...bind(props, "hsn_code")}
      />
      <SelectField
        label="GST rate"
        hint="Garments, made-ups and footwear: 5% up to ₹2,625 a piece with tax, 18% above, worked out per variant."
        {...bind(props, "gst_rate")}
      >
        <option value={GST_SLAB}>Garment price slab (5% / 18%)</option>
        {GST_RATES.map((rate) => (
          <option key={rate} value={String(rate)}>
            {rate}%
          </option>
        ))}
        {values.gst_rate !== "" &&
          values.gst_rate !== GST_SLAB &&
          !GST_RATES.some((r) => String(r) === values.gst_rate) && (
            <option value={values.gst_rate}>{values.gst_rate}% (no longer a GST rate)</option>
          )}
      </SelectField>
      <SelectField label="Unit on invoices" {...bind(props, "uqc")}>
        {Object.entries(UQC_LABELS).map(([code, label]) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </SelectField>
    </Card>
  );
}

export function PricingCard(props: SectionProps) {
  const price = rupeesToPaise(props.values.price);
  const cost = rupeesToPaise(props.values.cost_price);
  const margin = price && cost !== null && price > 0 ? Math.round(((price - cost) / price) * 100) : null;
  return (
    <Card title="Pricing">
      <TextField
        label="Price (₹)"
        required
        inputMode="decimal"
        hint="Including GST."
        {...bind(props, "price")}
      />
      <TextField
        label="Original price (₹)"
        inputMode="decimal"
        hint="Shown struck through when higher than the price."
        {...bind(props, "original_price")}
      />
      <TextField
        label="Cost price (₹)"
        inputMode="decimal"
        hint={
          margin !== null && price !== null && cost !== null
            ? `Margin ${formatInr(price - cost)} (${margin}%). Never shown to shoppers.`
            : "What the piece costs you. Never shown to shoppers."
        }
        {...bind(props, "cost_price")}
      />
    </Card>
  );
}

/**
 * Stock. A product without sizes or colours has one variant: its SKU and stock are edited here. With
 * variants, each is edited in the Variants table and this shows their total.
 */
export function InventoryCard(props: SectionProps & { held: number }) {
  const { values, set, errorOf, held } = props;
  const single = isSingleVariant(values.variants);
  const row = values.variants[0];
  const total = values.variants.reduce(
    (sum, v) => sum + (/^\d+$/.test(v.stock.trim()) ? Number(v.stock) : 0),
    0,
  );
  const setRow = (key: "sku" | "stock", value: string) =>
    set(
      "variants",
      values.variants.map((v, i) => (i === 0 ? { ...v, [key]: value } : v)),
    );
  return (
    <Card title="Inventory">
      {single ? (
        <>
          <VariantHiddenFields row={row} except={["sku", "stock"]} />
          <TextField
            label="SKU"
            name="variant_sku"
            id="field-sku"
            required
            value={row.sku}
            onChange={(event) => setRow("sku", event.target.value)}
            error={errorOf("variants.0.sku")}
          />
          <TextField
            label="Stock quantity"
            name="variant_stock"
            id="field-stock_quantity"
            inputMode="numeric"
            required
            value={row.stock}
            onChange={(event) => setRow("stock", event.target.value)}
            error={errorOf("variants.0.stock")}
            hint={
              held > 0 ? `${formatIndianNumber(held)} of these are held by unpaid orders.` : "Units on hand."
            }
          />
        </>
      ) : (
        <p className="text-sm text-stone-700">
          Stock quantity: <strong>{formatIndianNumber(total)}</strong> in all {values.variants.length}{" "}
          variants. Edit each variant's stock under Variants.
        </p>
      )}
      <TextField
        label="Low stock threshold"
        inputMode="numeric"
        hint="Shown as low stock at or below this many units (10 when empty)."
        {...bind(props, "low_stock_threshold")}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Reorder point" inputMode="numeric" {...bind(props, "reorder_point")} />
        <TextField label="Reorder quantity" inputMode="numeric" {...bind(props, "reorder_quantity")} />
      </div>
      <TextField label="Warehouse location" {...bind(props, "warehouse_location")} />
      <TextField label="Last restock date" type="date" {...bind(props, "last_restock_date")} />
      <TextField
        label="Weight (g)"
        inputMode="numeric"
        hint="For shipping, in grams."
        {...bind(props, "weight")}
      />
    </Card>
  );
}
