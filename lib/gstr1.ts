import { formatIndianNumber, formatInr } from "./money";

/**
 * The GSTR-1 tables of the GST offline tool's CSV templates that the shop files, in the tool's order.
 * `hsn` is the B2C HSN summary (its name from before B2B sales), `hsnb2b` the B2B one.
 */
export const GSTR1_TABLES = ["b2b", "b2cl", "b2cs", "cdnr", "cdnur", "hsnb2b", "hsn", "docs"] as const;
export type Gstr1TableName = (typeof GSTR1_TABLES)[number];

export function isGstr1Table(name: string): name is Gstr1TableName {
  return (GSTR1_TABLES as readonly string[]).includes(name);
}

/** Money in paise, rates in basis points (500 = 5%), dates as YYYY-MM-DD. */
export interface B2csRow {
  placeOfSupply: string;
  rateBp: number;
  taxableValue: number;
}
export interface B2clRow extends B2csRow {
  invoiceNumber: string;
  invoiceDate: string;
  invoiceValue: number;
}
export interface CdnurRow extends B2csRow {
  noteNumber: string;
  noteDate: string;
  noteValue: number;
}
/** A buyer who gave a GSTIN at checkout. */
interface Recipient {
  recipientGstin: string;
  receiverName: string;
}
export interface B2bRow extends B2clRow, Recipient {}
export interface CdnrRow extends CdnurRow, Recipient {}
export interface HsnRow {
  hsn: string;
  description: string;
  /** The tool's code, e.g. PCS-PIECES. */
  uqc: string;
  quantity: number;
  totalValue: number;
  rateBp: number;
  taxableValue: number;
  igst: number;
  cgst: number;
  sgst: number;
}
export interface DocumentsRow {
  nature: string;
  from: string;
  to: string;
  total: number;
  cancelled: number;
}

export interface Gstr1Tables {
  b2b: B2bRow[];
  b2cl: B2clRow[];
  b2cs: B2csRow[];
  cdnr: CdnrRow[];
  cdnur: CdnurRow[];
  hsnb2b: HsnRow[];
  hsn: HsnRow[];
  docs: DocumentsRow[];
}

/** Units of quantity as the tool names them; anything else is OTH-OTHERS. */
const UQC_CODES: Record<string, string> = {
  PCS: "PCS-PIECES",
  SET: "SET-SETS",
  PRS: "PRS-PAIRS",
  NOS: "NOS-NUMBERS",
};
export const uqcCode = (uqc: string) => UQC_CODES[uqc.trim().toUpperCase()] ?? "OTH-OTHERS";

