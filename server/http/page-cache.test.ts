import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invalidatePublicPages } from "../cache/public-pages";
import { pageCache } from "./page-cache";

let renders = 0;
let base = "";
let close: () => void;

beforeAll(async () => {
  const app = express();
  let n = 0;
  app.use((_req, res, next) => {
    res.locals.cspNonce = `nonce${++n}abc`;
    next();
  });
  app.use(pageCache({ ttlMs: 60_000 }));
  app.get(/.*/, (req, res) => {
    renders++;
    if (req.query.cookie) res.setHeader("Set-Cookie", "cart_token=x");
    res
      .type("html")
      .send(`<script nonce="${res.locals.cspNonce}">page ${req.path} render ${renders}</script>`);
  });
  const server = app.listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("page cache", () => {
  it("renders a storefront page once and serves copies with each request's own nonce", async () => {
    const first = await fetch(`${base}/shop?sort=price-low`);
    const second = await fetch(`${base}/shop?sort=price-low`);
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    expect(second.headers.get("x-page-cache")).toBe("HIT");
    const [a, b] = [await first.text(), await second.text()];
    expect(a).toMatch(/render (\d+)/);
    expect(b.replace(/nonce\d+abc/, "")).toBe(a.replace(/nonce\d+abc/, ""));
    expect(b).not.toContain(/nonce="([^"]+)"/.exec(a)![1]);
  });

  it("never caches personal pages, other paths or responses that set cookies", async () => {
    const before = renders;
    await fetch(`${base}/about`, { headers: { cookie: "cart_token=abc" } });
    await fetch(`${base}/about`, { headers: { cookie: "cart_token=abc" } });
    await fetch(`${base}/blog/some-post`);
    await fetch(`${base}/blog/some-post`);
    await fetch(`${base}/terms?cookie=1`);
    await fetch(`${base}/terms?cookie=1`);
    expect(renders - before).toBe(6);
  });

  it("renders again on the next request after an admin write changes the storefront", async () => {
    await fetch(`${base}/products/red-lehenga`);
    expect((await fetch(`${base}/products/red-lehenga`)).headers.get("x-page-cache")).toBe("HIT");
    invalidatePublicPages();
    expect((await fetch(`${base}/products/red-lehenga`)).headers.get("x-page-cache")).toBe("MISS");
    expect((await fetch(`${base}/products/red-lehenga`)).headers.get("x-page-cache")).toBe("HIT");
  });
});
