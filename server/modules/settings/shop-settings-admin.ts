import { inArray, sql } from "drizzle-orm";
import {
  checkShopGroup,
  SHOP_GROUPS,
  SHOP_SETTINGS_MESSAGES,
  shopGroup,
} from "../../../lib/shop-settings-form";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { adminTransaction, recordActivity } from "../audit/service";
import { settings } from "./schema";
import type { Actor } from "./config-options-admin";

export interface ShopSettingsView {
  values: Record<string, string>;
  /** Per group, the newest change among its settings (ISO): a save made on an older copy is refused. */
  versions: Record<string, string>;
}

const allKeys = () => SHOP_GROUPS.flatMap((group) => group.fields.map((field) => field.key));

/** The stored values of every editable shop setting ("" when missing), with each group's version. */
export async function getShopSettingsForEdit(): Promise<ShopSettingsView> {
  const rows = await getDb()
    .select({ key: settings.key, value: settings.value, updatedAt: settings.updatedAt })
    .from(settings)
    .where(inArray(settings.key, allKeys()));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const values: Record<string, string> = {};
  const versions: Record<string, string> = {};
  for (const group of SHOP_GROUPS) {
    let newest = 0;
    for (const field of group.fields) {
      const row = byKey.get(field.key);
      values[field.key] = row?.value ?? "";
      newest = Math.max(newest, row?.updatedAt.getTime() ?? 0);
    }
    versions[group.id] = new Date(newest).toISOString();
  }
  return { values, versions };
}

/**
 * Saves one group: every field checked (a wrong value names its setting and nothing is written),
 * then the changed settings written with their activity row. Shoppers see the change on their next
 * request: the page cache and the checkout settings cache are dropped once it commits.
 */
export async function saveShopSettings(
  actor: Actor,
  groupId: string,
  input: Record<string, string>,
  version: string,
): Promise<{ title: string; changed: string[] }> {
  const group = shopGroup(groupId);
  if (!group) throw new AppError("INVALID", SHOP_SETTINGS_MESSAGES.unknownGroup);
  const result = checkShopGroup(group, input);
  if (!result.ok) throw new AppError("INVALID", SHOP_SETTINGS_MESSAGES.failed, result.fieldErrors);
  const keys = group.fields.map((field) => field.key);
  const changed = await adminTransaction(
    async (tx) => {
      const rows = await tx.select().from(settings).where(inArray(settings.key, keys)).for("update");
      const byKey = new Map(rows.map((row) => [row.key, row]));
      const changes = group.fields.filter((f) => (byKey.get(f.key)?.value ?? "") !== result.values[f.key]);
      if (changes.length === 0) return [];
      const newest = Math.max(0, ...rows.map((row) => row.updatedAt.getTime()));
      if (newest > Date.parse(version) || Number.isNaN(Date.parse(version)))
        throw new AppError("CONFLICT", SHOP_SETTINGS_MESSAGES.stale);
      const now = new Date();
      await tx
        .insert(settings)
        .values(
          changes.map((f) => ({
            key: f.key,
            value: result.values[f.key],
            category: f.category,
            description: f.label,
            dataType: f.kind === "boolean" ? "boolean" : f.kind === "money" ? "number" : "string",
            isPublic: f.public,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: sql`excluded.value`, updatedAt: now },
        });
      await recordActivity(tx, {
        actor,
        action: "settings.update",
        entityType: "setting",
        entityLabel: `Shop settings: ${group.title}`,
        before: Object.fromEntries(changes.map((f) => [f.key, byKey.get(f.key)?.value ?? null])),
        after: Object.fromEntries(changes.map((f) => [f.key, result.values[f.key]])),
      });
      return changes.map((f) => f.key);
    },
    { storefront: true },
  );
  return { title: group.title, changed };
}
