import { formatDate } from "../../../lib/date-format";
import type { OrderAddress } from "../orders/schema";
import { getSellerDetails } from "../settings/service";
import type { OrderDocumentItem, SellerDetails } from "./documents";
import { currentPage, drawPageFooters, openPdf, pagesSince } from "./pdf/document";
import { addressLines } from "./pdf/parties";
import {
  type Align,
  bodyBottom,
  COLOR,
  contentWidth,
  drawLabelValue,
  MARGIN,
  measure,
  type Pdf,
  rule,
  write,
  writeLines,
} from "./pdf/text";

/** What a packing slip shows of an order: where the parcel goes and what goes in it, never prices. */
export interface PackingSlipOrder {
  orderNumber: string;
  createdAt: Date;
  shippingAddress: OrderAddress;
  customerNotes: string | null;
  items: Pick<OrderDocumentItem, "productName" | "productSku" | "size" | "color" | "quantity">[];
  /** The carrier's name, once shipped. */
  carrierName?: string | null;
  trackingNumber?: string | null;
}

/** One PDF for the packing table: each order starts on a new page and is numbered on its own. */
export async function renderPackingSlips(orders: PackingSlipOrder[]): Promise<Buffer> {
  return renderPackingSlipPdf(orders, await getSellerDetails());
}

export async function renderPackingSlipPdf(orders: PackingSlipOrder[], shop: SellerDetails): Promise<Buffer> {
  if (orders.length === 0) throw new Error("A packing slip needs at least one order");
  const { doc, bytes } = await openPdf({
    Title:
      orders.length === 1
        ? `Packing slip ${orders[0].orderNumber}`
        : `Packing slips (${orders.length} orders)`,
    Author: shop.legalName,
  });
  const slips = orders.map((order, index) => {
    if (index > 0) doc.addPage();
    const first = currentPage(doc);
    drawSlip(doc, order, shop);
    return { order, pages: pagesSince(doc, first) };
  });
  for (const { order, pages } of slips)
    drawPageFooters(doc, `Packing slip, order ${order.orderNumber}`, pages);
  doc.end();
  return bytes;
}

const ROW_SIZE = 9.5;
const PAD = 5;
const BOX = 10;

interface SlipColumn {
  header: string;
  align: Align;
  /** Absent only for the product, which takes the width the others leave. */
  width?: number;
  bold?: boolean;
  text: (item: PackingSlipOrder["items"][number]) => string;
}

// The first column is left empty for the box the packer ticks.
const COLUMNS: SlipColumn[] = [
  { header: "Packed", align: "center", width: 46, text: () => "" },
  { header: "Product", align: "left", text: (item) => item.productName },
  { header: "SKU", align: "left", width: 112, text: (item) => item.productSku },
  { header: "Size", align: "center", width: 46, text: (item) => item.size ?? "—" },
  { header: "Colour", align: "left", width: 72, text: (item) => item.color ?? "—" },
  { header: "Qty", align: "right", width: 34, bold: true, text: (item) => String(item.quantity) },
];

function drawSlip(doc: Pdf, order: PackingSlipOrder, shop: SellerDetails) {
  let y = drawHeader(doc, order, shop, MARGIN);
  y = drawShipTo(doc, order, y);
  y = drawLines(doc, order, y);
  drawSignOff(doc, order, y);
}

function drawHeader(doc: Pdf, order: PackingSlipOrder, shop: SellerDetails, top: number): number {
  const width = contentWidth(doc);
  const metaWidth = 215;
  const shopWidth = width - metaWidth - 20;
  let left = top + write(doc, shop.legalName, MARGIN, top, { width: shopWidth, size: 14, bold: true }) + 3;
  const shopLines = [...shop.address.split(/\r?\n/), `State: ${shop.state}`];
  left = writeLines(
    doc,
    shopLines.filter((line) => line.trim() !== ""),
    MARGIN,
    left,
    { width: shopWidth },
  );

  const metaX = MARGIN + width - metaWidth;
  let right = top;
  right += write(doc, "PACKING SLIP", metaX, right, {
    width: metaWidth,
    size: 17,
    bold: true,
    color: COLOR.accent,
    align: "right",
  });
  right += 4;
  for (const [label, value] of slipDetails(order)) {
    right = drawLabelValue(doc, label, value, metaX, right, metaWidth, 78) + 1.5;
  }
  const bottom = Math.max(left, right) + 10;
  rule(doc, bottom, COLOR.accent);
  return bottom + 12;
}

function slipDetails(order: PackingSlipOrder): [string, string][] {
  const rows: [string, string][] = [
    ["Order no.", order.orderNumber],
    ["Order date", formatDate(order.createdAt)],
    ["Total quantity", String(totalQuantity(order))],
  ];
  const carrier = order.carrierName ?? null;
  if (carrier) rows.push(["Carrier", carrier]);
  if (order.trackingNumber?.trim()) rows.push(["Tracking no.", order.trackingNumber.trim()]);
  return rows;
}

