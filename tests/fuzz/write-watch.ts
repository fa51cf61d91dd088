import { sql } from "drizzle-orm";
import { getDb, queryRows } from "../../server/db/client";

/**
 * Writes a refused request may legitimately make, by table; a column list means only those columns
 * may change (an insert or delete there is still a data change), `true` means any write is expected.
 */
export const EXPECTED_WRITES: Record<string, true | string[]> = {
  // Counting refusals is the point of a rate limit: failed sign-ins per address and per e-mail,
  // Better Auth's own per-endpoint windows. A refused request is exactly what they must record.
  rate_limit: true,
  // Reading a session slides its expiry forward (Better Auth's update age), whatever the answer was.
  session: ["expires_at", "updated_at"],
};

/** Where the triggers note each write; outside the shop's schema so nothing of the shop sees it. */
const LOG = "fuzz_watch.writes";

export interface Write {
  table: string;
  op: string;
}

/**
 * Puts a row trigger on every table of the shop's schema that notes which table an insert, update
 * or delete touched. An update that changes nothing, or only the columns listed as expected, is not
 * noted. Reading and clearing the note is one query per request, far cheaper than hashing tables.
 */
export async function watchWrites(): Promise<string[]> {
  const db = getDb();
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const ignored = Object.entries(EXPECTED_WRITES)
    .filter((e): e is [string, string[]] => Array.isArray(e[1]))
    .map(([table, columns]) => `when '${table}' then array[${columns.map((c) => `'${c}'`).join(",")}]`)
    .join(" ");
  await db.execute(sql.raw(`create schema if not exists fuzz_watch`));
  await db.execute(sql.raw(`create table if not exists ${LOG} (tbl text not null, op text not null)`));
  await db.execute(
    sql.raw(`
    create or replace function fuzz_watch.note() returns trigger language plpgsql as $$
    declare skip text[] := case tg_table_name ${ignored} else array[]::text[] end;
    begin
      if tg_op = 'UPDATE' and (to_jsonb(new) - skip) = (to_jsonb(old) - skip) then return null; end if;
      insert into ${LOG} values (tg_table_name, tg_op);
      return null;
    end $$`),
  );
  for (const { name } of tables) {
    await db.execute(
      sql.raw(`create or replace trigger fuzz_watch after insert or update or delete on public."${name}"
               for each row execute function fuzz_watch.note()`),
    );
  }
  return tables.map((t) => t.name);
}

/** The writes noted since the last call, each table and operation once, and forgets them. */
export async function takeWrites(): Promise<Write[]> {
  const rows = await queryRows<Write>(
    getDb(),
    sql.raw(`with taken as (delete from ${LOG} returning tbl, op)
             select distinct tbl as "table", op from taken order by 1, 2`),
  );
  return rows;
}

/** The writes a refused request must not make: anything not listed in EXPECTED_WRITES. */
export const unexpectedWrites = (writes: Write[]) => writes.filter((w) => EXPECTED_WRITES[w.table] !== true);
