// `npm run bench:ssr`: server-rendering latency of /shop and a product page on PostgreSQL with a
// 10,000-product catalogue, 20 concurrent connections per scenario, compared with the p95 < 50 ms budget.
// Prints figures; exits non-zero only when something could not be measured.
import pg from "pg";
import { growCatalogue } from "./catalogue";
import { ensureDatabase, seedDemoShop } from "./checkout-db";
import { percentile, runLoad } from "./load";
import { ensureBuild, startShop } from "./shop-server";
import { mark, printTable } from "./table";

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/shop_bench";
const DATA_DIR = ".tmp/bench-ssr-data";
const PRODUCTS = 10_000;
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET_P95_MS = 50;

async function prepareCatalogue(): Promise<{ category: string }> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { added, total } = await growCatalogue(client, PRODUCTS);
    console.log(`Catalogue: ${total} products (${added} added now).`);
    // The broadest filter: the top-level category holding the most products, subcategories included.
    const { rows } = await client.query(
      `select top.name from categories top
         join categories c on c.id = top.id or c.parent_id = top.id
         join products p on p.category_id = c.id
       where top.parent_id is null group by top.name order by count(*) desc limit 1`,
    );
    return { category: rows[0].name as string };
  } finally {
    await client.end();
  }
}

async function scenarios(origin: string, category: string): Promise<[string, string][]> {
  const shop = await fetch(`${origin}/shop`);
  if (!shop.ok) throw new Error(`/shop answered ${shop.status}`);
  const product = /href="(\/products\/[^"?#]+)"/.exec(await shop.text())?.[1];
  const list: [string, string][] = [
    ["shop", "/shop"],
    ["shop search", "/shop?search=silk"],
    ["shop category", `/shop?category=${encodeURIComponent(category)}`],
    ["shop sort", "/shop?sort=price-low"],
    ["shop page 5", "/shop?page=5"],
  ];
  if (product) list.push(["product", product]);
  return list;
}

async function main() {
  ensureBuild();
  await ensureDatabase(DATABASE_URL);
  seedDemoShop(DATABASE_URL, DATA_DIR);
  const { category } = await prepareCatalogue();
  console.log("Starting the built shop on PostgreSQL...");
  const shop = await startShop({ dataDir: DATA_DIR, env: { DATABASE_URL } });
  try {
    const rows: string[][] = [];
    for (const [name, path] of await scenarios(shop.origin, category)) {
      // One connection first (also the warm-up): the cost of a request when nothing else runs.
      const alone = await runLoad(`${shop.origin}${path}`, 1, 2);
      process.stdout.write(`Measuring ${path} for ${SECONDS} s...\n`);
      const r = await runLoad(`${shop.origin}${path}`, CONNECTIONS, SECONDS);
      const p95 = percentile(r.latencies, 95);
      rows.push([
        name,
        path,
        (r.requests / r.seconds).toFixed(0),
        percentile(r.latencies, 50).toFixed(1),
        mark(p95.toFixed(1), p95 < BUDGET_P95_MS),
        percentile(r.latencies, 99).toFixed(1),
        percentile(alone.latencies, 50).toFixed(1),
        String(r.errors + alone.errors),
      ]);
    }
    console.log(
      `\n${PRODUCTS} products, ${CONNECTIONS} connections, ${SECONDS} s per scenario (latency in ms)`,
    );
    printTable(["scenario", "path", "req/s", "p50", "p95 (< 50)", "p99", "p50 alone", "non-200"], rows);
    console.log(
      "p50 alone: one connection, nothing else running. The load generator shares this machine's CPUs.",
    );
  } finally {
    await shop.stop();
  }
}

main().catch((error) => {
  console.error(`bench:ssr failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
