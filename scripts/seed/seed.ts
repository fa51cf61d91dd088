import { sql } from "drizzle-orm";
import { getDb, queryRows } from "../../server/db/client";
import * as t from "../../server/db/schema";
import type { FileStorage } from "../../server/modules/media/service";
import { isPriceSlabHsn, PRICE_SLAB } from "../../lib/gst";
import { readingTimeMinutes, slugify } from "../../lib/text";
import { logoArt } from "./art/logo";
import { productArt } from "./art/product";
import { bannerArt, blogArt, categoryArt } from "./art/scenes";
import { brandStoryArt, craftArt } from "./art/workshop";
import { blogCategories, blogPosts } from "./data/blog";
import { banners, craftSections, faqs, pageContent, publicSettings, testimonials } from "./data/content";
import { products } from "./data/products";
import { COLOR_PRESETS, SIZE_SETS, TOP_CATEGORIES, type SeedProduct } from "./data/types";
import { type ImageJob, renderImages } from "./images";
import {
  adminSettings,
  configOptions,
  featuredCollections,
  navigation,
  privateSettings,
  reviewSnippets,
} from "./reference-data";

const DAY = 24 * 60 * 60 * 1000;

/** Deterministic stock so the demo always has the same in-stock, low and sold-out variants. */
function stockFor(profile: SeedProduct["stock"], index: number, variantIndex: number): number {
  switch (profile) {
    case "out":
      return 0;
    case "low":
      return 2 + ((index + variantIndex) % 7);
    case "mixed":
      return [0, 4, 25, 12][variantIndex % 4];
    default:
      return 15 + ((index * 7 + variantIndex * 5) % 30);
  }
}

/** The product's tax columns: HSN 61-64 take the price slab (its rate below is 5%) unless handcrafted. */
export function seedTax(p: SeedProduct) {
  const gstSlab = isPriceSlabHsn(p.hsn) && !p.handicraft;
  return { gstSlab, gstRateBp: gstSlab ? PRICE_SLAB.lowBp : p.gstRate * 100, uqc: p.uqc ?? "PCS" };
}

function sku(product: SeedProduct, index: number, size: string | null, color: string | null): string {
  const part = (s: string) =>
    s
      .replace(/[^A-Za-z0-9]/g, "")
      .toUpperCase()
      .slice(0, 4);
  return [
    "DT",
    part(product.subcategory),
    String(index + 1).padStart(3, "0"),
    size && part(size),
    color && part(color),
  ]
    .filter(Boolean)
    .join("-");
}

