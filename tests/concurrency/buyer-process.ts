// A separate OS process placing orders on a shared PostgreSQL database, for the concurrency tests.
// Run directly as `node --import tsx tests/concurrency/buyer-process.ts '<json BuyerConfig>'`; the tests
// start it with spawnBuyers(). Output is one line per event, `<TAG> <json>`, so the parent can follow it:
//   READY {}                          the pool is connected (burst mode: now waiting for "GO" on stdin)
//   START {"userId"}                  loop mode: a placeOrder call begins
//   PLACED {"userId","orderId"}       loop mode: it committed
//   FAILED {"userId","message"}       loop mode: it threw
//   RESULT {"ok","placed","errors"}   burst mode: every call has settled
//   DONE {}                           loop mode: every buyer has had its turn
import { type ChildProcessByStdio, spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import type { Readable, Writable } from "node:stream";
import { fileURLToPath, pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { type DbHandle, openDatabase, setDbHandle } from "../../server/db/client";
import { placeOrder } from "../../server/modules/orders/service";
import { checkoutDetails } from "../fixtures/checkout-details";

export interface BuyerConfig {
  /** postgres:// URL of the test database. */
  url: string;
  /** burst: every buyer at once after "GO"; loop: a few workers through the buyers, one line per order. */
  mode: "burst" | "loop";
  /** Without an idempotency key, each call draws a fresh one. */
  buyers: { userId: string; paymentMethod: "razorpay" | "cod"; idempotencyKey?: string }[];
  poolSize: number;
  /** loop mode: how many placeOrder calls run at once. */
  concurrency?: number;
}

export interface BuyerEvent {
  tag: string;
  data: Record<string, unknown>;
}

const DETAILS = checkoutDetails();

const emit = (tag: string, payload: unknown = {}) =>
  process.stdout.write(`${tag} ${JSON.stringify(payload)}\n`);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const newKey = () => `conc-${crypto.randomUUID()}`;

/** Opens every connection of the pool up front, so the burst is not spread out by connecting. */
async function warmPool(handle: DbHandle, size: number) {
  await Promise.all(Array.from({ length: size }, () => handle.db.execute(sql`select pg_sleep(0.05)`)));
}

function waitForGo(): Promise<void> {
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: process.stdin });
    let go = false;
    lines.on("line", (line) => {
      if (line.trim() !== "GO") return;
      go = true;
      lines.close();
      process.stdin.destroy();
      resolve();
    });
    lines.on("close", () => {
      if (!go) reject(new Error("stdin closed before GO"));
    });
  });
}

async function burst(config: BuyerConfig) {
  await waitForGo();
  const settled = await Promise.allSettled(
    config.buyers.map(({ userId, paymentMethod, idempotencyKey = newKey() }) =>
      placeOrder({ userId, idempotencyKey, details: DETAILS, paymentMethod }),
    ),
  );
  const placed: { userId: string; orderId: string }[] = [];
  const errors: { userId: string; message: string }[] = [];
  settled.forEach((result, i) => {
    const { userId } = config.buyers[i];
    if (result.status === "fulfilled") placed.push({ userId, orderId: result.value.orderId });
    else errors.push({ userId, message: messageOf(result.reason) });
  });
  emit("RESULT", { ok: placed.length, placed, errors });
}

async function loop(config: BuyerConfig) {
  let next = 0;
  const worker = async () => {
    while (next < config.buyers.length) {
      const { userId, paymentMethod, idempotencyKey = newKey() } = config.buyers[next++];
      emit("START", { userId });
      try {
        const placed = await placeOrder({ userId, idempotencyKey, details: DETAILS, paymentMethod });
        emit("PLACED", { userId, orderId: placed.orderId });
      } catch (error) {
        emit("FAILED", { userId, message: messageOf(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: config.concurrency ?? 4 }, worker));
  emit("DONE");
}

async function main() {
  const config = JSON.parse(process.argv[2] ?? "") as BuyerConfig;
  const handle = await openDatabase({ url: config.url, poolSize: config.poolSize });
  setDbHandle(handle);
  try {
    await warmPool(handle, config.poolSize);
    emit("READY");
    await (config.mode === "burst" ? burst(config) : loop(config));
  } finally {
    setDbHandle(undefined);
    await handle.close();
  }
}

export interface BuyerProcess {
  child: ChildProcessByStdio<Writable, Readable, Readable>;
  events: BuyerEvent[];
  /** Resolves with the first event of this tag (rejects if the process ends first). */
  next(tag: string): Promise<BuyerEvent>;
  /** Calls fn for every event from now on. */
  onEvent(fn: (event: BuyerEvent) => void): void;
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts this file as a child process with its own database pool. */
export function spawnBuyers(config: BuyerConfig): BuyerProcess {
  const script = fileURLToPath(import.meta.url);
  const child = spawn(process.execPath, ["--import", "tsx", script, JSON.stringify(config)], {
    cwd: path.resolve(path.dirname(script), "../.."),
    env: { ...process.env, LOG_LEVEL: "error" },
    stdio: ["pipe", "pipe", "pipe"],
  });
  const events: BuyerEvent[] = [];
  const listeners: ((event: BuyerEvent) => void)[] = [];
  let errorText = "";
  child.stderr.on("data", (chunk) => (errorText += chunk));
  readline.createInterface({ input: child.stdout }).on("line", (line) => {
    const match = /^([A-Z]+) (\{.*\})$/.exec(line);
    if (!match) return; // stray output of a library
    const event = { tag: match[1], data: JSON.parse(match[2]) as Record<string, unknown> };
    events.push(event);
    for (const fn of listeners) fn(event);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const onEvent = (fn: (event: BuyerEvent) => void) => void listeners.push(fn);
  const next = (tag: string) =>
    new Promise<BuyerEvent>((resolve, reject) => {
      const seen = events.find((e) => e.tag === tag);
      if (seen) return resolve(seen);
      onEvent((event) => event.tag === tag && resolve(event));
      void exited.then(({ code, signal }) => {
        // Lines are read before "exit" fires only most of the time: give readline a moment.
        setTimeout(() => {
          const late = events.find((e) => e.tag === tag);
          if (late) resolve(late);
          else
            reject(new Error(`buyer process ended (code ${code}, ${signal}) before ${tag}:\n${errorText}`));
        }, 100);
      });
    });
  return { child, events, next, onEvent, stderr: () => errorText, exited };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    process.stderr.write(
      `buyer-process failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  });
}
