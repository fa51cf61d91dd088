import { z } from "zod";
import { fieldErrorsOf } from "./form-errors";
import { slugFromTitle } from "./blog-post-form";
import { slugify } from "./text";

/** The blog category form: one schema for the browser and the server. */

export const BLOG_CATEGORY_LIMITS = { name: 60, slug: 100 } as const;

export const BLOG_CATEGORY_MESSAGES = {
  invalidForm: "Please correct the fields marked below.",
  nameRequired: "Name is required",
  nameLong: `Name must be ${BLOG_CATEGORY_LIMITS.name} characters or less`,
  slugLong: `Slug must be ${BLOG_CATEGORY_LIMITS.slug} characters or less`,
  slugEmpty: "The slug needs at least one letter or digit (a-z, 0-9). Type one in the Slug field.",
  color: "Colour must be a hex code like #E65100",
  notFound: "This blog category no longer exists. It may have been deleted by someone else.",
  changedMeanwhile:
    "Someone else changed this blog category after you opened it. Reload the page to see their changes, then make yours again.",
  slugTaken: (slug: string, name: string) =>
    `The slug "${slug}" is already used by the blog category "${name}". Choose another slug.`,
} as const;

export interface BlogCategoryFormRaw {
  name: string;
  slug: string;
  color: string;
  is_active: boolean;
}

export const BLOG_CATEGORY_FIELDS = ["name", "slug", "color", "is_active"] as const;

const clean = (value: unknown) => (typeof value === "string" ? value : "").replace(/\0/g, "").trim();

const fields = z.object({
  name: z.preprocess(
    clean,
    z
      .string()
      .min(1, BLOG_CATEGORY_MESSAGES.nameRequired)
      .max(BLOG_CATEGORY_LIMITS.name, BLOG_CATEGORY_MESSAGES.nameLong),
  ),
  slug: z
    .string()
    .nullable()
    .refine((slug) => slug !== "", BLOG_CATEGORY_MESSAGES.slugEmpty)
    .refine(
      (slug) => slug === null || slug.length <= BLOG_CATEGORY_LIMITS.slug,
      BLOG_CATEGORY_MESSAGES.slugLong,
    ),
  color: z.preprocess(
    clean,
    z
      .string()
      .refine((hex) => hex === "" || /^#[0-9a-f]{6}$/i.test(hex), BLOG_CATEGORY_MESSAGES.color)
      .transform((hex) => (hex ? hex.toUpperCase() : null)),
  ),
  is_active: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()),
});

export interface BlogCategoryInput {
  name: string;
  slug: string;
  color: string | null;
  isActive: boolean;
}

export type BlogCategoryParse =
  { ok: true; data: BlogCategoryInput } | { ok: false; message: string; fieldErrors: Record<string, string> };

/** An empty slug is made from the name; a typed one follows the blog's slug rule (spec section 5). */
export function parseBlogCategoryForm(input: unknown): BlogCategoryParse {
  const raw = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
  const typed = clean(raw.slug).slice(0, BLOG_CATEGORY_LIMITS.slug * 4);
  const name = clean(raw.name).slice(0, BLOG_CATEGORY_LIMITS.slug * 4);
  const slug = typed ? slugify(typed) : name ? slugFromTitle(name, BLOG_CATEGORY_LIMITS.slug) : null;
  const result = fields.safeParse({ ...raw, slug });
  if (!result.success)
    return {
      ok: false,
      message: BLOG_CATEGORY_MESSAGES.invalidForm,
      fieldErrors: fieldErrorsOf(result.error),
    };
  const d = result.data;
  return { ok: true, data: { name: d.name, slug: d.slug ?? "", color: d.color, isActive: d.is_active } };
}

/** A posted form read into the raw shape (a checkbox is "on" when ticked, absent otherwise). */
export function readBlogCategoryForm(form: FormData): BlogCategoryFormRaw {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    slug: text("slug"),
    color: text("color"),
    is_active: ["on", "true"].includes(text("is_active")),
  };
}

/** Categories the post form and the posts list's filter offer at most (a select of thousands is unusable). */
export const BLOG_CATEGORY_CHOICES = 100;
