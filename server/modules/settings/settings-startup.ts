import { eq } from "drizzle-orm";
import { getDb } from "../../db/client";
import { log } from "../../log";
import { ensureDefaultConfigOptions } from "./config-options-admin";
import { adminSettings } from "./schema";
import { currentKeyId, isSealed, open, seal, SecretUnreadableError, sealedWith } from "./secret-box";

/**
 * Settings the Admin Settings page offers that older shops were not seeded with: the mail settings (a
 * non-empty one wins over SMTP_URL / MAIL_FROM) and the newsletter's sending rate (empty: 60 a minute).
 */
const MAIL_SETTINGS = [
  {
    settingKey: "smtp_host",
    settingType: "string",
    description:
      "SMTP server of your e-mail provider, e.g. smtp.gmail.com or smtp.sendgrid.net (when set it replaces SMTP_URL)",
  },
  {
    settingKey: "smtp_port",
    settingType: "number",
    description: "SMTP port: 587 (STARTTLS, the default) or 465 (TLS)",
  },
  {
    settingKey: "smtp_username",
    settingType: "string",
    description: "SMTP user name (for SendGrid: apikey); overrides the one in SMTP_URL",
  },
  {
    settingKey: "smtp_password",
    settingType: "string",
    isEncrypted: true,
    description: "SMTP password or the provider's API key (overrides the one in SMTP_URL)",
  },
  {
    settingKey: "email_from_name",
    settingType: "string",
    description: "Name shown as the sender of shop e-mail",
  },
  {
    settingKey: "email_from_address",
    settingType: "string",
    description: "Address shop e-mail is sent from (overrides MAIL_FROM); use your verified sending domain",
  },
  {
    settingKey: "newsletter_send_rate_per_minute",
    settingType: "number",
    description: "Newsletter campaign e-mails sent per minute, 1 to 3000 (60 when empty)",
  },
];

export interface SecretsMigration {
  /** Plain-text values of encrypted settings, now sealed. */
  sealed: string[];
  /** Values sealed with a previous key, sealed again with the current one. */
  resealed: string[];
  /** Sealed values no configured key opens: left as they are, to be typed again. */
  unreadable: string[];
}

/**
 * Seals every encrypted setting still stored in plain text (seeded, or written before encryption
 * existed) and re-seals values under a previous key. Idempotent: run at every start, it does
 * nothing once all are sealed with the current key. Rows are locked, so two servers starting
 * together seal each value once.
 */
export async function sealStoredSecrets(): Promise<SecretsMigration> {
  const result: SecretsMigration = { sealed: [], resealed: [], unreadable: [] };
  const current = currentKeyId();
  await getDb().transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(adminSettings)
      .where(eq(adminSettings.isEncrypted, true))
      .orderBy(adminSettings.settingKey)
      .for("update");
    for (const row of rows) {
      const stored = row.settingValue ?? "";
      if (stored === "" || sealedWith(stored) === current) continue;
      let plaintext = stored;
      if (isSealed(stored)) {
        try {
          plaintext = open(row.settingKey, stored);
        } catch (error) {
          if (!(error instanceof SecretUnreadableError)) throw error;
          result.unreadable.push(row.settingKey);
          continue;
        }
      }
      await tx
        .update(adminSettings)
        .set({ settingValue: seal(row.settingKey, plaintext) })
        .where(eq(adminSettings.id, row.id));
      (isSealed(stored) ? result.resealed : result.sealed).push(row.settingKey);
    }
  });
  return result;
}

/** Adds the mail settings an older database lacks; existing rows are never touched. */
export async function ensureMailSettings(): Promise<void> {
  await getDb()
    .insert(adminSettings)
    .values(MAIL_SETTINGS.map((s) => ({ ...s, settingValue: "", isEncrypted: s.isEncrypted ?? false })))
    .onConflictDoNothing({ target: adminSettings.settingKey });
}

/** The settings module's part of every start, after migrations and the demo seed. */
export async function prepareSettings(): Promise<SecretsMigration> {
  await ensureMailSettings();
  const migration = await sealStoredSecrets();
  if (migration.sealed.length + migration.resealed.length > 0)
    log.info(
      `Encrypted secret settings: ${[...migration.sealed, ...migration.resealed].join(", ")} (key ${currentKeyId()})`,
    );
  if (migration.unreadable.length > 0)
    log.warn(
      `Secret settings that no configured key decrypts (type them again in Admin Settings, or set ` +
        `SETTINGS_ENCRYPTION_KEY_PREVIOUS to the old key): ${migration.unreadable.join(", ")}`,
    );
  await ensureDefaultConfigOptions();
  return migration;
}
