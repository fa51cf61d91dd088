/** The blog post form's fields, limits and messages, shared by the browser and the server. */

export const POST_STATUSES = ["draft", "published", "scheduled"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  draft: "Draft",
  published: "Published",
  scheduled: "Scheduled",
};

export const POST_LIMITS = {
  title: 200,
  slug: 200,
  summary: 500,
  author: 100,
  content: 200_000,
  tags: 10,
  tag: 40,
  imageUrl: 2048,
  // The lengths search engines show (the product form's AI prompt uses the same).
  seoTitle: 60,
  seoDescription: 160,
} as const;

export const POST_MESSAGES = {
  invalidForm: "Please correct the fields marked below.",
  titleRequired: "Title is required",
  titleLong: `Title must be ${POST_LIMITS.title} characters or less`,
  slugLong: `Slug must be ${POST_LIMITS.slug} characters or less`,
  slugEmpty: "The slug needs at least one letter or digit (a-z, 0-9). Type one in the Slug field.",
  summaryLong: `Summary must be ${POST_LIMITS.summary} characters or less`,
  contentRequired: "Content is required",
  contentLong: "Content is too long. Split it into two posts.",
  authorRequired: "Author is required",
  authorLong: `Author must be ${POST_LIMITS.author} characters or less`,
  category: "Choose a category from the list",
  categoryGone: "The chosen category no longer exists. Choose another one.",
  status: "Choose Draft, Published or Scheduled",
  date: "Enter a real date and time",
  scheduleDate: "Choose the date and time the post goes live",
  schedulePast: "A scheduled post needs a date and time in the future",
  publishedFuture:
    "A published post cannot have a date in the future. Clear the date to publish now, or choose Scheduled.",
  tagsTooMany: `A post can have at most ${POST_LIMITS.tags} tags`,
  tagLong: `Each tag must be ${POST_LIMITS.tag} characters or less`,
  imageUrl: "Choose the image from the library",
  seoTitleLong: `SEO title must be ${POST_LIMITS.seoTitle} characters or less`,
  seoDescriptionLong: `SEO description must be ${POST_LIMITS.seoDescription} characters or less`,
  notFound: "This post no longer exists. It may have been deleted by someone else.",
  changedMeanwhile:
    "Someone else changed this post after you opened it. Reload the page to see their changes, then make yours again.",
  slugTaken: (slug: string, title: string) =>
    `The slug "${slug}" is already used by the post "${title}". Choose another slug.`,
} as const;

/** The form as the browser holds and posts it: text as typed, switches as booleans. */
export interface BlogPostFormRaw {
  title: string;
  slug: string;
  summary: string;
  /** HTML from the editor; the server sanitises it. */
  content: string;
  author: string;
  category_id: string;
  status: PostStatus | string;
  /** A datetime-local value in India's time (lib/shop-time.ts), or "". */
  published_date: string;
  is_featured: boolean;
  /** Comma-separated. */
  tags: string;
  thumbnail_image_url: string;
  featured_image_url: string;
  seo_title: string;
  seo_description: string;
}

export const POST_FORM_FIELDS = [
  "title",
  "slug",
  "summary",
  "content",
  "author",
  "category_id",
  "status",
  "published_date",
  "is_featured",
  "tags",
  "thumbnail_image_url",
  "featured_image_url",
  "seo_title",
  "seo_description",
] as const satisfies readonly (keyof BlogPostFormRaw)[];

export function emptyPostForm(author = ""): BlogPostFormRaw {
  return {
    title: "",
    slug: "",
    summary: "",
    content: "",
    author,
    category_id: "",
    status: "draft",
    published_date: "",
    is_featured: false,
    tags: "",
    thumbnail_image_url: "",
    featured_image_url: "",
    seo_title: "",
    seo_description: "",
  };
}

/** A posted form read into the raw shape (a checkbox is "on" when ticked, absent otherwise). */
export function readPostForm(form: FormData): BlogPostFormRaw {
  const raw = emptyPostForm();
  for (const field of POST_FORM_FIELDS) {
    if (field === "is_featured") continue;
    const value = form.get(field);
    raw[field] = typeof value === "string" ? value : "";
  }
  raw.is_featured = ["on", "true"].includes(String(form.get("is_featured") ?? ""));
  return raw;
}
