import { formatInr } from "../../../../lib/money";
import type { OrderDocumentItem } from "../documents";
import { splitTax } from "./gst";
import type { Align } from "./text";

export interface Column {
  header: string;
  /** A shared heading above this and its neighbours with the same group (CGST: rate, amount). */
  group?: string;
  align: Align;
  /** Absent only for the description, which takes the width the other columns leave. */
  minWidth?: number;
  text: (item: OrderDocumentItem, index: number) => string;
  note?: (item: OrderDocumentItem) => string;
}

export function itemColumns(intraState: boolean): Column[] {
  const taxColumns: Column[] = intraState
    ? [
        ...taxPair(
          "CGST",
          (item) => item.gstRateBp / 2,
          (item) => splitTax(item.taxAmount).cgst,
        ),
        ...taxPair(
          "SGST",
          (item) => item.gstRateBp / 2,
          (item) => splitTax(item.taxAmount).sgst,
        ),
      ]
    : taxPair(
        "IGST",
        (item) => item.gstRateBp,
        (item) => item.taxAmount,
      );
  return [
    { header: "#", align: "center", minWidth: 16, text: (_item, index) => String(index + 1) },
    { header: "Description", align: "left", text: describe, note: (item) => `SKU: ${item.productSku}` },
    { header: "HSN", align: "center", minWidth: 34, text: (item) => item.hsnCode ?? "—" },
    { header: "Qty", align: "right", minWidth: 22, text: (item) => String(item.quantity) },
    { header: "Rate", align: "right", minWidth: 40, text: (item) => formatInr(item.priceAtPurchase) },
    { header: "Taxable value", align: "right", minWidth: 44, text: (item) => formatInr(item.taxableValue) },
    ...taxColumns,
    {
      header: "Total",
      align: "right",
      minWidth: 44,
      text: (item) => formatInr(item.taxableValue + item.taxAmount),
    },
  ];
}

function taxPair(
  group: string,
  rateBp: (item: OrderDocumentItem) => number,
  amount: (item: OrderDocumentItem) => number,
): Column[] {
  return [
    { header: "Rate", group, align: "right", minWidth: 26, text: (item) => formatPercent(rateBp(item)) },
    { header: "Amount", group, align: "right", minWidth: 40, text: (item) => formatInr(amount(item)) },
  ];
}

const percent = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 3 });
const formatPercent = (bp: number) => `${percent.format(bp / 100)}%`;

function describe(item: OrderDocumentItem): string {
  const details = [item.size && `Size: ${item.size}`, item.color && `Colour: ${item.color}`].filter(Boolean);
  return details.length ? `${item.productName} (${details.join(", ")})` : item.productName;
}
