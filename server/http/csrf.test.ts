import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csrfProtection } from "./csrf";

let base = "";
let close: () => void;

beforeAll(() => {
  const app = express();
  app.use(csrfProtection(["https://shop.example.in"]));
  app.all(/.*/, (_req, res) => res.send("done"));
  const server = app.listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const post = (path: string, headers: Record<string, string>) =>
  fetch(`${base}${path}`, { method: "POST", headers });

describe("cross-site request forgery protection", () => {
  it("lets the shop's own forms through", async () => {
    expect((await post("/cart/add", { origin: base })).status).toBe(200);
    expect((await post("/cart/add", { origin: "https://shop.example.in" })).status).toBe(200);
    expect((await post("/cart/add", { "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await post("/cart/add", {})).status).toBe(200);
    expect((await fetch(`${base}/shop`, { headers: { origin: "https://evil.example" } })).status).toBe(200);
  });

  it("refuses state changes sent from another site", async () => {
    expect((await post("/cart/add", { origin: "https://evil.example" })).status).toBe(403);
    expect((await post("/logout", { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post("/login", { origin: "null" })).status).toBe(403);
  });

  it("leaves signed webhooks alone", async () => {
    expect((await post("/api/webhooks/razorpay", { origin: "https://api.razorpay.com" })).status).toBe(200);
  });
});
