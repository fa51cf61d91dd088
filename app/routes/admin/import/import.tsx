import { useEffect, useRef } from "react";
import { Link } from "../../../components/link";
import { formatIndianNumber } from "../../../../lib/money";
import { requireStaff } from "../../../../server/http/guards";
import { IMPORT_KIND_LIST, MAX_ROWS } from "../../../../server/modules/imports/service";
import { ImportForm } from "../../../components/admin/import/import-form";
import { ImportProgress } from "../../../components/admin/import/import-progress";
import { ImportRowsTable } from "../../../components/admin/import/import-rows-table";
import { ImportSummaryView } from "../../../components/admin/import/import-summary";
import type { ImportKindName, ImportResultView } from "../../../components/admin/import/import-types";
import { useImport } from "../../../components/admin/import/use-import";
import { PageHeader, primaryAction, secondaryAction } from "../../../components/admin/page-header";
import type { Route } from "./+types/import";

export const meta = () => [{ title: "Import | Divine Threads Admin" }];
export const handle = {
  crumbs: [{ label: "Dashboard", to: "/admin/dashboard" }, { label: "Import" }],
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "imports");
  return {
    kinds: IMPORT_KIND_LIST.map((k) => ({
      name: k.name as ImportKindName,
      label: k.label,
      sheet: k.sheet,
      columns: k.columns.map((c) => c.name),
    })),
    limits: `At most 15 MB and ${MAX_ROWS.toLocaleString("en-IN")} rows.`,
  };
}

const WHERE_TO_LOOK: Record<ImportKindName, { to: string; label: string }> = {
  products: { to: "/admin/products", label: "View products" },
  stock: { to: "/admin/inventory/history", label: "View stock history" },
  categories: { to: "/admin/categories", label: "View categories" },
  subscribers: { to: "/admin/newsletter", label: "View subscribers" },
};

const toWrite = (preview: ImportResultView) => preview.summary.create + preview.summary.update;

export default function ImportPage({ loaderData }: Route.ComponentProps) {
  const { state, refusal, preview, apply, downloadReport, reset } = useImport();
  const shown =
    state.step === "preview" || state.step === "applying"
      ? state.preview
      : state.step === "done"
        ? state.result
        : null;
  const finished = state.step === "done";
  // The button just pressed goes away with its step: focus moves to the heading of what replaced it.
  const heading = useRef<HTMLHeadingElement>(null);
  const showsResult = state.step === "preview" || state.step === "done";
  useEffect(() => {
    if (showsResult) heading.current?.focus();
  }, [state.step, showsResult]);
  return (
    <div className="space-y-4">
      <PageHeader
        title="Import"
        description="Bring products with their variants, stock levels, categories or newsletter subscribers in from a CSV or Excel file. You see every row first; nothing is saved until you confirm."
      />
      <div role="status" aria-live="polite" className="sr-only">
        {state.step === "checking" && "Checking the file"}
        {state.step === "preview" && `${state.preview.summary.total} rows checked`}
        {state.step === "applying" &&
          `Importing: ${formatIndianNumber(state.done)} of ${formatIndianNumber(state.total)} rows done`}
        {state.step === "done" && "Import finished"}
      </div>
      {refusal && (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-800">
          <p className="font-semibold">{refusal.error}</p>
          {refusal.detail && <p className="mt-1 text-sm">{refusal.detail}</p>}
        </div>
      )}
      {(state.step === "choose" || state.step === "checking") && (
        <ImportForm
          kinds={loaderData.kinds}
          limits={loaderData.limits}
          busy={state.step === "checking"}
          onPreview={(kind, file) => void preview(kind, file)}
        />
      )}
      {shown && (
        <section aria-labelledby="import-rows-heading" className="space-y-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2
                id="import-rows-heading"
                ref={heading}
                tabIndex={-1}
                className="text-lg font-semibold text-stone-900 focus:outline-none"
              >
                {finished ? "Import finished" : "Preview"}: {shown.fileName}
              </h2>
              <p className="text-sm text-stone-600">
                {finished
                  ? "Rows already as the file says were left alone; rejected rows were not saved."
                  : "Nothing has been saved yet. Rows with errors are left out when you import."}
                {shown.ignored.length > 0 && ` Columns left alone: ${shown.ignored.join(", ")}.`}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {state.step === "preview" && (
                <button
                  type="button"
                  className={primaryAction}
                  disabled={toWrite(state.preview) === 0}
                  onClick={() => void apply()}
                >
                  {toWrite(state.preview) === 0
                    ? "Nothing to import"
                    : `Import ${toWrite(state.preview).toLocaleString("en-IN")} ${toWrite(state.preview) === 1 ? "row" : "rows"}`}
                </button>
              )}
              {shown.summary.rejected > 0 && state.step !== "applying" && (
                <button type="button" className={secondaryAction} onClick={() => void downloadReport()}>
                  Download rejected rows (CSV)
                </button>
              )}
              {finished && (
                <Link to={WHERE_TO_LOOK[shown.kind].to} className={secondaryAction}>
                  {WHERE_TO_LOOK[shown.kind].label}
                </Link>
              )}
              {state.step !== "applying" && (
                <button type="button" className={secondaryAction} onClick={reset}>
                  {finished ? "Import another file" : "Choose another file"}
                </button>
              )}
            </div>
          </div>
          {state.step === "applying" && <ImportProgress done={state.done} total={state.total} />}
          <ImportSummaryView summary={shown.summary} finished={finished} />
          <ImportRowsTable key={finished ? "done" : "preview"} rows={shown.rows} finished={finished} />
        </section>
      )}
    </div>
  );
}
