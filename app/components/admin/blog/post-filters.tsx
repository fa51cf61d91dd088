import { Form } from "react-router";
import { Link } from "../../link";
import { BLOG_CATEGORY_CHOICES } from "../../../../lib/blog-category-form";
import { POST_STATUS_LABELS, POST_STATUSES } from "../../../../lib/blog-post-form-fields";
import { primaryAction } from "../page-header";
import { filterControl } from "../list-controls";
import { SearchBox } from "../search-box";
import { isFiltered, type PostListParams, POSTS_PATH, postListHref } from "./list-params";

export interface CategoryChoice {
  id: string;
  name: string;
  slug: string;
  isActive: boolean;
}

/** Search, status and category: a GET form, so the list's address carries them. */
export function PostFilters({
  params,
  categories,
  more,
}: {
  params: PostListParams;
  categories: CategoryChoice[];
  /** Only the blog's first categories are offered: the others are filtered from their own list. */
  more: boolean;
}) {
  return (
    <Form
      method="get"
      action={POSTS_PATH}
      role="search"
      className="mb-3 rounded-xl border border-stone-200 bg-white p-3"
    >
      <div className="grid grid-cols-2 items-end gap-2 md:grid-cols-[minmax(0,1fr)_11rem_13rem_auto]">
        <SearchBox
          name="q"
          label="Search posts"
          placeholder="Search by title, author or tag"
          defaultValue={params.q}
          maxLength={100}
          className="col-span-2 md:col-span-1"
        />
        <label className="block text-sm font-medium text-stone-800">
          Status
          <select name="status" defaultValue={params.status ?? ""} className={filterControl}>
            <option value="">Any status</option>
            {POST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {POST_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium text-stone-800">
          Category
          <select
            name="category"
            defaultValue={params.category}
            className={filterControl}
            aria-describedby={more ? "post-category-more" : undefined}
          >
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c.id} value={c.slug}>
                {c.name}
                {c.isActive ? "" : " (hidden)"}
              </option>
            ))}
          </select>
          {more && (
            <span id="post-category-more" className="mt-1 block text-xs font-normal text-stone-500">
              The first {BLOG_CATEGORY_CHOICES} categories. For any other, open its post count in{" "}
              <Link to="/admin/blog/categories" className="underline">
                Categories
              </Link>
              .
            </span>
          )}
        </label>
        <button type="submit" className={`${primaryAction} col-span-2 md:col-span-1`}>
          Search
        </button>
      </div>
      {isFiltered(params) && <FilterChips params={params} categories={categories} />}
    </Form>
  );
}

/** One chip per filter in use; its link shows the list without that filter. */
function FilterChips({ params, categories }: { params: PostListParams; categories: CategoryChoice[] }) {
  const chips: [string, Partial<PostListParams>][] = [];
  if (params.q) chips.push([`Search: ${params.q}`, { q: "" }]);
  if (params.status) chips.push([POST_STATUS_LABELS[params.status], { status: undefined }]);
  if (params.category) {
    const name = categories.find((c) => c.slug === params.category)?.name ?? params.category;
    chips.push([`Category: ${name}`, { category: "" }]);
  }
  return (
    <ul className="mt-2 flex flex-wrap items-center gap-2" aria-label="Filters in use">
      {chips.map(([text, change]) => (
        <li key={text}>
          <Link
            to={postListHref(params, change)}
            aria-label={`Remove filter ${text}`}
            className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-800 hover:bg-stone-200"
          >
            {text} <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
      <li>
        <Link to={POSTS_PATH} className="text-sm text-stone-700 underline">
          Clear all
        </Link>
      </li>
    </ul>
  );
}
