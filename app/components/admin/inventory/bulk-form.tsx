import { Form, useNavigation } from "react-router";
import { formatIndianNumber } from "../../../../lib/money";
import type { BulkStockChange, RowError } from "../../../../server/modules/inventory/service";
import { AdminTable } from "../admin-table";
import { Card } from "../form-fields";
import { primaryAction } from "../page-header";

export type BulkOutcome =
  | { ok: true; changed: BulkStockChange[]; unchanged: number; text: string }
  | { ok: false; errors: RowError[]; text: string };

const EXAMPLE = "sku,quantity\nKUR-CHANDERI-M,12\nKUR-CHANDERI-L,0";

/** Paste rows or upload a CSV; the outcome lists what changed, or every row to fix (nothing changed). */
export function BulkForm({ outcome, maxRows }: { outcome?: BulkOutcome; maxRows: number }) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="space-y-4">
      {outcome && !outcome.ok && (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">Nothing was changed. Fix these rows and try again:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {outcome.errors.map((e) => (
              <li key={`${e.line}:${e.message}`}>
                {e.line > 0 ? `Line ${e.line}: ` : ""}
                {e.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {outcome?.ok && <BulkResult changed={outcome.changed} unchanged={outcome.unchanged} />}
      <Card title="Rows to update">
        <Form method="post" encType="multipart/form-data" className="space-y-3">
          <div>
            <label htmlFor="bulk-rows" className="mb-1 block text-sm font-medium">
              Paste rows
            </label>
            <textarea
              id="bulk-rows"
              name="rows"
              rows={8}
              defaultValue={outcome && !outcome.ok ? outcome.text : ""}
              placeholder={EXAMPLE}
              spellCheck={false}
              aria-describedby="bulk-rows-hint"
              className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2 font-mono text-sm"
            />
            <div id="bulk-rows-hint" className="mt-1 space-y-1 text-xs text-stone-600">
              <p>
                One row per item: a <strong>sku</strong> (or the <strong>product_id</strong> of a product with
                a single variant) and either the new <strong>quantity</strong> on hand or a{" "}
                <strong>change</strong> such as +5 or -2. An optional <strong>reason</strong> column is kept
                in the stock history.
              </p>
              <p>
                With a header row the columns can come in any order; without one, each line is &ldquo;SKU,
                quantity&rdquo;. Commas or tabs (pasted from a spreadsheet) both work. At most{" "}
                {formatIndianNumber(maxRows)} rows.
              </p>
            </div>
          </div>
          <div>
            <label htmlFor="bulk-file" className="mb-1 block text-sm font-medium">
              Or upload a CSV file
            </label>
            <input
              id="bulk-file"
              name="file"
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              className="block w-full text-sm"
            />
          </div>
          <button type="submit" disabled={busy} className={primaryAction}>
            {busy ? "Updating..." : "Update stock"}
          </button>
          <p className="text-xs text-stone-600">
            All rows are applied together or not at all: if any row cannot be used, nothing changes.
          </p>
        </Form>
      </Card>
    </div>
  );
}

function BulkResult({ changed, unchanged }: { changed: BulkStockChange[]; unchanged: number }) {
  const n = formatIndianNumber;
  return (
    <section aria-labelledby="bulk-result" className="space-y-2">
      <p id="bulk-result" role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
        Stock updated for {n(changed.length)} {changed.length === 1 ? "item" : "items"}
        {unchanged > 0 ? `; ${n(unchanged)} already had that quantity` : ""}.
      </p>
      {changed.length > 0 && (
        <AdminTable caption="Stock updated">
          <thead>
            <tr>
              <th scope="col">SKU</th>
              <th scope="col">Product</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {changed.map((c) => (
              <tr key={c.sku}>
                <td className="break-all font-medium">{c.sku}</td>
                <td data-label="Product">{c.productName}</td>
                <td data-label="Before" className="tabular-nums">
                  {n(c.previousOnHand)}
                </td>
                <td data-label="After" className="tabular-nums">
                  {n(c.newOnHand)}
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
    </section>
  );
}
