import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createSubscriber } from "../../../tests/fixtures/newsletter";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { subscribers } from "./schema";
import { exportSubscribers, listSubscribers, subscriberStats } from "./service";

withTestDatabase();

beforeAll(async () => {
  await createSubscriber({
    email: "asha@example.com",
    fullName: "Asha Iyer",
    subscribedDaysAgo: 5,
    verifiedDaysAgo: 4,
  });
  await createSubscriber({
    email: "ravi@example.com",
    source: "footer",
    isVerified: false,
    subscribedDaysAgo: 10,
  });
  await createSubscriber({
    email: "left@example.com",
    isActive: false,
    subscribedDaysAgo: 40,
    verifiedDaysAgo: 39,
    unsubscribedDaysAgo: 3,
    preferences: { promotions: false },
  });
  await createSubscriber({
    email: "blog.reader@example.com",
    source: "blog",
    subscribedDaysAgo: 20,
    verifiedDaysAgo: 2,
  });
  await createSubscriber({ email: "old.friend@example.com", subscribedDaysAgo: 60 });
});

describe("subscriber stats", () => {
  it("count the last 30 days: new, confirmed, unsubscribed, net and new by source", async () => {
    const stats = await subscriberStats();
    expect(stats).toMatchObject({
      newCount: 3,
      confirmed: 2,
      unsubscribed: 1,
      net: 2,
      receiving: 3,
      awaiting: 1,
      inactive: 1,
      total: 5,
      sources: ["blog", "footer", "homepage"],
      bySource: [
        { source: "blog", count: 1 },
        { source: "footer", count: 1 },
        { source: "homepage", count: 1 },
      ],
    });
    expect(Date.now() - stats.since.getTime()).toBeCloseTo(30 * 86_400_000, -4);
  });
});

describe("the subscribers list", () => {
  const emails = async (filters: Parameters<typeof listSubscribers>[0]) =>
    (await listSubscribers(filters)).subscribers.map((s) => s.email);

  it("filters by source, status, confirmation and preference, and searches e-mail and name", async () => {
    expect(await emails({})).toEqual([
      "asha@example.com",
      "ravi@example.com",
      "blog.reader@example.com",
      "left@example.com",
      "old.friend@example.com",
    ]);
    expect(await emails({ source: "footer" })).toEqual(["ravi@example.com"]);
    expect(await emails({ active: false })).toEqual(["left@example.com"]);
    expect(await emails({ verified: false })).toEqual(["ravi@example.com"]);
    expect(await emails({ preference: "promotions", active: false })).toEqual([]);
    expect(await emails({ q: "IYER" })).toEqual(["asha@example.com"]);
    expect(await emails({ q: "blog.r" })).toEqual(["blog.reader@example.com"]);
    // LIKE's wildcards are plain characters in a search.
    expect(await emails({ q: "%" })).toEqual([]);
  });

  it("shows 50 to a page and clamps a page past the end", async () => {
    await getDb()
      .insert(subscribers)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          email: `bulk${i}@bulk.example`,
          source: "import",
          unsubscribeToken: `bulk-token-${String(i).padStart(24, "0")}`,
          subscriptionDate: new Date(Date.now() - (100 + i) * 86_400_000),
        })),
      );
    const first = await listSubscribers({});
    expect(first).toMatchObject({ total: 55, page: 1, pageCount: 2 });
    // A total the caller already counted is used as it is.
    expect(await listSubscribers({}, 2, (await subscriberStats()).total)).toMatchObject({
      total: 55,
      page: 2,
      pageCount: 2,
    });
    expect(first.subscribers).toHaveLength(50);
    const last = await listSubscribers({}, 9);
    expect(last.page).toBe(2);
    expect(last.subscribers.map((s) => s.email)).toEqual([
      "bulk45@bulk.example",
      "bulk46@bulk.example",
      "bulk47@bulk.example",
      "bulk48@bulk.example",
      "bulk49@bulk.example",
    ]);
    await getDb().delete(subscribers).where(eq(subscribers.source, "import"));
  });
});

describe("the subscribers export", () => {
  it("has a header and one row per subscriber of the filters, in chunks", async () => {
    const rows: string[][] = [];
    for await (const row of exportSubscribers({ active: true }, 2)) rows.push(row);
    expect(rows[0]).toEqual([
      "Email",
      "Name",
      "Source",
      "Active",
      "Confirmed",
      "Weekly newsletter",
      "Promotions and offers",
      "New arrivals",
      "Subscribed on",
      "Confirmed on",
      "Unsubscribed on",
    ]);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(["asha@example.com", "blog.reader@example.com", "old.friend@example.com", "ravi@example.com"]);
    const asha = rows.find((r) => r[0] === "asha@example.com")!;
    expect(asha.slice(1, 8)).toEqual(["Asha Iyer", "homepage", "yes", "yes", "yes", "yes", "yes"]);
    expect(asha[8]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(asha[10]).toBe("");
  });
});
