import { randomBytes } from "node:crypto";

/** A link token: 24 random bytes, 32 URL-safe characters. */
export function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/** What a token can look like; anything else is refused before it reaches the database. */
export const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;
