// A small closed-loop load generator: N connections each send the next request as soon as the last ends.
import http from "node:http";

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
