import { requireStaff } from "../../../../server/http/guards";
import { ImportFileError, previewImport } from "../../../../server/modules/imports/service";
import type { Route } from "./+types/preview";
import { fileRefusal, readUpload } from "./upload.server";

/** Every row of the posted file with what would happen to it, and the summary; nothing is written. */
export async function action({ request }: Route.ActionArgs) {
  await requireStaff(request, "imports");
  const upload = await readUpload(request);
  if (upload instanceof Response) return upload;
  try {
    const preview = await previewImport(upload.kind, upload.bytes);
    return Response.json(
      { ...preview, fileName: upload.fileName },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  } catch (error) {
    if (error instanceof ImportFileError) return fileRefusal(error);
    throw error;
  }
}
