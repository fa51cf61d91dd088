import { Link } from "../link";
import type { BlogPostCard } from "../../../lib/blog-types";
import { truncate } from "../../../lib/text";
import { SectionHeading } from "./section-heading";
import { imageSrcSet, sizedImage } from "../../../lib/images";

interface Props {
  title: string;
  subtitle: string;
  posts: BlogPostCard[];
  show: { author: boolean; readingTime: boolean; tags: boolean };
}

export function BlogTeaser({ title, subtitle, posts, show }: Props) {
  return (
    <section aria-labelledby="blog-heading" className="bg-white py-14">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="blog-heading" title={title} subtitle={subtitle} />
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id} className="overflow-hidden rounded-xl border border-stone-200">
              {post.thumbnailImageUrl && (
                <img
                  src={sizedImage(post.thumbnailImageUrl, 640)}
                  srcSet={imageSrcSet(post.thumbnailImageUrl, [480, 640, 960])}
                  sizes="(min-width: 768px) 30vw, 100vw"
                  alt=""
                  width={1200}
                  height={630}
                  loading="lazy"
                  className="aspect-[40/21] w-full object-cover"
                />
              )}
              <div className="p-4">
                <h3 className="font-semibold">
                  <Link to={`/blog/${post.slug}`} className="hover:text-maroon-800">
                    {post.title}
                  </Link>
                </h3>
                <p className="mt-2 text-sm text-stone-700">{truncate(post.summary, 120)}</p>
                <p className="mt-3 text-xs text-stone-600">
                  {[
                    show.author ? `By ${post.author}` : null,
                    show.readingTime ? `${post.readingTimeMinutes} min read` : null,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
                {show.tags && post.tags.length > 0 && (
                  <ul className="mt-2 flex flex-wrap gap-1" aria-label="Tags">
                    {post.tags.slice(0, 3).map((tag) => (
                      <li key={tag} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                        {tag}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center">
          <Link to="/blog" className="font-semibold text-maroon-800 underline">
            Read the blog
          </Link>
        </p>
      </div>
    </section>
  );
}
