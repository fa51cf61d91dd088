import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import { stockMovements } from "./schema";
import { inLockOrder, lockVariants } from "./stock-lock";
import type { StockLine } from "./stock-line";

export { stockCheckCtes, stockHoldCtes } from "./holds";
export { registerInventoryJobs, scheduleLowStockDigest } from "./low-stock-digest";
export { adjustStock, stockBelowHeldMessage, type StockEdit, type StockEditResult } from "./adjust";

export type { StockLine } from "./stock-line";
export {
  adjustFailed,
  ADJUST_REASONS,
  adminAdjustStock,
  type AdjustmentResult,
  type AdjustReason,
  MAX_STOCK,
  NOTE_MAX,
  type StockAdjustment,
} from "./admin-adjust";
export { type StockLevelFilters } from "./admin-filters";
export {
  listStockLevels,
  type ProductLevel,
  STOCK_LEVEL_PAGE_SIZES,
  STOCK_LEVEL_SORTS,
  stockAlertCounts,
  type StockAlertCounts,
  type StockLevelPage,
  type StockLevelQuery,
  type StockLevelSort,
  type VariantLevel,
} from "./admin-levels";
export {
  HISTORY_COUNT_LIMIT,
  HISTORY_PAGE_SIZE,
  listStockHistory,
  type MovementType,
  type StockHistoryFilters,
  type StockHistoryPage,
  type StockMovementRow,
} from "./admin-history";
export {
  BULK_STOCK_MESSAGES,
  bulkUpdateStock,
  type BulkStockChange,
  type BulkStockResult,
} from "./admin-bulk";
export { MAX_BULK_ROWS, type RowError } from "./bulk-parse";
export { type ReorderReport, reorderSuggestions, type ReorderSuggestion } from "./admin-reorder";
export { type CategoryValuation, stockValuation, type StockValuation } from "./admin-valuation";
export { type AgedProduct, type AgingGroup, stockAging, type StockAging } from "./admin-aging";
export {
  stockTurnover,
  type StockTurnover,
  type TurnoverGroup,
  type TurnoverProduct,
} from "./admin-turnover";
export {
  type LocationStock,
  type OverstockedProduct,
  stockDistribution,
  type StockDistribution,
} from "./admin-distribution";
export { INSIGHT_MAX_AGE_MS, recentStockReports } from "./admin-insights";
export { exportStockLevels, STOCK_EXPORT_COLUMNS, stockLevelsExportTable } from "./admin-export";
export * from "./rules";
export { MOVEMENT_TYPES } from "./schema";
export {
  findStockTargets,
  setStockLevels,
  type StockLevel,
  type StockLevelChange,
  type StockTarget,
} from "./import-levels";

type MovementType = (typeof stockMovements.$inferInsert)["movementType"];

interface Levels {
  on_hand: number;
  reserved: number;
}

export const insufficientStockMessage = (available: number, requested: number, name: string) =>
  `Insufficient stock: ${Math.max(0, available)} available, ${requested} requested for "${name}"`;

function movement(
  line: StockLine,
  type: MovementType,
  after: Levels,
  before: Levels,
  context: { orderId: string | null; reason: string; actorId?: string | null },
): typeof stockMovements.$inferInsert {
  return {
    variantId: line.variantId,
    productId: line.productId,
    orderId: context.orderId,
    movementType: type,
    quantity: line.quantity,
    previousOnHand: before.on_hand,
    newOnHand: after.on_hand,
    previousReserved: before.reserved,
    newReserved: after.reserved,
    reason: context.reason,
    createdBy: context.actorId ?? null,
    systemGenerated: !context.actorId,
  };
}

/** One insert for all of an order's movements. */
async function recordMovements(db: Database, rows: (typeof stockMovements.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(stockMovements).values(rows);
}

type Change = { type: MovementType; onHand: -1 | 0 | 1; reserved: -1 | 0 | 1 };

const CHANGES = {
  /** Payment confirmed: the held units leave the shop. */
  deduct: { type: "deduction", onHand: -1, reserved: -1 },
  /** An unpaid order ends: the held units become available again. */
  release: { type: "release", onHand: 0, reserved: -1 },
  /** A shipped-from-stock order is cancelled: the units come back. */
  restore: { type: "restoration", onHand: 1, reserved: 0 },
} satisfies Record<string, Change>;

/** Applies one kind of change to every line of an order, writing a movement per line. */
export async function applyStockChange(
  db: Database,
  kind: keyof typeof CHANGES,
  orderId: string,
  lines: StockLine[],
  reason: string,
  actorId?: string | null,
): Promise<void> {
  const change = CHANGES[kind];
  const ordered = inLockOrder(lines);
  // A change of sellable stock also locks each product row (its stock trigger): take every variant
  // first, so no other writer can hold one of them while waiting for a product this order has.
  if (ordered.length > 1 && change.onHand !== change.reserved)
    await lockVariants(
      db,
      ordered.map((l) => l.variantId),
    );
  const rows = [];
  for (const line of ordered) {
    const q = line.quantity;
    const [after] = await queryRows<Levels>(
      db,
      sql`update product_variants
          set on_hand = on_hand + ${change.onHand * q}, reserved = reserved + ${change.reserved * q},
              updated_at = now()
          where id = ${line.variantId}
          returning on_hand, reserved`,
    );
    // A variant deleted since the order was placed has no stock left to change.
    if (!after) continue;
    const before = {
      on_hand: after.on_hand - change.onHand * q,
      reserved: after.reserved - change.reserved * q,
    };
    rows.push(movement(line, change.type, after, before, { orderId, reason, actorId }));
  }
  await recordMovements(db, rows);
}
