import type { Worker } from "node:cluster";
import { EventEmitter } from "node:events";
import net from "node:net";
import { afterEach, expect, it } from "vitest";
import { freePort } from "../../scripts/bench/shop-server";
import { balanceConnections, leastLoaded } from "./connection-balancer";

let close: (() => void) | undefined;
afterEach(() => close?.());

it("chooses the process holding the fewest connections, the earliest among equals", () => {
  expect(
    leastLoaded(
      new Map([
        ["first", 2],
        ["second", 1],
        ["third", 1],
      ]),
    ),
  ).toBe("second");
  expect(leastLoaded(new Map())).toBeUndefined();
});

it("closes a connection handed to a process that went before it could take it", async () => {
  // A process that has just died: its messages go nowhere and nothing comes back.
  const handed: unknown[] = [];
  const worker = Object.assign(new EventEmitter(), {
    send: (message: unknown) => handed.push(message) > 0,
  }) as unknown as Worker;
  const port = await freePort();
  const listening = new Promise<void>((resolve) => {
    const balancer = balanceConnections({
      port,
      onListening: resolve,
      onError: (error) => {
        throw error;
      },
    });
    balancer.ready(worker);
    balancer.listen();
    close = () => balancer.close();
    (worker as unknown as EventEmitter).once("gone", () => balancer.gone(worker));
  });
  await listening;

  const client = net.connect(port, "127.0.0.1");
  const closed = new Promise<void>((resolve) => client.once("close", () => resolve()));
  client.on("error", () => undefined);
  await expect.poll(() => handed.length).toBe(1);
  (worker as unknown as EventEmitter).emit("gone");

  await closed;
  expect(client.destroyed).toBe(true);
});
