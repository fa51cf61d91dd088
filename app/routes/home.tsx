import { Suspense } from "react";
import { Await, useRouteLoaderData } from "react-router";
import { isExplicitlyOn, isOn, type Settings, text, wholeNumber } from "../../lib/settings";
import { readOrNull } from "../../server/http/read-or-null";
import { log } from "../../server/log";
import { HOME_BLOG_POSTS_MAX, keptLatestBlogPosts } from "../../server/modules/blog/service";
import {
  FEATURED_COLLECTIONS_MAX,
  FEATURED_PRODUCTS_SHOWN,
  keptFeaturedCollections,
  keptFeaturedInStock,
} from "../../server/modules/catalog/service";
import {
  HOME_TESTIMONIALS_MAX,
  keptApprovedTestimonials,
  keptCraftsmanshipSections,
  keptHeroBanners,
} from "../../server/modules/content/service";
import { keptPublicSettings } from "../../server/modules/settings/service";
import { BlogTeaser } from "../components/home/blog-teaser";
import { BRAND_STORY_FAILED, BrandStory } from "../components/home/brand-story";
import { Craftsmanship } from "../components/home/craftsmanship";
import { FeaturedCollections } from "../components/home/featured-collections";
import { FeaturedProducts, FeaturedProductsSkeleton } from "../components/home/featured-products";
import { HeroCarousel } from "../components/home/hero-carousel";
import { Testimonials } from "../components/home/testimonials";
import { ValuePropositions } from "../components/home/value-propositions";
import { WhyChoose } from "../components/home/why-choose";
import { NewsletterForm } from "../components/newsletter-form";
import { organizationJsonLd } from "../../lib/seo";
import { JsonLd } from "../components/json-ld";
import { pageMeta, siteOf } from "../lib/site-meta";
import type { ProductCardData } from "../../lib/catalog-types";
import type { RootData } from "../root";
import type { Route } from "./+types/home";

/** The first `count` of a kept list (a copy: the kept value is shared). */
const first =
  <T,>(count: number) =>
  (rows: T[]) =>
    rows.slice(0, count);

const orNull = <T,>(what: string, read: () => Promise<T>) => readOrNull(`home: ${what}`, read);

/** The brand story's own settings (storefront section 3, setting keys). */
const brandStoryOf = (settings: Settings): Settings =>
  Object.fromEntries(Object.entries(settings).filter(([key]) => key.startsWith("brand_story_")));
/** The home page's other settings: the root route sends only those every page shows. */
const sectionsOf = (settings: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(settings).filter(([key]) => !key.startsWith("brand_story_")));

/**
 * The featured products the section shows: at once when kept, else (below the fold) streamed after the
 * first paint, with skeleton cards until they arrive (spec).
 */
function featuredProducts(): ProductCardData[] | Promise<ProductCardData[]> {
  const shown = first<ProductCardData>(FEATURED_PRODUCTS_SHOWN);
  const kept = keptFeaturedInStock.ready();
  if (kept) return shown(kept);
  return keptFeaturedInStock()
    .then(shown)
    .catch((error) => {
      log.error("home: failed to load featured products", error);
      return [];
    });
}

