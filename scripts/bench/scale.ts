// `npm run bench:scale`: the storefront at 10,000 and 100,000 active products (BENCH_SCALE_SIZES), each
// catalogue in its own PostgreSQL database with its own shop server, the page cache off, measured
// interleaved in one run: for every page, each size in turn at 50 connections (throughput and CPU per
// request, split into the shop server and PostgreSQL) and at 10 connections (latency percentiles).
// BENCH_SOAK_SECONDS adds a mixed load on every server afterwards and reports its memory before and after,
// and again once the servers have been idle for SETTLE_SECONDS (whether memory returns or creeps);
// BENCH_PROCESSES runs each shop with that many serving processes (WEB_CONCURRENCY). Before measuring,
// every page of each shop is loaded for BENCH_WARMUP_SECONDS (default 20): a shop in service has run
// its code long enough for the JIT compiler's work to be done, and a cold first page costs up to 1.7x.
// After each page's rows a control server doing fixed work (fixed-work-server.ts) is measured at 10
// connections too: how far the machine alone spreads the answers of a server without uneven work.
// Prints figures; exits non-zero only when something could not be measured.
import { spawn } from "node:child_process";
import fs from "node:fs";
import pg from "pg";
import { growCatalogue } from "./catalogue";
import { ensureDatabase, seedDemoShop } from "./checkout-db";
import { childPids, cpuPerRequest, cpuTimes } from "./cpu";
import { hasWrk, runLoad, runLoadWith } from "./load";
import { ensureBuild, freePort, type RunningShop, startShop } from "./shop-server";
import { mark, printTable } from "./table";

const SERVER_URL = process.env.BENCH_DATABASE_SERVER ?? "postgres://postgres@127.0.0.1:5432";
const SIZES = (process.env.BENCH_SCALE_SIZES ?? "10000,100000").split(",").map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 0);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 20);
/** The shop's WEB_CONCURRENCY: serving processes per shop. */
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 1);
/**
 * The load generator: wrk where it is installed (as in the measurements the budgets came from), else
 * this process; BENCH_LOAD=node or wrk chooses. On two cores a Node client takes CPU from the server.
 */
const GENERATOR: "wrk" | "node" =
  process.env.BENCH_LOAD === "node" || process.env.BENCH_LOAD === "wrk"
    ? process.env.BENCH_LOAD
    : hasWrk()
      ? "wrk"
      : "node";
const THROUGHPUT_CONNECTIONS = 50;
const LATENCY_CONNECTIONS = 10;
/** After the last soak, how long the servers stay idle before their memory is read again. */
const SETTLE_SECONDS = 30;
const BUDGET = { reqPerSecond: 250, serverMs: 4, p95Ms: 30, p99OverP50: 2, dbGrowth: 1.5, rssGrowth: 1.3 };

interface Catalogue {
  size: number;
  url: string;
  dataDir: string;
  category: string;
}

interface Server extends Catalogue {
  shop: RunningShop;
  idleRssMb: number;
}

const databaseUrl = (size: number) => `${SERVER_URL}/shop_bench_scale_${size}`;

/**
 * Resident and peak memory in MB of the shop, from /proc (0 where it cannot be read): the process and
 * its serving processes when there are several.
 */
function memoryMb(pid: number): { rss: number; peak: number } {
  const own = { rss: 0, peak: 0 };
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    Object.assign(own, { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 });
  } catch {
    // Gone or not Linux.
  }
  return childPids(pid)
    .map(memoryMb)
    .reduce((sum, child) => ({ rss: sum.rss + child.rss, peak: sum.peak + child.peak }), own);
}

async function prepare(size: number): Promise<Catalogue> {
  const url = databaseUrl(size);
  const dataDir = `.tmp/bench-scale-${size}`;
  await ensureDatabase(url);
  seedDemoShop(url, dataDir);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    const { added, total } = await growCatalogue(client, size);
    // Visibility maps set, as on a shop that has been running: index-only scans can skip the table.
    await client.query("vacuum analyze products, product_search, product_variants, categories");
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`${url}: ${total} products (${added} added now, ${seconds} s).`);
    // The broadest category filter: the top-level category holding the most products.
    const { rows } = await client.query(
      `select top.name from categories top
         join categories c on c.id = top.id or c.parent_id = top.id
         join products p on p.category_id = c.id
       where top.parent_id is null group by top.name order by count(*) desc limit 1`,
    );
    return { size, url, dataDir, category: rows[0].name as string };
  } finally {
    await client.end();
  }
}

