import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { emptyPostForm, type BlogPostFormRaw } from "../../../lib/blog-post-form-fields";
import { toShopDateTimeInput } from "../../../lib/shop-time";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { pageCache } from "../../http/page-cache";
import {
  createBlogPost,
  getBlogPostPage,
  keptLatestBlogPosts,
  listAdminPosts,
  listBlogPosts,
  listBlogSitemap,
  listLatestBlogPosts,
} from "./service";

withTestDatabase();

const MINUTE = 60_000;
// A whole minute, as the form's date and time field gives it.
const start = new Date(Math.ceil(Date.now() / MINUTE) * MINUTE);
const goesLive = new Date(start.getTime() + 90 * MINUTE);

let base = "";
let close = () => {};

const form = (fields: Partial<BlogPostFormRaw>): BlogPostFormRaw => ({
  ...emptyPostForm("Meera Iyer"),
  content: "<p>Festival colours and fabrics.</p>",
  ...fields,
});

beforeAll(async () => {
  // Only the clock is faked: the database, HTTP and timers run for real.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(start);
  const email = "scheduler@example.com";
  const actor = { id: (await registeredAccount(email, "staff")).userId, email };
  await createBlogPost(actor, form({ title: "Already out", status: "published" }));
  await createBlogPost(
    actor,
    form({ title: "Old draft", published_date: toShopDateTimeInput(new Date(start.getTime() - 86_400_000)) }),
  );
  await createBlogPost(
    actor,
    form({ title: "Diwali lookbook", status: "scheduled", published_date: toShopDateTimeInput(goesLive) }),
  );

  // The storefront's cached pages as the server serves them: the blog list and the home page's teaser.
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = "n0nce";
    next();
  });
  app.use(pageCache({ ttlMs: 24 * 60 * MINUTE }));
  app.get("/blog", (_req, res, next) => {
    listBlogPosts({ search: "", category: "", page: 1 })
      .then((list) => res.type("html").send(list.posts.map((p) => p.slug).join(",")))
      .catch(next);
  });
  app.get("/", (_req, res, next) => {
    listLatestBlogPosts(3)
      .then((posts) => res.type("html").send(posts.map((p) => p.slug).join(",")))
      .catch(next);
  });
  const server = app.listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  vi.useRealTimers();
});

const at = (offsetMs: number) => vi.setSystemTime(new Date(goesLive.getTime() + offsetMs));
const storefront = async () => ({
  list: (await listBlogPosts({ search: "", category: "", page: 1 })).posts.map((p) => p.slug),
  latest: (await listLatestBlogPosts(10)).map((p) => p.slug),
  page: (await getBlogPostPage("diwali-lookbook", { countView: false }))?.post.slug ?? null,
  sitemap: (await listBlogSitemap()).map((p) => p.slug),
});
const get = async (path: string) => {
  const response = await fetch(base + path);
  return { cache: response.headers.get("x-page-cache"), slugs: (await response.text()).split(",") };
};

describe("a scheduled post", () => {
  it("stays off the storefront before its moment and the admin list calls it scheduled", async () => {
    at(-MINUTE);
    expect(await storefront()).toEqual({
      list: ["already-out"],
      latest: ["already-out"],
      page: null,
      sitemap: ["already-out"],
    });
    const admin = await listAdminPosts({ q: "", category: "", page: 1 });
    expect(Object.fromEntries(admin.posts.map((p) => [p.slug, p.status]))).toEqual({
      "diwali-lookbook": "scheduled",
      "already-out": "published",
      "old-draft": "draft",
    });
  });

  it("appears by itself at its moment, without any write or restart", async () => {
    at(0);
    expect(await storefront()).toEqual({
      list: ["diwali-lookbook", "already-out"],
      latest: ["diwali-lookbook", "already-out"],
      page: "diwali-lookbook",
      sitemap: ["diwali-lookbook", "already-out"],
    });
    expect((await listAdminPosts({ q: "", status: "published", category: "", page: 1 })).total).toBe(2);
  });

  it("is not kept out by a cached page rendered before its moment", async () => {
    at(-30 * MINUTE);
    expect(await get("/blog")).toEqual({ cache: "MISS", slugs: ["already-out"] });
    expect(await get("/")).toEqual({ cache: "MISS", slugs: ["already-out"] });
    at(-1);
    // Long before the cache's own expiry (a day here), the copies are still served up to the moment...
    expect(await get("/blog")).toEqual({ cache: "HIT", slugs: ["already-out"] });
    const keptTeaser = async () => (await keptLatestBlogPosts()).map((p) => p.slug);
    expect(await keptTeaser()).toEqual(["already-out"]);
    at(0);
    // ...and not a moment after it, nor the home page's kept teaser, read a millisecond before.
    expect(await keptTeaser()).toEqual(["diwali-lookbook", "already-out"]);
    expect(await get("/blog")).toEqual({ cache: "MISS", slugs: ["diwali-lookbook", "already-out"] });
    expect(await get("/")).toEqual({ cache: "MISS", slugs: ["diwali-lookbook", "already-out"] });
    expect(await get("/blog")).toEqual({ cache: "HIT", slugs: ["diwali-lookbook", "already-out"] });
  });
});

describe("a draft", () => {
  it("never reaches the storefront, whatever its date", async () => {
    at(365 * 24 * 60 * MINUTE);
    const shown = await storefront();
    expect(shown.list).not.toContain("old-draft");
    expect(shown.latest).not.toContain("old-draft");
    expect(shown.sitemap).not.toContain("old-draft");
    expect(await getBlogPostPage("old-draft", { countView: true })).toBeNull();
    expect((await listBlogPosts({ search: "draft", category: "", page: 1 })).total).toBe(0);
  });
});
