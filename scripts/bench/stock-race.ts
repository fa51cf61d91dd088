// `npm run bench:stock-race`: 1,000 buyers and 20 admins fight over the same 10 variants at once, on
// two processes of the built shop sharing one PostgreSQL database. Afterwards, per variant: the final
// on hand = start + accepted admin changes - units sold cash on delivery, reserved = units held by
// unpaid online orders, the stock ledger (stock_movements: the sum of new - previous of each level,
// from the starting level) equals both levels, nothing is negative, no movement ever held more than
// was on hand, and the database agrees with every answer. Overall: no 5xx or other unexpected answer
// and no deadlock (PostgreSQL's count for the database).
// The variants start with fewer units than the buyers want (60% by default), so some buyers must be
// turned away: that is the oversell test. Buyers (half on each server) sign up, are verified, sign in
// and fill a one-line bag of 1 or 2 units beforehand; every third round pays cash on delivery (stock
// leaves at once), the others pay online (stock is held). The admins are the seeded admin and staff
// it appoints on /admin/users; each posts +3 / -2 adjustments through the /admin/inventory form to
// either server. Then all orders (POST /api/orders) and adjustments go at once, at most
// BENCH_CONCURRENCY in flight; only this race is timed. Exits 1 when any check fails.
// Knobs: BENCH_DATABASE_URL or DATABASE_URL (a database whose name holds "bench": it is dropped and
// recreated), BENCH_BUYERS (1000), BENCH_ADMINS (20), BENCH_ADJUSTMENTS (per admin, 5),
// BENCH_CONCURRENCY (200), BENCH_STOCK (units per variant at the start; by default 60% of what the
// buyers of each variant want).
import fs from "node:fs";
import path from "node:path";
import { recreateDatabase, seedDemoShop } from "./checkout-db";
import { inBatches, ShopClient } from "./checkout-http";
import { percentile } from "./load";
import { ensureBuild, startShop } from "./shop-server";
import { pickVariants, readState } from "./stock-race-db";
import {
  judgeAdjustment,
  judgeOrder,
  placeOrderPaying,
  postAdjustment,
  type Verdict,
} from "./stock-race-http";
import {
  createAdmins,
  createBuyers,
  demandOf,
  type PlannedAdjustment,
  planAdjustments,
  type RaceBuyer,
} from "./stock-race-setup";
import { judge, type Outcome } from "./stock-race-verdict";
import { printTable } from "./table";

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/shop_bench_stock_race";
// Both servers share it, as they would share object storage.
const DATA_DIR = ".tmp/bench-stock-race-data";
const BUYERS = Number(process.env.BENCH_BUYERS ?? 1000);
const ADMINS = Number(process.env.BENCH_ADMINS ?? 20);
const ADJUSTMENTS = Number(process.env.BENCH_ADJUSTMENTS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 200);
const VARIANTS = 10;
const SERVERS = 2;

// The demo shop's admin, with ADMIN_PASSWORD given to the seed and the servers, as bench:admin does.
const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? "admin@shop.localhost";
process.env.ADMIN_PASSWORD ??= "Bench@admin2026";
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD;

type Task = { buyer: RaceBuyer } | { adjustment: PlannedAdjustment };

/** `b` spread evenly through `a`, so the admins' adjustments land all through the burst of orders. */
function interleave<T>(a: T[], b: T[]): T[] {
  const out: T[] = [];
  let j = 0;
  a.forEach((item, i) => {
    while (j < b.length && j * a.length <= i * b.length) out.push(b[j++]);
    out.push(item);
  });
  return [...out, ...b.slice(j)];
}

async function race(tasks: Task[]) {
  const orders: Outcome<RaceBuyer>[] = [];
  const adjustments: Outcome<PlannedAdjustment>[] = [];
  const started = performance.now();
  await inBatches(tasks, CONCURRENCY, async (task) => {
    const sentAt = performance.now();
    const unexpected = (error: unknown): Verdict => ({
      kind: "unexpected",
      why: `network: ${error instanceof Error ? error.message : String(error)}`,
    });
    if ("buyer" in task) {
      const { buyer } = task;
      const answer = await placeOrderPaying(buyer.client, buyer, buyer.cod).catch((error: unknown) =>
        unexpected(error),
      );
      const verdict = "kind" in answer ? answer : judgeOrder(answer);
      orders.push({ of: buyer, verdict, ms: performance.now() - sentAt });
    } else {
      const { adjustment: a } = task;
      const answer = await postAdjustment(a.client, a.admin.cookie, a.admin.ip, a).catch((error: unknown) =>
        unexpected(error),
      );
      const verdict = "kind" in answer ? answer : judgeAdjustment(answer);
      adjustments.push({ of: a, verdict, ms: performance.now() - sentAt });
    }
  });
  return { orders, adjustments, seconds: (performance.now() - started) / 1000 };
}

/** "n × why" for each distinct reason among the outcomes of one kind. */
function reasons(outcomes: Outcome<unknown>[], kind: Verdict["kind"]): string {
  const counts = new Map<string, number>();
  for (const { verdict } of outcomes)
    if (verdict.kind === kind && "why" in verdict)
      counts.set(verdict.why, (counts.get(verdict.why) ?? 0) + 1);
  return [...counts].map(([why, n]) => `${n} × ${why}`).join("; ") || "none";
}

const latency = (outcomes: Outcome<unknown>[]) => {
  const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  return `p50 ${percentile(ms, 50).toFixed(0)} ms, p95 ${percentile(ms, 95).toFixed(0)} ms, max ${(ms.at(-1) ?? NaN).toFixed(0)} ms`;
};

