import { redirect, type ShouldRevalidateFunctionArgs, useRouteLoaderData } from "react-router";
import { Link } from "../components/link";
import { blogPostingJsonLd } from "../../lib/seo";
import { text } from "../../lib/settings";
import { getBlogPostPage } from "../../server/modules/blog/service";
import { BlogCard } from "../components/blog/blog-card";
import { CategoryBadge } from "../components/blog/category-badge";
import { PostMeta } from "../components/blog/post-meta";
import { SharePost } from "../components/blog/share-post";
import { TagList } from "../components/blog/tag-list";
import { JsonLd } from "../components/json-ld";
import { RichText } from "../components/rich-text";
import { pageMeta, siteOf } from "../lib/site-meta";
import type { RootData } from "../root";
import type { Route } from "./+types/blog-post";

export function meta({ data, matches }: Route.MetaArgs) {
  const { siteName } = siteOf(matches);
  if (!data) return [{ title: `Blog | ${siteName}` }];
  // The post's own SEO title and description when set (back office, blog post form).
  return pageMeta(matches, {
    title: data.post.seoTitle ?? `${data.post.title} | ${siteName}`,
    description: data.post.seoDescription ?? data.post.summary,
    path: `/blog/${data.post.slug}`,
    image: data.post.featuredImageUrl ?? data.post.thumbnailImageUrl,
    type: "article",
  });
}

/** Browsers announce speculative loads (link prefetch) with these headers; they are not views. */
function isPrefetch(request: Request): boolean {
  const purpose = `${request.headers.get("sec-purpose") ?? ""} ${request.headers.get("purpose") ?? ""}`;
  return purpose.includes("prefetch");
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await getBlogPostPage(params.slug, {
    countView: request.method === "GET" && !isPrefetch(request),
  });
  // Spec: an unknown (or unpublished) post sends the reader to the blog list.
  if (!page) throw redirect("/blog");
  return { ...page, shareUrl: new URL(`/blog/${page.post.slug}`, request.url).href };
}

/**
 * The loader counts a view, so it must run once per page view: on the document request and on a
 * client-side navigation to the post, but not when a form or fetcher submission on this page
 * revalidates the route (that would count the same view again).
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod) return false;
  return defaultShouldRevalidate;
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, related, shareUrl } = loaderData;
  const root = useRouteLoaderData<RootData>("root");
  const origin = root?.origin ?? "";
  const siteName = text(root?.settings ?? {}, "site_name", "Divine Threads");
  const image = post.featuredImageUrl ?? post.thumbnailImageUrl;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      {post.publishedDate && (
        <JsonLd
          data={blogPostingJsonLd({
            headline: post.title,
            description: post.summary,
            url: shareUrl,
            image: image ? `${origin}${image}` : null,
            datePublished: post.publishedDate,
            authorName: post.author,
            publisher: {
              name: siteName,
              logo: root?.settings.site_logo_url ? `${origin}${root.settings.site_logo_url}` : null,
            },
            keywords: post.tags,
          })}
        />
      )}
      <nav aria-label="Breadcrumb" className="mb-6 text-sm">
        <Link to="/blog" className="font-medium text-maroon-800 hover:underline">
          ← Back to Blog
        </Link>
      </nav>
      <article className="mx-auto max-w-3xl">
        <header className="flex flex-col gap-4">
          {post.category && (
            <div>
              <CategoryBadge category={post.category} />
            </div>
          )}
          <h1 className="font-serif text-3xl leading-tight font-semibold text-maroon-900 sm:text-4xl">
            {post.title}
          </h1>
          <PostMeta
            author={post.author}
            publishedDate={post.publishedDate}
            readingTimeMinutes={post.readingTimeMinutes}
          />
        </header>
        {(post.featuredImageUrl ?? post.thumbnailImageUrl) && (
          <img
            src={post.featuredImageUrl ?? post.thumbnailImageUrl ?? ""}
            alt=""
            width={1200}
            height={630}
            fetchPriority="high"
            className="mt-8 aspect-[40/21] w-full rounded-2xl object-cover"
          />
        )}
        <RichText sanitizedHtml={post.contentHtml} className="mt-6 text-lg" />
        <footer className="mt-10 flex flex-col gap-6 border-t border-maroon-100 pt-6">
          <TagList tags={post.tags} />
          <SharePost title={post.title} url={shareUrl} />
        </footer>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-16">
          <h2 id="related-heading" className="font-serif text-2xl font-semibold text-maroon-800">
            Related Posts
          </h2>
          <div className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((p) => (
              <BlogCard key={p.id} post={p} headingLevel="h3" />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
