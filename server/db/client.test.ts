import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { withTestDatabase } from "../../tests/setup/test-database";
import { databaseUrl } from "../../tests/setup/template";
import { getDb, openDatabase, queryPreparedRows, queryRows } from "./client";

withTestDatabase();

const numbersUpTo = (limit: number) =>
  sql`select n from generate_series(1, 5) as n where n <= ${limit} order by n`;

describe("named statements", () => {
  it("answer every call with that call's parameters, in and out of a transaction", async () => {
    const db = getDb();
    expect(await queryPreparedRows(db, "numbers_up_to", numbersUpTo(2))).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await queryPreparedRows(db, "numbers_up_to", numbersUpTo(4))).toHaveLength(4);
    const inside = await db.transaction((tx) => queryPreparedRows(tx, "numbers_up_to", numbersUpTo(1)));
    expect(inside).toEqual([{ n: 1 }]);
  });

  it("take arrays as one parameter", async () => {
    const rows = await queryPreparedRows<{ word: string }>(
      getDb(),
      "words",
      sql`select word from unnest(${sql.param(["a,b", 'say "hi"', "{x}"])}::text[]) as word`,
    );
    expect(rows.map((r) => r.word)).toEqual(["a,b", 'say "hi"', "{x}"]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("the PostgreSQL pool", () => {
  it("keeps its connections open however long they go unused", async () => {
    const [{ name }] = await queryRows<{ name: string }>(getDb(), sql`select current_database() as name`);
    // The pool's idle timers are the only ones these queries set.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const handle = await openDatabase({ url: databaseUrl(process.env.TEST_DATABASE_URL!, name), poolSize: 3 });
    try {
      // Three at once take all three connections: each answers from its own backend.
      const backends = async () => {
        const rows = await Promise.all(
          [1, 2, 3].map(() =>
            queryRows<{ pid: number }>(handle.db, sql`select pg_backend_pid() as pid, pg_sleep(0.05)`),
          ),
        );
        return new Set(rows.map(([row]) => row.pid));
      };
      const first = await backends();
      expect(first.size).toBe(3);
      vi.advanceTimersByTime(60 * 60_000);
      expect(await backends()).toEqual(first);
    } finally {
      vi.useRealTimers();
      await handle.close();
    }
  });
});
