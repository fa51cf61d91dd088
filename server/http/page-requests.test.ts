import type { AddressInfo } from "node:net";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PAGE_BODY_LIMIT,
  PAGE_REQUEST_MESSAGES,
  PageRequest,
  pageBodyLimit,
  pageRequestHandler,
} from "./page-requests";

/** Resource routes that answer with the size of the file they were sent. */
const action = async ({ request }: { request: Request }) => {
  const file = (await request.formData()).get("file");
  return Response.json({ bytes: file instanceof File ? file.size : 0 });
};
const route = (id: string, path: string) => ({ id, parentId: "root", path, module: { action } });

/** What the slow page's loader saw: the request it was handed, and whether its signal fired. */
const seen: { request?: Request; aborted?: Promise<void>; started?: () => void } = {};
const slowLoader = async ({ request }: { request: Request }) => {
  seen.request = request;
  seen.aborted = new Promise((resolve) => request.signal.addEventListener("abort", () => resolve()));
  seen.started?.();
  if (new URL(request.url).searchParams.has("wait")) await seen.aborted;
  return new Response("read");
};
const build = {
  entry: { module: { default: () => new Response("no documents here", { status: 500 }) } },
  routes: {
    root: { id: "root", path: "", module: {} },
    upload: route("upload", "admin/images/upload"),
    category: route("category", "admin/categories/:id"),
    contact: route("contact", "contact"),
    slow: { id: "slow", parentId: "root", path: "slow", module: { loader: slowLoader } },
  },
  assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "1" },
  publicPath: "/",
  assetsBuildDirectory: "",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

let origin = "";
let close = () => {};
beforeAll(async () => {
  const app = express();
  app.use(
    pageRequestHandler({
      build,
      mode: "production",
      publicOrigin: undefined,
      getLoadContext: () => ({ cspNonce: "", requestId: "test" }),
    }),
  );
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const MB = 1024 * 1024;
const post = (path: string, size: number) => {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(size)], "photo.jpg", { type: "image/jpeg" }));
  return fetch(`${origin}${path}`, { method: "POST", body: form });
};

describe("page bodies", () => {
  it("are at most 256 KB, except on the back office's image and catalogue-file uploads", () => {
    expect(pageBodyLimit("/contact")).toBe(PAGE_BODY_LIMIT);
    expect(pageBodyLimit("/admin/products")).toBe(PAGE_BODY_LIMIT);
    expect(pageBodyLimit("/admin/images")).toBe(PAGE_BODY_LIMIT);
    expect(pageBodyLimit("/admin/images/upload/more")).toBe(PAGE_BODY_LIMIT);
    expect(pageBodyLimit("/admin/images/upload")).toBe(6 * MB);
    expect(pageBodyLimit("/admin/categories/new.data")).toBe(16 * MB);
    expect(pageBodyLimit("/admin/products/3f2a")).toBe(11 * MB);
    expect(pageBodyLimit("/admin/import/preview")).toBe(16 * MB);
    expect(pageBodyLimit("/admin/import/apply.data")).toBe(16 * MB);
    expect(pageBodyLimit("/admin/import")).toBe(PAGE_BODY_LIMIT);
  });

  it("let an image under 5 MB through to the upload and category pages", async () => {
    const upload = await post("/admin/images/upload", 5 * MB - 1);
    expect([upload.status, await upload.json()]).toEqual([200, { bytes: 5 * MB - 1 }]);
    const category = await post("/admin/categories/new", 2 * (5 * MB - 1));
    expect([category.status, await category.json()]).toEqual([200, { bytes: 2 * (5 * MB - 1) }]);
  });

  it("refuse more than each page's limit with 413", async () => {
    const upload = await post("/admin/images/upload", 7 * MB);
    expect([upload.status, await upload.text()]).toEqual([
      413,
      "The form sent is too large (the limit is 6 MB).",
    ]);
    const contact = await post("/contact", 300 * 1024);
    expect([contact.status, await contact.text()]).toEqual([413, PAGE_REQUEST_MESSAGES.tooLarge]);
    const small = await post("/contact", 100 * 1024);
    expect(small.status).toBe(200);
  });
});

describe("a page's request", () => {
  it("reaches the loader itself, not a copy tied to its signal", async () => {
    const response = await fetch(`${origin}/slow?sort=price-low`);
    expect([response.status, await response.text()]).toEqual([200, "read"]);
    expect(seen.request).toBeInstanceOf(PageRequest);
    expect(seen.request?.url).toBe(`${origin}/slow?sort=price-low`);
  });

  it("reaches the loader as React Router writes its address when that differs", async () => {
    for (const query of ["?category=Traditional%20Wear", "?category=Traditional+Wear&index"]) {
      const response = await fetch(`${origin}/slow${query}`);
      expect(response.status).toBe(200);
      expect(seen.request).not.toBeInstanceOf(PageRequest);
      expect(seen.request?.url).toBe(`${origin}/slow?category=Traditional+Wear`);
    }
  });

  it("is aborted when the visitor leaves before the answer", async () => {
    const started = new Promise<void>((resolve) => (seen.started = resolve));
    const leave = new AbortController();
    const visit = fetch(`${origin}/slow?wait`, { signal: leave.signal }).catch(() => "left");
    await started;
    leave.abort();
    expect(await visit).toBe("left");
    await seen.aborted;
    expect(seen.request?.signal.aborted).toBe(true);
  });
});
