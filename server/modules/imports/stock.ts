import { isUuid } from "../../../lib/ids";
import { PRODUCT_MESSAGES } from "../../../lib/product-form-schema-fields";
import { recordActivity } from "../audit/service";
import {
  BULK_STOCK_MESSAGES,
  findStockTargets,
  MAX_STOCK,
  NOTE_MAX,
  setStockLevels,
  stockBelowHeldMessage,
  type StockTarget,
} from "../inventory/service";
import { cellText } from "./cells";
import { STOCK_COLUMNS } from "./columns";
import { outcome } from "./outcomes";
import type { Checked, ImportKind, RowOutcome, SourceRow } from "./types";

export const STOCK_IMPORT_REASON = "Stock import";

interface StockWork {
  line: number;
  target: StockTarget;
  quantity: number;
  reason: string;
}

const identity = (row: SourceRow) => ({
  sku: cellText(row.cells.sku).trim(),
  productId: cellText(row.cells.product_id).trim().toLowerCase(),
});

/** The variants named so far in this file, with the row naming each first: one per run of the file. */
interface StockContext {
  named: Map<string, number>;
}

const alreadyOn = (name: string, line: number) => `${name.slice(0, 100)} is already on row ${line}`;

const labelOf = (row: SourceRow) => {
  const { sku, productId } = identity(row);
  return sku || productId;
};

/** The new on-hand count, with the product form's stock messages; a string is the reason it is refused. */
function quantityOf(row: SourceRow): number | string {
  const value = row.cells.quantity;
  if (value === null || value === undefined) return PRODUCT_MESSAGES.stockNegative;
  if (typeof value !== "number") return PRODUCT_MESSAGES.stockNegative;
  if (value < 0) return PRODUCT_MESSAGES.stockNegative;
  if (!Number.isInteger(value)) return PRODUCT_MESSAGES.stockWhole;
  if (value > MAX_STOCK) return PRODUCT_MESSAGES.stockMax;
  return value;
}

/** The variant a row names, or why it names none (spec section 5's bulk stock rule first). */
function targetOf(row: SourceRow, found: Awaited<ReturnType<typeof findStockTargets>>): StockTarget | string {
  const { sku, productId } = identity(row);
  if (!sku && !productId) return BULK_STOCK_MESSAGES.noIdentifier;
  if (sku) {
    const target = found.bySku.get(sku.toLowerCase());
    if (!target) return `Unknown SKU: ${sku.slice(0, 100)}`;
    if (productId && target.productId !== productId)
      return `SKU ${sku} belongs to another product than product_id ${productId.slice(0, 100)}`;
    return target;
  }
  const target = isUuid(productId) ? found.byProduct.get(productId) : undefined;
  if (!target) return `Unknown product_id: ${productId.slice(0, 100)}`;
  if (target.variants > 1)
    return `"${target.productName}" has ${target.variants} variants: give each one's SKU instead of the product_id`;
  return target;
}

export const stockImport: ImportKind<SourceRow, StockWork, StockContext> = {
  name: "stock",
  label: "Stock levels",
  sheet: "Stock",
  columns: STOCK_COLUMNS,
  requiredColumns: [["sku", "product_id"], ["quantity"]],
  group(rows) {
    const refused: RowOutcome[] = [];
    const lines = new Map<string, number>();
    const units = rows.filter((row) => {
      const { sku, productId } = identity(row);
      const key = (sku || productId).toLowerCase();
      const earlier = key ? lines.get(key) : undefined;
      if (earlier !== undefined)
        refused.push(outcome(row.line, labelOf(row), "rejected", [alreadyOn(labelOf(row), earlier)]));
      else if (key) lines.set(key, row.line);
      return earlier === undefined;
    });
    return { units, refused };
  },
  rowCount: () => 1,
  context: async () => ({ named: new Map() }),
  /**
   * A variant may be named once per file, whether by SKU or by product_id and in whichever batch: a
   * later row naming it again is refused, so running the file twice sets each count once.
   */
  async check(db, rows, { named }): Promise<Checked<StockWork>> {
    const ids = rows.map(identity);
    const found = await findStockTargets(
      db,
      [...new Set(ids.map((i) => i.sku).filter(Boolean))],
      [...new Set(ids.map((i) => i.productId).filter(isUuid))],
    );
    const outcomes: RowOutcome[] = [];
    const work: StockWork[] = [];
    for (const row of rows) {
      const errors = [...row.problems];
      const target = targetOf(row, found);
      const quantity = quantityOf(row);
      const reason = cellText(row.cells.reason).replace(/\0/g, "").trim();
      if (typeof target === "string") errors.push(target);
      else {
        const earlier = named.get(target.variantId) ?? row.line;
        // A batch checked again after a refused write meets its own rows: those are not repeats.
        if (earlier !== row.line) errors.push(alreadyOn(target.sku, earlier));
        else named.set(target.variantId, row.line);
      }
      if (typeof quantity === "string") errors.push(quantity);
      if (reason.length > NOTE_MAX) errors.push(`The reason can be at most ${NOTE_MAX} characters`);
      if (typeof target !== "string" && typeof quantity === "number" && quantity < target.reserved)
        errors.push(stockBelowHeldMessage(target.sku, target.reserved));
      if (errors.length > 0 || typeof target === "string" || typeof quantity === "string") {
        outcomes.push(outcome(row.line, labelOf(row), "rejected", errors));
        continue;
      }
      const unchanged = quantity === target.onHand;
      outcomes.push(outcome(row.line, target.sku, unchanged ? "unchanged" : "update"));
      if (!unchanged) work.push({ line: row.line, target, quantity, reason: reason || STOCK_IMPORT_REASON });
    }
    return { outcomes, work };
  },
  async write(tx, actor, work) {
    const byReason = new Map<string, StockWork[]>();
    for (const w of work) byReason.set(w.reason, [...(byReason.get(w.reason) ?? []), w]);
    for (const [reason, rows] of byReason) {
      const changes = await setStockLevels(
        tx,
        rows.map((w) => ({ variantId: w.target.variantId, onHand: w.quantity })),
        actor.id,
        reason,
      );
      const names = new Map(rows.map((w) => [w.target.variantId, w.target.productName]));
      for (const c of changes)
        await recordActivity(tx, {
          actor,
          action: "stock.import",
          entityType: "stock",
          entityId: c.productId,
          entityLabel: `${names.get(c.variantId)} (${c.sku})`,
          before: { onHand: c.previousOnHand },
          after: { onHand: c.newOnHand },
        });
    }
  },
};
