import { eq } from "drizzle-orm";
import { ADMIN_SETTINGS_MESSAGES, checkSettingValue, isMaskedSetting } from "../../../lib/admin-settings";
import { AppError } from "../../errors";
import { adminTransaction, MASK, recordActivity } from "../audit/service";
import type { Actor } from "./config-options-admin";
import { adminSettings } from "./schema";
import { isSealed, open, seal, SecretUnreadableError } from "./secret-box";

export interface AdminSettingsInput {
  /** Posted values by setting key; a masked setting left empty keeps its stored value. */
  values: Record<string, string>;
  /** Masked settings the admin chose to empty. */
  clear: string[];
  /** The version the page was loaded with (listAdminSettings). */
  version: string;
}

type Row = typeof adminSettings.$inferSelect;

/** A secret's stored plaintext, or null when unreadable (then any new value counts as a change). */
function storedPlain(row: Row): string | null {
  const value = row.settingValue ?? "";
  if (!isSealed(value)) return value;
  try {
    return open(row.settingKey, value);
  } catch (error) {
    if (error instanceof SecretUnreadableError) return null;
    throw error;
  }
}

/**
 * Saves the Admin Settings form: every posted value checked against its setting's type (a wrong one
 * is refused with a message naming the setting, and nothing is written), encrypted settings sealed,
 * secrets masked in the activity log. Returns the keys that changed.
 */
export async function saveAdminSettings(actor: Actor, input: AdminSettingsInput): Promise<string[]> {
  return adminTransaction(
    async (tx) => {
      const rows = await tx.select().from(adminSettings).for("update");
      const byKey = new Map(rows.map((row) => [row.settingKey, row]));
      const unknown = [...Object.keys(input.values), ...input.clear].find((key) => !byKey.has(key));
      if (unknown !== undefined) throw new AppError("INVALID", ADMIN_SETTINGS_MESSAGES.updateFailed(unknown));

      const fieldErrors: Record<string, string> = {};
      const writes: { row: Row; value: string; masked: boolean }[] = [];
      for (const [key, raw] of Object.entries(input.values)) {
        const row = byKey.get(key)!;
        const shape = { key, type: row.settingType, isEncrypted: row.isEncrypted };
        const masked = isMaskedSetting(shape);
        if (masked && raw === "") continue; // left untouched: the stored secret stays
        const checked = checkSettingValue(shape, raw);
        if (!checked.ok) fieldErrors[key] = checked.error;
        else if (masked ? storedPlain(row) !== checked.value : (row.settingValue ?? "") !== checked.value)
          writes.push({ row, value: checked.value, masked });
      }
      if (Object.keys(fieldErrors).length > 0)
        throw new AppError("INVALID", ADMIN_SETTINGS_MESSAGES.saveFailed, fieldErrors);
      for (const key of input.clear) {
        const row = byKey.get(key)!;
        const masked = isMaskedSetting({ key, isEncrypted: row.isEncrypted });
        if (masked && (row.settingValue ?? "") !== "" && !writes.some((w) => w.row === row))
          writes.push({ row, value: "", masked });
      }
      if (writes.length === 0) return [];

      const version = Date.parse(input.version);
      if (Number.isNaN(version) || writes.some((w) => w.row.updatedAt.getTime() > version))
        throw new AppError("CONFLICT", ADMIN_SETTINGS_MESSAGES.stale);

      const now = new Date();
      for (const { row, value } of writes) {
        const stored = row.isEncrypted && value !== "" ? seal(row.settingKey, value) : value;
        await tx
          .update(adminSettings)
          .set({ settingValue: stored, updatedAt: now })
          .where(eq(adminSettings.id, row.id));
      }
      // A secret's change is logged, never its value (nor its ciphertext).
      const logged = (w: (typeof writes)[number], side: "before" | "after") => {
        const value = side === "before" ? (w.row.settingValue ?? "") : w.value;
        if (!w.masked) return value;
        return value === "" ? "" : side === "before" ? MASK : `${MASK} (new value)`;
      };
      await recordActivity(tx, {
        actor,
        action: "settings.update",
        entityType: "admin_setting",
        entityLabel: "Admin Settings",
        before: Object.fromEntries(writes.map((w) => [w.row.settingKey, logged(w, "before")])),
        after: Object.fromEntries(writes.map((w) => [w.row.settingKey, logged(w, "after")])),
      });
      return writes.map((w) => w.row.settingKey);
    },
    { storefront: false },
  );
}
