import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import { stockMovements } from "./schema";
import type { StockLine } from "./stock-line";

export { stockCheckCtes, stockHoldCtes } from "./holds";
export { adjustStock, stockBelowHeldMessage, type StockEdit, type StockEditResult } from "./adjust";

export type { StockLine } from "./stock-line";

type MovementType = (typeof stockMovements.$inferInsert)["movementType"];

interface Levels {
  on_hand: number;
  reserved: number;
}

export const insufficientStockMessage = (available: number, requested: number, name: string) =>
  `Insufficient stock: ${Math.max(0, available)} available, ${requested} requested for "${name}"`;

/** Lines in variant-id order, so concurrent orders lock rows in the same order and never deadlock. */
const inLockOrder = (lines: StockLine[]) =>
  [...lines].sort((a, b) => (a.variantId < b.variantId ? -1 : a.variantId > b.variantId ? 1 : 0));

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
  const rows = [];
  for (const line of inLockOrder(lines)) {
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
