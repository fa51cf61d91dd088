// `npm run bench:admin`: server latency of the back office's lists and pages (products, orders,
// inventory, content, analytics, dashboard) on PostgreSQL with 100,000 products (about 300,000
// variants), 200,000 orders from a year of trading and 10,000 rows in each content table, 10
// concurrent signed-in admin requests per scenario, compared with the budgets (p95 <= 100 ms for the
// lists and pages, <= 150 ms for the dashboard, <= 200 ms for analytics, <= 300 ms for the stock
// reports); and the initial JavaScript of the admin pages
// (budget 250 KB gzip) next to the storefront home's. Each request is the HTML document a browser asks
// for first, read to its last byte (the dashboard streams its figures into that same response).
// Exits 1 when a budget is missed or any request did not answer 200.
// Knobs: BENCH_DATABASE_URL or DATABASE_URL (a database whose name holds "bench": it is dropped and
// recreated), BENCH_REUSE_DB=1 (keep a database an earlier run grew, e.g. to compare indexes; the
// server migrates it to the build's schema as it starts),
// BENCH_PRODUCTS, BENCH_ORDERS, BENCH_CUSTOMERS, BENCH_CONTENT_ROWS, BENCH_CONCURRENCY, BENCH_FIRST_PASS_SECONDS, BENCH_WARMUP_SECONDS, BENCH_SECONDS,
// BENCH_PORT, BENCH_SCENARIOS (a word of the scenario names, e.g. "dashboard"), BENCH_VERBOSE=1 (time
// each step of the growth), BENCH_PROCESSES (the shop's WEB_CONCURRENCY, default 1). Figures and what they led to: docs/performance.md.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import {
  foldAnalyticsRollups,
  growCustomers,
  growOrders,
  rollupsMissing,
  shapeCatalogue,
  stockFields,
} from "./admin-data";
import { growCatalogue } from "./catalogue";
import { adminScenarios, type Scenario } from "./admin-scenarios";
import { growContent } from "./content-data";
import { recreateDatabase, seedDemoShop } from "./checkout-db";
import { ShopClient } from "./checkout-http";
import { cpuTimes } from "./cpu";
import { measureInitialJs } from "./initial-js";
import { percentile, runLoad } from "./load";
import { ensureBuild, startShop } from "./shop-server";
import { mark, printTable } from "./table";

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/shop_bench_admin";
const DATA_DIR = ".tmp/bench-admin-data";
const REUSE = process.env.BENCH_REUSE_DB === "1";
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 200_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20_000);
/** Banners, testimonials, blog posts, subscribers and contact messages: this many of each. */
const CONTENT_ROWS = Number(process.env.BENCH_CONTENT_ROWS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
/**
 * Before any scenario is measured, each is loaded this long at 2 connections: a shop in service has run
 * its code long enough for the JIT compiler's work to be done, and the first scenarios measured would
 * otherwise carry the whole back office's compilation.
 */
const FIRST_PASS_SECONDS = Number(process.env.BENCH_FIRST_PASS_SECONDS ?? 1);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const ONLY = process.env.BENCH_SCENARIOS;
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 1);
const BUDGET_JS_KB = 250;
const STOREFRONT_JS_KB = 150;

// The demo shop's admin (server/lifecycle.ts) unless ADMIN_EMAIL names another; the seed gives it
// ADMIN_PASSWORD, as the end-to-end server does.
const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? "admin@shop.localhost";
process.env.ADMIN_PASSWORD ??= "Bench@admin2026";
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD;

async function withClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const timed = async <T>(label: string, fn: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await fn();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
};

/** Whether an earlier run left a grown shop in the database (only asked when BENCH_REUSE_DB=1). */
async function alreadyGrown(): Promise<boolean> {
  try {
    return await withClient(async (client) => {
      const { rows } = await client.query(
        `select (select count(*)::int from products) as products, (select count(*)::int from orders) as orders`,
      );
      return rows[0].products >= PRODUCTS && rows[0].orders >= ORDERS;
    });
  } catch {
    return false;
  }
}

