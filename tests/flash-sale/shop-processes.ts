// Several processes of the built shop on one database, as behind a load balancer: each on its own
// free port in a given range, stopped together.
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";

const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;

export interface ShopProcess {
  origin: string;
  child: ChildProcess;
  /** The process's last lines of output, for a failure message. */
  output(): string;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer().unref();
    probe.once("error", () => resolve(false));
    // Same address family as the shop's own listen(port): all interfaces.
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

async function freePorts(count: number, from: number, to: number): Promise<number[]> {
  const ports: number[] = [];
  for (let port = from; port <= to && ports.length < count; port++)
    if (await portIsFree(port)) ports.push(port);
  if (ports.length < count) throw new Error(`Fewer than ${count} free ports in ${from}-${to}`);
  return ports;
}

async function waitForHealth(shop: ShopProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && shop.child.exitCode === null) {
    const ready = await fetch(`${shop.origin}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The shop on ${shop.origin} did not start:\n${shop.output()}`);
}

/**
 * Starts `count` processes of build/main.js with `env` (and Node's `nodeArgs`), each on a free port
 * in ports[0]-ports[1].
 */
export async function startShopProcesses(
  count: number,
  env: Record<string, string>,
  ports: [number, number],
  nodeArgs: string[] = [],
): Promise<ShopProcess[]> {
  const shops = (await freePorts(count, ...ports)).map((port): ShopProcess => {
    const child = spawn(process.execPath, [...nodeArgs, "build/main.js"], {
      env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", ...env, PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const lines: string[] = [];
    const keep = (chunk: Buffer) => lines.push(...chunk.toString().split("\n").filter(Boolean));
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    return { origin: `http://localhost:${port}`, child, output: () => lines.slice(-30).join("\n") };
  });
  try {
    await Promise.all(shops.map(waitForHealth));
  } catch (error) {
    await stopShopProcesses(shops);
    throw error;
  }
  return shops;
}

/** SIGTERM (the shop finishes requests in flight), SIGKILL if one takes too long. */
export async function stopShopProcesses(shops: ShopProcess[]): Promise<void> {
  await Promise.all(
    shops.map(async ({ child }) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }),
  );
}