const totalQuantity = (order: PackingSlipOrder) => order.items.reduce((sum, item) => sum + item.quantity, 0);

/** The address on the left, in a larger name; the buyer's notes (gift wrap, delivery) on the right. */
function drawShipTo(doc: Pdf, order: PackingSlipOrder, top: number): number {
  const gap = 24;
  const width = (contentWidth(doc) - gap) / 2;
  const address = order.shippingAddress;
  let left = top + write(doc, "Ship to", MARGIN, top, { width, bold: true, color: COLOR.accent });
  left += write(doc, address.fullName, MARGIN, left + 2, { width, size: 11, bold: true }) + 3;
  left = writeLines(doc, addressLines(address), MARGIN, left, { width, size: 9.5 });

  let right = top;
  const notes = order.customerNotes?.trim();
  if (notes) {
    const x = MARGIN + width + gap;
    right += write(doc, "Customer notes", x, top, { width, bold: true, color: COLOR.accent });
    right += write(doc, notes, x, right + 2, { width }) + 2;
  }
  return Math.max(left, right) + 14;
}

function columnWidths(doc: Pdf): number[] {
  const fixed = COLUMNS.reduce((sum, column) => sum + (column.width ?? 0), 0);
  return COLUMNS.map((column) => column.width ?? contentWidth(doc) - fixed);
}

/** The lines, continued on further pages under a repeated heading; returns the y below the table. */
function drawLines(doc: Pdf, order: PackingSlipOrder, top: number): number {
  const widths = columnWidths(doc);
  let y = drawTableHeader(doc, widths, top);
  for (const item of order.items) {
    const height = rowHeight(doc, widths, item);
    if (y + height > bodyBottom(doc)) y = drawTableHeader(doc, widths, continuationPage(doc, order));
    drawRow(doc, widths, item, y, height);
    y += height;
  }
  return y;
}

function continuationPage(doc: Pdf, order: PackingSlipOrder): number {
  doc.addPage();
  const height = write(doc, `Packing slip ${order.orderNumber} (continued)`, MARGIN, MARGIN, {
    width: contentWidth(doc),
    bold: true,
    color: COLOR.muted,
  });
  return MARGIN + height + 8;
}

const columnX = (widths: number[], index: number) =>
  MARGIN + widths.slice(0, index).reduce((sum, width) => sum + width, 0);

function drawTableHeader(doc: Pdf, widths: number[], top: number): number {
  const style = { size: ROW_SIZE, bold: true };
  const height = measure(doc, "Xg", { ...style, width: 100 }) + 2 * PAD;
  doc.rect(MARGIN, top, contentWidth(doc), height).fill(COLOR.fill);
  COLUMNS.forEach((column, index) => {
    write(doc, column.header, columnX(widths, index) + PAD, top + PAD, {
      ...style,
      width: widths[index] - 2 * PAD,
      align: column.align,
    });
  });
  return top + height;
}

const cellStyle = (widths: number[], index: number) => ({
  size: ROW_SIZE,
  bold: COLUMNS[index].bold,
  width: widths[index] - 2 * PAD,
  align: COLUMNS[index].align,
});

function rowHeight(doc: Pdf, widths: number[], item: PackingSlipOrder["items"][number]): number {
  const heights = COLUMNS.map((column, index) => measure(doc, column.text(item), cellStyle(widths, index)));
  return Math.max(BOX, ...heights) + 2 * PAD;
}

function drawRow(
  doc: Pdf,
  widths: number[],
  item: PackingSlipOrder["items"][number],
  top: number,
  height: number,
) {
  const boxX = columnX(widths, 0) + (widths[0] - BOX) / 2;
  doc
    .rect(boxX, top + PAD, BOX, BOX)
    .lineWidth(0.8)
    .strokeColor(COLOR.text)
    .stroke();
  COLUMNS.forEach((column, index) => {
    if (index === 0) return;
    write(doc, column.text(item), columnX(widths, index) + PAD, top + PAD, cellStyle(widths, index));
  });
  rule(doc, top + height);
}

/** The count to check the parcel against, and lines for who packed and who checked it. */
function drawSignOff(doc: Pdf, order: PackingSlipOrder, top: number) {
  const needed = 56;
  let y = top + 10;
  if (y + needed > bodyBottom(doc)) y = continuationPage(doc, order);
  const width = contentWidth(doc);
  write(doc, `Total quantity: ${totalQuantity(order)}`, MARGIN, y, {
    width,
    size: ROW_SIZE,
    bold: true,
    align: "right",
  });
  y += 30;
  const half = (width - 24) / 2;
  write(doc, "Packed by: ______________________", MARGIN, y, { width: half, size: ROW_SIZE });
  write(doc, "Checked by: ______________________", MARGIN + half + 24, y, { width: half, size: ROW_SIZE });
}
