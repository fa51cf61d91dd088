import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type DOCUMENT_SERIES, documentCounters } from "./schema";

/**
 * Tax invoice and credit note numbers (docs/decisions/017-invoice-numbers.md). CGST Rules, rule 46(b):
 * a consecutive serial number of at most 16 characters (letters, digits, '-' and '/'), unique for the
 * financial year. Each series starts again at 1 on 1 April (Indian time):
 *
 *   INV-2627-000001   the first tax invoice of 2026-27 (15 characters)
 *   CN-2627-000001    the first credit note of 2026-27
 *
 * The serial is at least 6 digits; a 7th fits too (16 characters), and a number that would be longer
 * is refused rather than issued. No '/' so that the number is also the PDF's file name.
 */
export type DocumentSeries = (typeof DOCUMENT_SERIES)[number];

const PREFIX: Record<DocumentSeries, string> = { invoice: "INV", credit_note: "CN" };

/** Rule 46(b)'s limit on a serial number's length. */
export const MAX_DOCUMENT_NUMBER_LENGTH = 16;

/** What rule 46(b) allows in a serial number. */
export const DOCUMENT_NUMBER_CHARACTERS = /^[A-Za-z0-9/-]+$/;

const IST_OFFSET_MS = 330 * 60_000;

/** The financial year (1 April to 31 March, Indian time) an instant falls in, as the year it starts in. */
export function financialYearOf(at: Date): number {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  return india.getUTCMonth() >= 3 ? year : year - 1;
}

/** 2026 (the year 2026-27) as "2627". */
export function financialYearCode(financialYear: number): string {
  const two = (year: number) => String(year % 100).padStart(2, "0");
  return `${two(financialYear)}${two(financialYear + 1)}`;
}

/** The number of the `serial`-th document of a series in a financial year. */
export function documentNumber(series: DocumentSeries, financialYear: number, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1) throw new RangeError(`Invalid serial number ${serial}`);
  const number = `${PREFIX[series]}-${financialYearCode(financialYear)}-${String(serial).padStart(6, "0")}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH)
    throw new Error(`The ${series.replace("_", " ")} series of ${financialYearCode(financialYear)} is full`);
  return number;
}

/** The tax invoice numbered `serial` in a financial year: INV-2627-000001. */
export const invoiceNumber = (financialYear: number, serial: number) =>
  documentNumber("invoice", financialYear, serial);

/**
 * Takes the next serial number of a series in a financial year (1 for the year's first document).
 * Must run in the transaction that writes the numbered document: the counter row stays locked until
 * that transaction ends, so concurrent writers take their numbers one after another, and a rollback
 * gives the number back. Together: no gap and no duplicate.
 */
export async function takeSerialNumber(
  tx: Database,
  series: DocumentSeries,
  financialYear: number,
): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financialYear],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1`, updatedAt: sql`now()` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  return row.lastNumber;
}
