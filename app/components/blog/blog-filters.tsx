import { Form } from "react-router";
import { Link } from "../link";
import { BLOG_SEARCH_MAX, type BlogFilters, blogHref } from "../../../lib/blog-params";
import type { BlogCategoryView } from "../../../lib/blog-types";
import { categoryColor } from "./category-badge";

interface Props {
  filters: BlogFilters;
  categories: BlogCategoryView[];
}

const chip = "inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium ring-1";

/** A GET search form and category links: both keep the other filter and go back to page 1. */
export function BlogFilters({ filters, categories }: Props) {
  return (
    <div className="flex flex-col gap-4">
      <Form method="get" action="/blog" role="search" className="flex max-w-xl gap-2">
        <label htmlFor="blog-search" className="sr-only">
          Search blog posts
        </label>
        <input
          key={filters.search}
          id="blog-search"
          type="search"
          name="search"
          defaultValue={filters.search}
          maxLength={BLOG_SEARCH_MAX}
          placeholder="Search blog posts..."
          className="min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-4 py-2"
        />
        {filters.category && <input type="hidden" name="category" value={filters.category} />}
        <button
          type="submit"
          className="rounded-full bg-maroon-800 px-5 py-2 font-medium text-white hover:bg-maroon-900"
        >
          Search
        </button>
      </Form>
      {categories.length > 0 && (
        <nav aria-label="Blog categories">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                to={blogHref({ search: filters.search })}
                aria-current={filters.category === "" ? "page" : undefined}
                className={`${chip} ${filters.category === "" ? "bg-maroon-800 text-white ring-maroon-800" : "bg-white text-stone-800 ring-stone-300"}`}
              >
                All
              </Link>
            </li>
            {categories.map((c) => {
              const active = c.slug === filters.category;
              return (
                <li key={c.id}>
                  <Link
                    to={blogHref({ search: filters.search, category: c.slug })}
                    aria-current={active ? "page" : undefined}
                    className={`${chip} ${active ? "bg-maroon-800 text-white ring-maroon-800" : "bg-white text-stone-800 ring-stone-300"}`}
                  >
                    <span
                      aria-hidden="true"
                      className="size-2 rounded-full ring-1 ring-white"
                      style={{ backgroundColor: categoryColor(c) }}
                    />
                    {c.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </div>
  );
}
