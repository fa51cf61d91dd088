/** Shapes of blog data the storefront shows (server to browser). */
export interface BlogCategoryView {
  id: string;
  name: string;
  slug: string;
  color: string | null;
}

export interface BlogPostCard {
  id: string;
  title: string;
  slug: string;
  summary: string;
  author: string;
  publishedDate: Date | null;
  thumbnailImageUrl: string | null;
  readingTimeMinutes: number;
  tags: string[];
  category: BlogCategoryView | null;
}

export interface BlogPostDetail extends BlogPostCard {
  /** Already passed through the allow-list sanitiser. */
  contentHtml: string;
  featuredImageUrl: string | null;
  /** The page's <title> and meta description when set. */
  seoTitle: string | null;
  seoDescription: string | null;
}

export interface BlogListPage {
  posts: BlogPostCard[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  categories: BlogCategoryView[];
}

export interface BlogPostPage {
  post: BlogPostDetail;
  related: BlogPostCard[];
}
