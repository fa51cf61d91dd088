import { z } from "zod";
import {
  POST_LIMITS as LIMITS,
  POST_MESSAGES as MESSAGES,
  POST_STATUSES,
  type PostStatus,
} from "./blog-post-form-fields";
import { fieldErrorsOf } from "./form-errors";
import { isUuid } from "./ids";
import { fromShopDateTimeInput } from "./shop-time";
import { slugify, stripTags } from "./text";

/**
 * The blog post form: one schema for the browser and the server. Text is trimmed, empty optional
 * text is null, the slug follows the spec's rule (section 5) and the publishing choice becomes
 * is_published and published_date (scheduled = published with a date in the future).
 */

/** Form text: anything but a string reads as empty; NUL characters removed, then trimmed. */
const clean = (value: unknown) => (typeof value === "string" ? value : "").replace(/\0/g, "").trim();

const required = (max: number, missing: string, long: string) =>
  z.preprocess(clean, z.string().min(1, missing).max(max, long));

const optional = (max: number, long: string) =>
  z.preprocess(
    clean,
    z
      .string()
      .max(max, long)
      .transform((s) => s || null),
  );

/** Library images are served from this shop (/...) or, for older entries, over http(s). */
const imageUrl = z.preprocess(
  clean,
  z
    .string()
    .max(LIMITS.imageUrl, MESSAGES.imageUrl)
    .refine(
      (url) => url === "" || /^\/(?!\/)\S*$/.test(url) || /^https?:\/\/\S+$/i.test(url),
      MESSAGES.imageUrl,
    )
    .transform((url) => url || null),
);

/** Comma-separated tags: trimmed, empty ones dropped, repeats (ignoring case) kept once. */
export function splitTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of text.split(",")) {
    const tag = part.replace(/\s+/g, " ").trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

const fields = z.object({
  title: required(LIMITS.title, MESSAGES.titleRequired, MESSAGES.titleLong),
  // Made by the rule beforehand (withSlug); null when neither a slug nor a title was given.
  slug: z
    .string()
    .nullable()
    .refine((slug) => slug !== "", MESSAGES.slugEmpty)
    .refine((slug) => slug === null || slug.length <= LIMITS.slug, MESSAGES.slugLong),
  summary: optional(LIMITS.summary, MESSAGES.summaryLong),
  content: z.preprocess(
    (v) => (typeof v === "string" ? v.replace(/\0/g, "") : ""),
    z
      .string()
      .max(LIMITS.content, MESSAGES.contentLong)
      .refine((html) => stripTags(html) !== "", MESSAGES.contentRequired),
  ),
  author: required(LIMITS.author, MESSAGES.authorRequired, MESSAGES.authorLong),
  category_id: z.preprocess(
    clean,
    z
      .string()
      .refine((id) => id === "" || isUuid(id), MESSAGES.category)
      .transform((id) => (id ? id.toLowerCase() : null)),
  ),
  status: z.preprocess(clean, z.enum(POST_STATUSES, { message: MESSAGES.status })),
  published_date: z.preprocess(
    clean,
    z
      .string()
      .refine((text) => text === "" || fromShopDateTimeInput(text) !== null, MESSAGES.date)
      .transform((text) => (text ? fromShopDateTimeInput(text) : null)),
  ),
  is_featured: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()),
  tags: z.preprocess(
    (v) => splitTags(clean(v)),
    z.array(z.string().max(LIMITS.tag, MESSAGES.tagLong)).max(LIMITS.tags, MESSAGES.tagsTooMany),
  ),
  thumbnail_image_url: imageUrl,
  featured_image_url: imageUrl,
  seo_title: optional(LIMITS.seoTitle, MESSAGES.seoTitleLong),
  seo_description: optional(LIMITS.seoDescription, MESSAGES.seoDescriptionLong),
});

/**
 * An empty slug is made from the title (cut to the slug's length at a hyphen); a typed one follows the
 * same rule (spec section 5) and must fit.
 */
function withSlug(input: unknown): Record<string, unknown> {
  const raw = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
  // Capped before the rule runs, so a huge pasted value costs nothing.
  const typed = clean(raw.slug).slice(0, LIMITS.slug * 4);
  if (typed) return { ...raw, slug: slugify(typed) };
  const title = clean(raw.title).slice(0, LIMITS.slug * 4);
  return { ...raw, slug: title ? slugFromTitle(title, LIMITS.slug) : null };
}

/** The rule's slug of a title, at most `max` characters, cut after a whole word when it is longer. */
export function slugFromTitle(title: string, max: number): string {
  const slug = slugify(title);
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  const end = cut.lastIndexOf("-");
  return (end > 0 ? cut.slice(0, end) : slug.slice(0, max)).replace(/-+$/, "");
}

export interface BlogPostInput {
  title: string;
  slug: string;
  summary: string | null;
  /** As posted: the server sanitises it before storing. */
  content: string;
  author: string;
  categoryId: string | null;
  status: PostStatus;
  isPublished: boolean;
  publishedDate: Date | null;
  isFeatured: boolean;
  tags: string[];
  thumbnailImageUrl: string | null;
  featuredImageUrl: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
}

export type BlogPostParse =
  { ok: true; data: BlogPostInput } | { ok: false; message: string; fieldErrors: Record<string, string> };

/** The date a status needs: a draft keeps what was typed, published defaults to now, scheduled is later. */
function publishedDateOf(
  status: PostStatus,
  typed: Date | null,
  now: Date,
): { date: Date | null } | { error: string } {
  const future = typed !== null && typed.getTime() > now.getTime();
  if (status === "draft") return { date: typed };
  if (status === "published") return future ? { error: MESSAGES.publishedFuture } : { date: typed ?? now };
  if (!typed) return { error: MESSAGES.scheduleDate };
  return future ? { date: typed } : { error: MESSAGES.schedulePast };
}

export function parseBlogPostForm(input: unknown, now: Date = new Date()): BlogPostParse {
  const raw = withSlug(input);
  const result = fields.safeParse(raw);
  const fieldErrors = result.success ? {} : fieldErrorsOf(result.error);
  // The date is checked against the status even when other fields have mistakes: every message at once.
  const status = fields.shape.status.safeParse(raw.status);
  const typed = fields.shape.published_date.safeParse(raw.published_date);
  let publishedDate: Date | null = null;
  if (status.success && typed.success) {
    const checked = publishedDateOf(status.data, typed.data, now);
    if ("error" in checked) fieldErrors.published_date ??= checked.error;
    else publishedDate = checked.date;
  }
  if (!result.success || Object.keys(fieldErrors).length > 0)
    return { ok: false, message: MESSAGES.invalidForm, fieldErrors };
  const d = result.data;
  return {
    ok: true,
    data: {
      title: d.title,
      slug: d.slug ?? "",
      summary: d.summary,
      content: d.content,
      author: d.author,
      categoryId: d.category_id,
      status: d.status,
      isPublished: d.status !== "draft",
      publishedDate,
      isFeatured: d.is_featured,
      tags: d.tags,
      thumbnailImageUrl: d.thumbnail_image_url,
      featuredImageUrl: d.featured_image_url,
      seoTitle: d.seo_title,
      seoDescription: d.seo_description,
    },
  };
}

/** A post's status from its stored columns, at `now`. */
export function postStatusOf(isPublished: boolean, publishedDate: Date | null, now: Date): PostStatus {
  if (!isPublished) return "draft";
  return publishedDate && publishedDate.getTime() > now.getTime() ? "scheduled" : "published";
}
