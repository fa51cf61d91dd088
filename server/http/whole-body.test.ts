import type { AddressInfo } from "node:net";
import http from "node:http";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageCache } from "./page-cache";
import { GZIP_LEVEL, sendWholeBody } from "./whole-body";

let base = "";
let close: () => void;
const page = (n: number) =>
  `<!DOCTYPE html><html><body nonce="n${n}x">${"<p>Banarasi silk saree</p>".repeat(200)}</body></html>`;

beforeAll(() => {
  const app = express();
  let n = 0;
  app.use(compression({ level: GZIP_LEVEL }));
  app.use((_req, res, next) => {
    res.locals.cspNonce = `n${++n}x`;
    next();
  });
  app.use(pageCache({ ttlMs: 60_000 }));
  app.get(/.*/, (req, res) => {
    if (req.path === "/invoice.pdf") return sendWholeBody(req, res.type("pdf"), Buffer.alloc(4096, 37));
    res.type("html");
    sendWholeBody(req, res, Buffer.from(req.path === "/tiny" ? "<p>hi</p>" : page(n)));
  });
  const server = app.listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

/** The raw response: body bytes as sent, before any decoding. */
function get(path: string, encoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { "accept-encoding": encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("a page sent whole", () => {
  it("is gzipped in one piece with its length when the client accepts gzip", async () => {
    const { headers, body } = await get("/about", "gzip, deflate, br");
    expect(headers["content-encoding"]).toBe("gzip");
    expect(headers["content-length"]).toBe(String(body.length));
    expect(headers["transfer-encoding"]).toBeUndefined();
    expect(headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.gunzipSync(body).toString()).toContain("Banarasi silk saree");
  });

  it("goes as it is to a client that takes no gzip, and when it is too small to gain", async () => {
    const plain = await get("/terms", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toContain("Banarasi silk saree");
    const tiny = await get("/tiny", "gzip");
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe("<p>hi</p>");
  });

  it("is never gzipped when it is a PDF or an image: they are compressed already", async () => {
    const pdf = await get("/invoice.pdf", "gzip");
    expect(pdf.headers["content-encoding"]).toBeUndefined();
    expect(pdf.headers.vary).toBeUndefined();
    expect(pdf.body).toHaveLength(4096);
  });

  it("is kept by the page cache as text and served from it with the new request's nonce", async () => {
    const first = await get("/shop", "gzip");
    const second = await get("/shop", "gzip");
    const plain = await get("/shop", "identity");
    expect(second.headers["x-page-cache"]).toBe("HIT");
    const [a, b] = [first, second].map((r) => zlib.gunzipSync(r.body).toString());
    expect(a).toMatch(/nonce="n\d+x"/);
    expect(b.replace(/n\d+x/, "")).toBe(a.replace(/n\d+x/, ""));
    expect(b).not.toBe(a);
    expect(plain.headers["x-page-cache"]).toBe("HIT");
    expect(plain.body.toString()).toContain("Banarasi silk saree");
  });
});
