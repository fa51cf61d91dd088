import { z } from "zod";
import { fieldErrorsOf, formText } from "./form-errors";

export const PAGE_LIMITS = { title: 100, content: 50_000 } as const;

export const PAGE_MESSAGES = {
  titleRequired: "Page title is required",
  titleLong: `Page title must be ${PAGE_LIMITS.title} characters or less`,
  contentRequired: "Page content is required",
  contentLong: "Page content must be 50,000 characters or less",
  /** The content held only what the sanitiser removes (scripts, styles, frames...). */
  contentUnsafeOnly:
    "Nothing is left of this content once unsafe parts such as scripts, styles and frames are removed. Write the page's text in the editor.",
} as const;

/** True when HTML shows no text at all (only tags, spaces and &nbsp;). */
export function htmlIsBlank(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;|&#160;/gi, "")
      .trim() === ""
  );
}

export const pageFormSchema = z.object({
  title: z.preprocess(
    (value) => formText(value).replace(/\0/g, "").trim(),
    z.string().min(1, PAGE_MESSAGES.titleRequired).max(PAGE_LIMITS.title, PAGE_MESSAGES.titleLong),
  ),
  // The raw HTML as the editor sent it; the server sanitises it before it is stored or previewed.
  content: z.preprocess(
    (value) => formText(value).replace(/\0/g, ""),
    z
      .string()
      .max(PAGE_LIMITS.content, PAGE_MESSAGES.contentLong)
      .refine((html) => !htmlIsBlank(html), PAGE_MESSAGES.contentRequired),
  ),
  isPublished: z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean()),
});

export type PageFormInput = z.output<typeof pageFormSchema>;

export const PAGE_FORM_FIELDS = ["title", "content", "isPublished"] as const;

export type PageFormParse =
  { ok: true; data: PageFormInput } | { ok: false; fieldErrors: Record<string, string> };

export function parsePageForm(input: unknown): PageFormParse {
  const result = pageFormSchema.safeParse(input ?? {});
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, fieldErrors: fieldErrorsOf(result.error) };
}
