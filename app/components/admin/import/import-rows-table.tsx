import { useState } from "react";
import { formatIndianNumber } from "../../../../lib/money";
import { AdminTable } from "../admin-table";
import { Badge, type BadgeTone } from "../badge";
import { secondaryAction } from "../page-header";
import type { RowAction, RowOutcome } from "./import-types";

const PAGE_SIZE = 100;

const ACTIONS: Record<RowAction, { tone: BadgeTone; preview: string; done: string }> = {
  create: { tone: "green", preview: "Create", done: "Created" },
  update: { tone: "blue", preview: "Update", done: "Updated" },
  unchanged: { tone: "grey", preview: "Unchanged", done: "Unchanged" },
  rejected: { tone: "red", preview: "Rejected", done: "Rejected" },
};

/** Every row with what happens to it and its errors; rejected rows first on request, 100 a page. */
export function ImportRowsTable({ rows, finished }: { rows: RowOutcome[]; finished: boolean }) {
  const rejected = rows.filter((r) => r.action === "rejected").length;
  const [onlyRejected, setOnlyRejected] = useState(false);
  const [page, setPage] = useState(0);
  const shown = onlyRejected ? rows.filter((r) => r.action === "rejected") : rows;
  const pageCount = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pageCount - 1);
  const slice = shown.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  const filter = (only: boolean, label: string) => (
    <button
      type="button"
      aria-pressed={onlyRejected === only}
      onClick={() => {
        setOnlyRejected(only);
        setPage(0);
      }}
      className={`rounded-full border px-3 py-1 text-sm ${onlyRejected === only ? "border-maroon-800 bg-maroon-800 text-white" : "border-stone-300 bg-white text-stone-800"}`}
    >
      {label}
    </button>
  );
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {filter(false, `All rows (${formatIndianNumber(rows.length)})`)}
        {filter(true, `Rejected (${formatIndianNumber(rejected)})`)}
      </div>
      <AdminTable caption="Rows of the file">
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Item</th>
            <th scope="col">Result</th>
            <th scope="col">Errors</th>
          </tr>
        </thead>
        <tbody>
          {slice.map((row) => (
            <tr key={row.line}>
              <td className="font-medium">Row {row.line}</td>
              <td data-label="Item" className="break-all">
                {row.label || "—"}
              </td>
              <td data-label="Result">
                <Badge tone={ACTIONS[row.action].tone}>
                  {finished ? ACTIONS[row.action].done : ACTIONS[row.action].preview}
                </Badge>
              </td>
              <td data-label="Errors">
                {row.errors.length > 0 ? (
                  <ul className="list-disc space-y-0.5 pl-4 text-red-800">
                    {row.errors.map((e) => (
                      <li key={e}>{e}</li>
                    ))}
                  </ul>
                ) : (
                  <span className="text-stone-500">None</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
      {pageCount > 1 && (
        <nav aria-label="Rows pages" className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span>
            Showing {formatIndianNumber(current * PAGE_SIZE + 1)}–
            {formatIndianNumber(Math.min(shown.length, (current + 1) * PAGE_SIZE))} of{" "}
            {formatIndianNumber(shown.length)}
          </span>
          <span className="flex gap-2">
            <button
              type="button"
              className={secondaryAction}
              disabled={current === 0}
              onClick={() => setPage(current - 1)}
            >
              Previous
            </button>
            <button
              type="button"
              className={secondaryAction}
              disabled={current >= pageCount - 1}
              onClick={() => setPage(current + 1)}
            >
              Next
            </button>
          </span>
        </nav>
      )}
    </div>
  );
}
