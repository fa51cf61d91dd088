import { describe, expect, it } from "vitest";
import { invalidatePublicPages } from "./public-pages";
import { keptUntilStorefrontChanges } from "./storefront-reads";

function counter() {
  let reads = 0;
  return { read: async () => ++reads, count: () => reads };
}

describe("a read kept until the storefront changes", () => {
  it("reads once for many requests, and again after an admin write that shoppers see", async () => {
    const source = counter();
    const kept = keptUntilStorefrontChanges(source.read);
    expect(await Promise.all([kept(), kept(), kept()])).toEqual([1, 1, 1]);
    expect(await kept()).toBe(1);
    invalidatePublicPages();
    expect(await kept()).toBe(2);
    expect(source.count()).toBe(2);
  });

  it("reads again once it is older than its maximum age (a change made by another process)", async () => {
    let clock = 1_000;
    const source = counter();
    const kept = keptUntilStorefrontChanges(source.read, 30_000, () => clock);
    expect(await kept()).toBe(1);
    clock += 29_999;
    expect(await kept()).toBe(1);
    clock += 1;
    expect(await kept()).toBe(2);
  });

  it("keeps no failure: the next request reads again", async () => {
    let fail = true;
    const kept = keptUntilStorefrontChanges(async () => {
      if (fail) throw new Error("database down");
      return "settings";
    });
    await expect(kept()).rejects.toThrow("database down");
    fail = false;
    expect(await kept()).toBe("settings");
  });

  it("uses a read that a write overtook once, without keeping it", async () => {
    const source = counter();
    const kept = keptUntilStorefrontChanges(async () => {
      const value = await source.read();
      if (value === 1) invalidatePublicPages();
      return value;
    });
    expect(await kept()).toBe(1);
    expect(await kept()).toBe(2);
    expect(await kept()).toBe(2);
  });

  it("is ready only while a call would answer at once", async () => {
    let clock = 1_000;
    const source = counter();
    const kept = keptUntilStorefrontChanges(source.read, 5_000, () => clock);
    expect(kept.ready()).toBeUndefined();
    const reading = kept();
    expect(kept.ready()).toBeUndefined();
    expect(await reading).toBe(1);
    expect(kept.ready()).toBe(1);
    clock += 5_000;
    expect(kept.ready()).toBeUndefined();
    expect(await kept()).toBe(2);
    expect(kept.ready()).toBe(2);
    invalidatePublicPages();
    expect(kept.ready()).toBeUndefined();
    expect(source.count()).toBe(2);
  });

  it("reads again when the clock has been set back", async () => {
    let clock = 100_000;
    const source = counter();
    const kept = keptUntilStorefrontChanges(source.read, 30_000, () => clock);
    expect(await kept()).toBe(1);
    clock -= 60_000;
    expect(kept.ready()).toBeUndefined();
    expect(await kept()).toBe(2);
  });
});
