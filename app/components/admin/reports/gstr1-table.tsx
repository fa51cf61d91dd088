import type { Gstr1TableSpec } from "../../../../lib/gstr1";
import { FiguresTable } from "../figures-table";
import { secondaryAction } from "../page-header";

/**
 * One GSTR-1 table as the page shows it, with its download. The template's constant columns (type,
 * cess, blank ones) are in the CSV only.
 */
export function Gstr1TableView<R>({
  spec,
  rows,
  month,
}: {
  spec: Gstr1TableSpec<R>;
  rows: R[];
  month: string;
}) {
  const columns = spec.columns.flatMap(({ header, numeric, screen }) =>
    screen ? [{ header, numeric, cell: screen }] : [],
  );
  const id = `gstr1-${spec.name}`;
  return (
    <section aria-labelledby={id} className="mt-6">
      <div className="mb-2 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 sm:flex-1">
          <h2 id={id} className="text-lg font-semibold text-stone-900">
            {spec.title}
          </h2>
          <p className="text-sm text-stone-600">{spec.about}</p>
        </div>
        <a
          href={`/admin/reports/gst/${spec.name}.csv?month=${month}`}
          className={`${secondaryAction} self-start sm:shrink-0`}
          download
        >
          Download CSV<span className="sr-only"> of {spec.title}</span>
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-3 text-sm text-stone-600">
          Nothing to report in this table for the month.
        </p>
      ) : (
        <FiguresTable caption={spec.title} columns={columns} rows={rows} wide noWrap />
      )}
    </section>
  );
}
