import { isGstr1Table } from "../../../lib/gstr1";
import { csvResponse } from "../../../server/http/csv-download";
import { requireStaff } from "../../../server/http/guards";
import { gstr1Csv, gstr1FileName, parseReportMonth } from "../../../server/modules/reports/service";
import type { Route } from "./+types/reports-gst-csv";

const plain = (message: string, status: number) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** One table of a month's GSTR-1, as the GST offline tool's CSV template. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "reports");
  const table = params.table ?? "";
  if (!isGstr1Table(table)) return plain("There is no such GSTR-1 table.", 404);
  const choice = parseReportMonth(new URL(request.url).searchParams.get("month"));
  if (!choice.ok) return plain(choice.message, 400);
  // No byte order mark: the offline tool matches the header cells as written, and every cell is ASCII.
  return csvResponse(await gstr1Csv(choice.month, table), gstr1FileName(choice.month, table), { bom: false });
}