/** A block that fails to load shows its fallback (or is left out); the rest of the page still renders. */
export async function loader() {
  const read = await orNull("settings", keptPublicSettings);
  // Without settings every count takes its default.
  const settings = read ?? {};
  // Each block is kept between requests (decision 043): the most its setting allows, cut to the setting.
  const [banners, collections, testimonials, craft, posts] = await Promise.all([
    orNull("banners", keptHeroBanners),
    orNull("collections", () =>
      keptFeaturedCollections().then(
        first(wholeNumber(settings, "featured_collections_display_count", 6, 1, FEATURED_COLLECTIONS_MAX)),
      ),
    ),
    orNull("testimonials", () =>
      keptApprovedTestimonials().then(
        first(wholeNumber(settings, "testimonials_display_count", 6, 1, HOME_TESTIMONIALS_MAX)),
      ),
    ),
    orNull("craftsmanship", keptCraftsmanshipSections),
    orNull("blog posts", () =>
      keptLatestBlogPosts().then(first(wholeNumber(settings, "blog_homepage_count", 3, 1, HOME_BLOG_POSTS_MAX))),
    ),
  ]);
  return {
    banners: banners ?? [],
    collections: collections ?? [],
    testimonials: testimonials ?? [],
    craft,
    posts,
    settings: read ? sectionsOf(read) : {},
    // null: the brand story's content could not be read (its block then says so).
    brandStory: read ? brandStoryOf(read) : null,
    featured: featuredProducts(),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const { settings, siteName } = siteOf(matches);
  return pageMeta(matches, {
    title: text(settings, "site_title", siteName),
    description: text(settings, "site_description"),
    path: "/",
    image: text(settings, "site_logo_url") || null,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { settings, banners, collections, testimonials, craft, posts, brandStory, featured } = loaderData;
  const siteName = text(settings, "site_name", "Divine Threads");
  const origin = useRouteLoaderData<RootData>("root")?.origin ?? "";
  return (
    <>
      <JsonLd
        data={organizationJsonLd({
          name: siteName,
          url: `${origin}/`,
          logo: text(settings, "site_logo_url") ? `${origin}${text(settings, "site_logo_url")}` : null,
          email: text(settings, "business_email", text(settings, "contact_email")) || null,
          telephone: text(settings, "business_phone", text(settings, "contact_phone")) || null,
        })}
      />
      <HeroCarousel
        banners={banners}
        title={text(settings, "homepage_hero_title", siteName)}
        subtitle={text(settings, "homepage_hero_subtitle", text(settings, "site_logo_description"))}
      />
      {banners.length > 0 && <h1 className="sr-only">{siteName}</h1>}
      <ValuePropositions settings={settings} />
      {isOn(settings, "featured_collections_enabled") && (
        <FeaturedCollections
          title={text(settings, "featured_collections_title", "Featured Collections")}
          subtitle={text(settings, "featured_collections_subtitle")}
          collections={collections}
        />
      )}
      {/* Drawn in place when kept: inside a boundary, React would send it apart and reveal it later. */}
      {Array.isArray(featured) ? (
        <FeaturedProducts products={featured} />
      ) : (
        <Suspense fallback={<FeaturedProductsSkeleton />}>
          <Await resolve={featured}>{(products) => <FeaturedProducts products={products} />}</Await>
        </Suspense>
      )}
      <WhyChoose settings={settings} />
      {brandStory === null ? (
        <p role="alert" className="py-10 text-center text-red-800">
          {BRAND_STORY_FAILED}
        </p>
      ) : (
        isExplicitlyOn(brandStory, "brand_story_enabled") && <BrandStory settings={brandStory} />
      )}
      {isOn(settings, "testimonials_section_enabled") && (
        <Testimonials
          title={text(settings, "testimonials_section_title", "What Our Customers Say")}
          subtitle={text(settings, "testimonials_section_subtitle")}
          testimonials={testimonials}
          autoScroll={isOn(settings, "testimonials_auto_scroll")}
          intervalMs={wholeNumber(settings, "testimonials_scroll_interval", 5000, 1000, 60000)}
        />
      )}
      {isOn(settings, "craftsmanship_section_enabled") &&
        (craft === null ? (
          <p role="alert" className="py-10 text-center text-red-800">
            Error loading craftsmanship content: please try again later.
          </p>
        ) : (
          craft.length > 0 && (
            <Craftsmanship
              title={text(settings, "craftsmanship_section_title", "Our Craftsmanship")}
              subtitle={text(settings, "craftsmanship_section_subtitle")}
              sections={craft}
              showCaptions={isOn(settings, "craftsmanship_show_captions")}
            />
          )
        ))}
      {isOn(settings, "blog_section_enabled") && posts && posts.length > 0 && (
        <BlogTeaser
          title={text(settings, "blog_section_title", "From Our Blog")}
          subtitle={text(settings, "blog_section_subtitle")}
          posts={posts}
          show={{
            author: isOn(settings, "blog_show_author"),
            readingTime: isOn(settings, "blog_show_reading_time"),
            tags: isOn(settings, "blog_show_tags"),
          }}
        />
      )}
      {isOn(settings, "newsletter_enabled") && isOn(settings, "newsletter_show_on_homepage") && (
        <NewsletterForm settings={settings} />
      )}
    </>
  );
}
