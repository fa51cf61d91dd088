import { Link } from "../link";
import type { BlogPostCard } from "../../../lib/blog-types";
import { truncate } from "../../../lib/text";
import { CategoryBadge } from "./category-badge";
import { PostMeta } from "./post-meta";
import { TagList } from "./tag-list";

interface Props {
  post: BlogPostCard;
  /** Spec section 9: 150 characters on the blog list, 120 on the home teaser. */
  summaryLength?: number;
  headingLevel?: "h2" | "h3";
}

export function BlogCard({ post, summaryLength = 150, headingLevel: Heading = "h2" }: Props) {
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-maroon-100">
      {post.thumbnailImageUrl ? (
        <img
          src={post.thumbnailImageUrl}
          alt=""
          width={600}
          height={315}
          loading="lazy"
          decoding="async"
          className="aspect-[40/21] w-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="aspect-[40/21] w-full bg-gradient-to-br from-maroon-700 to-saffron-500"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        {post.category && (
          <div>
            <CategoryBadge category={post.category} />
          </div>
        )}
        <Heading className="font-serif text-xl leading-snug font-semibold text-maroon-900">
          <Link to={`/blog/${post.slug}`} className="hover:underline">
            {post.title}
          </Link>
        </Heading>
        <p className="text-stone-700">{truncate(post.summary, summaryLength)}</p>
        <div className="mt-auto flex flex-col gap-3">
          <PostMeta
            author={post.author}
            publishedDate={post.publishedDate}
            readingTimeMinutes={post.readingTimeMinutes}
          />
          <TagList tags={post.tags.slice(0, 3)} />
        </div>
      </div>
    </article>
  );
}
