import { randomBytes } from "node:crypto";
import path from "node:path";
import { api } from "./api/app";
import { getEnv } from "./config/env";
import { getDbHandle, openDatabase, setDbHandle } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { registerJobHandlers } from "./jobs";
import { followStorefrontChanges } from "./cache/storefront-changes";
import { log } from "./log";
import { scheduleAnalyticsFold } from "./modules/analytics/service";
import { ensureAdminAccount, setAuthSecret } from "./modules/customers/service";
import { scheduleLowStockDigest } from "./modules/inventory/service";
import { startJobWorker, stopJobWorker } from "./modules/jobs/service";
import { getStorage, localUploadsDir } from "./modules/media/service";
import { claimMeta, prepareSettings } from "./modules/settings/service";
import { isDatabaseEmpty, seedDemoShop } from "../scripts/seed/seed";

/** Without ADMIN_EMAIL the demo shop's admin signs in with this address (it must contain a dot to pass e-mail checks). */
export const DEMO_ADMIN_EMAIL = "admin@shop.localhost";
const SEED_LOCK = 72_410_002;

export interface BootstrapOptions {
  seed?: boolean;
  worker?: boolean;
}

/** Opens and migrates the database, seeds an empty one, ensures the admin account, starts the job worker. */
export async function bootstrap(options: BootstrapOptions = {}): Promise<{ seeded: boolean }> {
  const env = getEnv();
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.dataDir, "db") });
  setDbHandle(handle);
  await migrateDatabase(handle);
  // Other processes' storefront changes; while not listening they still show once kept reads expire.
  if (handle.driver === "postgres") await followStorefrontChanges(handle);
  setAuthSecret(env.AUTH_SECRET ?? (await claimMeta("auth_secret", randomBytes(32).toString("base64url"))));
  registerJobHandlers();

  let seeded = false;
  if (options.seed !== false) {
    await handle.withLock(SEED_LOCK, async () => {
      if (!(await isDatabaseEmpty())) return;
      seeded = true;
      const started = Date.now();
      const { products } = await seedDemoShop(getStorage());
      log.info(`Seeded the demo shop with ${products} products in ${Date.now() - started} ms`);
    });
  }

  // After the seed: secret settings still in plain text are encrypted, missing defaults added (idempotent).
  await prepareSettings();

  const admin = await ensureAdminAccount(env.ADMIN_EMAIL ?? DEMO_ADMIN_EMAIL, env.ADMIN_PASSWORD);
  if (admin.status === "created" && admin.password && (env.isDemo || env.NODE_ENV === "development")) {
    // Shown once, on the start that created the account; it is never stored in clear.
    console.log(
      `\n  Admin account created: ${env.ADMIN_EMAIL ?? DEMO_ADMIN_EMAIL}\n  Password (shown only now): ${admin.password}\n`,
    );
  } else if (admin.status === "promoted") {
    log.info(`${env.ADMIN_EMAIL} was promoted to admin`);
  }
  if (options.worker !== false) {
    startJobWorker(env.JOBS_POLL_MS);
    // Recurring work: the digest's next run is queued once per day whichever process starts first;
    // the analytics fold runs now and every few seconds after.
    await scheduleLowStockDigest();
    await scheduleAnalyticsFold();
  }
  return { seeded };
}

/** Finishes running jobs and closes the database (PGlite must be closed or the process hangs). */
export async function shutdown(): Promise<void> {
  await stopJobWorker();
  const handle = getDbHandle();
  setDbHandle(undefined);
  await handle?.close();
}

/** The folder served at /uploads, or null when files live in S3. */
export function uploadsDir(): string | null {
  return getStorage().kind === "local" ? localUploadsDir() : null;
}

/** The JSON API, served by the HTTP entry without going through the page router. */
export function apiFetch(request: Request, clientIp: string | undefined): Promise<Response> {
  return Promise.resolve(api.fetch(request, { clientIp }));
}

export interface Lifecycle {
  apiFetch: typeof apiFetch;
  bootstrap: typeof bootstrap;
  shutdown: typeof shutdown;
  uploadsDir: typeof uploadsDir;
}
