// `npm run bench:import` (IMPORT_FORMAT=xlsx for an Excel file): a 10,000-row product file (5,000 products of two sizes each) previewed and
// applied through the import module on a fresh embedded database (PGlite), then applied again.
// Prints the time of each step and the growth of resident memory over the run, against the budgets
// of issue 15: preview at most 10 s, apply at most 60 s, memory growth at most 200 MB.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { getDb, openDatabase, setDbHandle } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";
import * as t from "../../server/db/schema";
import { applyImport, previewImport } from "../../server/modules/imports/service";

const ROWS = Number(process.env.IMPORT_ROWS ?? 10_000);
/** csv (the default) or xlsx. */
const FORMAT = process.env.IMPORT_FORMAT === "xlsx" ? "xlsx" : "csv";
const BUDGET = { previewMs: 10_000, applyMs: 60_000, memoryMb: 200 };
const MB = 1024 * 1024;

const HEADER = [
  "sku",
  "parent_sku",
  "name",
  "category",
  "price",
  "original_price",
  "size",
  "color",
  "stock",
  "description",
  "tags",
  "material",
  "hsn_code",
];

/** The rows a shop moving its catalogue in would upload: two sizes per kurta, quoted descriptions. */
function productRows(rows: number): (string | number)[][] {
  return Array.from({ length: rows }, (_, i) => {
    const product = Math.floor(i / 2);
    const size = i % 2 === 0 ? "M" : "L";
    return [
      `BENCH-${product}-${size}`,
      i % 2 === 0 ? "" : `BENCH-${product}-M`,
      `Handloom Kurta ${product}`,
      "Kurtas",
      999 + (product % 2000),
      1999 + (product % 2000),
      size,
      "Indigo",
      10 + (i % 40),
      `Woven in Bhagalpur, with "tussar" silk borders; piece ${product}.`,
      "festive, cotton",
      "Cotton",
      "6211",
    ];
  });
}

const quoted = (cell: string | number) =>
  typeof cell === "number" ? String(cell) : `"${cell.replace(/"/g, '""')}"`;

async function productFile(rows: number, format: string): Promise<Uint8Array> {
  const body = productRows(rows);
  if (format !== "xlsx")
    return new TextEncoder().encode([HEADER, ...body].map((row) => row.map(quoted).join(",")).join("\r\n"));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Products");
  sheet.addRows([HEADER, ...body]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

async function main() {
  // On disk, as the shop runs it (./data/db by default), in a folder removed afterwards.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-import-"));
  const handle = await openDatabase({ dataDir: path.join(dataDir, "db") });
  setDbHandle(handle);
  await migrateDatabase(handle);
  const db = getDb();
  const actor = { id: randomUUID(), email: "owner@bench.example" };
  await db.insert(t.user).values({ id: actor.id, name: "Bench Owner", email: actor.email, role: "admin" });
  await db.insert(t.categories).values({ name: "Kurtas", slug: "kurtas" });

  const file = await productFile(ROWS, FORMAT);
  globalThis.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);

  const peakSoFar = () =>
    `peak +${((Math.max(peak, process.memoryUsage().rss) - baseline) / MB).toFixed(0)} MB`;
  const preview = await timed(() => previewImport("products", file));
  const afterPreview = peakSoFar();
  const apply = await timed(() => applyImport("products", file, actor));
  const afterApply = peakSoFar();
  const again = await timed(() => applyImport("products", file, actor));
  clearInterval(sampler);
  globalThis.gc?.();
  const usage = process.memoryUsage();
  peak = Math.max(peak, process.memoryUsage().rss);
  const growthMb = (peak - baseline) / MB;

  const pass = (ok: boolean) => (ok ? "ok" : "OVER BUDGET");
  console.log(
    `Import of a ${ROWS.toLocaleString("en-IN")}-row product file (${(file.length / MB).toFixed(1)} MB ${FORMAT.toUpperCase()}) on PGlite`,
  );
  console.log(
    `  preview: ${(preview.ms / 1000).toFixed(2)} s (budget 10 s, ${pass(preview.ms <= BUDGET.previewMs)}), ${afterPreview}`,
    preview.result.summary,
  );
  console.log(
    `  apply:   ${(apply.ms / 1000).toFixed(2)} s (budget 60 s, ${pass(apply.ms <= BUDGET.applyMs)}), ${afterApply}`,
    apply.result.summary,
  );
  console.log(`  again:   ${(again.ms / 1000).toFixed(2)} s`, again.result.summary);
  console.log(
    `  memory growth (peak RSS over the start): ${growthMb.toFixed(0)} MB (budget 200 MB, ${pass(growthMb <= BUDGET.memoryMb)})`,
  );
  // What stays once garbage is collected: the JS heap, and the rest of the process (the embedded
  // database's WebAssembly memory, its page cache among it, is most of that).
  console.log(
    `  retained at the end: JS heap ${(usage.heapTotal / MB).toFixed(0)} MB, rest of the process ${((usage.rss - usage.heapTotal) / MB).toFixed(0)} MB (RSS ${((usage.rss - baseline) / MB).toFixed(0)} MB over the start)`,
  );
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const failed = preview.ms > BUDGET.previewMs || apply.ms > BUDGET.applyMs || growthMb > BUDGET.memoryMb;
  const noOp = again.result.summary.unchanged === ROWS;
  if (!noOp) console.log("  the second run changed rows it should have left unchanged");
  process.exitCode = failed || !noOp ? 1 : 0;
}

await main();