async function pages(server: Server): Promise<[string, string][]> {
  const shop = await fetch(`${server.shop.origin}/shop?page=3`);
  if (!shop.ok) throw new Error(`/shop answered ${shop.status}`);
  const product = /href="(\/products\/[^"?#]+)"/.exec(await shop.text())?.[1];
  if (!product) throw new Error("/shop links to no product page");
  return [
    ["/shop", "/shop"],
    ["a category", `/shop?category=${encodeURIComponent(server.category)}`],
    ["price, low to high", "/shop?sort=price-low"],
    ["a search", "/shop?search=silk"],
    ["a product page", product],
    ["the home page", "/"],
  ];
}

async function htmlKb(address: string): Promise<number> {
  const response = await fetch(address, { headers: { "accept-encoding": "identity" } });
  return (await response.arrayBuffer()).byteLength / 1024;
}

interface Figures {
  reqPerSecond: number;
  serverMs: number;
  postgresMs: number;
  stolen: number;
  p50: number;
  p95: number;
  p99: number;
  kb: number;
  errors: number;
}

async function measure(server: Server, path: string): Promise<Figures> {
  const address = `${server.shop.origin}${path}`;
  await runLoad(address, 2 * PROCESSES, 2); // warm-up, of every serving process
  const before = cpuTimes(server.shop.pid);
  const busy = await runLoadWith(GENERATOR, address, THROUGHPUT_CONNECTIONS, SECONDS);
  const after = cpuTimes(server.shop.pid);
  const cpu = before && after ? cpuPerRequest(before, after, busy.requests) : null;
  const steady = await runLoadWith(GENERATOR, address, LATENCY_CONNECTIONS, SECONDS);
  return {
    reqPerSecond: busy.requests / busy.seconds,
    serverMs: cpu?.server ?? NaN,
    postgresMs: cpu?.postgres ?? NaN,
    stolen: cpu?.stolenShare ?? 0,
    p50: steady.p50,
    p95: steady.p95,
    p99: steady.p99,
    kb: await htmlKb(address),
    errors: busy.errors + steady.errors,
  };
}

/** Below this a page's PostgreSQL time is the other processes' noise: it read (next to) nothing. */
const NO_READS_MS = 0.05;

/** How the page's database cost at this size compares with the smallest catalogue's. */
function growthCell(f: Figures, smallest: Figures | undefined): string {
  if (!smallest) return "-";
  if (f.postgresMs < NO_READS_MS && smallest.postgresMs < NO_READS_MS) return mark("no reads", true);
  const growth = f.postgresMs / Math.max(0.01, smallest.postgresMs);
  return mark(`${growth.toFixed(2)}x`, growth <= BUDGET.dbGrowth);
}

function row(name: string, size: number, f: Figures, smallest: Figures | undefined): string[] {
  return [
    name,
    size.toLocaleString("en-IN"),
    mark(f.reqPerSecond.toFixed(0), f.reqPerSecond >= BUDGET.reqPerSecond),
    mark(f.serverMs.toFixed(1), f.serverMs <= BUDGET.serverMs),
    f.postgresMs.toFixed(1),
    growthCell(f, smallest),
    f.p50.toFixed(1),
    mark(f.p95.toFixed(1), f.p95 <= BUDGET.p95Ms),
    mark(f.p99.toFixed(1), f.p99 <= BUDGET.p99OverP50 * f.p50),
    f.kb.toFixed(1),
    `${(f.stolen * 100).toFixed(0)}%`,
    String(f.errors),
  ];
}

/** Every page at once on one server, `connections` each, for `seconds`. */
async function loadEveryPage(server: Server, list: [string, string][], connections: number, seconds: number) {
  await Promise.all(
    list.map(([, path]) => runLoadWith(GENERATOR, `${server.shop.origin}${path}`, connections, seconds)),
  );
}

interface Control {
  origin: string;
  stop(): void;
}

