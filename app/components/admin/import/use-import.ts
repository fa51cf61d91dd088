import { useRef, useState } from "react";
import type { ImportKindName, ImportRefusal, ImportResultView, ImportStep } from "./import-types";

export const IMPORT_PAGE_MESSAGES = {
  network: "The shop could not be reached. Check the connection and try again.",
  unexpected: "Something went wrong on our side. Try again in a moment.",
  tooLarge: "This file is larger than 15 MB. Split it into files of at most 15 MB and 50,000 rows each.",
  stopped: "The connection closed before the import finished. Preview the file again to see what is left.",
  signedOut: "Your session has ended. Sign in again, then choose the file once more.",
} as const;

async function refusalOf(response: Response): Promise<ImportRefusal> {
  const body = (await response.json().catch(() => null)) as ImportRefusal | null;
  if (body?.error) return body;
  // Refused by the server before the import saw it: the body alone was over the size limit.
  if (response.status === 413) return { error: IMPORT_PAGE_MESSAGES.tooLarge, detail: null };
  return { error: IMPORT_PAGE_MESSAGES.unexpected, detail: null };
}

const formOf = (kind: ImportKindName, file: File) => {
  const form = new FormData();
  form.set("kind", kind);
  form.set("file", file);
  return form;
};

/**
 * An answer that is not the import's own: with an expired session the request is redirected to the
 * sign-in page, which fetch follows and gets as HTML with status 200.
 */
const isSignInPage = (response: Response) =>
  response.redirected || (response.headers.get("content-type") ?? "").includes("text/html");

/** Reloads the import page, whose loader sends a signed-out browser to sign in and back here. */
const signInAgain = () => window.location.assign("/admin/import");

/** Reads a stream of JSON lines, calling `onLine` for each complete line as it arrives. */
async function readLines(body: ReadableStream<Uint8Array>, onLine: (line: Record<string, unknown>) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) if (line.trim()) onLine(JSON.parse(line) as Record<string, unknown>);
  }
}

/**
 * The import page's steps: preview a chosen file, then apply it. The chosen File stays on the page, so
 * confirming sends the same file again and the server keeps nothing between the two requests.
 */
export function useImport() {
  const [state, setState] = useState<ImportStep>({ step: "choose" });
  const [refusal, setRefusal] = useState<ImportRefusal | null>(null);
  const chosen = useRef<{ kind: ImportKindName; file: File } | null>(null);

  async function post(
    path: string,
    kind: ImportKindName,
    file: File,
    rejected: { line: number; errors: string[] }[] | null = null,
  ): Promise<Response | null> {
    const body = formOf(kind, file);
    if (rejected) body.set("rejected", JSON.stringify(rejected));
    try {
      const response = await fetch(path, { method: "POST", body });
      if (isSignInPage(response)) {
        setRefusal({ error: IMPORT_PAGE_MESSAGES.signedOut, detail: null });
        signInAgain();
        return null;
      }
      if (!response.ok) {
        setRefusal(await refusalOf(response));
        return null;
      }
      return response;
    } catch {
      setRefusal({ error: IMPORT_PAGE_MESSAGES.network, detail: null });
      return null;
    }
  }

  async function preview(kind: ImportKindName, file: File) {
    chosen.current = { kind, file };
    setRefusal(null);
    setState({ step: "checking" });
    const response = await post("/admin/import/preview", kind, file);
    if (!response) return setState({ step: "choose" });
    const checked = (await response.json().catch(() => null)) as ImportResultView | null;
    if (!checked?.summary) {
      setRefusal({ error: IMPORT_PAGE_MESSAGES.unexpected, detail: null });
      return setState({ step: "choose" });
    }
    setState({ step: "preview", preview: checked });
  }

  async function apply() {
    if (!chosen.current || state.step !== "preview") return;
    const previewed = state.preview;
    const { kind, file } = chosen.current;
    setRefusal(null);
    setState({ step: "applying", preview: previewed, done: 0, total: previewed.summary.total });
    const response = await post("/admin/import/apply", kind, file);
    if (!response?.body) return setState({ step: "preview", preview: previewed });
    let finished = false;
    try {
      await readLines(response.body, (line) => {
        if (line.type === "progress")
          setState({
            step: "applying",
            preview: previewed,
            done: Number(line.done),
            total: Number(line.total),
          });
        else if (line.type === "done") {
          finished = true;
          setState({ step: "done", result: line as unknown as ImportResultView });
        } else if (line.type === "error") {
          finished = true;
          setRefusal({ error: String(line.error), detail: (line.detail as string | null) ?? null });
          setState({ step: "preview", preview: previewed });
        }
      });
    } catch {
      // The connection dropped mid-stream: handled below like a stream that ended early.
    }
    if (!finished) {
      setRefusal({ error: IMPORT_PAGE_MESSAGES.stopped, detail: null });
      setState({ step: "preview", preview: previewed });
    }
  }

  /**
   * Downloads the rejected rows of the chosen file as CSV. After an import it sends the rows the
   * import refused, so rows refused only while saving are in the file too.
   */
  async function downloadReport() {
    if (!chosen.current) return;
    const { kind, file } = chosen.current;
    const refused =
      state.step === "done"
        ? state.result.rows
            .filter((r) => r.action === "rejected")
            .map((r) => ({ line: r.line, errors: r.errors }))
        : null;
    const response = await post("/admin/import/report", kind, file, refused);
    if (!response) return;
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement("a");
    link.href = url;
    link.download = `${kind}-import-rejected-rows.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  }

  function reset() {
    chosen.current = null;
    setRefusal(null);
    setState({ step: "choose" });
  }

  return { state, refusal, preview, apply, downloadReport, reset };
}
