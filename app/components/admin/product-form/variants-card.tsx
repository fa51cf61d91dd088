import { useId, useState } from "react";
import { formatIndianNumber } from "../../../../lib/money";
import { LIMITS, type ProductVariantRaw, VARIANT_KEYS } from "../../../../lib/product-form-schema-fields";
import { secondaryAction } from "../page-header";
import { Card } from "../form-fields";
import type { ColorPreset, VariantFacts } from "./types";
import { buildMatrix, type ColorOption, isSingleVariant, optionsOf } from "./variant-matrix";

interface Props {
  variants: ProductVariantRaw[];
  onChange: (rows: ProductVariantRaw[]) => void;
  productName: string;
  productPrice: string;
  facts: Record<string, VariantFacts>;
  colorPresets: ColorPreset[];
  errorOf: (field: string) => string | undefined;
}

const small =
  "rounded-md border border-stone-300 bg-white px-2 py-1 text-xs font-medium hover:bg-stone-50 disabled:opacity-50";
const cellInput = (error?: string, width = "w-20") =>
  `${width} rounded-md border px-2 py-1 text-sm ${error ? "border-red-600" : "border-stone-300"}`;

/** A variant on an order, or holding units for one, cannot be removed (the server refuses too). */
const protectedRow = (row: ProductVariantRaw, facts: Record<string, VariantFacts>) =>
  Boolean(row.id && (facts[row.id]?.onOrders || (facts[row.id]?.reserved ?? 0) > 0));

/** The hidden parts of a variant row: every row posts each variant_* field exactly once. */
export function VariantHiddenFields({ row, except }: { row: ProductVariantRaw; except: string[] }) {
  return (
    <>
      {VARIANT_KEYS.filter((key) => !except.includes(key)).map((key) => (
        <input key={key} type="hidden" name={`variant_${key}`} value={row[key]} />
      ))}
    </>
  );
}

/**
 * Sizes and colours, and the matrix of variants they make: each with its own SKU, optional price and
 * stock on hand. A product with neither is a single variant whose SKU and stock are under Inventory.
 */
