import { requireStaff } from "../../../../server/http/guards";
import { applyImport, ImportFileError } from "../../../../server/modules/imports/service";
import type { Route } from "./+types/apply";
import { readUpload } from "./upload.server";

export const APPLY_STOPPED =
  "The import stopped unexpectedly. The rows written before it stopped are saved: preview the file again to see what is left.";

/**
 * Writes the posted file's good rows in batches and streams one JSON line per committed batch
 * ({"type":"progress","done":500,"total":10000}), then the result ({"type":"done",...}) or the reason
 * it could not run ({"type":"error",...}). The page reads the lines as they come for its progress bar.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request, "imports");
  const upload = await readUpload(request);
  if (upload instanceof Response) return upload;
  const actor = { id: user.id, email: user.email };
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      // A page closed mid-import stops hearing about it; the import itself runs to its end.
      let listening = true;
      const send = (line: object) => {
        if (!listening) return;
        try {
          controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
        } catch {
          listening = false;
        }
      };
      try {
        const result = await applyImport(upload.kind, upload.bytes, actor, (progress) =>
          send({ type: "progress", ...progress }),
        );
        send({ type: "done", ...result, fileName: upload.fileName });
      } catch (error) {
        if (error instanceof ImportFileError)
          send({ type: "error", error: error.message, detail: error.detail });
        else {
          console.error("[import] apply failed:", error);
          send({ type: "error", error: APPLY_STOPPED, detail: null });
        }
      }
      if (listening) controller.close();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "application/x-ndjson; charset=utf-8",
      // no-transform keeps the compression middleware from holding lines back until a buffer fills.
      "Cache-Control": "private, no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
