import { csvResponse } from "../../../../server/http/csv-download";
import { requireStaff } from "../../../../server/http/guards";
import { templateWorkbook, XLSX_CONTENT_TYPE } from "../../../../server/http/xlsx-download";
import { IMPORT_MESSAGES, importTemplate, isImportKind } from "../../../../server/modules/imports/service";
import type { Route } from "./+types/template";
import { refusal } from "./upload.server";

/** An import file's template: headers and a sample row, as CSV or (`?format=xlsx`) an Excel workbook. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "imports");
  const params = new URL(request.url).searchParams;
  const kind = params.get("kind");
  if (!isImportKind(kind)) return refusal(IMPORT_MESSAGES.unknownKind);
  const template = importTemplate(kind);
  if (params.get("format") !== "xlsx") {
    const sample = template.sample.map((v) => (v === null ? "" : String(v)));
    return csvResponse([template.headers, sample], `${template.name}.csv`);
  }
  const workbook = await templateWorkbook(template.headers, template.sample, template.sheet);
  return new Response(new Uint8Array(workbook), {
    headers: {
      "Content-Type": XLSX_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="${template.name}.xlsx"`,
      "Cache-Control": "private, no-store",
    },
  });
}
