import { z } from "zod";

/** The Admin Settings page's texts (transactions-and-admin §2, §5 and §8): the spec's words, kept here once. */
export const ADMIN_SETTINGS_TEXT = {
  title: "Admin Settings",
  subtitle: "Configure email settings, API keys, and other application settings.",
  card: "Email Configuration",
  encrypted: "Encrypted",
  enabled: "Enabled",
  disabled: "Disabled",
  test: "Test Email Service",
  testing: "Testing...",
  save: "Save Settings",
  saving: "Saving...",
  testSuccessful: "Email Test Successful",
  testFailed: "Email Test Failed",
} as const;

export const ADMIN_SETTINGS_MESSAGES = {
  loadFailed: "Failed to load admin settings",
  loadError: "An error occurred while loading settings",
  updateFailed: (key: string) => `Failed to update ${key}`,
  saveFailed: "Failed to save settings",
  saved: "Settings saved successfully!",
  testCancelled: "Test cancelled - no email address provided",
  testInvalidAddress: "Please enter a valid email address",
  stale:
    "These settings were changed by someone else since you opened this page. Reload the page to see their changes, then save again.",
} as const;

/** What the page knows of one stored setting (never its value when masked). */
export interface AdminSettingShape {
  key: string;
  /** setting_type: "boolean", "number", "email" or anything else (text). */
  type: string;
  isEncrypted: boolean;
}

/** "smtp_password" -> "Smtp Password": the key with underscores to spaces and words capitalised (spec §2). */
export function settingLabel(key: string): string {
  return key
    .split("_")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** Settings flagged encrypted, or whose key contains 'key' or 'password', are masked inputs (spec §2). */
export function isMaskedSetting(setting: Pick<AdminSettingShape, "key" | "isEncrypted">): boolean {
  return setting.isEncrypted || /key|password/i.test(setting.key);
}

export type AdminSettingKind = "boolean" | "port" | "number" | "email" | "host" | "text";

export function settingKind(setting: Pick<AdminSettingShape, "key" | "type">): AdminSettingKind {
  if (setting.type === "boolean") return "boolean";
  if (/_port$/.test(setting.key)) return "port";
  if (setting.type === "number") return "number";
  if (setting.type === "email" || /(^|_)email$|^email_.*address$/.test(setting.key)) return "email";
  if (/_host$/.test(setting.key)) return "host";
  return "text";
}

export const MAX_SETTING_LENGTH = 2000;
const HOST = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;
const email = z.email();

export type SettingCheck = { ok: true; value: string } | { ok: false; error: string };

/**
 * A typed value for one setting, as it will be stored, or a message naming the setting. Empty is
 * allowed for every kind but booleans: an empty setting falls back to its default or the environment.
 * Secrets are kept exactly as typed; other text is trimmed.
 */
export function checkSettingValue(setting: AdminSettingShape, raw: string): SettingCheck {
  const label = settingLabel(setting.key);
  const masked = isMaskedSetting(setting);
  const value = masked ? raw : raw.trim();
  if (value.includes("\u0000"))
    return { ok: false, error: `${label} contains a character that is not allowed` };
  if (value.length > MAX_SETTING_LENGTH)
    return { ok: false, error: `${label} must be at most ${MAX_SETTING_LENGTH} characters` };
  const kind = settingKind(setting);
  if (kind === "boolean") {
    return value === "true" || value === "false"
      ? { ok: true, value }
      : {
          ok: false,
          error: `${label} must be ${ADMIN_SETTINGS_TEXT.enabled} or ${ADMIN_SETTINGS_TEXT.disabled}`,
        };
  }
  if (value === "") return { ok: true, value };
  switch (kind) {
    case "port":
      return /^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 65535
        ? { ok: true, value: String(Number(value)) }
        : { ok: false, error: `${label} must be a whole number from 1 to 65535` };
    case "number":
      return /^-?\d+(\.\d+)?$/.test(value)
        ? { ok: true, value }
        : { ok: false, error: `${label} must be a number` };
    case "email":
      return email.safeParse(value).success
        ? { ok: true, value }
        : { ok: false, error: `${label} must be a valid email address` };
    case "host":
      return HOST.test(value)
        ? { ok: true, value: value.toLowerCase() }
        : { ok: false, error: `${label} must be a server name such as smtp.example.com` };
    default:
      return { ok: true, value };
  }
}

/** The test e-mail's address check (§5): empty cancels the test, anything not shaped like an address is refused. */
export function checkTestAddress(raw: string): { ok: true; address: string } | { ok: false; error: string } {
  const address = raw.trim();
  if (address === "") return { ok: false, error: ADMIN_SETTINGS_MESSAGES.testCancelled };
  if (!email.safeParse(address).success)
    return { ok: false, error: ADMIN_SETTINGS_MESSAGES.testInvalidAddress };
  return { ok: true, address };
}
