// `npm run db:migrate`: apply pending migrations to the configured database and exit.
import path from "node:path";
import { getEnv } from "../server/config/env";
import { openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";

const env = getEnv();
const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.dataDir, "db") });
try {
  await migrateDatabase(handle);
  console.log("Database is up to date.");
} finally {
  await handle.close();
}
