/** The response header with the number of data rows an export will hold (server/http/export-download.ts). */
export const EXPORT_ROWS_HEADER = "X-Export-Rows";

export type ExportFileType = "csv" | "xlsx";

/** The export address for a file type: the list's own address, with `format=xlsx` for Excel (CSV is the default). */
export function exportHref(href: string, format: ExportFileType): string {
  if (format === "csv") return href;
  const [path, query = ""] = href.split("?");
  const params = new URLSearchParams(query);
  params.set("format", format);
  return `${path}?${params.toString()}`;
}

/** The file name a download response gives, or a fallback. */
export function downloadName(disposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? "");
  return match?.[1] ?? fallback;
}

/**
 * Counts the records of a CSV stream as its text arrives in pieces: a line break inside a quoted cell
 * (an address over two lines) is not a record's end. Doubled quotes flip twice and change nothing.
 */
export function csvRecordCounter() {
  let quoted = false;
  let records = 0;
  return {
    add(text: string) {
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 34) quoted = !quoted;
        else if (c === 10 && !quoted) records++;
      }
    },
    /** Data rows so far: records less the header row. */
    get rows() {
      return Math.max(0, records - 1);
    },
  };
}

const MB = 1024 * 1024;
const number = new Intl.NumberFormat("en-IN");

/** "1.4 MB" or "820 KB". */
export function formatBytes(bytes: number): string {
  return bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${number.format(Math.ceil(bytes / 1024))} KB`;
}

export const formatCount = (n: number) => number.format(n);
