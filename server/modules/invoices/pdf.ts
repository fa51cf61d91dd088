import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";
import { formatDate } from "../../../lib/date-format";
import { formatInr } from "../../../lib/money";
import type { InvoiceDocument, OrderDocument, OrderDocumentItem } from "../orders/documents";
import type { OrderAddress } from "../orders/schema";

type Pdf = InstanceType<typeof PDFDocument>;
type Align = "left" | "right" | "center";

const MARGIN = 40;
const FOOTER_SPACE = 28;
const FONT_FILES = { regular: "NotoSans-Regular.ttf", bold: "NotoSans-Bold.ttf" } as const;
const REGULAR = "NotoSans";
const BOLD = "NotoSans-Bold";
const COLOR = { text: "#1f1f1f", muted: "#6b6b6b", accent: "#7a1f2b", rule: "#d9d2cc", fill: "#f5eee8" };
const SIZE = { body: 8.5, table: 7.5, small: 7 };
const CELL_PAD_X = 4;
const CELL_PAD_Y = 4;

const PAYMENT_LABELS: Record<string, string> = {
  razorpay: "Razorpay (online)",
  cod: "Cash on delivery",
  bank_transfer: "Bank transfer",
};

/** Renders an A4 GST tax invoice. Noto Sans is embedded because the standard PDF fonts have no ₹. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const fonts = loadFonts();
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    compress: true,
    bufferPages: true,
    info: {
      Title: `Tax invoice ${invoice.invoiceNumber}`,
      Author: invoice.seller.legalName,
      Subject: `Order ${invoice.order.orderNumber}`,
      // A fixed date (the invoice's own) rather than "now", so the same invoice renders to the same bytes.
      CreationDate: new Date(`${invoice.issueDate}T00:00:00+05:30`),
    },
  });
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  const done = collect(doc);

  let y = drawHeader(doc, invoice, MARGIN);
  y = drawParties(doc, invoice.order, y);
  y = drawItems(doc, invoice, y);
  drawTotals(doc, invoice, y);
  drawFooters(doc);
  doc.end();
  return done;
}

function collect(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

// ---------------------------------------------------------------------------------------------
// Fonts

let fontCache: { regular: Buffer; bold: Buffer } | undefined;

function loadFonts() {
  if (!fontCache) {
    const dir = findFontDir();
    fontCache = {
      regular: fs.readFileSync(path.join(dir, FONT_FILES.regular)),
      bold: fs.readFileSync(path.join(dir, FONT_FILES.bold)),
    };
  }
  return fontCache;
}

/** The cwd is the repo root both from source and from build/main.js; the module-relative paths cover other cwds. */
function findFontDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    ...new Set([
      path.resolve(process.cwd(), "assets/fonts"),
      path.resolve(here, "../assets/fonts"),
      path.resolve(here, "../../../assets/fonts"),
    ]),
  ];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, FONT_FILES.regular)));
  if (!found) {
    throw new Error(`Invoice fonts (${FONT_FILES.regular}) not found; looked in: ${candidates.join(", ")}`);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Text helpers

interface TextStyle {
  width: number;
  size?: number;
  bold?: boolean;
  color?: string;
  align?: Align;
}

function style(doc: Pdf, { size = SIZE.body, bold = false, color = COLOR.text }: TextStyle): Pdf {
  return doc
    .font(bold ? BOLD : REGULAR)
    .fontSize(size)
    .fillColor(color);
}

/** Writes wrapped text at (x, y) and returns its height. */
function write(doc: Pdf, text: string, x: number, y: number, options: TextStyle): number {
  style(doc, options).text(text, x, y, { width: options.width, align: options.align ?? "left" });
  return measure(doc, text, options);
}

function measure(doc: Pdf, text: string, options: TextStyle): number {
  return style(doc, options).heightOfString(text, { width: options.width });
}

/** Writes lines one below the other and returns the y below the last. */
function writeLines(doc: Pdf, lines: string[], x: number, y: number, options: TextStyle): number {
  return lines.reduce((top, line) => top + write(doc, line, x, top, options) + 1, y);
}

function rule(doc: Pdf, y: number, color = COLOR.rule) {
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.6)
    .strokeColor(color)
    .stroke();
}

const contentWidth = (doc: Pdf) => doc.page.width - 2 * MARGIN;
const bodyBottom = (doc: Pdf) => doc.page.height - MARGIN - FOOTER_SPACE;

// ---------------------------------------------------------------------------------------------
// Header: seller on the left, invoice details on the right

