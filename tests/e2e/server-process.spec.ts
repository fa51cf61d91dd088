import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// These start their own server processes; they need no browser.
test.describe.configure({ mode: "serial" });

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Running {
  let output = "";
  const child = spawn(process.execPath, ["build/main.js"], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no healthy answer on port ${port} within ${timeoutMs} ms`);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-process-"));
const PORT = 3190;

test.afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test("first start seeds; a restart keeps the data, is healthy within 10 s and SIGTERM stops it within 5 s", async () => {
  test.setTimeout(180_000);
  const first = startServer({ DATA_DIR: dataDir, PORT: String(PORT) });
  await waitForHealth(PORT, 150_000);
  expect(first.output()).toContain("Admin account created: admin@shop.localhost");
  expect(first.output()).toMatch(/Seeded the demo shop with \d+ products/);
  const home = await (await fetch(`http://127.0.0.1:${PORT}/`)).text();
  expect(home).toContain("Divine Threads");
  first.child.kill("SIGTERM");
  expect(await first.exited).toBe(0);

  const second = startServer({ DATA_DIR: dataDir, PORT: String(PORT) });
  const ready = await waitForHealth(PORT, 10_000);
  test.info().annotations.push({ type: "restart-to-healthy-ms", description: String(ready) });
  expect(second.output()).not.toContain("Seeded the demo shop");
  expect(second.output()).not.toContain("Admin account created");
  const stopAsked = Date.now();
  second.child.kill("SIGINT");
  expect(await second.exited).toBe(0);
  expect(Date.now() - stopAsked).toBeLessThan(5_000);
});

test("behind a proxy with APP_URL set, forms posted from the public origin work and others are refused", async () => {
  test.setTimeout(180_000);
  const run = startServer({
    DATA_DIR: dataDir,
    PORT: String(PORT + 2),
    APP_URL: "https://shop.example.in",
    TRUST_PROXY: "loopback",
  });
  try {
    await waitForHealth(PORT + 2, 150_000);
    // The proxy connects to the internal address, so the Host header is not the public one.
    const post = (origin: string) =>
      fetch(`http://127.0.0.1:${PORT + 2}/cart/add`, {
        method: "POST",
        redirect: "manual",
        headers: {
          origin,
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-proto": "https",
        },
        body: "variantId=00000000-0000-0000-0000-000000000000&quantity=1",
      });
    const own = await post("https://shop.example.in");
    expect(own.status).toBe(302);
    expect(own.headers.getSetCookie().find((c) => c.startsWith("flash="))).toMatch(/; Secure/);
    // A page's own action runs: the sign-in form answers with its page, not "Bad Request".
    const login = await fetch(`http://127.0.0.1:${PORT + 2}/login`, {
      method: "POST",
      redirect: "manual",
      headers: {
        origin: "https://shop.example.in",
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-proto": "https",
      },
      body: "email=nobody%40example.com&password=Wrong%401234",
    });
    const page = await login.text();
    expect(page).toContain("<html");
    expect(page).toContain("Invalid email or password");
    expect((await post(`http://127.0.0.1:${PORT + 2}`)).status).toBe(403);
    expect((await post("https://evil.example")).status).toBe(403);
  } finally {
    run.child.kill("SIGTERM");
    await run.exited;
  }
});

test("an invalid environment value stops the start with one line naming the variable", async () => {
  const run = startServer({ DATA_DIR: dataDir, PORT: "not-a-port" });
  expect(await run.exited).toBe(1);
  const lines = run.output().trim().split("\n");
  expect(lines).toEqual([
    "Cannot start the shop: Invalid environment variable PORT: must be a whole number between 1 and 65535",
  ]);
});

test("a corrupt database folder is refused with a clear message", async () => {
  const broken = fs.mkdtempSync(path.join(os.tmpdir(), "shop-broken-"));
  fs.mkdirSync(path.join(broken, "db"));
  fs.writeFileSync(path.join(broken, "db", "PG_VERSION"), "garbage");
  try {
    const run = startServer({ DATA_DIR: broken, PORT: String(PORT + 1) });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/Cannot start the shop: The database in .* cannot be opened/);
  } finally {
    fs.rmSync(broken, { recursive: true, force: true });
  }
});
