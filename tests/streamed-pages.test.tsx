// A page with deferred data goes out whole when the data arrives soon after the shell (within
// WHOLE_WITHIN_MS), and streams
// (shell first, the rest as it comes) when it is slow: through the shop's real HTTP stack and entry.
import { Suspense } from "react";
import { Await } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { streamTimeout, WHOLE_WITHIN_MS } from "../app/entry.server";
import type { ConfiguredRoute } from "./fuzz/route-config";
import { serverBuild, type ShopServer, startShopServer } from "./fuzz/shop-server";
import { withTestDatabase } from "./setup/test-database";

withTestDatabase();

const after = (ms: number, value: string) =>
  ms === 0 ? Promise.resolve(value) : new Promise<string>((resolve) => setTimeout(() => resolve(value), ms));
// Far slower than the wait for a whole page, even on a busy machine.
const SLOW_MS = WHOLE_WITHIN_MS * 30;

function Report({ loaderData }: { loaderData: { figures: Promise<string> } }) {
  return (
    <main>
      <h1>Report</h1>
      <Suspense fallback={<p>Loading figures</p>}>
        <Await resolve={loaderData.figures}>{(figures) => <p>Figures: {figures}</p>}</Await>
      </Suspense>
    </main>
  );
}

const reportRoute = (id: string, delayMs: number): ConfiguredRoute => ({
  id,
  parentId: "root",
  file: `routes/${id}.tsx`,
  pattern: id,
  path: id,
  module: {
    loader: () => ({ figures: after(delayMs, `ready after ${delayMs} ms`) }),
    default: Report,
  } as unknown as ConfiguredRoute["module"],
});

let server: ShopServer;

// A phone's browser: crawlers are always sent whole pages.
const fromPhone = {
  headers: {
    "user-agent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36",
  },
};

beforeAll(async () => {
  server = await startShopServer(
    serverBuild([reportRoute("quick-report", 0), reportRoute("slow-report", SLOW_MS)]),
  );
});

afterAll(() => server.close());

describe("a page with deferred data", () => {
  it("is sent whole, with its length, when the data comes soon after the shell", async () => {
    const response = await fetch(`${server.origin}/quick-report`, fromPhone);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).not.toBeNull();
    const html = await response.text();
    expect(html).toContain("Figures: <!-- -->ready after 0 ms");
    expect(html).not.toContain("Loading figures");
  });

  it("streams the shell first and the figures when they come, when the data is slow", async () => {
    const response = await fetch(`${server.origin}/slow-report`, fromPhone);
    expect(response.headers.get("content-length")).toBeNull();
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let html = "";
    while (!html.includes("Loading figures")) html += decoder.decode((await reader.read()).value);
    // The shell left before the figures were ready.
    expect(html).not.toContain("ready after");
    for (let part = await reader.read(); !part.done; part = await reader.read())
      html += decoder.decode(part.value);
    expect(html).toContain(`ready after ${SLOW_MS} ms`);
  });
});

describe("a rendered page", () => {
  afterEach(() => vi.restoreAllMocks());

  // The render's abort timer holds the router's context and every loader's data until it fires; one
  // left running per page kept thousands of renders alive under load.
  it.each(["quick-report", "slow-report"])("leaves no abort timer running once sent (%s)", async (page) => {
    const abortTimers = new Set<unknown>();
    const setTimer = globalThis.setTimeout;
    vi.spyOn(globalThis, "setTimeout").mockImplementation(((...args: Parameters<typeof setTimeout>) => {
      const timer = setTimer(...args);
      if (args[1] === streamTimeout + 1000) abortTimers.add(timer);
      return timer;
    }) as typeof setTimeout);
    const clearTimer = globalThis.clearTimeout;
    vi.spyOn(globalThis, "clearTimeout").mockImplementation((timer) => {
      abortTimers.delete(timer);
      clearTimer(timer);
    });
    const response = await fetch(`${server.origin}/${page}`, fromPhone);
    expect(await response.text()).toContain("ready after");
    expect(abortTimers.size).toBe(0);
  });
});
