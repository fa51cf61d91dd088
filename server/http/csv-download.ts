import { toCsv } from "../../lib/csv";

/** Rows per piece of the body: each is one Papa.unparse call and one chunk on the wire. */
const BATCH = 500;

/** Today in India as YYYY-MM-DD, for file names. */
export const indianDay = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

/**
 * A CSV download named `{name}-{Indian date}.csv`, streamed 500 rows at a time as the generator
 * yields them; the BOM makes Excel read it as UTF-8.
 */
export function csvDownload(rows: AsyncIterable<string[]> | Iterable<string[]>, name: string): Response {
  return csvResponse(rows, `${name}-${indianDay()}.csv`);
}

/** A CSV download under an exact file name; `bom: false` for files read by tools rather than Excel. */
export function csvResponse(
  rows: AsyncIterable<string[]> | Iterable<string[]>,
  fileName: string,
  { bom = true }: { bom?: boolean } = {},
): Response {
  return new Response(csvStream(rows, { bom }), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * CSV bytes, pulled as the reader takes them: the next rows are read only when the previous piece
 * has gone, and a reader that goes away stops the generator (and its database reads).
 */
export function csvStream(
  rows: AsyncIterable<string[]> | Iterable<string[]>,
  { bom = true }: { bom?: boolean } = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const source =
    Symbol.asyncIterator in rows
      ? (rows as AsyncIterable<string[]>)[Symbol.asyncIterator]()
      : (rows as Iterable<string[]>)[Symbol.iterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const batch: string[][] = [];
      let done = false;
      while (batch.length < BATCH) {
        const next = await source.next();
        if (next.done) {
          done = true;
          break;
        }
        batch.push(next.value);
      }
      const text = (!started && bom ? "\uFEFF" : "") + toCsv(batch);
      started = true;
      if (text) controller.enqueue(encoder.encode(text));
      if (done) controller.close();
    },
    async cancel() {
      await source.return?.();
    },
  });
}
