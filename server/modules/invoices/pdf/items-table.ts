import type { InvoiceRow } from "./invoice-rows";
import { type Column, itemColumns } from "./item-columns";
import { newPage } from "./pages";
import type { PrintedDocument } from "./printed";
import { bodyBottom, COLOR, contentWidth, MARGIN, measure, type Pdf, rule, SIZE, style, write } from "./text";

const CELL_PAD_X = 4;
const CELL_PAD_Y = 4;

interface Table {
  columns: Column[];
  widths: number[];
  headerHeight: number;
}

/** The item table (goods, then shipping), continued on further pages as needed; returns the y below it. */
export function drawItems(doc: Pdf, printed: PrintedDocument, top: number): number {
  const { intraState, rows } = printed.figures;
  const table = layoutTable(doc, itemColumns(intraState), rows);
  let y = top;
  let headerDrawn = false;
  rows.forEach((row) => {
    const height = rowHeight(doc, table, row);
    // The header moves with the first row rather than being left alone at the foot of a page.
    const needed = height + (headerDrawn ? 0 : table.headerHeight);
    if (y + needed > bodyBottom(doc)) {
      y = newPage(doc, printed);
      headerDrawn = false;
    }
    if (!headerDrawn) y = drawTableHeader(doc, table, y);
    headerDrawn = true;
    drawRow(doc, table, row, y, height);
    y += height;
  });
  return headerDrawn ? y : drawTableHeader(doc, table, y);
}

/** Fixed columns grow to fit their widest cell; the description gets the rest. */
function layoutTable(doc: Pdf, columns: Column[], rows: InvoiceRow[]): Table {
  const widths = columns.map((column) => {
    if (column.minWidth === undefined) return 0;
    style(doc, { width: 0, size: SIZE.table });
    const widest = Math.max(0, ...rows.map((row) => doc.widthOfString(column.text(row))));
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

function rowHeight(doc: Pdf, table: Table, row: InvoiceRow): number {
  const heights = table.columns.map((column, index) => {
    const options = cellStyle(table, index);
    const main = measure(doc, column.text(row), options);
    const note = column.note?.(row);
    return note ? main + measure(doc, note, { ...options, size: SIZE.small }) : main;
  });
  return Math.max(...heights) + 2 * CELL_PAD_Y;
}

function drawRow(doc: Pdf, table: Table, row: InvoiceRow, top: number, height: number) {
  table.columns.forEach((column, index) => {
    const x = columnX(table, index) + CELL_PAD_X;
    const options = cellStyle(table, index);
    const main = write(doc, column.text(row), x, top + CELL_PAD_Y, options);
    const note = column.note?.(row);
    if (note) {
      write(doc, note, x, top + CELL_PAD_Y + main, {
        ...options,
        size: SIZE.small,
        color: COLOR.muted,
      });
    }
  });
  rule(doc, top + height);
}
