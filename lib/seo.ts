import type { MetaDescriptor } from "react-router";
import type { StockStatus } from "./catalog-types";
import { assertPaise } from "./money";
import { stripTags, truncate } from "./text";

/** Search engines show about this many characters of a description. */
export const META_DESCRIPTION_MAX = 160;

/** pathOrUrl made absolute on origin (an absolute URL is kept as it is). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, origin).toString();
}

export interface PageSeo {
  title: string;
  description?: string | null;
  /** Absolute address of the page: the canonical link and og:url. */
  url?: string | null;
  /** Absolute address of the share image. */
  image?: string | null;
  type?: "website" | "product" | "article";
  siteName?: string | null;
}

/** React Router meta descriptors: title, description, canonical link, Open Graph and the Twitter card. */
export function seoMeta(page: PageSeo): MetaDescriptor[] {
  const description = page.description ? truncate(plainText(page.description), META_DESCRIPTION_MAX) : "";
  const meta: MetaDescriptor[] = [{ title: page.title }];
  if (description) meta.push({ name: "description", content: description });
  if (page.url) meta.push({ tagName: "link", rel: "canonical", href: page.url });
  meta.push({ property: "og:title", content: page.title });
  if (description) meta.push({ property: "og:description", content: description });
  meta.push({ property: "og:type", content: page.type ?? "website" });
  if (page.url) meta.push({ property: "og:url", content: page.url });
  if (page.image) meta.push({ property: "og:image", content: page.image });
  if (page.siteName) meta.push({ property: "og:site_name", content: page.siteName });
  meta.push({ name: "twitter:card", content: page.image ? "summary_large_image" : "summary" });
  return meta;
}

export type JsonLd = { "@context"?: "https://schema.org"; "@type": string } & Record<string, unknown>;

const CONTEXT = "https://schema.org" as const;

export interface OrganizationInput {
  name: string;
  url: string;
  logo?: string | null;
  email?: string | null;
  telephone?: string | null;
  sameAs?: string[];
}

export function organizationJsonLd(org: OrganizationInput): JsonLd {
  return compact({
    "@context": CONTEXT,
    "@type": "Organization",
    name: org.name,
    url: org.url,
    logo: org.logo,
    email: org.email,
    telephone: org.telephone,
    sameAs: org.sameAs?.length ? org.sameAs : undefined,
  });
}

const AVAILABILITY: Record<StockStatus, string> = {
  in_stock: "https://schema.org/InStock",
  low_stock: "https://schema.org/LimitedAvailability",
  out_of_stock: "https://schema.org/OutOfStock",
};

/** The stock badge (spec: out at 0, low at or below the threshold) as a schema.org availability. */
export function offerAvailability(stock: StockStatus): string {
  return AVAILABILITY[stock];
}

/** Paise as the decimal rupee string schema.org expects: 49950 -> "499.50". */
export function priceFromPaise(amount: number): string {
  assertPaise(amount);
  if (amount < 0) throw new TypeError(`A price cannot be negative, got ${amount}`);
  return `${Math.trunc(amount / 100)}.${String(amount % 100).padStart(2, "0")}`;
}

export interface ProductInput {
  name: string;
  description?: string | null;
  /** Absolute image addresses. */
  images: string[];
  sku?: string | null;
  brand?: string | null;
  price: number;
  stock: StockStatus;
  /** Absolute address of the product page. */
  url: string;
  /** Approved reviews only; no rating is shown without them. */
  rating?: { average: number; count: number } | null;
}

export function productJsonLd(product: ProductInput): JsonLd {
  const rating = product.rating && product.rating.count > 0 ? product.rating : null;
  return compact({
    "@context": CONTEXT,
    "@type": "Product",
    name: product.name,
    description: product.description ? plainText(product.description) : undefined,
    image: product.images.length ? product.images : undefined,
    sku: product.sku,
    brand: product.brand ? { "@type": "Brand", name: product.brand } : undefined,
    offers: {
      "@type": "Offer",
      priceCurrency: "INR",
      price: priceFromPaise(product.price),
      availability: offerAvailability(product.stock),
      itemCondition: "https://schema.org/NewCondition",
      url: product.url,
    },
    aggregateRating: rating
      ? {
          "@type": "AggregateRating",
          ratingValue: Math.round(rating.average * 10) / 10,
          reviewCount: rating.count,
          bestRating: 5,
          worstRating: 1,
        }
      : undefined,
  });
}

/** Breadcrumbs from the home page down to the current page (absolute addresses). */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export interface BlogPostingInput {
  headline: string;
  description?: string | null;
  url: string;
  image?: string | null;
  datePublished: Date | string;
  dateModified?: Date | string | null;
  authorName?: string | null;
  publisher: { name: string; logo?: string | null };
  keywords?: string[];
}

export function blogPostingJsonLd(post: BlogPostingInput): JsonLd {
  const iso = (d: Date | string) => new Date(d).toISOString();
  return compact({
    "@context": CONTEXT,
    "@type": "BlogPosting",
    headline: post.headline,
    description: post.description ? plainText(post.description) : undefined,
    url: post.url,
    mainEntityOfPage: post.url,
    image: post.image,
    datePublished: iso(post.datePublished),
    dateModified: iso(post.dateModified ?? post.datePublished),
    author: post.authorName ? { "@type": "Person", name: post.authorName } : undefined,
    publisher: compact({
      "@type": "Organization",
      name: post.publisher.name,
      logo: post.publisher.logo ? { "@type": "ImageObject", url: post.publisher.logo } : undefined,
    }),
    keywords: post.keywords?.length ? post.keywords.join(", ") : undefined,
  });
}

/**
 * JSON for a <script type="application/ld+json"> element: `<` and `>` are escaped so text such as
 * "</script>" in a product name cannot end the element; U+2028/2029 so the text stays valid script.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Pages that are private to a shopper or the staff, or not pages at all. */
export const ROBOTS_DISALLOW = [
  "/admin",
  "/api",
  "/checkout",
  "/cart",
  "/profile",
  "/orders",
  "/addresses",
  "/order/",
];

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

/** Text of HTML, without the space a removed tag leaves before punctuation. */
function plainText(html: string): string {
  return stripTags(html).replace(/\s+([.,;:!?])/g, "$1");
}

function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== ""),
  ) as T;
}