/** The fixed-work control (fixed-work-server.ts) on a free port, as many processes as each shop. */
async function startControl(): Promise<Control> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench/fixed-work-server.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      PROCESSES: String(PROCESSES),
      DATABASE_URL: databaseUrl(SIZES[0]),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const kill = () => child.kill("SIGTERM");
  process.once("exit", kill);
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("listening") && resolve());
    child.once("exit", (code) => reject(new Error(`The fixed-work control stopped (${code})`)));
  });
  return { origin: `http://127.0.0.1:${port}`, stop: kill };
}

/** Rounds of the control's work to start from: about 3 ms of this machine's CPU when idle. */
const FIRST_ROUNDS = 3_000_000;
/** Short runs that size the control's work for a page. */
const SIZING_RUNS = 4;
/** The most one sizing run may multiply or divide the work by. */
const MAX_STEP = 2;

/**
 * The control's latency at LATENCY_CONNECTIONS with its work sized so that its median answer takes
 * as long as `p50` (the page's). Its median is a floor (the round trips, the queue) plus a part
 * that grows with the work: each short run after the first moves the work along the line through
 * the last two runs (the first scales it in proportion), by at most MAX_STEP. Returns the rounds
 * found, to start from for the next page.
 */
async function measureControl(control: Control, p50: number, rounds: number) {
  const at = (r: number) => `${control.origin}/?rounds=${Math.round(r)}`;
  let last: { rounds: number; p50: number } | undefined;
  for (let i = 0; i < SIZING_RUNS; i++) {
    const trial = await runLoadWith(GENERATOR, at(rounds), LATENCY_CONNECTIONS, 3);
    if (trial.errors > 0 || !(trial.p50 > 0)) throw new Error("The fixed-work control did not answer");
    const slope = last ? (trial.p50 - last.p50) / (rounds - last.rounds) : NaN;
    const next =
      slope > 0 && Number.isFinite(slope) ? rounds + (p50 - trial.p50) / slope : (rounds * p50) / trial.p50;
    last = { rounds, p50: trial.p50 };
    // One noisy short run can put the line far off: a step at most halves or doubles the work.
    const step = Math.min(rounds * MAX_STEP, Math.max(rounds / MAX_STEP, next));
    rounds = Math.min(100 * FIRST_ROUNDS, Math.max(FIRST_ROUNDS / 100, step));
  }
  return { rounds, steady: await runLoadWith(GENERATOR, at(rounds), LATENCY_CONNECTIONS, SECONDS) };
}

