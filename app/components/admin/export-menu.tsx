import { useEffect, useRef, useState } from "react";
import { Notice } from "../ui/notice";
import {
  csvRecordCounter,
  downloadName,
  EXPORT_ROWS_HEADER,
  type ExportFileType,
  exportHref,
  formatBytes,
  formatCount,
} from "./export-progress";
import { secondaryAction } from "./page-header";
import { usePopoverDetails } from "./use-popover-details";

interface Progress {
  format: ExportFileType;
  /** Rows the server said the file holds. */
  total: number;
  /** Rows received so far (counted in CSV; an XLSX file is compressed and shows bytes instead). */
  rows: number;
  bytes: number;
}

const LABELS: Record<ExportFileType, string> = { csv: "CSV (.csv)", xlsx: "Excel (.xlsx)" };
const item =
  "block rounded-md px-3 py-2 text-sm text-stone-800 hover:bg-stone-100 focus-visible:bg-stone-100";

/** Saves what was downloaded under the server's file name. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * "Export" with a choice of CSV or Excel, for the list as it is filtered (`href` is the list's export
 * address with its filters). Each choice is a plain download link; with JavaScript the file is fetched
 * here instead, so a large export shows its progress ("412 of 1,000 rows") and can be cancelled.
 */
/** Above this many rows the browser downloads the file itself (no progress here, nothing held in memory). */
const IN_PAGE_MAX_ROWS = 100_000;

export function ExportMenu({ href }: { href: string }) {
  const menu = useRef<HTMLDetailsElement>(null);
  usePopoverDetails(menu);
  const running = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [result, setResult] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function download(format: ExportFileType, event: React.MouseEvent<HTMLAnchorElement>) {
    // Without streams the link downloads the file itself, just without progress.
    if (!("ReadableStream" in window)) return;
    event.preventDefault();
    if (running.current) return;
    // The menu closes; the keyboard focus goes back to it rather than to the hidden link.
    menu.current?.removeAttribute("open");
    menu.current?.querySelector("summary")?.focus();
    const address = exportHref(href, format);
    const controller = new AbortController();
    running.current = controller;
    setResult(null);
    try {
      const response = await fetch(address, { signal: controller.signal, headers: { Accept: "*/*" } });
      const type = response.headers.get("Content-Type") ?? "";
      if (response.status === 400 && type.startsWith("text/plain")) {
        // A refusal with its reason (a list too big for one file): shown here, nothing downloaded.
        setResult({ kind: "error", text: await response.text() });
        return;
      }
      if (!response.ok || !response.body || type.startsWith("text/html")) {
        // A signed-out session or a refusal: let the browser show the page the server answers with.
        window.location.assign(address);
        return;
      }
      const total = Number(response.headers.get(EXPORT_ROWS_HEADER) ?? 0);
      if (total > IN_PAGE_MAX_ROWS) {
        // A file this big is better written to disk by the browser itself than held in the page.
        controller.abort();
        window.location.assign(address);
        setResult({
          kind: "success",
          text: `${formatCount(total)} rows: your browser is downloading the file.`,
        });
        return;
      }
      const counter = csvRecordCounter();
      const decoder = new TextDecoder();
      const parts: Uint8Array[] = [];
      let bytes = 0;
      let shown = 0;
      setProgress({ format, total, rows: 0, bytes: 0 });
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        bytes += value.byteLength;
        if (format === "csv") counter.add(decoder.decode(value, { stream: true }));
        // A new figure at most every 64 KB keeps the page responsive on a fast connection.
        if (bytes - shown >= 65_536) {
          shown = bytes;
          setProgress({ format, total, rows: counter.rows, bytes });
        }
      }
      const name = downloadName(response.headers.get("Content-Disposition"), `export.${format}`);
      save(new Blob(parts as BlobPart[], { type: type || "application/octet-stream" }), name);
      setResult({
        kind: "success",
        text: `Exported ${formatCount(total)} ${total === 1 ? "row" : "rows"} to ${name}`,
      });
    } catch {
      if (!controller.signal.aborted)
        setResult({
          kind: "error",
          text: "The export stopped before it finished. Try again, or narrow the filters.",
        });
    } finally {
      running.current = null;
      setProgress(null);
    }
  }

  return (
    <div className="flex flex-col items-end gap-2">
      <details ref={menu} className="relative">
        <summary className={`${secondaryAction} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
          Export
        </summary>
        <div className="absolute right-0 z-20 mt-1 w-48 rounded-lg border border-stone-200 bg-white p-1 shadow-lg">
          {(["csv", "xlsx"] as const).map((format) => (
            <a
              key={format}
              href={exportHref(href, format)}
              download
              className={item}
              onClick={(event) => void download(format, event)}
            >
              {LABELS[format]}
            </a>
          ))}
        </div>
      </details>
      {progress && <ExportProgress progress={progress} onCancel={() => running.current?.abort()} />}
      {/* Always present, so screen readers hear when an export starts and how it ends. */}
      <p role="status" className="sr-only">
        {progress
          ? "Exporting..."
          : result
            ? `Export ${result.kind === "success" ? "finished" : "failed"}.`
            : ""}
      </p>
      {result && (
        <Notice kind={result.kind} className="w-64 max-w-full py-2">
          {result.text}
        </Notice>
      )}
    </div>
  );
}

function ExportProgress({ progress, onCancel }: { progress: Progress; onCancel: () => void }) {
  const { format, total, rows, bytes } = progress;
  const words =
    format === "csv"
      ? `${formatCount(Math.min(rows, total))} of ${formatCount(total)} rows`
      : `${formatCount(total)} rows to Excel: ${formatBytes(bytes)} so far`;
  return (
    <div className="w-64 max-w-full rounded-lg border border-stone-200 bg-white p-2 text-sm shadow-sm">
      <progress
        aria-label="Export progress"
        className="h-2 w-full accent-maroon-800"
        max={format === "csv" ? Math.max(1, total) : undefined}
        value={format === "csv" ? Math.min(rows, total) : undefined}
      />
      <div className="mt-1 flex items-center justify-between gap-2">
        <p className="text-stone-700">Exporting {words}</p>
        <button type="button" onClick={onCancel} className="text-maroon-800 underline">
          Cancel
        </button>
      </div>
    </div>
  );
}
