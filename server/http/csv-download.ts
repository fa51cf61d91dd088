import { toCsv } from "../../lib/csv";

/**
 * A CSV download named `{name}-{Indian date}.csv`, streamed 500 rows at a time as the generator
 * yields them; the BOM makes Excel read it as UTF-8.
 */
export function csvDownload(rows: AsyncIterable<string[]> | Iterable<string[]>, name: string): Response {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  return csvResponse(rows, `${name}-${day}.csv`);
}

/** A CSV download under an exact file name; `bom: false` for files read by tools rather than Excel. */
export function csvResponse(
  rows: AsyncIterable<string[]> | Iterable<string[]>,
  fileName: string,
  { bom = true }: { bom?: boolean } = {},
): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      if (bom) controller.enqueue(encoder.encode("\uFEFF"));
      let batch: string[][] = [];
      for await (const row of rows) {
        batch.push(row);
        if (batch.length === 500) {
          controller.enqueue(encoder.encode(toCsv(batch)));
          batch = [];
        }
      }
      if (batch.length > 0) controller.enqueue(encoder.encode(toCsv(batch)));
      controller.close();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
