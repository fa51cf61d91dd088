import { inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../tests/setup/test-database";
import { navigationLinks } from "../modules/content/schema";
import { getDb } from "./client";
import { numberInOrder } from "./number-in-order";

withTestDatabase();

describe("numberInOrder", () => {
  it("numbers the rows 0, 1, 2... in the order given and writes only the rows whose number changes", async () => {
    const long = new Date("2026-01-01T00:00:00Z");
    const rows = await getDb()
      .insert(navigationLinks)
      .values(
        [3, 1, 1, 0, 7].map((orderNum, i) => ({
          name: `Numbered ${i}`,
          path: `/n/${i}`,
          location: "footer",
          orderNum,
          updatedAt: long,
        })),
      )
      .returning({ id: navigationLinks.id, name: navigationLinks.name });
    const byName = new Map(rows.map((r) => [r.name, r.id]));
    // Wanted in this order: numbered 3 (already 0), 2 (already 1), 1 (1 -> 2), 0 (already 3), 4 (7 -> 4).
    const order = ["Numbered 3", "Numbered 2", "Numbered 1", "Numbered 0", "Numbered 4"].map((n) =>
      byName.get(n)!,
    );
    await numberInOrder(getDb(), navigationLinks, navigationLinks.orderNum, order, sql`, updated_at = now()`);
    const after = await getDb()
      .select({
        name: navigationLinks.name,
        orderNum: navigationLinks.orderNum,
        updatedAt: navigationLinks.updatedAt,
      })
      .from(navigationLinks)
      .where(inArray(navigationLinks.id, order));
    const seen = Object.fromEntries(
      after.map((r) => [r.name, [r.orderNum, r.updatedAt.getTime() === long.getTime()]]),
    );
    expect(seen).toEqual({
      "Numbered 3": [0, true],
      "Numbered 2": [1, true],
      "Numbered 1": [2, false],
      "Numbered 0": [3, true],
      "Numbered 4": [4, false],
    });
    // Nothing to number: nothing written, no error.
    await numberInOrder(getDb(), navigationLinks, navigationLinks.orderNum, []);
  });
});
