import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { type Database, type DbHandle, queryRows } from "./client";

export const MIGRATIONS_DIR = path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");
const MIGRATION_LOCK = 72_410_001;

export class SchemaVersionError extends Error {
  override name = "SchemaVersionError";
}

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

function readJournal(): Journal {
  const file = path.join(MIGRATIONS_DIR, "meta", "_journal.json");
  return JSON.parse(fs.readFileSync(file, "utf8")) as Journal;
}

/**
 * Applies pending migrations under an advisory lock (several processes may start at once),
 * refusing a database that was migrated by newer code than this.
 */
export async function migrateDatabase(handle: DbHandle): Promise<void> {
  await handle.withLock(MIGRATION_LOCK, async (db) => {
    await assertNotNewerThanCode(db);
    const config = { migrationsFolder: MIGRATIONS_DIR };
    if (handle.driver === "pglite") await migratePglite(db as unknown as PgliteDatabase, config);
    else await migratePg(db as unknown as NodePgDatabase, config);
  });
}

async function assertNotNewerThanCode(db: Database): Promise<void> {
  const [exists] = await queryRows<{ t: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`,
  );
  if (!exists?.t) return;
  const [applied] = await queryRows<{ created_at: string }>(
    db,
    sql`select created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const latestApplied = Number(applied?.created_at ?? 0);
  const known = readJournal().entries;
  const latestKnown = Math.max(0, ...known.map((e) => e.when));
  if (latestApplied > latestKnown) {
    throw new SchemaVersionError(
      "The database was migrated by a newer version of the shop than this code " +
        `(database schema from ${new Date(latestApplied).toISOString()}, code knows up to ` +
        `${new Date(latestKnown).toISOString()}). Update the code, or restore a matching backup.`,
    );
  }
}