function drawHeader(doc: Pdf, invoice: InvoiceDocument, top: number): number {
  const { seller, order } = invoice;
  const width = contentWidth(doc);
  const metaWidth = 215;
  const sellerWidth = width - metaWidth - 20;

  let left = top;
  left += write(doc, seller.legalName, MARGIN, left, { width: sellerWidth, size: 14, bold: true }) + 3;
  left = writeLines(doc, seller.address.split(/\r?\n/), MARGIN, left, { width: sellerWidth });
  left = writeLines(doc, [`State: ${seller.state}`, `E-mail: ${seller.email}`], MARGIN, left, {
    width: sellerWidth,
  });
  left += write(doc, `GSTIN: ${seller.gstin}`, MARGIN, left + 1, { width: sellerWidth, bold: true }) + 1;

  const metaX = MARGIN + width - metaWidth;
  let right = top;
  right += write(doc, "TAX INVOICE", metaX, right, {
    width: metaWidth,
    size: 17,
    bold: true,
    color: COLOR.accent,
    align: "right",
  });
  right += 4;
  for (const [label, value] of invoiceDetails(invoice, order)) {
    right = drawLabelValue(doc, label, value, metaX, right, metaWidth, 78) + 1.5;
  }

  const bottom = Math.max(left, right) + 10;
  rule(doc, bottom, COLOR.accent);
  return bottom + 10;
}

function invoiceDetails(invoice: InvoiceDocument, order: OrderDocument): [string, string][] {
  const rows: [string, string][] = [
    ["Invoice no.", invoice.invoiceNumber],
    ["Invoice date", formatDate(invoice.issueDate)],
    ["Due date", formatDate(invoice.dueDate)],
    ["Order no.", order.orderNumber],
    ["Order date", formatDate(order.createdAt)],
    ["Payment", PAYMENT_LABELS[order.paymentMethod] ?? order.paymentMethod],
  ];
  if (order.paymentId) rows.push(["Payment ID", order.paymentId]);
  return rows;
}

function drawLabelValue(
  doc: Pdf,
  label: string,
  value: string,
  x: number,
  y: number,
  width: number,
  labelWidth: number,
): number {
  const labelHeight = write(doc, label, x, y, { width: labelWidth, color: COLOR.muted });
  const valueHeight = write(doc, value, x + labelWidth, y, { width: width - labelWidth, align: "right" });
  return y + Math.max(labelHeight, valueHeight);
}

// ---------------------------------------------------------------------------------------------
// Bill to / Ship to and place of supply

function drawParties(doc: Pdf, order: OrderDocument, top: number): number {
  const gap = 24;
  const width = (contentWidth(doc) - gap) / 2;
  const billTo = drawAddress(
    doc,
    "Bill to",
    order.billingAddress ?? order.shippingAddress,
    MARGIN,
    top,
    width,
  );
  const shipTo = drawAddress(doc, "Ship to", order.shippingAddress, MARGIN + width + gap, top, width);

  const y = Math.max(billTo, shipTo) + 8;
  style(doc, { width: contentWidth(doc), bold: true }).text("Place of supply: ", MARGIN, y, {
    continued: true,
  });
  style(doc, { width: contentWidth(doc) }).text(order.shippingAddress.state);
  return y + measure(doc, "Place of supply", { width: contentWidth(doc) }) + 12;
}

function drawAddress(doc: Pdf, title: string, address: OrderAddress, x: number, top: number, width: number) {
  let y = top + write(doc, title, x, top, { width, bold: true, color: COLOR.accent });
  y += write(doc, address.fullName, x, y + 2, { width, bold: true }) + 3;
  return writeLines(doc, addressLines(address), x, y, { width });
}

function addressLines(address: OrderAddress): string[] {
  return [
    address.addressLine1,
    address.addressLine2 ?? "",
    `${address.city}, ${address.state}`,
    `PIN ${address.postalCode}, ${address.country}`,
    `Phone: ${address.phone}`,
    `E-mail: ${address.email}`,
  ].filter((line) => line.trim() !== "");
}

// ---------------------------------------------------------------------------------------------
// Item table

interface Column {
  header: string;
  /** A shared heading above this and its neighbours with the same group (CGST: rate, amount). */
  group?: string;
  align: Align;
  /** Absent only for the description, which takes the width the other columns leave. */
  minWidth?: number;
  text: (item: OrderDocumentItem, index: number) => string;
  note?: (item: OrderDocumentItem) => string;
}

interface Table {
  columns: Column[];
  widths: number[];
  headerHeight: number;
}

function drawItems(doc: Pdf, invoice: InvoiceDocument, top: number): number {
  const { items } = invoice.order;
  const table = layoutTable(doc, itemColumns(isIntraState(invoice)), items);
  let y = top;
  let headerDrawn = false;
  items.forEach((item, index) => {
    const height = rowHeight(doc, table, item, index);
    // The header moves with the first row rather than being left alone at the foot of a page.
    const needed = height + (headerDrawn ? 0 : table.headerHeight);
    if (y + needed > bodyBottom(doc)) {
      y = newPage(doc, invoice);
      headerDrawn = false;
    }
    if (!headerDrawn) y = drawTableHeader(doc, table, y);
    headerDrawn = true;
    drawRow(doc, table, item, index, y, height);
    y += height;
  });
  return headerDrawn ? y : drawTableHeader(doc, table, y);
}

