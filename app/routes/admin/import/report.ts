import { csvResponse } from "../../../../server/http/csv-download";
import { requireStaff } from "../../../../server/http/guards";
import { ImportFileError, rejectedRowsReport } from "../../../../server/modules/imports/service";
import type { Route } from "./+types/report";
import { fileRefusal, readUpload } from "./upload.server";

/**
 * The posted file's rejected rows as CSV: row, errors, then the row's own cells to correct and import
 * again. After an import the page also posts the rows it refused ("rejected", JSON), so rows refused
 * only while saving are listed with their reasons; without them the file is checked afresh.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireStaff(request, "imports");
  const upload = await readUpload(request);
  if (upload instanceof Response) return upload;
  try {
    const rejected = upload.form.get("rejected");
    const rows = await rejectedRowsReport(
      upload.kind,
      upload.bytes,
      typeof rejected === "string" ? rejected : null,
    );
    return csvResponse(rows, `${upload.kind}-import-rejected-rows.csv`);
  } catch (error) {
    if (error instanceof ImportFileError) return fileRefusal(error);
    throw error;
  }
}