async function main() {
  ensureBuild();
  const catalogues: Catalogue[] = [];
  for (const size of SIZES) catalogues.push(await prepare(size));
  const servers: Server[] = [];
  let control: Control | undefined;
  try {
    for (const catalogue of catalogues) {
      const shop = await startShop({
        dataDir: catalogue.dataDir,
        env: { DATABASE_URL: catalogue.url, PAGE_CACHE_SECONDS: "0", WEB_CONCURRENCY: String(PROCESSES) },
      });
      await fetch(`${shop.origin}/shop`).then((r) => r.arrayBuffer());
      servers.push({ ...catalogue, shop, idleRssMb: memoryMb(shop.pid).rss });
    }
    const lists = await Promise.all(servers.map(pages));
    if (WARMUP_SECONDS > 0) {
      process.stdout.write(`Warming every page of each shop for ${WARMUP_SECONDS} s...\n`);
      for (const [s, server] of servers.entries())
        await loadEveryPage(server, lists[s], 2 * PROCESSES, WARMUP_SECONDS);
    }
    const rows: string[][] = [];
    const controlRows: string[][] = [];
    let rounds = FIRST_ROUNDS;
    for (let i = 0; i < lists[0].length; i++) {
      let smallest: Figures | undefined;
      const latencies: Figures[] = [];
      for (const [s, server] of servers.entries()) {
        const [name, path] = lists[s][i];
        process.stdout.write(`${name} at ${server.size} products: ${path}\n`);
        const figures = await measure(server, path);
        rows.push(row(name, server.size, figures, smallest));
        latencies.push(figures);
        smallest ??= figures;
      }
      control ??= await startControl();
      const shopP50 = latencies.reduce((sum, f) => sum + f.p50, 0) / latencies.length;
      if (!(shopP50 > 0)) throw new Error(`No latency measured for ${lists[0][i][0]}`);
      const measured = await measureControl(control, shopP50, rounds);
      rounds = measured.rounds;
      const shopRatios = latencies.map((f) => (f.p99 / f.p50).toFixed(2)).join(" / ");
      controlRows.push([
        lists[0][i][0],
        shopP50.toFixed(1),
        measured.steady.p50.toFixed(1),
        measured.steady.p95.toFixed(1),
        measured.steady.p99.toFixed(1),
        (measured.steady.p99 / measured.steady.p50).toFixed(2),
        shopRatios,
        String(measured.steady.errors),
      ]);
    }
    console.log(
      `\nUncached pages on PostgreSQL. req/s and CPU per request at ${THROUGHPUT_CONNECTIONS} connections, ` +
        `latency (ms) at ${LATENCY_CONNECTIONS}, ${SECONDS} s each; HTML uncompressed; ` +
        `${PROCESSES} serving process${PROCESSES === 1 ? "" : "es"} per shop; load from ${GENERATOR === "wrk" ? "wrk" : "this process"}.`,
    );
    printTable(
      [
        "page",
        "products",
        "req/s (>= 250)",
        "server ms (<= 4)",
        "PostgreSQL ms",
        "vs smallest (<= 1.5x)",
        "p50",
        "p95 (<= 30)",
        "p99 (<= 2x p50)",
        "HTML KB",
        "stolen",
        "non-200",
      ],
      rows,
    );
    console.log(
      "CPU per request is read from /proc for the shop server and every PostgreSQL process; the load " +
        "generator shares the machine. 'stolen' is CPU time the host took away meanwhile (noise).",
    );
    console.log(
      `\nThe machine's own spread: after each page's rows, a control server doing fixed work ` +
        `(computation between three PostgreSQL round trips, no garbage to collect; fixed-work-server.ts), ` +
        `${PROCESSES} process${PROCESSES === 1 ? "" : "es"}, ${LATENCY_CONNECTIONS} connections for ${SECONDS} s, ` +
        `its work sized so that its p50 comes close to the page's (the mean over the catalogues).`,
    );
    printTable(
      ["after", "page p50", "control p50", "p95", "p99", "control p99 / p50", "page p99 / p50", "non-200"],
      controlRows,
    );
    const memory: string[][] = [];
    for (const [s, server] of servers.entries()) {
      const afterRun = memoryMb(server.shop.pid);
      let afterSoak = "-";
      if (SOAK_SECONDS > 0) {
        process.stdout.write(`Soaking ${server.size} products for ${SOAK_SECONDS} s...\n`);
        await loadEveryPage(server, lists[s], LATENCY_CONNECTIONS, SOAK_SECONDS);
        const rss = memoryMb(server.shop.pid).rss;
        afterSoak = mark(`${rss.toFixed(0)} MB`, rss <= BUDGET.rssGrowth * server.idleRssMb);
      }
      memory.push([
        server.size.toLocaleString("en-IN"),
        `${server.idleRssMb.toFixed(0)} MB`,
        `${afterRun.rss.toFixed(0)} MB`,
        afterSoak,
      ]);
    }
    if (SOAK_SECONDS > 0) {
      process.stdout.write(`Idle for ${SETTLE_SECONDS} s...\n`);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
    }
    for (const [s, server] of servers.entries()) {
      const rss = memoryMb(server.shop.pid).rss;
      const settled = mark(`${rss.toFixed(0)} MB`, rss <= BUDGET.rssGrowth * server.idleRssMb);
      memory[s].push(SOAK_SECONDS > 0 ? settled : "-", `${memoryMb(server.shop.pid).peak.toFixed(0)} MB`);
    }
    console.log("\nShop server memory (RSS)");
    printTable(
      [
        "products",
        "idle",
        "after the run",
        `after ${SOAK_SECONDS} s soak (<= 1.3x idle)`,
        `after ${SETTLE_SECONDS}+ s idle`,
        "peak",
      ],
      memory,
    );
  } finally {
    control?.stop();
    await Promise.all(servers.map((s) => s.shop.stop()));
  }
}

main().catch((error) => {
  console.error(`bench:scale failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
