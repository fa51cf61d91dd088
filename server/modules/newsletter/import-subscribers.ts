import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type ActivityEntry, recordActivity } from "../audit/service";
import { queueConfirmationEmail } from "./confirmation-email";
import { type SubscriberPreferences, subscribers } from "./schema";
import { newToken } from "./tokens";

export interface ImportSubscriberState {
  id: string;
  email: string;
  fullName: string | null;
  source: string;
  isActive: boolean;
  preferences: SubscriberPreferences;
}

/** The subscribers with these (lower-cased) addresses. */
export async function findSubscribersForImport(
  db: Database,
  emails: string[],
): Promise<Map<string, ImportSubscriberState>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({
      id: subscribers.id,
      email: subscribers.email,
      fullName: subscribers.fullName,
      source: subscribers.source,
      isActive: subscribers.isActive,
      preferences: subscribers.preferences,
    })
    .from(subscribers)
    .where(sql`${subscribers.email} = any(${sql.param(emails)}::text[])`);
  return new Map(rows.map((r) => [r.email, r]));
}

/** A subscriber as the import wants it; `before` null for a new address. */
export interface SubscriberImportWrite {
  before: ImportSubscriberState | null;
  email: string;
  fullName: string | null;
  source: string;
  isActive: boolean;
  preferences: SubscriberPreferences;
}

const snapshot = (s: Omit<SubscriberImportWrite, "before">) => ({
  fullName: s.fullName,
  source: s.source,
  isActive: s.isActive,
  preferences: s.preferences,
});

/**
 * Writes one checked batch in the caller's transaction. New addresses are inserted many per statement
 * as unconfirmed subscribers and sent the double opt-in e-mail, like a sign-up: nobody receives a
 * campaign because a file says so. Known ones get their name, preferences and (only ever towards
 * unsubscribed) their status updated. `shop` is read before the transaction.
 */
export async function writeSubscriberImport(
  tx: Database,
  actor: ActivityEntry["actor"],
  items: SubscriberImportWrite[],
  shop: string,
): Promise<void> {
  const added = items.filter((i) => i.before === null);
  if (added.length > 0) {
    const rows = await tx
      .insert(subscribers)
      .values(
        added.map((s) => ({
          email: s.email,
          fullName: s.fullName,
          source: s.source,
          preferences: s.preferences,
          isActive: s.isActive,
          isVerified: false,
          unsubscribeToken: newToken(),
          verificationToken: s.isActive ? newToken() : null,
          unsubscribedAt: s.isActive ? null : new Date(),
        })),
      )
      .returning();
    for (const row of rows) {
      if (row.verificationToken)
        await queueConfirmationEmail(tx, shop, { ...row, verificationToken: row.verificationToken });
      await recordActivity(tx, {
        actor,
        action: "subscriber.import_create",
        entityType: "subscriber",
        entityId: row.id,
        entityLabel: row.email,
        after: snapshot(row),
      });
    }
  }
  for (const item of items) {
    const before = item.before;
    if (!before) continue;
    const leaving = before.isActive && !item.isActive;
    await tx
      .update(subscribers)
      .set({
        fullName: item.fullName,
        source: item.source,
        preferences: item.preferences,
        ...(leaving ? { isActive: false, unsubscribedAt: new Date(), verificationToken: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(subscribers.id, before.id));
    await recordActivity(tx, {
      actor,
      action: "subscriber.import_update",
      entityType: "subscriber",
      entityId: before.id,
      entityLabel: before.email,
      before: snapshot(before),
      after: snapshot(item),
    });
  }
}
