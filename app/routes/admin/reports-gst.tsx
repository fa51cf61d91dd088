import { data, Form } from "react-router";
import { GSTR1_SPECS } from "../../../lib/gstr1";
import { requireStaff } from "../../../server/http/guards";
import { log } from "../../../server/log";
import { gstr1Report, indianMonth, parseReportMonth } from "../../../server/modules/reports/service";
import { PageHeader, primaryAction } from "../../components/admin/page-header";
import { Gstr1SummaryView } from "../../components/admin/reports/gstr1-summary";
import { Gstr1TableView } from "../../components/admin/reports/gstr1-table";
import { Notice } from "../../components/ui/notice";
import type { Route } from "./+types/reports-gst";

export const meta = () => [{ title: "GST returns (GSTR-1) | Divine Threads Admin" }];
export const handle = { crumbs: [{ label: "Reports" }, { label: "GST returns (GSTR-1)" }] };

export const REPORT_FAILED =
  "Failed to load the GST returns: the figures could not be worked out just now. Please try again.";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "reports");
  const asked = new URL(request.url).searchParams.get("month");
  const choice = parseReportMonth(asked);
  const latest = indianMonth();
  if (!choice.ok)
    return data({ month: asked?.trim() ?? "", latest, report: null, error: choice.message }, { status: 400 });
  try {
    return { month: choice.month, latest, report: await gstr1Report(choice.month), error: null };
  } catch (error) {
    log.error(`reports: the GSTR-1 of ${choice.month} could not be worked out`, error);
    return { month: choice.month, latest, report: null, error: REPORT_FAILED };
  }
}

const MONTH_NAME = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" });
const monthName = (month: string) => MONTH_NAME.format(new Date(`${month}-01T00:00:00Z`));

export default function GstReturns({ loaderData }: Route.ComponentProps) {
  const { month, latest, report, error } = loaderData;
  return (
    <div>
      <PageHeader
        title="GST returns (GSTR-1)"
        description="A month's sales as the GST offline tool's CSV templates, to import and file. An order with the buyer's GSTIN is a B2B supply; every other order is B2C."
      />
      <Form
        method="get"
        className="flex flex-wrap items-end gap-2 rounded-xl border border-stone-200 bg-white p-3"
      >
        <label className="block text-sm font-medium text-stone-800">
          Month
          <input
            type="month"
            name="month"
            defaultValue={month}
            max={latest}
            pattern="\d{4}-\d{2}"
            placeholder="YYYY-MM"
            className="mt-1 block rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm"
          />
        </label>
        <button type="submit" className={primaryAction}>
          Show
        </button>
      </Form>
      {error && (
        <Notice kind="error" className="mt-4">
          {error}
        </Notice>
      )}
      {report && (
        <>
          <Gstr1SummaryView summary={report.summary} monthName={monthName(report.month)} />
          {report.warnings.length > 0 && (
            <ul className="mt-4 list-disc space-y-1 rounded-lg bg-amber-50 p-3 pl-8 text-sm text-amber-900">
              {report.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          )}
          <Gstr1TableView spec={GSTR1_SPECS.b2b} rows={report.tables.b2b} month={report.month} />
          <Gstr1TableView spec={GSTR1_SPECS.b2cl} rows={report.tables.b2cl} month={report.month} />
          <Gstr1TableView spec={GSTR1_SPECS.b2cs} rows={report.tables.b2cs} month={report.month} />
          <Gstr1TableView spec={GSTR1_SPECS.cdnr} rows={report.tables.cdnr} month={report.month} />
          <Gstr1TableView spec={GSTR1_SPECS.cdnur} rows={report.tables.cdnur} month={report.month} />
          <Gstr1TableView spec={GSTR1_SPECS.hsnb2b} rows={report.tables.hsnb2b} month={report.month} />
          <Gstr1TableView spec={GSTR1_SPECS.hsn} rows={report.tables.hsn} month={report.month} />
          <Gstr1TableView spec={GSTR1_SPECS.docs} rows={report.tables.docs} month={report.month} />
        </>
      )}
    </div>
  );
}
