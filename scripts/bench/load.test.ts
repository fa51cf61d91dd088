import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasWrk, runLoadWith } from "./load";

// Answers after 5 ms; /fail answers 500. Records the encodings asked for.
const encodings = new Set<string>();
const server = http.createServer((request, response) => {
  encodings.add(String(request.headers["accept-encoding"]));
  setTimeout(() => {
    response.statusCode = request.url === "/fail" ? 500 : 200;
    response.end("x".repeat(2000));
  }, 5);
});
let origin = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe.each([
  ["node" as const, true],
  ["wrk" as const, hasWrk()],
])("a closed loop from %s", (generator, available) => {
  it.runIf(available)("counts answers and their latency, asking for gzip", async () => {
    encodings.clear();
    const run = await runLoadWith(generator, `${origin}/`, 2, 1, { "x-bench": "1" });
    expect(run.generator).toBe(generator);
    expect(run.errors).toBe(0);
    expect(run.seconds).toBeGreaterThan(0.9);
    // Two connections, each answer at least 5 ms: at most about 400 in a second.
    expect(run.requests).toBeGreaterThan(20);
    expect(run.requests).toBeLessThan(450);
    expect(run.p50).toBeGreaterThanOrEqual(4.5);
    expect(run.p95).toBeGreaterThanOrEqual(run.p50);
    expect(run.p99).toBeGreaterThanOrEqual(run.p95);
    expect([...encodings]).toEqual(["gzip"]);
  });

  it.runIf(available)("counts an answer other than 2xx or 3xx as an error", async () => {
    const run = await runLoadWith(generator, `${origin}/fail`, 1, 1);
    expect(run.requests).toBeGreaterThan(0);
    expect(run.errors).toBe(run.requests);
  });
});
