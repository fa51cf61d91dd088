// Database preparation for the benchmarks: a PostgreSQL database with the demo shop.
import { spawnSync } from "node:child_process";
import pg from "pg";

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops and creates the benchmark database, for a clean run. Only a database whose name says
 * "bench" is dropped, so a DATABASE_URL pointing at a real shop is never wiped by mistake.
 */
export async function recreateDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  if (!/bench/i.test(name))
    throw new Error(
      `Refusing to drop "${name}": the benchmark only recreates a database whose name holds "bench"`,
    );
  const server = new URL(url);
  server.pathname = "/postgres";
  await withClient(server.toString(), async (client) => {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    await client.query(`drop database if exists ${quoted} with (force)`);
    await client.query(`create database ${quoted}`);
  });
}

/** Creates the benchmark database when it does not exist yet (a grown catalogue is kept between runs). */
export async function ensureDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  const server = new URL(url);
  server.pathname = "/postgres";
  await withClient(server.toString(), async (client) => {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) {
      console.log(`Creating database ${name}...`);
      await client.query(`create database "${name.replace(/"/g, '""')}"`);
    }
  });
}

/** Migrates and seeds the demo shop the way `npm run db:seed` does (as bench:ssr prepares its database). */
export function seedDemoShop(url: string, dataDir: string): void {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/db-seed.ts"], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  });
  if (result.status !== 0) throw new Error("Seeding the demo shop failed; see the output above");
}

/** One in-stock variant of each of `count` active products, given a stock nothing can exhaust. */
export async function stockUpVariants(url: string, count: number, onHand: number): Promise<string[]> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `select distinct on (p.id) v.id from products p join product_variants v on v.product_id = p.id
        where p.is_active order by p.id, v.position limit $1`,
      [count],
    );
    if (rows.length === 0) throw new Error("The seeded shop has no active product");
    const ids = rows.map((r) => r.id);
    await client.query(
      "update product_variants set on_hand = $2, updated_at = now() where id = any($1::uuid[])",
      [ids, onHand],
    );
    return ids;
  });
}

/** Marks the accounts verified, as clicking the e-mail link would (sign-in requires it). */
export async function markVerified(url: string, emails: string[]): Promise<void> {
  await withClient(url, async (client) => {
    const { rowCount } = await client.query(
      `update "user" set email_verified = true, updated_at = now() where email = any($1::text[])`,
      [emails],
    );
    if (rowCount !== emails.length)
      throw new Error(`Only ${rowCount} of ${emails.length} accounts were created`);
  });
}

/** Orders the run left in the database, and the stock they hold, as a cross-check of the figures. */
export async function countOrders(
  url: string,
): Promise<{ orders: number; items: number; reservations: number }> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ orders: number; items: number; reservations: number }>(
      `select (select count(*)::int from orders) as orders,
              (select count(*)::int from order_items) as items,
              (select count(*)::int from stock_movements where movement_type = 'reservation') as reservations`,
    );
    return rows[0];
  });
}
