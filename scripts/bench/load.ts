// Closed-loop load: N connections each send the next request as soon as the last ends, from this process
// (runLoad) or from wrk where it is installed (runWrk).
import { execFile, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  /** Milliseconds, sorted ascending. */
  latencies: number[];
}

function once(
  url: URL,
  agent: http.Agent,
  headers: Record<string, string>,
): Promise<{ ms: number; ok: boolean }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.get(
      url,
      { agent, headers: { "accept-encoding": "gzip", ...headers } },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ ms: performance.now() - started, ok: response.statusCode === 200 }),
        );
        response.on("error", () => resolve({ ms: performance.now() - started, ok: false }));
      },
    );
    request.on("error", () => resolve({ ms: performance.now() - started, ok: false }));
  });
}

/**
 * Requests url over `connections` keep-alive connections for `seconds`; every response body is read.
 * `headers` go with every request (e.g. a session cookie).
 */
export async function runLoad(
  address: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const url = new URL(address);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const { ms, ok } = await once(url, agent, headers);
      latencies.push(ms);
      if (!ok) errors++;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, errors, seconds: elapsed, latencies };
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** What a run measured, whichever generator ran it. Milliseconds. */
export interface LoadSummary {
  generator: "wrk" | "node";
  requests: number;
  /** Answers other than 2xx/3xx, and connections that failed or timed out. */
  errors: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
}

// wrk's own report lacks the 95th percentile; this script prints what the summary needs as one JSON line.
const WRK_REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"errors":%d,"us":%d,"p50":%d,"p95":%d,"p99":%d}\\n',
    summary.requests, e.connect + e.read + e.write + e.status + e.timeout, summary.duration,
    latency:percentile(50), latency:percentile(95), latency:percentile(99)))
end
`;

let wrkScript: string | undefined;

/** Whether wrk (Debian's package `wrk`) is on the PATH. */
export function hasWrk(): boolean {
  return spawnSync("wrk", ["--version"], { encoding: "utf8" }).error === undefined;
}

/**
 * The same closed loop run by wrk: a native client that takes far less of a small machine's CPU from
 * the server than this process would, and whose clock is not delayed by its own event loop.
 */
export function runWrk(
  address: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<LoadSummary> {
  if (!wrkScript) {
    wrkScript = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bench-wrk-")), "report.lua");
    fs.writeFileSync(wrkScript, WRK_REPORT);
  }
  const args = [
    `--threads=${Math.min(2, connections)}`,
    `--connections=${connections}`,
    `--duration=${seconds}s`,
    "--timeout=10s",
    `--script=${wrkScript}`,
    ...Object.entries({ "accept-encoding": "gzip", ...headers }).flatMap(([k, v]) => [
      "--header",
      `${k}: ${v}`,
    ]),
    address,
  ];
  return new Promise((resolve, reject) => {
    execFile("wrk", args, { encoding: "utf8" }, (error, stdout, stderr) => {
      const line = stdout.split("\n").find((l) => l.startsWith('{"requests"'));
      if (error || !line) {
        reject(new Error(`wrk failed: ${error?.message ?? ""} ${stderr}`.trim()));
        return;
      }
      const r = JSON.parse(line) as Record<"requests" | "errors" | "us" | "p50" | "p95" | "p99", number>;
      resolve({
        generator: "wrk",
        requests: r.requests,
        errors: r.errors,
        seconds: r.us / 1e6,
        p50: r.p50 / 1000,
        p95: r.p95 / 1000,
        p99: r.p99 / 1000,
      });
    });
  });
}

/** A closed-loop run by `generator`: wrk where asked, otherwise this process's own client. */
export async function runLoadWith(
  generator: "wrk" | "node",
  address: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<LoadSummary> {
  if (generator === "wrk") return runWrk(address, connections, seconds, headers);
  const r = await runLoad(address, connections, seconds, headers);
  return {
    generator,
    requests: r.requests,
    errors: r.errors,
    seconds: r.seconds,
    p50: percentile(r.latencies, 50),
    p95: percentile(r.latencies, 95),
    p99: percentile(r.latencies, 99),
  };
}
