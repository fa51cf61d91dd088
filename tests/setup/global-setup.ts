import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDatabase } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";
import { databaseUrl, pgliteTemplatePath, postgresTemplateName } from "./template";

/**
 * Migrates one template database before the run; each test file then starts from a copy
 * (a loaded PGlite dump, or CREATE DATABASE ... TEMPLATE on PostgreSQL).
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return setupPostgres(url);
  const file = pgliteTemplatePath();
  if (fs.existsSync(file)) return;
  const handle = await openDatabase({});
  await migrateDatabase(handle);
  const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir("gzip");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(`${file}.tmp`, file);
  await handle.close();
}

async function setupPostgres(url: string) {
  const template = postgresTemplateName();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // Copies from a previous run that died are removed; the template is rebuilt every run.
    const stale = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'shop_test_%'",
    );
    for (const { datname } of stale.rows) {
      await admin.query(`drop database if exists "${datname}" with (force)`);
    }
    await admin.query(`create database "${template}"`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ url: databaseUrl(url, template), poolSize: 2 });
  await migrateDatabase(handle);
  await handle.close();
  return async () => {
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    const rows = await cleanup.query<{ datname: string }>(
      "select datname from pg_database where datname like 'shop_test_%'",
    );
    for (const { datname } of rows.rows)
      await cleanup.query(`drop database if exists "${datname}" with (force)`);
    await cleanup.end();
  };
}
