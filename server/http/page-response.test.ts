import type { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { hasDeferredData, pageResponse, wholeBodyOf } from "./page-response";

const headers = () => new Headers({ "Content-Type": "text/html; charset=utf-8" });

describe("a rendered page's response", () => {
  it("is one buffer with its length when everything was rendered before piping returned", async () => {
    const pipe = (destination: Writable) => {
      destination.write(Buffer.from("<html><body>"));
      destination.write(Buffer.from("<h1>Sarees</h1>"));
      destination.end(Buffer.from("</body></html>"));
    };
    const response = pageResponse(pipe, headers(), 200);
    expect(response.headers.get("Content-Length")).toBe("41");
    expect(wholeBodyOf(response)?.toString()).toBe("<html><body><h1>Sarees</h1></body></html>");
  });

  it("streams what is ready at once and the rest as it comes when something is still awaited", async () => {
    let finish: (() => void) | undefined;
    const pipe = (destination: Writable) => {
      destination.write(Buffer.from("<html><body>"));
      finish = () => {
        destination.write(Buffer.from("<p>figures</p>"));
        destination.end(Buffer.from("</body></html>"));
      };
    };
    const response = pageResponse(pipe, headers(), 200);
    expect(response.headers.get("Content-Length")).toBeNull();
    expect(wholeBodyOf(response)).toBeUndefined();
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("<html><body>");
    finish?.();
    let rest = "";
    for (let part = await reader.read(); !part.done; part = await reader.read())
      rest += new TextDecoder().decode(part.value);
    expect(rest).toBe("<p>figures</p></body></html>");
  });
});

describe("a streamed page's later parts", () => {
  it("go on as one piece each, however many small chunks React wrote for them at once", async () => {
    const parts: Record<string, () => void> = {};
    const pipe = (destination: Writable) => {
      destination.write(Buffer.from("<html>"));
      destination.write(Buffer.from("<body>"));
      parts.figures = () => {
        for (const chunk of ["<p>", "figures", "</p>"]) destination.write(Buffer.from(chunk));
      };
      parts.end = () => {
        destination.write(Buffer.from("<p>chart</p>"));
        destination.end(Buffer.from("</body></html>"));
      };
    };
    const reader = pageResponse(pipe, headers(), 200).body!.getReader();
    const next = async () => new TextDecoder().decode((await reader.read()).value);
    expect(await next()).toBe("<html><body>");
    parts.figures();
    expect(await next()).toBe("<p>figures</p>");
    parts.end();
    expect(await next()).toBe("<p>chart</p></body></html>");
    expect((await reader.read()).done).toBe(true);
  });
});

describe("deferred data", () => {
  it("is a promise in a loader's result, at its top or one field down", () => {
    expect(hasDeferredData(undefined)).toBe(false);
    expect(
      hasDeferredData({ root: { user: null }, "routes/shop": { page: { total: 3 }, error: null } }),
    ).toBe(false);
    expect(hasDeferredData({ root: {}, "routes/home": { featured: Promise.resolve([]) } })).toBe(true);
    expect(hasDeferredData({ "routes/report": Promise.resolve({}) })).toBe(true);
  });
});