/** Paise as the tool reads rupees: 123450 is "1234.50", no grouping. */
export function rupeesCell(paise: number): string {
  const whole = Math.abs(paise);
  return `${paise < 0 ? "-" : ""}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const dateParts = (iso: string) => {
  const [year, month, day] = iso.split("-");
  return { year, month: MONTHS[Number(month) - 1], day };
};
/** 2026-11-05 as the tool writes it: 05-Nov-2026. */
export function gstDate(iso: string): string {
  const { year, month, day } = dateParts(iso);
  return `${day}-${month}-${year}`;
}
const shownDate = (iso: string) => {
  const { year, month, day } = dateParts(iso);
  return `${Number(day)} ${month} ${year}`;
};
const percent = (bp: number) => String(bp / 100);

/** A column: its template header, its CSV cell, and its cell on the page (null: constant, not shown). */
export interface Gstr1Column<R> {
  header: string;
  csv: (row: R) => string;
  screen: ((row: R) => string) | null;
  numeric?: boolean;
}

const text = <R>(header: string, pick: (row: R) => string): Gstr1Column<R> => ({
  header,
  csv: pick,
  screen: pick,
});
const constant = <R>(header: string, value: string): Gstr1Column<R> => ({
  header,
  csv: () => value,
  screen: null,
});
const money = <R>(header: string, pick: (row: R) => number): Gstr1Column<R> => ({
  header,
  csv: (row) => rupeesCell(pick(row)),
  screen: (row) => formatInr(pick(row)),
  numeric: true,
});
const count = <R>(header: string, pick: (row: R) => number): Gstr1Column<R> => ({
  header,
  csv: (row) => String(pick(row)),
  screen: (row) => formatIndianNumber(pick(row)),
  numeric: true,
});
const date = <R>(header: string, pick: (row: R) => string): Gstr1Column<R> => ({
  header,
  csv: (row) => gstDate(pick(row)),
  screen: (row) => shownDate(pick(row)),
});
const rate = <R extends { rateBp: number }>(): Gstr1Column<R> => ({
  header: "Rate",
  csv: (row) => percent(row.rateBp),
  screen: (row) => `${percent(row.rateBp)}%`,
  numeric: true,
});
const placeOfSupply = <R extends { placeOfSupply: string }>() =>
  text<R>("Place Of Supply", (row) => row.placeOfSupply);
// No cess is levied on anything the shop sells, and "Applicable % of Tax Rate" is for the few
// supplies notified to pay 65% of the rate, none of which the shop makes.
const cess = <R>() => constant<R>("Cess Amount", "0.00");
const applicable = <R>() => constant<R>("Applicable % of Tax Rate", "");
const recipient = <R extends Recipient>() => [
  text<R>("GSTIN/UIN of Recipient", (r) => r.recipientGstin),
  text<R>("Receiver Name", (r) => r.receiverName),
];
// The shop pays its own tax on everything it sells: never reverse charge.
const reverseCharge = <R>() => constant<R>("Reverse Charge", "N");
const hsnColumns: Gstr1Column<HsnRow>[] = [
  text("HSN", (r) => r.hsn),
  text("Description", (r) => r.description),
  text("UQC", (r) => r.uqc),
  count("Total Quantity", (r) => r.quantity),
  money("Total Value", (r) => r.totalValue),
  rate(),
  money("Taxable Value", (r) => r.taxableValue),
  money("Integrated Tax Amount", (r) => r.igst),
  money("Central Tax Amount", (r) => r.cgst),
  money("State/UT Tax Amount", (r) => r.sgst),
  cess(),
];

export interface Gstr1TableSpec<R> {
  /** File name part and address: gstr1-2026-10-b2cs.csv. */
  name: Gstr1TableName;
  title: string;
  about: string;
  columns: Gstr1Column<R>[];
}

export const GSTR1_SPECS: { [K in Gstr1TableName]: Gstr1TableSpec<Gstr1Tables[K][number]> } = {
  b2b: {
    name: "b2b",
    title: "B2B invoices (B2B)",
    about: "Invoices to buyers who gave a GSTIN, by rate.",
    columns: [
      ...recipient(),
      text("Invoice Number", (r) => r.invoiceNumber),
      date("Invoice date", (r) => r.invoiceDate),
      money("Invoice Value", (r) => r.invoiceValue),
      placeOfSupply(),
      reverseCharge(),
      applicable(),
      constant("Invoice Type", "Regular B2B"),
      constant("E-Commerce GSTIN", ""),
      rate(),
      money("Taxable Value", (r) => r.taxableValue),
      cess(),
    ],
  },
  b2cs: {
    name: "b2cs",
    title: "B2C small (B2CS)",
    about:
      "Sales to buyers without a GSTIN within the state, and to other states on invoices up to ₹1,00,000, by place of supply and rate, less this month's credit notes on them.",
    columns: [
      constant("Type", "OE"),
      placeOfSupply(),
      applicable(),
      rate(),
      money("Taxable Value", (r) => r.taxableValue),
      cess(),
      constant("E-Commerce GSTIN", ""),
    ],
  },
  b2cl: {
    name: "b2cl",
    title: "B2C large (B2CL)",
    about: "Invoices to buyers without a GSTIN in other states of more than ₹1,00,000, by rate.",
    columns: [
      text("Invoice Number", (r) => r.invoiceNumber),
      date("Invoice date", (r) => r.invoiceDate),
      money("Invoice Value", (r) => r.invoiceValue),
      placeOfSupply(),
      applicable(),
      rate(),
      money("Taxable Value", (r) => r.taxableValue),
      cess(),
      constant("E-Commerce GSTIN", ""),
    ],
  },
  cdnr: {
    name: "cdnr",
    title: "Credit notes to registered buyers (CDNR)",
    about: "This month's credit notes against B2B invoices, by rate.",
    columns: [
      ...recipient(),
      text("Note Number", (r) => r.noteNumber),
      date("Note Date", (r) => r.noteDate),
      constant("Note Type", "C"),
      placeOfSupply(),
      reverseCharge(),
      constant("Note Supply Type", "Regular B2B"),
      money("Note Value", (r) => r.noteValue),
      applicable(),
      rate(),
      money("Taxable Value", (r) => r.taxableValue),
      cess(),
    ],
  },
  cdnur: {
    name: "cdnur",
    title: "Credit notes to unregistered buyers (CDNUR)",
    about: "This month's credit notes against B2C large invoices, by rate.",
    columns: [
      constant("UR Type", "B2CL"),
      text("Note Number", (r) => r.noteNumber),
      constant("Note Type", "C"),
      placeOfSupply(),
      date("Note Date", (r) => r.noteDate),
      money("Note Value", (r) => r.noteValue),
      applicable(),
      rate(),
      money("Taxable Value", (r) => r.taxableValue),
      cess(),
    ],
  },
  hsnb2b: {
    name: "hsnb2b",
    title: "HSN summary, B2B (table 12)",
    about:
      "Goods sold to buyers with a GSTIN less goods credited to them this month, by HSN, rate and unit; shipping counts under the HSN of the order's main good.",
    columns: hsnColumns,
  },
  hsn: {
    name: "hsn",
    title: "HSN summary, B2C (table 12)",
    about:
      "Goods sold to buyers without a GSTIN less goods credited to them this month, by HSN, rate and unit; shipping counts under the HSN of the order's main good.",
    columns: hsnColumns,
  },
  docs: {
    name: "docs",
    title: "Documents issued (table 13)",
    about: "The first and last number of each series issued this month.",
    columns: [
      text("Nature of Document", (r) => r.nature),
      text("Sr. No. From", (r) => r.from),
      text("Sr. No. To", (r) => r.to),
      count("Total Number", (r) => r.total),
      count("Cancelled", (r) => r.cancelled),
    ],
  },
};

/** A table as the offline tool's CSV template: the header line, then its rows. */
export function gstr1CsvRows<K extends Gstr1TableName>(name: K, rows: Gstr1Tables[K]): string[][] {
  const { columns } = GSTR1_SPECS[name];
  return [
    columns.map((c) => c.header),
    ...(rows as Gstr1Tables[K][number][]).map((row) => columns.map((c) => c.csv(row))),
  ];
}
