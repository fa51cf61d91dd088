import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { findInDatabase } from "../../../tests/fixtures/settings";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { resetEnv } from "../../config/env";
import { getDb } from "../../db/client";
import { adminSettings, configOptions } from "./schema";
import { getAdminSetting, getConfigOptions, prepareSettings } from "./service";

withTestDatabase();

const saved = { ...process.env };
afterAll(() => {
  process.env = saved;
  resetEnv();
});

function useKeys(current?: string, previous?: string) {
  // The test's own data folder stays: no key file may land anywhere else.
  process.env = { ...saved, DATA_DIR: process.env.DATA_DIR };
  if (current) process.env.SETTINGS_ENCRYPTION_KEY = current;
  if (previous) process.env.SETTINGS_ENCRYPTION_KEY_PREVIOUS = previous;
  resetEnv();
}

const valueOf = async (key: string) =>
  (await getDb().select().from(adminSettings).where(eq(adminSettings.settingKey, key)))[0]?.settingValue;

describe("the start's settings step", () => {
  it("adds the mail and newsletter settings an older database lacks, and seeds config options into an empty table", async () => {
    expect(await prepareSettings()).toEqual({ sealed: [], resealed: [], unreadable: [] });
    const rows = await getDb().select().from(adminSettings).orderBy(adminSettings.settingKey);
    expect(rows.map((r) => [r.settingKey, r.settingType, r.isEncrypted])).toEqual([
      ["email_from_address", "string", false],
      ["email_from_name", "string", false],
      ["newsletter_send_rate_per_minute", "number", false],
      ["smtp_host", "string", false],
      ["smtp_password", "string", true],
      ["smtp_port", "number", false],
      ["smtp_username", "string", false],
    ]);
    expect((await getConfigOptions("order_statuses")).map((o) => o.key)).toEqual([
      "pending",
      "confirmed",
      "processing",
      "shipped",
      "delivered",
      "cancelled",
      "refunded",
    ]);
    // An admin's own value is never overwritten by a later start.
    await getDb()
      .update(adminSettings)
      .set({ settingValue: "mail.example.in" })
      .where(eq(adminSettings.settingKey, "smtp_host"));
    await prepareSettings();
    expect(await valueOf("smtp_host")).toBe("mail.example.in");
  });

  it("encrypts plain-text secrets once, leaves them alone after, and re-encrypts under a rotated key", async () => {
    const oldKey = randomBytes(32).toString("base64");
    const newKey = randomBytes(32).toString("hex");
    useKeys(oldKey);
    await getDb()
      .insert(adminSettings)
      .values({ settingKey: "gemini_api_key", settingValue: "AIza-plain-seeded", isEncrypted: true });
    await getDb()
      .update(adminSettings)
      .set({ settingValue: "smtp-plain-seeded" })
      .where(eq(adminSettings.settingKey, "smtp_password"));

    expect(await prepareSettings()).toEqual({
      sealed: ["gemini_api_key", "smtp_password"],
      resealed: [],
      unreadable: [],
    });
    expect(await findInDatabase("plain-seeded")).toEqual([]);
    const sealedOnce = await valueOf("smtp_password");
    expect(await prepareSettings()).toEqual({ sealed: [], resealed: [], unreadable: [] });
    expect(await valueOf("smtp_password")).toBe(sealedOnce);

    useKeys(newKey, oldKey);
    expect(await prepareSettings()).toEqual({
      sealed: [],
      resealed: ["gemini_api_key", "smtp_password"],
      unreadable: [],
    });
    expect(await valueOf("smtp_password")).not.toBe(sealedOnce);
    // The old key can go now: everything opens with the new one alone.
    useKeys(newKey);
    expect(await getAdminSetting("smtp_password")).toBe("smtp-plain-seeded");
    expect(await getAdminSetting("gemini_api_key")).toBe("AIza-plain-seeded");
  });

  it("reports secrets no configured key opens, keeping them, and reads them as unset", async () => {
    useKeys(randomBytes(32).toString("base64"));
    const before = await valueOf("smtp_password");
    expect(await prepareSettings()).toEqual({
      sealed: [],
      resealed: [],
      unreadable: ["gemini_api_key", "smtp_password"],
    });
    expect(await valueOf("smtp_password")).toBe(before);
    expect(await getAdminSetting("smtp_password")).toBeNull();
  });

  it("seeds the default config options again at start when the table was emptied, and never on a read", async () => {
    await getDb().delete(configOptions);
    expect(await getConfigOptions("color_presets")).toEqual([]);
    expect(await getDb().select().from(configOptions)).toEqual([]);
    await prepareSettings();
    expect((await getConfigOptions("color_presets")).map((o) => o.label)).toContain("Peacock Green");
    expect((await getDb().select().from(configOptions)).length).toBeGreaterThan(20);
  });
});
