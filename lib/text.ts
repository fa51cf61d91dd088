/** Slug from a title (spec: blog slug rule): lowercase, trim, keep word characters, spaces and hyphens, collapse separators. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, "")
    .replace(/[\s_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Minutes to read at 200 words a minute, rounded up, at least 1. */
export function readingTimeMinutes(html: string): number {
  const text = stripTags(html);
  const words = text === "" ? 0 : text.split(" ").length;
  return Math.max(1, Math.ceil(words / 200));
}

/** Cuts text at a word boundary to at most max characters, adding an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
