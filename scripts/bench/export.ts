// `npm run bench:export`: time and server memory of exporting every order of the admin bench database
// (200,000 orders from `npm run bench:admin`) as XLSX and as CSV, through the running shop's
// /admin/orders/export, read to its last byte as a browser would. The server's resident memory is read
// from /proc every 100 ms while the file streams; the export reads orders a thousand at a time, so the
// peak should stay near the idle figure whatever the number of orders.
// Knobs: BENCH_DATABASE_URL or DATABASE_URL (an existing grown database, never recreated here),
// ADMIN_EMAIL, ADMIN_PASSWORD (those bench:admin seeded), BENCH_FORMATS ("xlsx,csv").
import fs from "node:fs";
import http from "node:http";
import pg from "pg";
import { ensureBuild, startShop } from "./shop-server";
import { printTable } from "./table";

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/shop_bench_admin";
const DATA_DIR = ".tmp/bench-export-data";
const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? "admin@shop.localhost";
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? "Bench@admin2026";
const FORMATS = (process.env.BENCH_FORMATS ?? "xlsx,csv").split(",");

/** The process's resident memory now and at its highest so far, in MB (Linux /proc). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

let signIns = 0;

/** Signs the admin in, each time from its own address (sign-ins are rate-limited per address). */
async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin,
      "x-forwarded-for": `10.77.${Math.floor(Date.now() / 1000) % 250}.${++signIns}`,
    },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!response.ok || !cookie.includes("session_token"))
    throw new Error(
      `The admin could not sign in: ${response.status} ${(await response.text()).slice(0, 300)}`,
    );
  return cookie;
}

interface Figures {
  rows: number;
  bytes: number;
  firstByteMs: number;
  totalMs: number;
  rssBefore: number;
  rssPeak: number;
}

/** Downloads one export to its end, sampling the server's memory meanwhile. */
function download(origin: string, path: string, cookie: string, pid: number): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const rssBefore = memoryOf(pid).rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, memoryOf(pid).rss);
    }, 100);
    const started = performance.now();
    let firstByteMs = 0;
    let bytes = 0;
    http
      .get(new URL(path, origin), { headers: { cookie } }, (response) => {
        if (response.statusCode !== 200) {
          clearInterval(sampler);
          reject(new Error(`${path} answered ${response.statusCode}`));
          response.resume();
          return;
        }
        const rows = Number(response.headers["x-export-rows"] ?? 0);
        response.on("data", (chunk: Buffer) => {
          if (bytes === 0) firstByteMs = performance.now() - started;
          bytes += chunk.length;
        });
        response.on("end", () => {
          clearInterval(sampler);
          rssPeak = Math.max(rssPeak, memoryOf(pid).rss);
          resolve({ rows, bytes, firstByteMs, totalMs: performance.now() - started, rssBefore, rssPeak });
        });
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/** A month of orders and all of them: the server's memory should not grow with the number of rows. */
async function scopes(): Promise<{ name: string; query: string }[]> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select to_char((max(created_at) at time zone 'Asia/Kolkata')::date - 30, 'YYYY-MM-DD') as from_day
       from orders`,
    );
    return [
      { name: "last 30 days", query: `from=${rows[0].from_day}` },
      { name: "all orders", query: "" },
    ];
  } finally {
    await client.end();
  }
}

async function main() {
  ensureBuild();
  const results: string[][] = [];
  for (const scope of await scopes())
    for (const format of FORMATS) {
      // A fresh server per export, so each peak is that export's alone.
      const shop = await startShop({ dataDir: DATA_DIR, env: { DATABASE_URL, ADMIN_PASSWORD } });
      try {
        const cookie = await signIn(shop.origin);
        const query = [scope.query, `format=${format}`].filter(Boolean).join("&");
        const figures = await download(shop.origin, `/admin/orders/export?${query}`, cookie, shop.pid);
        results.push([
          scope.name,
          format.toUpperCase(),
          figures.rows.toLocaleString("en-IN"),
          `${(figures.bytes / 1024 / 1024).toFixed(1)} MB`,
          `${(figures.firstByteMs / 1000).toFixed(2)} s`,
          `${(figures.totalMs / 1000).toFixed(1)} s`,
          `${Math.round(figures.rows / (figures.totalMs / 1000)).toLocaleString("en-IN")}/s`,
          `${Math.round(figures.rssBefore)} MB`,
          `${Math.round(figures.rssPeak)} MB`,
        ]);
      } finally {
        await shop.stop();
      }
    }
  console.log("\nOrders export (one row per order line), a fresh server for each:");
  printTable(
    [
      "orders",
      "format",
      "rows",
      "file",
      "first byte",
      "total",
      "rows/s",
      "server RSS idle",
      "server RSS peak",
    ],
    results,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
