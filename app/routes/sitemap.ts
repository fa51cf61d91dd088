import { getEnv } from "../../server/config/env";
import { listBlogSitemap } from "../../server/modules/blog/service";
import { listCatalogSitemap } from "../../server/modules/catalog/service";

const PAGES = ["/", "/shop", "/blog", "/about", "/contact", "/shipping", "/returns", "/privacy", "/terms"];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );

function entry(origin: string, path: string, updated?: Date): string {
  const lastmod = updated ? `<lastmod>${updated.toISOString().slice(0, 10)}</lastmod>` : "";
  return `<url><loc>${escapeXml(origin + path)}</loc>${lastmod}</url>`;
}

/** GET /sitemap.xml: information pages, products, categories and published blog posts. */
export async function loader() {
  const origin = getEnv().appUrl;
  const [catalog, posts] = await Promise.all([listCatalogSitemap(), listBlogSitemap()]);
  const urls = [
    ...PAGES.map((path) => entry(origin, path)),
    ...catalog.categories.map((c) =>
      entry(origin, `/shop?category=${encodeURIComponent(c.name)}`, c.updatedAt),
    ),
    ...catalog.products.map((p) => entry(origin, `/products/${p.id}`, p.updatedAt)),
    ...posts.map((p) => entry(origin, `/blog/${p.slug}`, p.updatedAt)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join("")}</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
