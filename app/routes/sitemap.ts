import { getEnv } from "../../server/config/env";
import { listBlogSitemap } from "../../server/modules/blog/service";
import {
  countSitemapProducts,
  listSitemapCategories,
  listSitemapProducts,
  SITEMAP_PRODUCTS,
} from "../../server/modules/catalog/service";
import type { Route } from "./+types/sitemap";

const PAGES = ["/", "/shop", "/blog", "/about", "/contact", "/shipping", "/returns", "/privacy", "/terms"];
const HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };
const XMLNS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );

function entry(origin: string, path: string, updated?: Date): string {
  const lastmod = updated ? `<lastmod>${updated.toISOString().slice(0, 10)}</lastmod>` : "";
  return `<url><loc>${escapeXml(origin + path)}</loc>${lastmod}</url>`;
}

const xml = (body: string) =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`, { headers: HEADERS });

/** Part 1 holds the information pages, categories and published posts; every part holds its products. */
async function urlset(origin: string, part: number): Promise<Response> {
  const [categories, posts, products] = await Promise.all([
    part === 1 ? listSitemapCategories() : [],
    part === 1 ? listBlogSitemap() : [],
    listSitemapProducts(part),
  ]);
  const urls = [
    ...(part === 1 ? PAGES.map((path) => entry(origin, path)) : []),
    ...categories.map((c) => entry(origin, `/shop?category=${encodeURIComponent(c.name)}`, c.updatedAt)),
    ...products.map((p) => entry(origin, `/products/${p.id}`, p.updatedAt)),
    ...posts.map((p) => entry(origin, `/blog/${p.slug}`, p.updatedAt)),
  ];
  return xml(`<urlset ${XMLNS}>${urls.join("")}</urlset>`);
}

/**
 * GET /sitemap.xml: information pages, products, categories and published blog posts. A catalogue
 * larger than one part (SITEMAP_PRODUCTS products) gets a sitemap index of its parts instead,
 * /sitemap.xml?part=1, 2, ...; a part that does not exist is not found.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const origin = getEnv().appUrl;
  const parts = Math.max(1, Math.ceil((await countSitemapProducts()) / SITEMAP_PRODUCTS));
  const asked = new URL(request.url).searchParams.get("part");
  if (asked === null && parts > 1) {
    const loc = (part: number) =>
      `<sitemap><loc>${escapeXml(`${origin}/sitemap.xml?part=${part}`)}</loc></sitemap>`;
    return xml(
      `<sitemapindex ${XMLNS}>${Array.from({ length: parts }, (_, i) => loc(i + 1)).join("")}</sitemapindex>`,
    );
  }
  const part = asked === null ? 1 : /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : 0;
  if (part < 1 || part > parts)
    return new Response("No such sitemap part", { status: 404, headers: { "Content-Type": "text/plain" } });
  return urlset(origin, part);
}
