import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { parseEnv, resetEnv } from "../../config/env";
import {
  currentKeyId,
  isSealed,
  KEY_FILE_NAME,
  keySource,
  open,
  seal,
  SecretUnreadableError,
} from "./secret-box";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "secret-box-"));
const saved = { ...process.env };

function useEnv(vars: Record<string, string | undefined>) {
  process.env = { ...saved, DATA_DIR: dir, ...vars };
  for (const [k, v] of Object.entries(vars)) if (v === undefined) delete process.env[k];
  resetEnv();
}

beforeEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir);
});
afterAll(() => {
  process.env = saved;
  resetEnv();
  fs.rmSync(dir, { recursive: true, force: true });
});

const keyA = randomBytes(32).toString("base64");
const keyB = randomBytes(32).toString("hex");

describe("secret settings at rest (AES-256-GCM)", () => {
  it("seals a value so that only the same setting's key opens it, and never in plain text", () => {
    useEnv({ SETTINGS_ENCRYPTION_KEY: keyA });
    const sealed = seal("smtp_password", "Shubh-Labh#2026");
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain("Shubh-Labh");
    expect(seal("smtp_password", "Shubh-Labh#2026")).not.toBe(sealed); // a fresh IV each time
    expect(open("smtp_password", sealed)).toBe("Shubh-Labh#2026");
    // Copied onto another setting, or altered by one character, it no longer opens.
    expect(() => open("gemini_api_key", sealed)).toThrow(SecretUnreadableError);
    const last = sealed.at(-1) === "A" ? "B" : "A";
    expect(() => open("smtp_password", sealed.slice(0, -1) + last)).toThrow(SecretUnreadableError);
    expect(keySource()).toBe("environment");
    expect(fs.existsSync(path.join(dir, KEY_FILE_NAME))).toBe(false);
  });

  it("generates its key once into the data folder, readable only by the owner, when none is set", () => {
    useEnv({ SETTINGS_ENCRYPTION_KEY: undefined });
    const sealed = seal("smtp_password", "first");
    const file = path.join(dir, KEY_FILE_NAME);
    expect(keySource()).toBe("file");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const id = currentKeyId();
    // A restart (a new environment) reads the same key back and opens what was sealed before.
    useEnv({ SETTINGS_ENCRYPTION_KEY: undefined });
    expect(currentKeyId()).toBe(id);
    expect(open("smtp_password", sealed)).toBe("first");
    expect(fs.readdirSync(dir)).toEqual([KEY_FILE_NAME]);
  });

  it("opens values sealed with a previous key during a rotation, and refuses an unknown key", () => {
    useEnv({ SETTINGS_ENCRYPTION_KEY: keyA });
    const old = seal("gemini_api_key", "AIza-old");
    useEnv({ SETTINGS_ENCRYPTION_KEY: keyB, SETTINGS_ENCRYPTION_KEY_PREVIOUS: keyA });
    expect(open("gemini_api_key", old)).toBe("AIza-old");
    useEnv({ SETTINGS_ENCRYPTION_KEY: keyB, SETTINGS_ENCRYPTION_KEY_PREVIOUS: undefined });
    expect(() => open("gemini_api_key", old)).toThrow(/not configured/);
  });

  it("refuses a malformed key at start with one line naming the variable", () => {
    expect(() => parseEnv({ SETTINGS_ENCRYPTION_KEY: "too-short" })).toThrow(
      "Invalid environment variable SETTINGS_ENCRYPTION_KEY: must be 32 bytes written as 64 hex characters or base64 (openssl rand -base64 32)",
    );
    expect(() => parseEnv({ SETTINGS_ENCRYPTION_KEY_PREVIOUS: `${keyA},nope` })).toThrow(
      /SETTINGS_ENCRYPTION_KEY_PREVIOUS/,
    );
    expect(parseEnv({ SETTINGS_ENCRYPTION_KEY: keyB }).SETTINGS_ENCRYPTION_KEY).toBe(keyB);
  });
});
