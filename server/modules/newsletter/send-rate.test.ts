import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { adminSettings } from "../settings/schema";
import { pacing, sendRatePerMinute } from "./send-rate";

withTestDatabase();

const setRate = (value: string) =>
  getDb()
    .insert(adminSettings)
    .values({ settingKey: "newsletter_send_rate_per_minute", settingValue: value })
    .onConflictDoUpdate({ target: adminSettings.settingKey, set: { settingValue: value } });

afterEach(async () => {
  await getDb().delete(adminSettings).where(eq(adminSettings.settingKey, "newsletter_send_rate_per_minute"));
});

describe("the campaign send rate", () => {
  it("is 60 a minute unless the admin setting holds a whole number from 1 to 3000", async () => {
    expect(await sendRatePerMinute()).toBe(60);
    await setRate("600");
    expect(await sendRatePerMinute()).toBe(600);
    for (const unreadable of ["0", "3001", "fast", "12.5", ""]) {
      await setRate(unreadable);
      expect(await sendRatePerMinute()).toBe(60);
    }
  });

  it("is paced as small runs about ten seconds apart, never more than 50 messages each", () => {
    expect(pacing(60)).toEqual({ batch: 10, intervalMs: 10_000 });
    expect(pacing(6)).toEqual({ batch: 1, intervalMs: 10_000 });
    expect(pacing(1)).toEqual({ batch: 1, intervalMs: 60_000 });
    expect(pacing(3000)).toEqual({ batch: 50, intervalMs: 1_000 });
    expect(pacing(100)).toEqual({ batch: 17, intervalMs: 10_200 });
  });
});
