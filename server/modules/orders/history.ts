import type { Database } from "../../db/client";
import { orderStatusHistory } from "./schema";

export async function recordHistory(
  db: Database,
  orderId: string,
  changes: { field: "status" | "payment_status"; from: string | null; to: string }[],
  note: string,
  actorId: string | null = null,
): Promise<void> {
  const rows = changes.filter((c) => c.from !== c.to);
  if (rows.length === 0) return;
  await db
    .insert(orderStatusHistory)
    .values(rows.map((c) => ({ orderId, field: c.field, fromValue: c.from, toValue: c.to, note, actorId })));
}
