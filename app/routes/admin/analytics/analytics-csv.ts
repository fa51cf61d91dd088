import { csvDownload } from "../../../../server/http/csv-download";
import { requireStaff } from "../../../../server/http/guards";
import { analyticsCsvRows, isCsvPanel, parseDateRange } from "../../../../server/modules/analytics/service";
import type { Route } from "./+types/analytics-csv";

const plain = (message: string, status: number) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** One chart's figures as CSV, for the range in the address. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "analytics");
  const panel = params.panel ?? "";
  if (!isCsvPanel(panel)) return plain("There is no such chart.", 404);
  const choice = parseDateRange(new URL(request.url).searchParams);
  if (!choice.ok) return plain(choice.message, 400);
  return csvDownload(await analyticsCsvRows(panel, choice.range), `analytics-${panel}`);
}
