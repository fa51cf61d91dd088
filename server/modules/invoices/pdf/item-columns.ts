import { formatInr } from "../../../../lib/money";
import type { InvoiceRow } from "./invoice-rows";
import type { Align } from "./text";

export interface Column {
  header: string;
  /** A shared heading above this and its neighbours with the same group (CGST: rate, amount). */
  group?: string;
  align: Align;
  /** Absent only for the description, which takes the width the other columns leave. */
  minWidth?: number;
  text: (row: InvoiceRow) => string;
  note?: (row: InvoiceRow) => string | null;
}

/** Rule 46: HSN, description, quantity and unit, value, taxable value, and each tax head's rate and amount. */
export function itemColumns(intraState: boolean): Column[] {
  const taxColumns: Column[] = intraState
    ? [
        ...taxPair(
          "CGST",
          (row) => row.rateBp / 2,
          (row) => row.cgst,
        ),
        ...taxPair(
          "SGST",
          (row) => row.rateBp / 2,
          (row) => row.sgst,
        ),
      ]
    : taxPair(
        "IGST",
        (row) => row.rateBp,
        (row) => row.igst,
      );
  return [
    { header: "#", align: "center", minWidth: 16, text: (row) => row.serial },
    { header: "Description", align: "left", text: (row) => row.description, note: (row) => row.note },
    { header: "HSN", align: "center", minWidth: 32, text: (row) => row.hsn },
    { header: "Qty", align: "right", minWidth: 22, text: (row) => row.quantity },
    { header: "UQC", align: "center", minWidth: 28, text: (row) => row.uqc },
    {
      header: "Unit price",
      align: "right",
      minWidth: 40,
      text: (row) => (row.unitPrice === null ? "" : formatInr(row.unitPrice)),
    },
    { header: "Taxable value", align: "right", minWidth: 44, text: (row) => formatInr(row.taxableValue) },
    ...taxColumns,
    { header: "Total", align: "right", minWidth: 44, text: (row) => formatInr(row.total) },
  ];
}

function taxPair(
  group: string,
  rateBp: (row: InvoiceRow) => number,
  amount: (row: InvoiceRow) => number,
): Column[] {
  return [
    { header: "Rate", group, align: "right", minWidth: 26, text: (row) => formatPercent(rateBp(row)) },
    { header: "Amount", group, align: "right", minWidth: 40, text: (row) => formatInr(amount(row)) },
  ];
}

const percent = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 3 });
export const formatPercent = (bp: number) => `${percent.format(bp / 100)}%`;
