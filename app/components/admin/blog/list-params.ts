import { POST_STATUSES, type PostStatus } from "../../../../lib/blog-post-form-fields";

/** The posts list's state, as its address carries it (so Back and shared links show the same list). */
export interface PostListParams {
  q: string;
  status?: PostStatus;
  /** A blog category's slug. */
  category: string;
  page: number;
}

export const POSTS_PATH = "/admin/blog";

const text = (value: string | null, max: number) => (value ?? "").replace(/\0/g, "").trim().slice(0, max);

/** Every value is checked; one that cannot be used falls back to its default. */
export function parsePostListParams(search: URLSearchParams): PostListParams {
  const status = search.get("status") as PostStatus | null;
  const category = text(search.get("category"), 100).toLowerCase();
  const page = Number(search.get("page"));
  return {
    q: text(search.get("q"), 100),
    status: status && POST_STATUSES.includes(status) ? status : undefined,
    category: /^[a-z0-9-]*$/.test(category) ? category : "",
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The list's address with some values changed; empty ones left out, page 1 unless given. */
export function postListHref(params: PostListParams, change: Partial<PostListParams> = {}): string {
  const p = { ...params, page: 1, ...change };
  const search = new URLSearchParams();
  if (p.q) search.set("q", p.q);
  if (p.status) search.set("status", p.status);
  if (p.category) search.set("category", p.category);
  if (p.page > 1) search.set("page", String(p.page));
  const query = search.toString();
  return query ? `${POSTS_PATH}?${query}` : POSTS_PATH;
}

export const isFiltered = (p: PostListParams) => Boolean(p.q || p.status || p.category);