async function prepareDatabase(): Promise<void> {
  const name = new URL(DATABASE_URL).pathname.slice(1);
  if (REUSE && (await alreadyGrown())) {
    console.log(`Reusing ${name}: it already holds ${PRODUCTS} products and ${ORDERS} orders.`);
    await withClient(async (client) => {
      await timed("cost prices, locations and restock days", () => stockFields(client));
      // Databases grown before the rollups were folded here measured analytics over no figures.
      if (await rollupsMissing(client)) await timed("analytics rollups", () => foldAnalyticsRollups(client));
      // Tables added to the content growth since the database was grown.
      await timed(`content: ${CONTENT_ROWS} rows per table`, async () => {
        await growContent(client, CONTENT_ROWS);
        await client.query("analyze");
      });
    });
    return;
  }
  console.log(`Recreating ${name} and seeding the demo shop...`);
  await recreateDatabase(DATABASE_URL);
  fs.rmSync(path.resolve(DATA_DIR), { recursive: true, force: true });
  seedDemoShop(DATABASE_URL, DATA_DIR);
  console.log(`Growing to ${PRODUCTS} products, ${CUSTOMERS} customers and ${ORDERS} orders...`);
  await withClient(async (client) => {
    const catalogue = await timed("products and variants", () => growCatalogue(client, PRODUCTS));
    await timed("inactive, featured and bestseller products", () => shapeCatalogue(client));
    await timed("cost prices, locations and restock days", () => stockFields(client));
    await timed("customers", () => growCustomers(client, CUSTOMERS));
    const grown = await timed("orders, items, e-mails, jobs, stock movements", () =>
      growOrders(client, ORDERS, ADMIN_EMAIL),
    );
    const content = await timed(`content: ${CONTENT_ROWS} rows per table`, () =>
      growContent(client, CONTENT_ROWS),
    );
    const days = await timed("analytics rollups", () => foldAnalyticsRollups(client));
    // What autovacuum would have done on a shop that grew over a year: statistics and visibility map.
    await timed("vacuum analyze", () => client.query("vacuum analyze"));
    const { rows } = await client.query(
      `select (select count(*)::int from products) as products,
              (select count(*)::int from product_variants) as variants,
              (select count(*)::int from "user") as users`,
    );
    console.log(
      `  ${rows[0].products} products (${catalogue.added} generated), ${rows[0].variants} variants, ` +
        `${rows[0].users} accounts, ${grown.orders} orders with ${grown.items} items, ${grown.mails} e-mails, ` +
        `${grown.jobs} jobs, ${grown.movements} stock movements, ${days} days of analytics rollups; ` +
        Object.entries(content)
          .map(([table, n]) => `${n} ${table.replace("_", " ")}`)
          .join(", "),
    );
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer().unref();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

async function signInAsAdmin(client: ShopClient): Promise<string> {
  const answer = await client.postJson("/api/auth/sign-in/email", {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
  });
  const cookie = answer.setCookies.map((c) => c.split(";")[0]).join("; ");
  if (answer.status !== 200 || !cookie.includes("session_token"))
    throw new Error(`The admin could not sign in: ${answer.status} ${answer.body.slice(0, 300)}`);
  return cookie;
}

async function measure(origin: string, cookie: string, list: Scenario[], pid: number) {
  const headers = { cookie };
  const rows: string[][] = [];
  let ok = true;
  if (FIRST_PASS_SECONDS > 0) {
    process.stdout.write(`Loading every scenario for ${FIRST_PASS_SECONDS} s before measuring...\n`);
    for (const s of list) await runLoad(`${origin}${s.path}`, 2 * PROCESSES, FIRST_PASS_SECONDS, headers);
  }
  for (const s of list) {
    const url = `${origin}${s.path}`;
    const first = await fetch(url, { headers, redirect: "manual" });
    await first.arrayBuffer();
    if (first.status !== 200) throw new Error(`${s.path} answered ${first.status}`);
    // One connection first (also the warm-up): the cost of a request when nothing else runs.
    const alone = await runLoad(url, 1, WARMUP_SECONDS, headers);
    // Every other serving process warms up too.
    if (PROCESSES > 1) await runLoad(url, 2 * PROCESSES, WARMUP_SECONDS, headers);
    process.stdout.write(`Measuring ${s.path} with ${CONCURRENCY} connections for ${SECONDS} s...\n`);
    const before = cpuTimes(pid);
    const r = await runLoad(url, CONCURRENCY, SECONDS, headers);
    const after = cpuTimes(pid);
    const p95 = percentile(r.latencies, 95);
    const errors = r.errors + alone.errors;
    ok &&= errors === 0 && r.requests > 0 && p95 <= s.budgetMs;
    const cpu = (k: "server" | "postgres") =>
      before && after ? ((after[k] - before[k]) / Math.max(1, r.requests)).toFixed(1) : "-";
    rows.push([
      s.name,
      s.path.length > 60 ? `${s.path.slice(0, 57)}...` : s.path,
      String(r.requests),
      (r.requests / r.seconds).toFixed(1),
      percentile(r.latencies, 50).toFixed(1),
      mark(`${p95.toFixed(1)} / ${s.budgetMs}`, p95 <= s.budgetMs),
      (r.latencies.at(-1) ?? NaN).toFixed(1),
      percentile(alone.latencies, 50).toFixed(1),
      String(errors),
      `${cpu("server")} / ${cpu("postgres")}`,
    ]);
  }
  return { rows, ok };
}

async function initialJs(origin: string, cookie: string, list: Scenario[]) {
  const pages = [
    ...list
      .filter((s) => ["products", "product page", "dashboard"].includes(s.name))
      .map((s) => ({ page: s.path, admin: true })),
    { page: "/", admin: false },
  ];
  const rows: string[][] = [];
  let ok = true;
  for (const { page, admin } of pages) {
    const js = await measureInitialJs(`${origin}${page}`, admin ? { cookie } : {});
    const kb = js.totalGzipBytes / 1024;
    const budget = admin ? BUDGET_JS_KB : STOREFRONT_JS_KB;
    if (admin) ok &&= kb <= budget;
    rows.push([
      admin ? page : `${page} (storefront)`,
      String(js.files.length),
      mark(`${kb.toFixed(1)} KB / ${budget}`, kb <= budget),
    ]);
  }
  return { rows, ok };
}

async function main(): Promise<boolean> {
  ensureBuild();
  await prepareDatabase();
  const list = await withClient((client) => adminScenarios(client, ONLY));
  if (!(await portIsFree(PORT))) throw new Error(`Port ${PORT} is taken: set BENCH_PORT to a free one`);
  console.log(`Starting the built shop on PostgreSQL (port ${PORT}, ${PROCESSES} serving processes)...`);
  const shop = await startShop({
    dataDir: DATA_DIR,
    port: PORT,
    env: { DATABASE_URL, LOG_LEVEL: "warn", ADMIN_PASSWORD, WEB_CONCURRENCY: String(PROCESSES) },
  });
  // The server applied any migration newer than the database as it started (a reused database gets
  // the build's schema); gather statistics for what they changed, as autovacuum soon would.
  if (REUSE)
    await timed("vacuum analyze after migrating", () => withClient((c) => c.query("vacuum analyze")));
  const client = new ShopClient(shop.origin, 2);
  try {
    const cookie = await signInAsAdmin(client);
    const latency = await measure(shop.origin, cookie, list, shop.pid);
    const js = await initialJs(shop.origin, cookie, list);

    console.log(
      `\n${PRODUCTS} products, ${ORDERS} orders, PostgreSQL, ${CONCURRENCY} concurrent admin requests, ` +
        `${SECONDS} s per scenario (latency in ms)`,
    );
    printTable(
      [
        "scenario",
        "path",
        "count",
        "req/s",
        "p50",
        "p95 / budget",
        "max",
        "p50 alone",
        "non-200",
        "CPU ms/req",
      ],
      latency.rows,
    );
    console.log(
      "p50 alone: one connection, nothing else running. CPU ms/req: shop server / PostgreSQL, which share " +
        `this machine's ${os.availableParallelism()} CPUs with the load generator.`,
    );
    console.log("\nInitial JavaScript (module scripts + modulepreloads + their static imports, gzip)");
    printTable(["page", "files", "gzip / budget"], js.rows);
    const ok = latency.ok && js.ok;
    console.log(ok ? "\nWithin budget." : "\nFAILED: a budget was missed or a request did not answer 200.");
    return ok;
  } finally {
    client.close();
    await shop.stop();
  }
}

main()
  .then((ok) => {
    if (!ok) process.exitCode = 1;
  })
  .catch((error) => {
    console.error(`bench:admin failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
