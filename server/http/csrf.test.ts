import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csrfProtection } from "./csrf";

const servers: { close: () => void }[] = [];

function serve(configuredOrigin: string | undefined, trustProxy: boolean | string = false): string {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(csrfProtection(configuredOrigin));
  app.all(/.*/, (_req, res) => res.send("done"));
  const server = app.listen(0);
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let direct = "";
let proxied = "";
beforeAll(() => {
  direct = serve(undefined);
  proxied = serve("https://shop.example.in", "loopback");
});
afterAll(() => servers.forEach((s) => s.close()));

const post = (base: string, path: string, headers: Record<string, string>) =>
  fetch(`${base}${path}`, { method: "POST", headers });

describe("cross-site request forgery protection", () => {
  it("lets the shop's own forms through when no public address is configured", async () => {
    expect((await post(direct, "/cart/add", { origin: direct })).status).toBe(200);
    expect((await post(direct, "/cart/add", { "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await post(direct, "/cart/add", {})).status).toBe(200);
    expect((await fetch(`${direct}/shop`, { headers: { origin: "https://evil.example" } })).status).toBe(200);
  });

  it("behind a proxy, accepts exactly the configured public origin, whatever the Host header says", async () => {
    const proxyHeaders = { "x-forwarded-host": "shop.example.in", "x-forwarded-proto": "https" };
    expect((await post(proxied, "/cart/add", { origin: "https://shop.example.in" })).status).toBe(200);
    expect(
      (await post(proxied, "/cart/add", { ...proxyHeaders, origin: "https://shop.example.in" })).status,
    ).toBe(200);
    // The internal address the proxy connects to is not the shop's public origin.
    expect((await post(proxied, "/cart/add", { origin: proxied })).status).toBe(403);
  });

  it("refuses state changes sent from another site", async () => {
    expect((await post(direct, "/cart/add", { origin: "https://evil.example" })).status).toBe(403);
    expect((await post(direct, "/logout", { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post(direct, "/login", { origin: "null" })).status).toBe(403);
    expect((await post(proxied, "/login", { origin: "https://evil.example" })).status).toBe(403);
  });

  it("leaves signed webhooks alone", async () => {
    expect(
      (await post(direct, "/api/webhooks/razorpay", { origin: "https://api.razorpay.com" })).status,
    ).toBe(200);
  });
});
