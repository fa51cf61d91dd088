import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../tests/setup/test-database";
import { getDb, queryPreparedRows } from "./client";

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
