// Starts the built shop in a child process for a benchmark, and stops it again.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;

export interface RunningShop {
  origin: string;
  /** The server's process id (to read its CPU time). */
  pid: number;
  stop(): Promise<void>;
}

/** Builds the shop when build/ is missing or older than its sources. */
export function ensureBuild(): void {
  const result = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("The build failed; see the output above");
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs build/main.js on a free port with its own data folder (wiped first when fresh) and waits
 * until /api/health answers. The returned stop() ends it; so does this process exiting.
 */
export async function startShop(options: {
  dataDir: string;
  fresh?: boolean;
  env?: Record<string, string>;
  /** A fixed port; by default any free one. */
  port?: number;
}): Promise<RunningShop> {
  const dataDir = path.resolve(options.dataDir);
  if (options.fresh) fs.rmSync(dataDir, { recursive: true, force: true });
  const port = options.port ?? (await freePort());
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["build/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      ...options.env,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(...chunk.toString().split("\n").filter(Boolean));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const killOnExit = () => child.kill("SIGKILL");
  const interrupted = (signal: NodeJS.Signals) => {
    void stop().then(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  process.once("exit", killOnExit);
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);

  const stop = async () => {
    process.removeListener("exit", killOnExit);
    process.removeListener("SIGINT", interrupted);
    process.removeListener("SIGTERM", interrupted);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  let ready = false;
  while (!ready && Date.now() < deadline && child.exitCode === null) {
    ready = await fetch(`${origin}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!ready) {
    await stop();
    throw new Error(`The shop did not start on ${origin}:\n${output.slice(-30).join("\n")}`);
  }
  return { origin, pid: child.pid ?? 0, stop };
}
