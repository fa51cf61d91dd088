import { asc, eq, inArray } from "drizzle-orm";
import {
  type AdminSettingKind,
  isMaskedSetting,
  settingKind,
  settingLabel,
} from "../../../lib/admin-settings";
import { getDb } from "../../db/client";
import { log } from "../../log";
import { adminSettings } from "./schema";
import { isSealed, open, SecretUnreadableError } from "./secret-box";

type Row = { key: string; value: string | null; isEncrypted: boolean };

/** A stored value as the server uses it: sealed secrets opened; null when no configured key opens it. */
function plain(row: Row): string | null {
  if (row.value === null || !isSealed(row.value)) return row.value;
  try {
    return open(row.key, row.value);
  } catch (error) {
    if (!(error instanceof SecretUnreadableError)) throw error;
    log.warn(error.message);
    return null;
  }
}

const columns = {
  key: adminSettings.settingKey,
  value: adminSettings.settingValue,
  isEncrypted: adminSettings.isEncrypted,
};

/** One admin setting's value for the server (decrypted), or null when unset or unreadable. */
export async function getAdminSetting(key: string): Promise<string | null> {
  const [row] = await getDb().select(columns).from(adminSettings).where(eq(adminSettings.settingKey, key));
  return row ? plain(row) : null;
}

/** Several admin settings for the server, decrypted; missing, empty and unreadable ones are left out. */
export async function getAdminSettings(keys: string[]): Promise<Record<string, string>> {
  if (keys.length === 0) return {};
  const rows = await getDb()
    .select(columns)
    .from(adminSettings)
    .where(inArray(adminSettings.settingKey, keys));
  const values: Record<string, string> = {};
  for (const row of rows) {
    // Kept as stored: a password may begin or end with a space (other values are trimmed on save).
    const value = plain(row);
    if (value && value.trim() !== "") values[row.key] = value;
  }
  return values;
}

/** What the Admin Settings page may show of one setting: a masked setting's value never leaves the server. */
export interface AdminSettingView {
  key: string;
  label: string;
  description: string | null;
  type: string;
  kind: AdminSettingKind;
  isEncrypted: boolean;
  masked: boolean;
  /** The stored value; always "" for a masked setting. */
  value: string;
  /** Whether a masked setting holds a value. */
  isSet: boolean;
  /** A sealed value that no configured key opens: it must be typed again. */
  unreadable: boolean;
}

export interface AdminSettingsView {
  settings: AdminSettingView[];
  /** The newest change among them (ISO): a save made on an older copy is refused. */
  version: string;
}

/** Every stored admin setting, ordered by key (§7), safe to send to the browser. */
export async function listAdminSettings(): Promise<AdminSettingsView> {
  const rows = await getDb().select().from(adminSettings).orderBy(asc(adminSettings.settingKey));
  const newest = Math.max(0, ...rows.map((r) => r.updatedAt.getTime()));
  return {
    version: new Date(newest).toISOString(),
    settings: rows.map((row) => {
      const shape = { key: row.settingKey, type: row.settingType, isEncrypted: row.isEncrypted };
      const masked = isMaskedSetting(shape);
      const stored = row.settingValue ?? "";
      const unreadable = isSealed(stored) && plain({ ...shape, value: stored }) === null;
      return {
        key: row.settingKey,
        label: settingLabel(row.settingKey),
        description: row.description,
        type: row.settingType,
        kind: settingKind(shape),
        isEncrypted: row.isEncrypted,
        masked,
        value: masked ? "" : stored,
        isSet: stored !== "",
        unreadable,
      };
    }),
  };
}