// A zero-tax order has no CGST/SGST amounts to tell by, so then the states decide.
function isIntraState({ order, seller }: InvoiceDocument): boolean {
  if (order.cgstAmount + order.sgstAmount > 0) return true;
  if (order.igstAmount > 0) return false;
  return sameState(seller.state, order.shippingAddress.state);
}

const sameState = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function itemColumns(intraState: boolean): Column[] {
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

/** The per-line split, same rule as the order's: the odd paisa goes to SGST. */
function splitTax(tax: number) {
  const cgst = Math.floor(tax / 2);
  return { cgst, sgst: tax - cgst };
}

const percent = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 3 });
const formatPercent = (bp: number) => `${percent.format(bp / 100)}%`;

function describe(item: OrderDocumentItem): string {
  const details = [item.size && `Size: ${item.size}`, item.color && `Colour: ${item.color}`].filter(Boolean);
  return details.length ? `${item.productName} (${details.join(", ")})` : item.productName;
}

/** Fixed columns grow to fit their widest cell; the description gets the rest. */
function layoutTable(doc: Pdf, columns: Column[], items: OrderDocumentItem[]): Table {
  const widths = columns.map((column) => {
    if (column.minWidth === undefined) return 0;
    style(doc, { width: 0, size: SIZE.table });
    const widest = Math.max(0, ...items.map((item, index) => doc.widthOfString(column.text(item, index))));
    return Math.max(column.minWidth, Math.ceil(widest) + 2 * CELL_PAD_X);
  });
  const descriptionIndex = columns.findIndex((column) => column.minWidth === undefined);
  widths[descriptionIndex] = contentWidth(doc) - widths.reduce((sum, width) => sum + width, 0);

  const lineHeight = measure(doc, "Xg", { width: 100, size: SIZE.table, bold: true });
  return { columns, widths, headerHeight: 2 * lineHeight + 2 * CELL_PAD_Y };
}

const columnX = (table: Table, index: number) =>
  MARGIN + table.widths.slice(0, index).reduce((sum, width) => sum + width, 0);

function drawTableHeader(doc: Pdf, table: Table, top: number): number {
  const { columns, widths, headerHeight } = table;
  doc.rect(MARGIN, top, contentWidth(doc), headerHeight).fill(COLOR.fill);
  const half = headerHeight / 2;
  const headerStyle = { size: SIZE.table, bold: true, color: COLOR.text };

  columns.forEach((column, index) => {
    const x = columnX(table, index) + CELL_PAD_X;
    const width = widths[index] - 2 * CELL_PAD_X;
    if (!column.group) {
      const height = measure(doc, column.header, { ...headerStyle, width });
      write(doc, column.header, x, top + (headerHeight - height) / 2, {
        ...headerStyle,
        width,
        align: column.align,
      });
      return;
    }
    write(doc, column.header, x, top + half, { ...headerStyle, width, align: column.align });
    if (columns[index - 1]?.group !== column.group) {
      const span = columns.filter((other) => other.group === column.group).length;
      const groupWidth = widths.slice(index, index + span).reduce((sum, w) => sum + w, 0);
      write(doc, column.group, x, top + CELL_PAD_Y, {
        ...headerStyle,
        width: groupWidth - 2 * CELL_PAD_X,
        align: "center",
      });
      doc
        .moveTo(x, top + half - 1)
        .lineTo(x + groupWidth - 2 * CELL_PAD_X, top + half - 1)
        .lineWidth(0.4)
        .strokeColor(COLOR.rule)
        .stroke();
    }
  });
  return top + headerHeight;
}

function cellStyle(table: Table, index: number) {
  return { size: SIZE.table, width: table.widths[index] - 2 * CELL_PAD_X, align: table.columns[index].align };
}

function rowHeight(doc: Pdf, table: Table, item: OrderDocumentItem, itemIndex: number): number {
  const heights = table.columns.map((column, index) => {
    const options = cellStyle(table, index);
    const main = measure(doc, column.text(item, itemIndex), options);
    return column.note ? main + measure(doc, column.note(item), { ...options, size: SIZE.small }) : main;
  });
  return Math.max(...heights) + 2 * CELL_PAD_Y;
}

