import {
  IMPORT_MESSAGES,
  type ImportFileError,
  type ImportKindName,
  isImportKind,
  MAX_FILE_BYTES,
} from "../../../../server/modules/imports/service";

/** Room for the form's other fields and the multipart boundaries around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export interface Upload {
  kind: ImportKindName;
  fileName: string;
  bytes: Uint8Array;
  /** The form's other fields. */
  form: FormData;
}

/** A refusal the page shows as it is: the message, and what to do about it. */
export const refusal = (message: string, detail: string | null = null, status = 400) =>
  Response.json({ error: message, detail }, { status, headers: { "Cache-Control": "private, no-store" } });

export const fileRefusal = (error: ImportFileError) => refusal(error.message, error.detail, error.status);

/**
 * The posted file and what it holds, or the Response refusing it. A body over the size limit is
 * refused from its Content-Length, before it is read.
 */
export async function readUpload(request: Request): Promise<Upload | Response> {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_FILE_BYTES + FORM_OVERHEAD_BYTES) return refusal(IMPORT_MESSAGES.tooLarge, null, 413);
  const form = await request.formData().catch(() => null);
  if (!form) return refusal(IMPORT_MESSAGES.noFile);
  const kind = form.get("kind");
  if (!isImportKind(kind)) return refusal(IMPORT_MESSAGES.unknownKind);
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return refusal(IMPORT_MESSAGES.noFile);
  if (file.size > MAX_FILE_BYTES) return refusal(IMPORT_MESSAGES.tooLarge, null, 413);
  return { kind, fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()), form };
}
