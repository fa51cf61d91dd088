import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../tests/setup/test-database";
import { DatabaseOpenError, getDbHandle, openDatabase, queryRows } from "./client";
import { migrateDatabase, SchemaVersionError } from "./migrate";

withTestDatabase();

describe("migrations", () => {
  it("are applied once; running them again changes nothing", async () => {
    const handle = getDbHandle()!;
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          handle.db,
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )
      )[0].n;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await migrateDatabase(handle);
    expect(await count()).toBe(before);
  });

  it("refuse a database migrated by newer code, changing nothing", async () => {
    const handle = getDbHandle()!;
    const future = Date.now() + 365 * 24 * 3600 * 1000;
    await handle.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-the-future', ${future})`,
    );
    try {
      await expect(migrateDatabase(handle)).rejects.toThrow(SchemaVersionError);
      await expect(migrateDatabase(handle)).rejects.toThrow(/newer version of the shop/);
    } finally {
      await handle.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'from-the-future'`);
    }
  });
});

describe("opening the embedded database", () => {
  it("explains a corrupt data folder instead of starting half-way", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-corrupt-"));
    const dbDir = path.join(dir, "db");
    fs.mkdirSync(dbDir);
    fs.writeFileSync(path.join(dbDir, "PG_VERSION"), "not a version\n");
    fs.writeFileSync(path.join(dbDir, "postgresql.conf"), "\u0000garbage");
    try {
      const error = await openDatabase({ dataDir: dbDir }).then(
        async (h) => {
          await h.close();
          return null;
        },
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(DatabaseOpenError);
      expect((error as Error).message).toMatch(/cannot be opened/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
