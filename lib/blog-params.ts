/** The /blog query string: parsing that never fails, and links that keep the filters. */
export interface BlogFilters {
  search: string;
  /** A blog category slug, or "" for all. */
  category: string;
  page: number;
}

export const BLOG_SEARCH_MAX = 100;

export function parseBlogParams(params: URLSearchParams): BlogFilters {
  const page = Number(params.get("page"));
  return {
    search: (params.get("search") ?? "").replace(/\0/g, "").trim().slice(0, BLOG_SEARCH_MAX),
    category: (params.get("category") ?? "").replace(/\0/g, "").trim().toLowerCase().slice(0, 100),
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 100_000) : 1,
  };
}

/** /blog with search and category kept; page omitted when 1. */
export function blogHref({ search = "", category = "", page = 1 }: Partial<BlogFilters>): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}
