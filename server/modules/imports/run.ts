import { getDb } from "../../db/client";
import { uniqueViolation } from "../../db/errors";
import { AppError } from "../../errors";
import { adminTransaction } from "../audit/service";
import { importKind } from "./kinds";
import { BATCH_ROWS, IMPORT_MESSAGES } from "./limits";
import { readImportFile } from "./read-file";
import type { Actor, AnyImportKind, ImportKindName, ImportSummary, RowOutcome } from "./types";

export interface ImportResult {
  kind: ImportKindName;
  /** The known columns the file has, and the header cells left alone. */
  columns: string[];
  ignored: string[];
  /** Every row, in file order, with what happens (preview) or happened (apply) to it. */
  rows: RowOutcome[];
  summary: ImportSummary;
}

export interface ImportProgress {
  done: number;
  total: number;
}

export function summarise(rows: RowOutcome[]): ImportSummary {
  const summary = { total: rows.length, create: 0, update: 0, unchanged: 0, rejected: 0 };
  for (const row of rows) summary[row.action]++;
  return summary;
}

/**
 * Lets the event loop run between batches: the embedded database answers without ever leaving the
 * microtask queue, so without a pause the progress lines would sit unsent until the import ended.
 */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Units in batches of about BATCH_ROWS rows (a product's rows stay together). */
function* batches<Unit>(units: Unit[], rowCount: (unit: Unit) => number): Generator<Unit[]> {
  let batch: Unit[] = [];
  let rows = 0;
  for (const unit of units) {
    batch.push(unit);
    rows += rowCount(unit);
    if (rows >= BATCH_ROWS) {
      yield batch;
      batch = [];
      rows = 0;
    }
  }
  if (batch.length > 0) yield batch;
}

async function load(name: ImportKindName, bytes: Uint8Array) {
  const kind = importKind(name);
  const file = await readImportFile(bytes, kind);
  const grouped = kind.group(file.rows);
  return { kind, file, ...grouped };
}

const result = (kind: AnyImportKind, file: { columns: string[]; ignored: string[] }, rows: RowOutcome[]) => {
  const sorted = rows.sort((a, b) => a.line - b.line);
  return {
    kind: kind.name,
    columns: file.columns,
    ignored: file.ignored,
    rows: sorted,
    summary: summarise(sorted),
  };
};

/** Reads the file and checks every row against the shop; writes nothing. */
export async function previewImport(name: ImportKindName, bytes: Uint8Array): Promise<ImportResult> {
  const { kind, file, units, refused } = await load(name, bytes);
  const context = await kind.context();
  const rows = [...refused];
  for (const batch of batches(units, kind.rowCount))
    rows.push(...(await kind.check(getDb(), batch, context)).outcomes);
  return result(kind, file, rows);
}

/** An expected refusal while writing a batch (a SKU taken a moment ago...): its rows are reported, not lost. */
function writeRefusal(error: unknown): string | null {
  if (error instanceof AppError) return error.message;
  if (uniqueViolation(error) !== null)
    return "another save took one of these SKUs, slugs or addresses just now";
  return null;
}

/**
 * Checks the file again and writes its good rows, one transaction per batch (a batch commits whole or
 * not at all). Each batch is checked inside its own transaction, so what it writes is what it saw.
 * `onProgress` hears after every batch; rows already as the file says are reported unchanged.
 */
export async function applyImport(
  name: ImportKindName,
  bytes: Uint8Array,
  actor: Actor,
  onProgress: (progress: ImportProgress) => void | Promise<void> = () => {},
): Promise<ImportResult> {
  const { kind, file, units, refused } = await load(name, bytes);
  const context = await kind.context();
  const rows = [...refused];
  const total = file.rows.length;
  await onProgress({ done: refused.length, total });
  await breathe();
  for (const batch of batches(units, kind.rowCount)) {
    if (kind.writeEach) rows.push(...(await kind.writeEach(actor, batch, context)));
    else rows.push(...(await writeBatch(kind, batch, actor, context)));
    await onProgress({ done: rows.length, total });
    await breathe();
  }
  return result(kind, file, rows);
}

async function writeBatch(kind: AnyImportKind, batch: unknown[], actor: Actor, context: unknown) {
  try {
    return await adminTransaction(
      async (tx) => {
        const checked = await kind.check(tx, batch, context);
        if (checked.work.length > 0) await kind.write!(tx, actor, checked.work, context);
        return checked.outcomes;
      },
      { storefront: true },
    );
  } catch (error) {
    const reason = writeRefusal(error);
    if (reason === null) throw error;
    const outcomes = (await kind.check(getDb(), batch, context)).outcomes;
    return outcomes.map((o) =>
      o.action === "rejected" || o.action === "unchanged"
        ? o
        : { ...o, action: "rejected" as const, errors: [IMPORT_MESSAGES.writeFailed(reason)] },
    );
  }
}