export function VariantsCard({
  variants,
  onChange,
  productName,
  productPrice,
  facts,
  colorPresets,
  errorOf,
}: Props) {
  const { sizes, colors } = optionsOf(variants);
  const single = isSingleVariant(variants);
  const rebuild = (nextSizes: string[], nextColors: ColorOption[]) =>
    onChange(buildMatrix(variants, nextSizes, nextColors, productName));
  const blocked = (match: (row: ProductVariantRaw) => boolean) =>
    variants.some((row) => match(row) && protectedRow(row, facts));
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const setCell = (index: number, key: keyof ProductVariantRaw, value: string) =>
    onChange(variants.map((row, i) => (i === index ? { ...row, [key]: value } : row)));

  return (
    <Card title="Variants" id="variants">
      <p className="text-sm text-stone-600">
        Add the sizes and colours this product comes in: each combination becomes a variant with its own SKU,
        price and stock.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <OptionList
          label="Sizes"
          items={sizes.map((s) => ({ name: s }))}
          onAdd={(name) => !sizes.some((s) => same(s, name)) && rebuild([...sizes, name], colors)}
          onRemove={(name) =>
            rebuild(
              sizes.filter((s) => !same(s, name)),
              colors,
            )
          }
          isBlocked={(name) => blocked((row) => same(row.size, name))}
          placeholder="e.g. 2-3Y"
        />
        <OptionList
          label="Colors"
          items={colors}
          presets={colorPresets}
          onAdd={(name, hex) =>
            !colors.some((c) => same(c.name, name)) && rebuild(sizes, [...colors, { name, hex: hex ?? "" }])
          }
          onRemove={(name) =>
            rebuild(
              sizes,
              colors.filter((c) => !same(c.name, name)),
            )
          }
          isBlocked={(name) => blocked((row) => same(row.color, name))}
          placeholder="e.g. Maroon"
        />
      </div>
      {errorOf("variants") && <p className="text-sm text-red-700">{errorOf("variants")}</p>}
      {single ? (
        <p className="text-sm text-stone-600">No sizes or colours: the SKU and stock are under Inventory.</p>
      ) : (
        // The admin table's look (cards on a phone), scrolling sideways rather than squeezing the inputs.
        <div className="admin-table overflow-x-auto rounded-xl border border-stone-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Variants</caption>
            <thead>
              <tr>
                <th scope="col">Variant</th>
                <th scope="col">SKU</th>
                <th scope="col">Price (₹)</th>
                <th scope="col">Stock on hand</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {variants.map((row, i) => {
                const label = [row.size, row.color].filter(Boolean).join(" / ") || "Default";
                const fact = row.id ? facts[row.id] : undefined;
                const errors = {
                  sku: errorOf(`variants.${i}.sku`),
                  price: errorOf(`variants.${i}.price`),
                  stock: errorOf(`variants.${i}.stock`),
                  other:
                    errorOf(`variants.${i}.size`) ??
                    errorOf(`variants.${i}.color`) ??
                    errorOf(`variants.${i}.color_hex`) ??
                    errorOf(`variants.${i}.id`),
                };
                const id = `variant-${i}`;
                return (
                  <tr key={row.id || `${row.size}|${row.color}`}>
                    <td data-label="Variant">
                      <VariantHiddenFields row={row} except={["sku", "price", "stock"]} />
                      <span className="flex items-center gap-2 text-sm font-medium">
                        {row.color_hex && (
                          <span
                            aria-hidden="true"
                            className="inline-block h-4 w-4 shrink-0 rounded-full border border-stone-300"
                            style={{ backgroundColor: row.color_hex }}
                          />
                        )}
                        {label}
                      </span>
                      {errors.other && <span className="block text-sm text-red-700">{errors.other}</span>}
                    </td>
                    <td data-label="SKU">
                      <input
                        name="variant_sku"
                        aria-label={`SKU for ${label}`}
                        value={row.sku}
                        onChange={(event) => setCell(i, "sku", event.target.value)}
                        aria-invalid={errors.sku ? true : undefined}
                        aria-describedby={errors.sku ? `${id}-sku-error` : undefined}
                        className={cellInput(errors.sku, "w-40")}
                      />
                      {errors.sku && (
                        <span id={`${id}-sku-error`} className="block text-sm text-red-700">
                          {errors.sku}
                        </span>
                      )}
                    </td>
                    <td data-label="Price (₹)">
                      <input
                        name="variant_price"
                        aria-label={`Price for ${label} in rupees`}
                        inputMode="decimal"
                        placeholder={productPrice || "Same"}
                        value={row.price}
                        onChange={(event) => setCell(i, "price", event.target.value)}
                        aria-invalid={errors.price ? true : undefined}
                        aria-describedby={errors.price ? `${id}-price-error` : undefined}
                        className={cellInput(errors.price)}
                      />
                      {errors.price && (
                        <span id={`${id}-price-error`} className="block text-sm text-red-700">
                          {errors.price}
                        </span>
                      )}
                    </td>
                    <td data-label="Stock on hand">
                      <input
                        name="variant_stock"
                        aria-label={`Stock on hand for ${label}`}
                        inputMode="numeric"
                        value={row.stock}
                        onChange={(event) => setCell(i, "stock", event.target.value)}
                        aria-invalid={errors.stock ? true : undefined}
                        aria-describedby={
                          [errors.stock && `${id}-stock-error`, fact?.reserved && `${id}-held`]
                            .filter(Boolean)
                            .join(" ") || undefined
                        }
                        className={cellInput(errors.stock, "w-16")}
                      />
                      {fact && fact.reserved > 0 && (
                        <span id={`${id}-held`} className="block text-xs text-stone-600">
                          {formatIndianNumber(fact.reserved)} held by unpaid orders
                        </span>
                      )}
                      {errors.stock && (
                        <span id={`${id}-stock-error`} className="block text-sm text-red-700">
                          {errors.stock}
                        </span>
                      )}
                    </td>
                    <td data-label="Actions">
                      <button
                        type="button"
                        className={`${small} text-red-700`}
                        disabled={variants.length <= 1 || protectedRow(row, facts)}
                        title={protectedRow(row, facts) ? "On orders: set its stock to 0 instead" : undefined}
                        aria-label={`Remove variant ${label}`}
                        onClick={() => onChange(variants.filter((_, j) => j !== i))}
                      >
                        Remove
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {variants.some((row) => protectedRow(row, facts)) && (
        <p className="text-xs text-stone-600">
          Variants that appear on orders cannot be removed; set their stock to 0 to stop selling them.
        </p>
      )}
    </Card>
  );
}

interface OptionListProps {
  label: string;
  items: { name: string; hex?: string }[];
  presets?: ColorPreset[];
  onAdd: (name: string, hex?: string) => void;
  onRemove: (name: string) => void;
  isBlocked: (name: string) => boolean;
  placeholder: string;
}

/** A list of sizes or colours: type one and add it; each can be removed unless a variant of it is on orders. */
function OptionList({ label, items, presets, onAdd, onRemove, isBlocked, placeholder }: OptionListProps) {
  const id = useId();
  const [text, setText] = useState("");
  const [hex, setHex] = useState("#800000");
  const add = () => {
    const name = text
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, presets ? LIMITS.color : LIMITS.size);
    if (!name) return;
    const preset = presets?.find((p) => p.name.toLowerCase() === name.toLowerCase());
    onAdd(preset?.name ?? name, presets ? (preset?.hex ?? hex).toUpperCase() : undefined);
    setText("");
  };
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-sm font-medium">{label}</legend>
      {items.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {items.map((item) => (
            <li
              key={item.name}
              className="flex items-center gap-1 rounded-full bg-stone-100 py-0.5 pr-1 pl-3 text-sm"
            >
              {item.hex && (
                <span
                  aria-hidden="true"
                  className="inline-block h-3 w-3 rounded-full border border-stone-300"
                  style={{ backgroundColor: item.hex }}
                />
              )}
              {item.name}
              <button
                type="button"
                className="rounded-full px-1.5 text-stone-600 hover:bg-stone-200 disabled:opacity-40"
                aria-label={`Remove ${item.name}`}
                disabled={isBlocked(item.name)}
                title={isBlocked(item.name) ? "A variant of it is on orders" : undefined}
                onClick={() => onRemove(item.name)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <input
          id={`${id}-text`}
          aria-label={`New ${label.toLowerCase().replace(/s$/, "")}`}
          value={text}
          placeholder={placeholder}
          list={presets ? `${id}-presets` : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
          className="min-w-0 flex-1 rounded-lg border border-stone-300 px-3 py-1.5 text-sm"
        />
        {presets && (
          <>
            <datalist id={`${id}-presets`}>
              {presets.map((p) => (
                <option key={p.name} value={p.name} />
              ))}
            </datalist>
            <input
              type="color"
              aria-label="Colour swatch for the new colour"
              value={presets.find((p) => p.name.toLowerCase() === text.trim().toLowerCase())?.hex ?? hex}
              onChange={(event) => setHex(event.target.value)}
              className="h-9 w-10 rounded border border-stone-300"
            />
          </>
        )}
        <button type="button" className={secondaryAction} onClick={add}>
          Add
        </button>
      </div>
    </fieldset>
  );
}
