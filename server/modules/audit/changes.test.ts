import { describe, expect, it } from "vitest";
import { diffChanges, isSecretField, MASK, MAX_VALUE_LENGTH } from "./changes";

describe("diffChanges", () => {
  it("keeps only the fields whose values differ", () => {
    expect(
      diffChanges(
        { name: "Silk Kurta", price: 149900, isActive: true, stock: 4 },
        { name: "Silk Kurta", price: 129900, isActive: false, stock: 4 },
      ),
    ).toEqual({
      price: { before: 149900, after: 129900 },
      isActive: { before: true, after: false },
    });
  });

  it("compares arrays, objects and dates by value", () => {
    const before = {
      tags: ["silk", "festive"],
      dimensions: { length: 40, width: 30 },
      publishedAt: new Date("2025-01-02T03:04:05.000Z"),
    };
    const same = {
      tags: ["silk", "festive"],
      dimensions: { width: 30, length: 40 },
      publishedAt: new Date("2025-01-02T03:04:05.000Z"),
    };
    expect(diffChanges(before, same)).toEqual({});
    expect(
      diffChanges(before, {
        tags: ["festive", "silk"],
        dimensions: { length: 40, width: 31 },
        publishedAt: new Date("2025-01-02T03:04:06.000Z"),
      }),
    ).toEqual({
      tags: { before: ["silk", "festive"], after: ["festive", "silk"] },
      dimensions: { before: { length: 40, width: 30 }, after: { length: 40, width: 31 } },
      publishedAt: { before: "2025-01-02T03:04:05.000Z", after: "2025-01-02T03:04:06.000Z" },
    });
  });

  it("tells null from a value, and 0 from '0'", () => {
    expect(diffChanges({ a: null, b: 0, c: "" }, { a: "x", b: "0", c: null })).toEqual({
      a: { before: null, after: "x" },
      b: { before: 0, after: "0" },
      c: { before: "", after: null },
    });
  });

  it("lists every field of a create with before null", () => {
    expect(diffChanges(null, { name: "Anarkali", price: 249900, description: null })).toEqual({
      name: { before: null, after: "Anarkali" },
      price: { before: null, after: 249900 },
      description: { before: null, after: null },
    });
    expect(diffChanges(undefined, { name: "Anarkali" })).toEqual({
      name: { before: null, after: "Anarkali" },
    });
  });

  it("lists every field of a delete with after null", () => {
    expect(diffChanges({ name: "Old Saree", price: 99900 }, null)).toEqual({
      name: { before: "Old Saree", after: null },
      price: { before: 99900, after: null },
    });
  });

  it("treats fields missing from a partial after as not written", () => {
    expect(
      diffChanges({ name: "Kurta", price: 100, slug: "kurta" }, { price: 200, slug: undefined }),
    ).toEqual({
      price: { before: 100, after: 200 },
    });
    expect(diffChanges({ name: "Kurta" }, { badge: "New" })).toEqual({
      badge: { before: null, after: "New" },
    });
  });

  it("has nothing to say about nothing", () => {
    expect(diffChanges(null, null)).toEqual({});
    expect(diffChanges({}, {})).toEqual({});
  });
});

describe("secrets in the log", () => {
  it("recognises secret field names in any case, snake or camel", () => {
    for (const name of [
      "password",
      "newPassword",
      "smtp_password",
      "apiKey",
      "api_key",
      "GEMINI_API_KEY",
      "razorpay_key_secret",
      "RAZORPAY_WEBHOOK_SECRET",
      "unsubscribeToken",
      "passwordHash",
      "geminiKey",
    ]) {
      expect(isSecretField(name), name).toBe(true);
    }
    for (const name of ["name", "price", "email", "razorpay_key_id", "keywords", "description"]) {
      expect(isSecretField(name), name).toBe(false);
    }
  });

  it("masks secrets on both sides yet records that they changed", () => {
    expect(
      diffChanges(
        {
          name: "Shop",
          password: "old-pass",
          apiKey: "AIza-old",
          razorpay_key_secret: "s1",
          smtp_password: "p1",
        },
        {
          name: "Shop 2",
          password: "new-pass",
          apiKey: "AIza-new",
          razorpay_key_secret: "s2",
          smtp_password: "p1",
        },
      ),
    ).toEqual({
      name: { before: "Shop", after: "Shop 2" },
      password: { before: MASK, after: MASK },
      apiKey: { before: MASK, after: MASK },
      razorpay_key_secret: { before: MASK, after: MASK },
    });
  });

  it("shows an empty secret as empty, so setting one reads as set", () => {
    expect(diffChanges({ smtp_password: null }, { smtp_password: "hunter2" })).toEqual({
      smtp_password: { before: null, after: MASK },
    });
    expect(diffChanges(null, { apiKey: "AIza-secret" })).toEqual({ apiKey: { before: null, after: MASK } });
  });

  it("masks secrets nested inside a value", () => {
    const changes = diffChanges(
      { payment: { mode: "test", razorpay_key_secret: "s1" } },
      { payment: { mode: "live", razorpay_key_secret: "s2" } },
    );
    expect(changes).toEqual({
      payment: {
        before: { mode: "test", razorpay_key_secret: MASK },
        after: { mode: "live", razorpay_key_secret: MASK },
      },
    });
    expect(JSON.stringify(changes)).not.toMatch(/s1|s2/);
  });
});

describe("long values", () => {
  it("cuts a long string to the limit with an ellipsis", () => {
    const description = `<p>${"Handwoven Banarasi silk. ".repeat(400)}</p>`;
    const { description: change } = diffChanges({ description: "<p>Short</p>" }, { description });
    expect(change.before).toBe("<p>Short</p>");
    const after = change.after as string;
    expect(after).toHaveLength(MAX_VALUE_LENGTH);
    expect(after.endsWith("…")).toBe(true);
    expect(description.startsWith(after.slice(0, -1))).toBe(true);
  });

  it("keeps a string at the limit whole", () => {
    const exact = "a".repeat(MAX_VALUE_LENGTH);
    expect(diffChanges(null, { text: exact }).text.after).toBe(exact);
  });

  it("never splits an emoji in two", () => {
    const text = `${"a".repeat(MAX_VALUE_LENGTH - 2)}🪔🪔🪔`;
    const after = diffChanges(null, { text }).text.after as string;
    expect(after.length).toBeLessThanOrEqual(MAX_VALUE_LENGTH);
    expect(after).toBe(`${"a".repeat(MAX_VALUE_LENGTH - 2)}…`);
    expect(() => encodeURIComponent(after)).not.toThrow(); // throws on half a surrogate pair
  });

  it("keeps a huge list as the start of its JSON text", () => {
    const images = Array.from({ length: 200 }, (_, i) => `/uploads/products/kurta-${i}.webp`);
    const after = diffChanges(null, { images }).images.after as string;
    expect(after).toHaveLength(MAX_VALUE_LENGTH);
    expect(after.startsWith('["/uploads/products/kurta-0.webp",')).toBe(true);
    expect(after.endsWith("…")).toBe(true);
  });
});