/** Fills an empty database with the demo shop. Runs in one transaction: all or nothing. */
export async function seedDemoShop(storage: FileStorage, now = new Date()): Promise<{ products: number }> {
  const images: ImageJob[] = [];
  const image = (key: string, width: number, svg: () => string) => {
    images.push({ key, width, svg });
    return storage.publicUrl(key);
  };

  const logoUrl = image("seed/brand/logo.webp", 400, logoArt);
  const brandUrl = image("seed/brand/brand-story.webp", 1200, brandStoryArt);
  const db = getDb();

  await db.transaction(async (tx) => {
    await tx.insert(t.settings).values([
      ...publicSettings.map((s) => ({
        key: s.key,
        value:
          s.key.endsWith("logo_url") || s.key === "logo_url"
            ? logoUrl
            : s.key === "brand_story_image_url"
              ? brandUrl
              : s.value,
        category: s.category,
        description: s.description,
        dataType: s.dataType,
        isPublic: true,
      })),
      ...privateSettings.map((s) => ({ ...s, dataType: "string", isPublic: false })),
    ]);
    await tx.insert(t.adminSettings).values(
      adminSettings.map((s) => ({
        settingKey: s.key,
        settingValue: s.value,
        settingType: s.type,
        isEncrypted: s.encrypted,
        description: s.description,
      })),
    );
    await tx
      .insert(t.configOptions)
      .values(
        Object.entries(configOptions).flatMap(([category, options]) =>
          options.map((o) => ({ category, key: o.key, label: o.label, value: o.value, sortOrder: o.order })),
        ),
      );
    await tx.insert(t.navigationLinks).values(
      Object.entries(navigation).flatMap(([location, links]) =>
        links.map((link, i) => ({
          location,
          name: link[0],
          path: link[1],
          icon: link.length > 2 ? (link as readonly string[])[2] : null,
          orderNum: i,
        })),
      ),
    );

    // Categories: nine top-level ones with their subcategories (spec section 3).
    const categoryIds = new Map<string, string>();
    let topOrder = 0;
    for (const [top, subs] of Object.entries(TOP_CATEGORIES)) {
      const topSlug = slugify(top);
      const [parent] = await tx
        .insert(t.categories)
        .values({
          name: top,
          slug: topSlug,
          description: `${top} from Divine Threads`,
          imageUrl: image(`seed/categories/${topSlug}.webp`, 600, () => categoryArt(top, topOrder)),
          sortOrder: topOrder,
          isFeatured: top in featuredCollections,
          collectionType: featuredCollections[top] ?? "standard",
          metaTitle: `${top} | Divine Threads`,
        })
        .returning({ id: t.categories.id });
      categoryIds.set(top, parent.id);
      topOrder++;
      let subOrder = 0;
      for (const sub of subs) {
        const slug = slugify(sub) === topSlug ? `${slugify(sub)}-items` : slugify(sub);
        const featuredIndex = Object.keys(featuredCollections).indexOf(sub);
        const [child] = await tx
          .insert(t.categories)
          .values({
            name: sub,
            slug,
            parentId: parent.id,
            description: `${sub} in our ${top} range`,
            introductionText: `Explore ${sub.toLowerCase()} chosen for festivals, family occasions and everyday grace.`,
            imageUrl: image(`seed/categories/${slug}.webp`, 600, () =>
              categoryArt(sub, topOrder * 10 + subOrder),
            ),
            sortOrder: subOrder++,
            isFeatured: featuredIndex >= 0,
            featuredSortOrder: Math.max(featuredIndex, 0),
            collectionType: featuredCollections[sub] ?? "standard",
            metaTitle: `${sub} | Divine Threads`,
          })
          .returning({ id: t.categories.id });
        categoryIds.set(sub, child.id);
      }
    }

    // Products with their variants; newest first in the shop, so creation times are spread out.
    const productIds: string[] = [];
    for (const [index, p] of products.entries()) {
      const slug = slugify(p.name);
      const colors = p.colors.map((c) => COLOR_PRESETS[c]);
      const imageCount = p.featured ? 3 : 2;
      const imageUrls = Array.from({ length: imageCount }, (_, n) =>
        image(`seed/products/${slug}-${n + 1}.webp`, 960, () =>
          productArt(p.art, n === 1 && colors.length > 1 ? [colors[1], colors[0]] : colors, index * 13 + n),
        ),
      );
      const createdAt = new Date(now.getTime() - (index * 1.7 + 1) * DAY);
      const [row] = await tx
        .insert(t.products)
        .values({
          name: p.name,
          slug,
          description: p.description,
          shortDescription: p.shortDescription,
          price: p.priceRupees * 100,
          originalPrice: p.originalPriceRupees ? p.originalPriceRupees * 100 : null,
          costPrice: Math.round(p.priceRupees * 55),
          categoryId: categoryIds.get(p.subcategory) ?? categoryIds.get(p.category)!,
          tags: p.tags,
          imageUrls,
          weightGrams: p.weightGrams,
          careInstructions: p.careInstructions,
          material: p.material,
          color: p.colors[0],
          brand: "Divine Threads",
          hsnCode: p.hsn,
          ...seedTax(p),
          metaTitle: `${p.name} | Divine Threads`.slice(0, 60),
          metaDescription: p.shortDescription.slice(0, 160),
          isFeatured: Boolean(p.featured),
          isBestseller: Boolean(p.bestseller),
          reorderPoint: 10,
          reorderQuantity: 50,
          warehouseLocation: `JPR-${String.fromCharCode(65 + (index % 6))}${(index % 20) + 1}`,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: t.products.id });
      productIds.push(row.id);
      const sizes: (string | null)[] = SIZE_SETS[p.sizes].length > 0 ? [...SIZE_SETS[p.sizes]] : [null];
      const variantColors: (string | null)[] = p.colors.length > 1 ? p.colors : [null];
      const variants = sizes.flatMap((size, si) =>
        variantColors.map((color, ci) => ({
          productId: row.id,
          sku: sku(p, index, size, color),
          size,
          color: color ?? p.colors[0] ?? null,
          colorHex: COLOR_PRESETS[(color ?? p.colors[0]) as keyof typeof COLOR_PRESETS] ?? null,
          onHand: stockFor(p.stock, index, si * variantColors.length + ci),
          position: si * variantColors.length + ci,
          isDefault: si === 0 && ci === 0,
        })),
      );
      await tx.insert(t.productVariants).values(variants);
    }

    // A few real reviews so ratings come from data, never from placeholders.
    await tx.insert(t.reviews).values(
      productIds.flatMap((productId, i) =>
        i % 3 === 0
          ? [0, 1, 2].slice(0, 1 + (i % 2) * 2).map((n) => {
              const r = reviewSnippets[(i + n) % reviewSnippets.length];
              return {
                productId,
                authorName: r.author,
                rating: r.rating,
                title: r.title,
                body: r.body,
                isApproved: true,
              };
            })
          : [],
      ),
    );

    await tx.insert(t.banners).values(
      banners.map((b, i) => ({
        ...b,
        imageUrl: image(`seed/banners/banner-${i + 1}.webp`, 1920, () => bannerArt(b.title, i)),
        sortOrder: i,
      })),
    );
    await tx.insert(t.testimonials).values(
      testimonials.map((x) => ({
        ...x,
        approvedAt: x.isApproved ? now : null,
        approvedBy: x.isApproved ? "seed" : null,
      })),
    );
    await tx.insert(t.craftsmanshipContent).values(
      craftSections.map((section, i) => ({
        title: section.title,
        subtitle: section.subtitle,
        mainContent: section.mainContent,
        heroImageUrl: image(`seed/craft/section-${i + 1}.webp`, 1200, () => craftArt(section.title, i * 10)),
        galleryImages: section.gallery.map((g, n) => ({
          url: image(`seed/craft/section-${i + 1}-${n + 1}.webp`, 800, () =>
            craftArt(g.caption, i * 10 + n + 1),
          ),
          alt: g.alt,
          caption: g.caption,
        })),
        sectionOrder: i,
      })),
    );
    await tx
      .insert(t.pageContent)
      .values(
        Object.entries(pageContent).map(([key, page]) => ({ key, title: page.title, content: page.content })),
      );
    await tx.insert(t.faqs).values(faqs.map((f, i) => ({ ...f, sortOrder: i })));

    const blogCategoryIds = new Map<string, string>();
    for (const [i, c] of blogCategories.entries()) {
      const [row] = await tx
        .insert(t.blogCategories)
        .values({ ...c, sortOrder: i })
        .returning({ id: t.blogCategories.id });
      blogCategoryIds.set(c.slug, row.id);
    }
    await tx.insert(t.blogPosts).values(
      blogPosts.map((post, i) => {
        const url = image(`seed/blog/${post.slug}.webp`, 1200, () => blogArt(post.title, i));
        const published = new Date(now.getTime() - post.daysAgo * DAY);
        return {
          title: post.title,
          slug: post.slug,
          summary: post.summary,
          content: post.content,
          author: post.author,
          categoryId: blogCategoryIds.get(post.categorySlug) ?? null,
          isPublished: post.isPublished,
          isFeatured: Boolean(post.isFeatured),
          publishedDate: post.isPublished ? published : null,
          thumbnailImageUrl: url,
          featuredImageUrl: url,
          readingTimeMinutes: readingTimeMinutes(post.content),
          tags: post.tags,
          createdAt: published,
        };
      }),
    );
  });

  // Images last: a failed render leaves a seeded shop with a missing picture, never half a catalogue.
  await renderImages(storage, images);
  return { products: products.length };
}

/** True when the catalogue tables hold nothing yet. */
export async function isDatabaseEmpty(): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(getDb(), sql`select count(*)::int as n from ${t.settings}`);
  return Number(row?.n ?? 0) === 0;
}
