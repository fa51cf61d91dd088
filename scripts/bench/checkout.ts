// `npm run bench:checkout`: latency of placing an order (POST /api/orders) on the built server on
// PostgreSQL, 20 concurrent signed-in buyers, compared with the p95 < 100 ms budget. Each buyer's bag
// is filled once through /cart/add (an online order keeps the bag until payment), then every loop
// places that bag again and again with a fresh Idempotency-Key; only the order request is timed.
// Exits 1 when p95 is over budget or any request failed. Knobs: BENCH_DATABASE_URL or DATABASE_URL (a
// database whose name holds "bench": it is dropped and recreated), BENCH_CONCURRENCY, BENCH_BUYERS,
// BENCH_WARMUP_SECONDS, BENCH_SECONDS, BENCH_SERVER_NODE_OPTIONS (passed to the server as NODE_OPTIONS).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { countOrders, markVerified, recreateDatabase, seedDemoShop, stockUpVariants } from "./checkout-db";
import {
  addToBag,
  type Answer,
  type Buyer,
  buyerAddress,
  inBatches,
  placeOrder,
  ShopClient,
  signIn,
  signUp,
} from "./checkout-http";
import { cpuPerRequest, type CpuTimes, cpuTimes, type CpuUse } from "./cpu";
import { percentile } from "./load";
import { ensureBuild, startShop } from "./shop-server";
import { mark, printTable } from "./table";

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/shop_bench_checkout";
const DATA_DIR = ".tmp/bench-checkout-data";
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 2 * CONCURRENCY);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const LINES_PER_BAG = 2;
const BUDGET_P95_MS = 100;

interface Run {
  latencies: number[];
  seconds: number;
  errors: string[];
  /** CPU ms per order over the measured window, where /proc can tell. */
  cpu: CpuUse | null;
}

async function createBuyers(client: ShopClient, variants: string[]): Promise<Buyer[]> {
  const stamp = Date.now().toString(36);
  const accounts = Array.from({ length: BUYERS }, (_, i) => ({
    email: `bench-${stamp}-${i}@buyers.example.com`,
    ip: buyerAddress(i),
  }));
  // Password hashing is deliberately slow: a few at a time.
  await inBatches(accounts, 4, (a) => signUp(client, a.email, a.ip));
  await markVerified(
    DATABASE_URL,
    accounts.map((a) => a.email),
  );
  const buyers: Buyer[] = [];
  await inBatches(accounts, 4, async (a, i) => {
    buyers[i] = { ...a, cookie: await signIn(client, a.email, a.ip) };
  });
  await inBatches(buyers, 4, async (buyer, i) => {
    for (let line = 0; line < LINES_PER_BAG; line++)
      await addToBag(client, buyer, variants[(i + line * 7) % variants.length]);
  });
  return buyers;
}

/**
 * `loops` closed loops, each placing orders one after another for its own buyers (never one buyer in
 * two loops at once); requests started in the first warmupSeconds are not counted.
 */