async function main(): Promise<boolean> {
  const whole = (n: number, min: number) => Number.isInteger(n) && n >= min;
  if (!whole(BUYERS, VARIANTS) || !whole(ADMINS, 1) || !whole(ADJUSTMENTS, 1) || !whole(CONCURRENCY, 1))
    throw new Error(
      `BENCH_BUYERS must be at least ${VARIANTS}; BENCH_ADMINS, BENCH_ADJUSTMENTS, BENCH_CONCURRENCY at least 1`,
    );
  ensureBuild();
  console.log(`Recreating ${new URL(DATABASE_URL).pathname.slice(1)} and seeding the demo shop...`);
  await recreateDatabase(DATABASE_URL);
  fs.rmSync(path.resolve(DATA_DIR), { recursive: true, force: true });
  seedDemoShop(DATABASE_URL, DATA_DIR);
  const demand = demandOf(BUYERS, VARIANTS);
  const stock = Number(process.env.BENCH_STOCK ?? Math.max(1, Math.round(0.6 * Math.min(...demand))));
  const variants = await pickVariants(DATABASE_URL, VARIANTS, stock);

  console.log(`Starting ${SERVERS} processes of the built shop on the same PostgreSQL database...`);
  const env = { DATABASE_URL, PAGE_CACHE_SECONDS: "0", LOG_LEVEL: "warn", ADMIN_PASSWORD };
  const shops = await Promise.all(
    Array.from({ length: SERVERS }, () => startShop({ dataDir: DATA_DIR, env })),
  );
  const clients = shops.map((shop) => new ShopClient(shop.origin, CONCURRENCY + 4));
  try {
    console.log(
      `Appointing ${ADMINS - 1} staff besides the admin, then ${BUYERS} buyers filling their bags...`,
    );
    const owner = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
    const admins = await createAdmins(DATABASE_URL, clients[0], owner, ADMINS, BUYERS);
    const buyers = await createBuyers(DATABASE_URL, clients, BUYERS, variants);
    const plan = planAdjustments(admins, ADJUSTMENTS, variants, clients);
    const adminIds = admins.map((a) => a.id);
    const start = await readState(DATABASE_URL, variants, adminIds);

    console.log(
      `Race: ${BUYERS} orders and ${plan.length} adjustments on ${VARIANTS} variants of ${stock} units each ` +
        `(buyers want ${demand.join("/")}), at most ${CONCURRENCY} in flight...`,
    );
    const tasks = interleave<Task>(
      buyers.map((buyer) => ({ buyer })),
      plan.map((adjustment) => ({ adjustment })),
    );
    const result = await race(tasks);
    for (const client of clients) client.close();
    await Promise.all(shops.map((shop) => shop.stop()));
    const end = await readState(DATABASE_URL, variants, adminIds);

    const verdict = judge(variants, start, end, result.orders, result.adjustments);
    console.log(
      `\n${BUYERS} buyers, ${admins.length} admins (1 admin + ${admins.length - 1} staff), ${SERVERS} servers, ` +
        `PostgreSQL; ledger = start + sum of (new - previous) over the variant's stock movements`,
    );
    printTable(verdict.headers, verdict.rows);
    console.log(
      "admin, sold, held and turned away: from the answers (checked against stock_movements and order_items); " +
        "on hand and reserved: the database after the race.",
    );
    const count = (list: Outcome<unknown>[], kind: Verdict["kind"]) =>
      list.filter((o) => o.verdict.kind === kind).length;
    const { orders, adjustments } = result;
    const placed = orders.filter((o) => o.verdict.kind === "accepted");
    console.log(
      [
        `Orders placed: ${placed.length} (${placed.filter((o) => o.of.cod).length} cash on delivery, ` +
          `${placed.filter((o) => !o.of.cod).length} online)`,
        `Buyers turned away: ${count(orders, "refused")} (${reasons(orders, "refused")})`,
        `Adjustments accepted: ${count(adjustments, "accepted")}, refused: ${count(adjustments, "refused")} ` +
          `(${reasons(adjustments, "refused")})`,
        `Unexpected answers: ${count([...orders, ...adjustments], "unexpected")} ` +
          `(${reasons([...orders, ...adjustments], "unexpected")})`,
        `Requests per server: ${shops
          .map((shop) => {
            const here = <T extends { client: ShopClient }>(list: Outcome<T>[]) =>
              list.filter((o) => o.of.client.origin === shop.origin).length;
            return `${shop.origin} ${here(orders)} orders + ${here(adjustments)} adjustments`;
          })
          .join(", ")}`,
        `Deadlocks (PostgreSQL, this database): ${end.deadlocks - start.deadlocks}`,
        `Wall time of the race: ${result.seconds.toFixed(2)} s`,
        `Order requests: ${latency(orders)}; adjustments: ${latency(adjustments)}`,
      ].join("\n"),
    );
    const ok = verdict.failures.length === 0;
    console.log(
      ok ? "\nAll checks passed." : `\nFAILED:\n${verdict.failures.map((f) => `  - ${f}`).join("\n")}`,
    );
    return ok;
  } finally {
    for (const client of clients) client.close();
    await Promise.all(shops.map((shop) => shop.stop()));
  }
}

main()
  .then((ok) => {
    if (!ok) process.exitCode = 1;
  })
  .catch((error) => {
    console.error(`bench:stock-race failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
