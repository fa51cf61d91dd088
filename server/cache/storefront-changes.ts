import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Database, type DbHandle, getDbHandle } from "../db/client";
import { singleton } from "../singleton";
import { invalidatePublicPages } from "./public-pages";

/**
 * Processes sharing one PostgreSQL database tell each other when the storefront changed, so a change
 * made through one shows at once on every other (decision 027), not only after their kept reads
 * expire (decision 026).
 */
const CHANNEL = "storefront_changed";
const processId = singleton("storefront-changes-process", () => randomUUID());

/**
 * Call inside the write's transaction: PostgreSQL delivers the message only if it commits. The
 * embedded database belongs to one process, which has nobody to tell.
 */
export async function announceStorefrontChange(tx: Database, handle = getDbHandle()): Promise<void> {
  if (handle?.driver !== "postgres") return;
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${processId})`);
}

/** This process drops its cached pages and kept reads whenever another announces a change. */
export function followStorefrontChanges(handle: DbHandle): Promise<() => Promise<void>> {
  return handle.listen(CHANNEL, {
    onMessage: (from) => {
      if (from !== processId) invalidatePublicPages();
    },
    // Changes announced while the connection was down were not heard: assume there were some.
    onGap: invalidatePublicPages,
  });
}
