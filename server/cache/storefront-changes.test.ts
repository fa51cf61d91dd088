import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTestDatabase } from "../../tests/setup/test-database";
import { databaseUrl } from "../../tests/setup/template";
import { until } from "../../tests/setup/until";
import { getDb, getDbHandle, queryRows } from "../db/client";
import { adminTransaction } from "../modules/audit/service";
import { getCheckoutSettings } from "../modules/settings/service";
import { settings } from "../db/schema";
import { publicPagesGeneration } from "./public-pages";
import { followStorefrontChanges } from "./storefront-changes";

const context = withTestDatabase();

/** Whether `check` comes true within the time. */
const eventually = (check: () => boolean | Promise<boolean>, timeoutMs = 5000) =>
  until(check, Boolean, timeoutMs);

describe("storefront changes between processes on one database", () => {
  let stopFollowing: () => Promise<void>;
  beforeAll(async () => {
    stopFollowing = await followStorefrontChanges(getDbHandle()!);
  });
  afterAll(() => stopFollowing());

  it("drops this process's kept pages when another process announces a change", async () => {
    const before = publicPagesGeneration();
    await getDb().execute(sql`select pg_notify('storefront_changed', 'another-process')`);
    expect(await eventually(() => publicPagesGeneration() > before)).toBe(true);
  });

  it("reads checkout's settings afresh once another process saved them", async () => {
    const before = await getCheckoutSettings();
    await getDb()
      .insert(settings)
      .values({ key: "stock_hold_minutes", value: String(before.holdMinutes + 15) })
      .onConflictDoUpdate({ target: settings.key, set: { value: String(before.holdMinutes + 15) } });
    expect((await getCheckoutSettings()).holdMinutes).toBe(before.holdMinutes); // kept a few seconds
    const generation = publicPagesGeneration();
    await getDb().execute(sql`select pg_notify('storefront_changed', 'another-process')`);
    expect(await eventually(() => publicPagesGeneration() > generation)).toBe(true);
    expect((await getCheckoutSettings()).holdMinutes).toBe(before.holdMinutes + 15);
  });

  it("announces a storefront write to other processes only once it commits", async (ctx) => {
    ctx.skip(context.driver !== "postgres", "the embedded database belongs to one process");
    const heard: string[] = [];
    const name = (await queryRows<{ name: string }>(getDb(), sql`select current_database() as name`))[0].name;
    const listener = new pg.Client({ connectionString: databaseUrl(process.env.TEST_DATABASE_URL!, name) });
    await listener.connect();
    try {
      listener.on("notification", (message) => heard.push(message.payload ?? ""));
      await listener.query("listen storefront_changed");

      await adminTransaction(async () => undefined, { storefront: false });
      await expect(
        adminTransaction(
          async () => {
            throw new Error("refused");
          },
          { storefront: true },
        ),
      ).rejects.toThrow("refused");
      await adminTransaction(async () => undefined, { storefront: true });
      expect(await eventually(() => heard.length > 0)).toBe(true);
      // A round trip on the listening connection: anything sent before it has been delivered.
      await listener.query("select 1");
      expect(heard).toHaveLength(1);
      expect(heard[0]).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await listener.end();
    }
  });

  it("after losing its connection, listens again and counts the gap as a change", async (ctx) => {
    ctx.skip(context.driver !== "postgres", "the embedded database has no connection to lose");
    const cut = await queryRows<{ cut: boolean }>(
      getDb(),
      sql`select pg_terminate_backend(pid) as cut from pg_stat_activity
           where datname = current_database() and query = 'listen storefront_changed'`,
    );
    expect(cut.length).toBeGreaterThan(0);
    const before = publicPagesGeneration();
    expect(await eventually(() => publicPagesGeneration() > before)).toBe(true);

    const listening = () =>
      queryRows<{ n: number }>(
        getDb(),
        sql`select count(*)::int as n from pg_stat_activity
             where datname = current_database() and query = 'listen storefront_changed'`,
      ).then((rows) => rows[0].n > 0);
    expect(await eventually(listening)).toBe(true);
    const afterGap = publicPagesGeneration();
    await getDb().execute(sql`select pg_notify('storefront_changed', 'another-process')`);
    expect(await eventually(() => publicPagesGeneration() > afterGap)).toBe(true);
  });
});
