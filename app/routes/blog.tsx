import { data } from "react-router";
import { Link } from "../components/link";
import { parseBlogParams } from "../../lib/blog-params";
import { text } from "../../lib/settings";
import { readOrNull } from "../../server/http/read-or-null";
import { log } from "../../server/log";
import { listBlogPosts } from "../../server/modules/blog/service";
import { keptPublicSettings } from "../../server/modules/settings/service";
import { BlogCard } from "../components/blog/blog-card";
import { BlogFilters } from "../components/blog/blog-filters";
import { BlogPagination } from "../components/blog/blog-pagination";
import type { RootData } from "../root";
import type { Route } from "./+types/blog";

const EMPTY_MESSAGE = "No blog posts found. Try adjusting your search or filter criteria.";
const LOAD_ERROR = "Failed to load blog posts";

const SUBTITLE = "Festival guides, styling ideas and stories of Indian craft";

export function meta({ data: page, matches }: Route.MetaArgs) {
  const settings = (matches[0]?.data as RootData | undefined)?.settings ?? {};
  return [
    { title: `Blog | ${text(settings, "site_name", "Divine Threads")}` },
    { name: "description", content: page?.subtitle ?? "" },
  ];
}

/** The blog's subtitle from the shop's settings (the root route sends only those every page shows). */
async function subtitle(): Promise<string | null> {
  const settings = await readOrNull("blog: settings", keptPublicSettings);
  return settings ? text(settings, "blog_section_subtitle") || null : null;
}

export async function loader({ request }: Route.LoaderArgs) {
  const filters = parseBlogParams(new URL(request.url).searchParams);
  const shown = subtitle();
  try {
    return { filters, list: await listBlogPosts(filters), error: null, subtitle: await shown };
  } catch (error) {
    log.error("blog list could not be loaded", error);
    return data({ filters, list: null, error: LOAD_ERROR, subtitle: await shown }, { status: 503 });
  }
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { filters, list, error } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <header className="mb-8">
        <h1 className="font-serif text-4xl font-semibold text-maroon-800">Our Blog</h1>
        <p className="mt-2 max-w-2xl text-stone-700">{loaderData.subtitle ?? SUBTITLE}</p>
      </header>
      <BlogFilters filters={filters} categories={list?.categories ?? []} />
      {error ? (
        <p role="alert" className="mt-10 rounded-xl bg-red-50 p-6 text-red-800">
          {error}
        </p>
      ) : list && list.posts.length === 0 ? (
        <div className="mt-10 rounded-xl bg-white p-10 text-center ring-1 ring-maroon-100">
          <p className="text-stone-700">{EMPTY_MESSAGE}</p>
          {(filters.search || filters.category) && (
            <Link to="/blog" className="mt-4 inline-block font-medium text-maroon-800 underline">
              Show all posts
            </Link>
          )}
        </div>
      ) : (
        list && (
          <>
            <div className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {list.posts.map((post) => (
                <BlogCard key={post.id} post={post} />
              ))}
            </div>
            <BlogPagination filters={filters} page={list.page} pageCount={list.pageCount} />
          </>
        )
      )}
    </div>
  );
}
