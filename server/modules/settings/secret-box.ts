import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type Env, getEnv } from "../../config/env";
import { parseEncryptionKey, parseEncryptionKeys } from "../../config/encryption-key";
import { log } from "../../log";

/**
 * Secret admin settings at rest: AES-256-GCM (authenticated), a fresh 12-byte IV per value, the
 * setting's key as additional data (a value copied onto another setting fails to open), and the id
 * of the key that sealed it, so a rotated key can still open old values until they are re-sealed.
 * docs/decisions/020-secrets-at-rest.md
 */
const PREFIX = "enc:v1:";
export const KEY_FILE_NAME = "settings-encryption.key";

export class SecretUnreadableError extends Error {
  override name = "SecretUnreadableError";
}

interface Keyring {
  env: Env;
  currentId: string;
  keys: Map<string, Buffer>;
  source: "environment" | "file";
}

let keyring: Keyring | undefined;

const keyId = (key: Buffer) => createHash("sha256").update(key).digest("hex").slice(0, 8);

/** The keys for the current environment; a new environment (tests, restarts) reads them again. */
function ring(): Keyring {
  const env = getEnv();
  if (keyring?.env === env) return keyring;
  const fromEnv = env.SETTINGS_ENCRYPTION_KEY ? parseEncryptionKey(env.SETTINGS_ENCRYPTION_KEY) : null;
  const current = fromEnv ?? readOrCreateKeyFile(keyFilePath(env));
  const previous = env.SETTINGS_ENCRYPTION_KEY_PREVIOUS
    ? (parseEncryptionKeys(env.SETTINGS_ENCRYPTION_KEY_PREVIOUS) ?? [])
    : [];
  const keys = new Map(previous.map((key) => [keyId(key), key]));
  keys.set(keyId(current), current);
  keyring = { env, currentId: keyId(current), keys, source: fromEnv ? "environment" : "file" };
  return keyring;
}

export function keyFilePath(env: Env = getEnv()): string {
  return path.join(env.dataDir, KEY_FILE_NAME);
}

/** Reads the generated key, creating it once; linking a finished file means no process reads half a key. */
function readOrCreateKeyFile(file: string): Buffer {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
    fs.writeFileSync(draft, `${randomBytes(32).toString("base64")}\n`, { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
      log.warn(
        `Generated the key that encrypts secret settings in ${file}: keep it with your backups, ` +
          "or set SETTINGS_ENCRYPTION_KEY (required when several servers share one database)",
      );
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  const key = parseEncryptionKey(fs.readFileSync(file, "utf8"));
  if (!key) throw new Error(`${file} does not hold a 32-byte key (base64 or 64 hex characters)`);
  return key;
}

export function isSealed(stored: string | null | undefined): boolean {
  return typeof stored === "string" && stored.startsWith(PREFIX);
}

/** Which key sealed the value, or null when it is not sealed. */
export function sealedWith(stored: string): string | null {
  return isSealed(stored) ? (stored.slice(PREFIX.length).split(":")[0] ?? null) : null;
}

export function currentKeyId(): string {
  return ring().currentId;
}

export function keySource(): "environment" | "file" {
  return ring().source;
}

const b64 = (bytes: Buffer) => bytes.toString("base64url");

export function seal(settingKey: string, plaintext: string): string {
  const { currentId, keys } = ring();
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keys.get(currentId)!, iv);
  cipher.setAAD(Buffer.from(`admin_settings:${settingKey}`));
  const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return `${PREFIX}${currentId}:${b64(iv)}:${b64(cipher.getAuthTag())}:${b64(data)}`;
}

/** The plaintext of a sealed value; throws SecretUnreadableError for an unknown key or tampered value. */
export function open(settingKey: string, stored: string): string {
  const [id, iv, tag, data] = stored.slice(PREFIX.length).split(":");
  const key = ring().keys.get(id ?? "");
  if (!isSealed(stored) || !key || iv === undefined || tag === undefined || data === undefined)
    throw new SecretUnreadableError(
      `The secret setting ${settingKey} was encrypted with key ${id ?? "?"}, which is not configured`,
    );
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(`admin_settings:${settingKey}`));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    throw new SecretUnreadableError(
      `The secret setting ${settingKey} cannot be decrypted (altered or wrong key)`,
    );
  }
}
