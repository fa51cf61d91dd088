import { describe, expect, it } from "vitest";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  offerAvailability,
  organizationJsonLd,
  priceFromPaise,
  productJsonLd,
  robotsTxt,
  seoMeta,
  serializeJsonLd,
} from "./seo";

const product = {
  name: "Banarasi Silk Pavadai",
  description: "<p>Handwoven silk for <strong>festivals</strong>.</p>",
  images: ["https://shop.example.in/uploads/p-1.webp"],
  sku: "DT-PAVA-001",
  brand: "Divine Threads",
  price: 249950,
  stock: "in_stock" as const,
  url: "https://shop.example.in/products/abc",
};

describe("serializeJsonLd", () => {
  it("escapes text that could close the script element, and stays the same data", () => {
    const data = { "@type": "Product", name: "Kurta </script><script>alert(1)</script> & more" };
    const json = serializeJsonLd(data);
    expect(json).not.toContain("<");
    expect(json).not.toContain(">");
    expect(json).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(json)).toEqual(data);
  });

  it("escapes the line separators that break inline scripts", () => {
    const json = serializeJsonLd({ "@type": "Thing", name: "a\u2028b\u2029c" });
    expect(json).toContain("a\\u2028b\\u2029c");
    expect(JSON.parse(json).name).toBe("a\u2028b\u2029c");
  });
});

describe("Offer", () => {
  it("gives the price as a decimal rupee string from paise", () => {
    expect(priceFromPaise(249950)).toBe("2499.50");
    expect(priceFromPaise(49900)).toBe("499.00");
    expect(priceFromPaise(5)).toBe("0.05");
    expect(priceFromPaise(99999999)).toBe("999999.99");
    expect(() => priceFromPaise(10.5)).toThrow(TypeError);
    expect(() => priceFromPaise(-100)).toThrow(TypeError);
  });

  it("maps the stock badge to schema.org availability", () => {
    expect(offerAvailability("in_stock")).toBe("https://schema.org/InStock");
    expect(offerAvailability("low_stock")).toBe("https://schema.org/LimitedAvailability");
    expect(offerAvailability("out_of_stock")).toBe("https://schema.org/OutOfStock");
  });

  it("is part of the Product, in rupees, with plain-text description and brand", () => {
    const ld = productJsonLd({ ...product, stock: "low_stock" });
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      description: "Handwoven silk for festivals.",
      sku: "DT-PAVA-001",
      brand: { "@type": "Brand", name: "Divine Threads" },
      offers: {
        "@type": "Offer",
        priceCurrency: "INR",
        price: "2499.50",
        availability: "https://schema.org/LimitedAvailability",
        url: "https://shop.example.in/products/abc",
      },
    });
  });
});

describe("productJsonLd ratings", () => {
  it("has no aggregateRating without real reviews", () => {
    expect(productJsonLd(product)).not.toHaveProperty("aggregateRating");
    expect(productJsonLd({ ...product, rating: { average: 0, count: 0 } })).not.toHaveProperty(
      "aggregateRating",
    );
  });

  it("rounds the average of the reviews there are", () => {
    expect(productJsonLd({ ...product, rating: { average: 13 / 3, count: 3 } }).aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });
});

describe("seoMeta", () => {
  it("builds the title, description, canonical link, Open Graph and Twitter card", () => {
    const meta = seoMeta({
      title: "Banarasi Silk Pavadai | Divine Threads",
      description: "Handwoven silk.",
      url: product.url,
      image: product.images[0],
      type: "product",
      siteName: "Divine Threads",
    });
    expect(meta).toEqual([
      { title: "Banarasi Silk Pavadai | Divine Threads" },
      { name: "description", content: "Handwoven silk." },
      { tagName: "link", rel: "canonical", href: product.url },
      { property: "og:title", content: "Banarasi Silk Pavadai | Divine Threads" },
      { property: "og:description", content: "Handwoven silk." },
      { property: "og:type", content: "product" },
      { property: "og:url", content: product.url },
      { property: "og:image", content: product.images[0] },
      { property: "og:site_name", content: "Divine Threads" },
      { name: "twitter:card", content: "summary_large_image" },
    ]);
  });

  it("leaves out what it does not have and keeps descriptions short", () => {
    const meta = seoMeta({ title: "Blog", description: `<p>${"word ".repeat(60)}</p>` });
    const description = meta.find((m) => "name" in m && m.name === "description") as { content: string };
    expect(description.content.length).toBeLessThanOrEqual(160);
    expect(description.content).not.toContain("<p>");
    expect(meta.some((m) => "tagName" in m)).toBe(false);
    expect(meta).toContainEqual({ property: "og:type", content: "website" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary" });
  });
});

describe("other structured data", () => {
  it("numbers breadcrumbs from 1", () => {
    const ld = breadcrumbJsonLd([
      { name: "Home", url: "https://shop.example.in/" },
      { name: "Shop", url: "https://shop.example.in/shop" },
    ]);
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://shop.example.in/" },
      { "@type": "ListItem", position: 2, name: "Shop", item: "https://shop.example.in/shop" },
    ]);
  });

  it("describes a blog post with its dates, author and publisher", () => {
    const ld = blogPostingJsonLd({
      headline: "Choosing a pavadai",
      url: "https://shop.example.in/blog/choosing-a-pavadai",
      datePublished: new Date("2025-01-15T10:00:00Z"),
      authorName: "Meera",
      publisher: { name: "Divine Threads", logo: "https://shop.example.in/logo.webp" },
      keywords: ["silk", "festival"],
    });
    expect(ld).toMatchObject({
      "@type": "BlogPosting",
      datePublished: "2025-01-15T10:00:00.000Z",
      dateModified: "2025-01-15T10:00:00.000Z",
      author: { "@type": "Person", name: "Meera" },
      publisher: { name: "Divine Threads", logo: { "@type": "ImageObject" } },
      keywords: "silk, festival",
    });
    expect(ld).not.toHaveProperty("image");
  });

  it("describes the shop as an Organization", () => {
    expect(organizationJsonLd({ name: "Divine Threads", url: "https://shop.example.in" })).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Divine Threads",
      url: "https://shop.example.in",
    });
  });
});

describe("robotsTxt", () => {
  it("allows the storefront, keeps private pages out and names the sitemap", () => {
    const text = robotsTxt("https://shop.example.in");
    expect(text).toContain("User-agent: *\nAllow: /\n");
    for (const path of [
      "/admin",
      "/api",
      "/checkout",
      "/cart",
      "/profile",
      "/orders",
      "/addresses",
      "/order/",
    ])
      expect(text).toContain(`\nDisallow: ${path}\n`);
    expect(text).toContain("Sitemap: https://shop.example.in/sitemap.xml");
  });
});