function drawRow(
  doc: Pdf,
  table: Table,
  item: OrderDocumentItem,
  itemIndex: number,
  top: number,
  height: number,
) {
  table.columns.forEach((column, index) => {
    const x = columnX(table, index) + CELL_PAD_X;
    const options = cellStyle(table, index);
    const main = write(doc, column.text(item, itemIndex), x, top + CELL_PAD_Y, options);
    if (column.note) {
      write(doc, column.note(item), x, top + CELL_PAD_Y + main, {
        ...options,
        size: SIZE.small,
        color: COLOR.muted,
      });
    }
  });
  rule(doc, top + height);
}

/** A continuation page, headed so a loose page still says which invoice it belongs to. */
function newPage(doc: Pdf, invoice: InvoiceDocument): number {
  doc.addPage();
  const width = contentWidth(doc);
  const height = write(doc, `Tax invoice ${invoice.invoiceNumber} (continued)`, MARGIN, MARGIN, {
    width,
    bold: true,
    color: COLOR.muted,
  });
  return MARGIN + height + 8;
}

// ---------------------------------------------------------------------------------------------
// Totals

function drawTotals(doc: Pdf, invoice: InvoiceDocument, top: number): void {
  const { order } = invoice;
  const boxWidth = 220;
  const boxX = MARGIN + contentWidth(doc) - boxWidth;
  const noteWidth = contentWidth(doc) - boxWidth - 24;
  const rows = totalRows(order, isIntraState(invoice));
  const words = `Amount in words: ${amountInWords(order.totalAmount)}`;
  const needed = Math.max(rows.length * 13 + 30, measure(doc, words, { width: noteWidth }) + 30) + 12;

  let y = top + 12;
  if (y + needed > bodyBottom(doc)) y = newPage(doc, invoice);
  const noteTop = y;

  for (const [label, value] of rows) y = drawLabelValue(doc, label, value, boxX, y, boxWidth, 120) + 3;
  y += 2;
  doc
    .moveTo(boxX, y)
    .lineTo(boxX + boxWidth, y)
    .lineWidth(0.8)
    .strokeColor(COLOR.accent)
    .stroke();
  y += 5;
  write(doc, "Total", boxX, y, { width: 120, size: 11, bold: true });
  write(doc, formatInr(order.totalAmount), boxX + 120, y, {
    width: boxWidth - 120,
    size: 11,
    bold: true,
    align: "right",
  });

  const wordsTop =
    noteTop + write(doc, taxNote(order), MARGIN, noteTop, { width: noteWidth, bold: true }) + 4;
  write(doc, words, MARGIN, wordsTop, { width: noteWidth });
}

// The flat mode charges nothing on deliveries abroad, where "added at 18%" would be untrue.
function taxNote(order: OrderDocument): string {
  if (order.taxMode !== "exclusive") return "Prices include GST";
  return order.taxAmount > 0 ? "GST added at 18%" : "No GST charged";
}

function totalRows(order: OrderDocument, intraState: boolean): [string, string][] {
  const taxable = order.items.reduce((sum, item) => sum + item.taxableValue, 0);
  const rows: [string, string][] = [["Taxable value", formatInr(taxable)]];
  if (intraState) {
    rows.push(["CGST", formatInr(order.cgstAmount)], ["SGST", formatInr(order.sgstAmount)]);
  } else {
    rows.push(["IGST", formatInr(order.igstAmount)]);
  }
  rows.push(["Shipping", formatInr(order.shippingCost)]);
  if (order.discountAmount > 0) rows.push(["Discount", `−${formatInr(order.discountAmount)}`]);
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Footer on every page, once the page count is known

function drawFooters(doc: Pdf) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 10;
    rule(doc, y - 6);
    const width = contentWidth(doc);
    const options = { width, size: SIZE.small, color: COLOR.muted };
    write(doc, "This is a computer-generated invoice.", MARGIN, y, options);
    write(doc, `Page ${index - start + 1} of ${count}`, MARGIN, y, { ...options, align: "right" });
  }
}

// ---------------------------------------------------------------------------------------------
// Amount in words, Indian numbering (lakh, crore)

const ONES = [
  "",
  ..."One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve".split(" "),
  ..."Thirteen Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen".split(" "),
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : "");
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", rest ? belowHundred(rest) : ""]
    .filter(Boolean)
    .join(" ");
}

function indianWords(n: number): string {
  if (n === 0) return "Zero";
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor(n / 100_000) % 100;
  const thousand = Math.floor(n / 1000) % 100;
  const rest = n % 1000;
  return [
    crore ? `${indianWords(crore)} Crore` : "",
    lakh ? `${belowHundred(lakh)} Lakh` : "",
    thousand ? `${belowHundred(thousand)} Thousand` : "",
    rest ? belowThousand(rest) : "",
  ]
    .filter(Boolean)
    .join(" ");
}

function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${indianWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ""} Only`;
}
