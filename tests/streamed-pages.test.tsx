// A page with deferred data goes out whole when the data arrives soon after the shell, and streams
// (shell first, the rest as it comes) when it is slow: through the shop's real HTTP stack and entry.
import { Suspense } from "react";
import { Await } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WHOLE_WITHIN_MS } from "../app/entry.server";
import type { ConfiguredRoute } from "./fuzz/route-config";
import { serverBuild, type ShopServer, startShopServer } from "./fuzz/shop-server";
import { withTestDatabase } from "./setup/test-database";

withTestDatabase();

const after = (ms: number, value: string) =>
  new Promise<string>((resolve) => setTimeout(() => resolve(value), ms));

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
    serverBuild([reportRoute("quick-report", 5), reportRoute("slow-report", WHOLE_WITHIN_MS + 400)]),
  );
});

afterAll(() => server.close());

describe("a page with deferred data", () => {
  it("is sent whole, with its length, when the data comes soon after the shell", async () => {
    const response = await fetch(`${server.origin}/quick-report`, fromPhone);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).not.toBeNull();
    const html = await response.text();
    expect(html).toContain("Figures: <!-- -->ready after 5 ms");
    expect(html).not.toContain("Loading figures");
  });

  it("streams the shell first and the figures when they come, when the data is slow", async () => {
    const started = Date.now();
    const response = await fetch(`${server.origin}/slow-report`, fromPhone);
    expect(response.headers.get("content-length")).toBeNull();
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let html = "";
    while (!html.includes("Loading figures")) html += decoder.decode((await reader.read()).value);
    // The shell left before the figures were ready.
    expect(Date.now() - started).toBeLessThan(WHOLE_WITHIN_MS + 400);
    expect(html).not.toContain("ready after");
    for (let part = await reader.read(); !part.done; part = await reader.read())
      html += decoder.decode(part.value);
    expect(html).toContain(`ready after ${WHOLE_WITHIN_MS + 400} ms`);
  });
});
