import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { invalidatePublicPages } from "../../server/cache/public-pages";
import { resetEnv } from "../../server/config/env";
import { type DbHandle, getDb, openDatabase, setDbHandle } from "../../server/db/client";
import { registerJobHandlers } from "../../server/jobs";
import { setAuthSecret } from "../../server/modules/customers/service";
import { resetGatewayConnection } from "../../server/modules/payments/connection";
import { forgetCheckoutSettings } from "../../server/modules/settings/service";
import { setStorage } from "../../server/modules/media/service";
import { localStorage } from "../../server/modules/media/storage";
import { databaseUrl, pgliteTemplatePath, postgresTemplateName } from "./template";

export interface TestContext {
  dataDir: string;
  driver: "pglite" | "postgres";
}

/**
 * Gives the calling test file its own freshly migrated database, a private data folder
 * and file storage in it. Works on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
 */
export function withTestDatabase(): TestContext {
  const context = { dataDir: "", driver: "pglite" } as TestContext;
  let handle: DbHandle | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    context.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-test-"));
    process.env.DATA_DIR = context.dataDir;
    resetEnv();
    resetGatewayConnection();
    forgetCheckoutSettings();
    // Reads kept for the storefront belong to the previous file's database.
    invalidatePublicPages();
    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      const name = `shop_test_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database "${name}" template "${postgresTemplateName()}"`);
      await admin.end();
      handle = await openDatabase({ url: databaseUrl(url, name), poolSize: 5 });
      context.driver = "postgres";
      dropDatabase = async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop database if exists "${name}" with (force)`);
        await client.end();
      };
    } else {
      const dump = new Blob([fs.readFileSync(pgliteTemplatePath())]);
      handle = await openDatabase({ loadDataDir: dump });
    }
    setDbHandle(handle);
    setAuthSecret(randomBytes(32).toString("base64url"));
    setStorage(localStorage(path.join(context.dataDir, "uploads")));
    registerJobHandlers();
  });

  afterAll(async () => {
    setStorage(undefined);
    setDbHandle(undefined);
    await handle?.close();
    await dropDatabase?.();
    fs.rmSync(context.dataDir, { recursive: true, force: true });
  });

  return context;
}

export { getDb };
