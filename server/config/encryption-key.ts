/**
 * The key that encrypts secret admin settings: 32 bytes, written as 64 hex characters or as base64
 * (`openssl rand -base64 32`). Null when the text is neither.
 */
export function parseEncryptionKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, "hex");
  if (!/^[A-Za-z0-9+/_-]{43}={0,2}$/.test(value)) return null;
  const bytes = Buffer.from(value.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  return bytes.length === 32 ? bytes : null;
}

/** A comma-separated list of keys (the previous keys during a rotation); null when one is malformed. */
export function parseEncryptionKeys(text: string): Buffer[] | null {
  const keys = text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map(parseEncryptionKey);
  return keys.every((key): key is Buffer => key !== null) ? keys : null;
}