async function run(
  client: ShopClient,
  buyers: Buyer[],
  loops: number,
  warmupSeconds: number,
  seconds: number,
  readCpu: () => CpuTimes | null,
): Promise<Run> {
  const latencies: number[] = [];
  const errors: string[] = [];
  const started = performance.now();
  const measureFrom = started + warmupSeconds * 1000;
  const until = measureFrom + seconds * 1000;
  let lastEnd = measureFrom;
  let cpuFrom = warmupSeconds === 0 ? readCpu() : null;
  const cpuTimer = setTimeout(() => (cpuFrom = readCpu()), warmupSeconds * 1000);
  // Orders answered inside the CPU window, whenever they were sent.
  let answered = 0;
  const loop = async (j: number) => {
    for (let i = 0; performance.now() < until; i++) {
      const buyer = buyers[(j + i * loops) % buyers.length];
      const sentAt = performance.now();
      let answer: Answer;
      try {
        answer = await placeOrder(client, buyer);
      } catch (error) {
        errors.push(`network: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      if (answer.status !== 201) errors.push(`${answer.status} ${answer.body.slice(0, 200)}`);
      if (performance.now() >= measureFrom) answered++;
      if (sentAt >= measureFrom) {
        latencies.push(answer.ms);
        lastEnd = Math.max(lastEnd, performance.now());
      }
    }
  };
  await Promise.all(Array.from({ length: loops }, (_, j) => loop(j)));
  clearTimeout(cpuTimer);
  const cpuTo = readCpu();
  latencies.sort((a, b) => a - b);
  const cpu = cpuFrom && cpuTo ? cpuPerRequest(cpuFrom, cpuTo, answered) : null;
  return { latencies, seconds: (lastEnd - measureFrom) / 1000, errors, cpu };
}

function row(name: string, r: Run): string[] {
  const p95 = percentile(r.latencies, 95);
  return [
    name,
    String(r.latencies.length),
    (r.latencies.length / r.seconds).toFixed(1),
    percentile(r.latencies, 50).toFixed(1),
    mark(p95.toFixed(1), p95 < BUDGET_P95_MS),
    percentile(r.latencies, 99).toFixed(1),
    (r.latencies.at(-1) ?? NaN).toFixed(1),
    String(r.errors.length),
    r.cpu
      ? `${r.cpu.server.toFixed(2)} / ${r.cpu.postgres.toFixed(2)} / ${r.cpu.loadGenerator.toFixed(2)}`
      : "-",
    r.cpu ? `${Math.round(r.cpu.stolenShare * 100)}%` : "-",
  ];
}

async function main(): Promise<boolean> {
  if (BUYERS < CONCURRENCY || BUYERS % CONCURRENCY !== 0)
    throw new Error("BENCH_BUYERS must be a multiple of BENCH_CONCURRENCY (one buyer is never in two loops)");
  ensureBuild();
  console.log(`Recreating ${new URL(DATABASE_URL).pathname.slice(1)} and seeding the demo shop...`);
  await recreateDatabase(DATABASE_URL);
  fs.rmSync(path.resolve(DATA_DIR), { recursive: true, force: true });
  seedDemoShop(DATABASE_URL, DATA_DIR);
  const variants = await stockUpVariants(DATABASE_URL, BUYERS, 1_000_000);

  console.log("Starting the built shop on PostgreSQL...");
  const shop = await startShop({
    dataDir: DATA_DIR,
    env: {
      DATABASE_URL,
      PAGE_CACHE_SECONDS: "0",
      LOG_LEVEL: "warn",
      // e.g. "--inspect" or "--import ./profile-hook.mjs" to look inside the server under this load.
      ...(process.env.BENCH_SERVER_NODE_OPTIONS
        ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS }
        : {}),
    },
  });
  const client = new ShopClient(shop.origin, CONCURRENCY + 4);
  try {
    console.log(
      `Creating ${BUYERS} buyers (sign-up, verification, sign-in, ${LINES_PER_BAG} lines in the bag)...`,
    );
    const buyers = await createBuyers(client, variants);

    console.log(
      `${CONCURRENCY} buyers placing orders: ${WARMUP_SECONDS} s warm-up, then ${SECONDS} s measured...`,
    );
    const readCpu = () => cpuTimes(shop.pid);
    const loaded = await run(client, buyers, CONCURRENCY, WARMUP_SECONDS, SECONDS, readCpu);
    console.log("One buyer alone for 3 s (the cost of an order when nothing else runs)...");
    const alone = await run(client, buyers, 1, 0, 3, readCpu);
    const stored = await countOrders(DATABASE_URL);

    console.log(
      `\nPOST /api/orders, ${LINES_PER_BAG}-line bags, ${BUYERS} buyers, PostgreSQL (latency in ms)`,
    );
    printTable(
      [
        "run",
        "count",
        "req/s",
        "p50",
        `p95 (< ${BUDGET_P95_MS})`,
        "p99",
        "max",
        "errors",
        "CPU ms/order",
        "stolen",
      ],
      [row(`${CONCURRENCY} concurrent`, loaded), row("1 alone", alone)],
    );
    console.log(
      `Orders in the database: ${stored.orders} (${stored.items} items, ${stored.reservations} stock reservations), ` +
        "warm-up included. CPU ms/order: shop server / PostgreSQL / load generator, which share this machine's " +
        `${os.availableParallelism()} CPUs; stolen: CPU time the virtual machine's host gave to others meanwhile.`,
    );
    const errors = [...loaded.errors, ...alone.errors];
    for (const [message, n] of Object.entries(
      errors.reduce<Record<string, number>>((acc, e) => ({ ...acc, [e]: (acc[e] ?? 0) + 1 }), {}),
    ).slice(0, 5))
      console.log(`  ${n} × ${message}`);
    const p95 = percentile(loaded.latencies, 95);
    const ok = errors.length === 0 && loaded.latencies.length > 0 && p95 < BUDGET_P95_MS;
    console.log(
      ok
        ? `Within budget: p95 ${p95.toFixed(1)} ms < ${BUDGET_P95_MS} ms.`
        : `FAILED: p95 ${p95.toFixed(1)} ms (budget ${BUDGET_P95_MS} ms), ${errors.length} failed request(s).`,
    );
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
    console.error(`bench:checkout failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
