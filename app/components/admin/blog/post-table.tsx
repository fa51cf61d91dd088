import { Link } from "../../link";
import { formatDateTime } from "../../../../lib/date-format";
import type { PostStatus } from "../../../../lib/blog-post-form-fields";
import { formatIndianNumber } from "../../../../lib/money";
import { AdminTable } from "../admin-table";
import { Badge } from "../badge";
import { PostStatusBadge } from "./status-badge";

export interface PostRow {
  id: string;
  title: string;
  slug: string;
  author: string;
  status: PostStatus;
  isFeatured: boolean;
  publishedDate: string | null;
  viewCount: number;
  thumbnailImageUrl: string | null;
  categoryName: string | null;
}

/** The posts, each linking to its form; on a phone each row is a card. */
export function PostTable({ posts }: { posts: PostRow[] }) {
  return (
    <AdminTable caption="Blog posts">
      <thead>
        <tr>
          <th scope="col">Post</th>
          <th scope="col">Status</th>
          <th scope="col">Category</th>
          <th scope="col">Published</th>
          <th scope="col" className="text-right">
            Views
          </th>
        </tr>
      </thead>
      <tbody>
        {posts.map((post) => (
          <tr key={post.id}>
            <td>
              <span className="flex min-w-0 items-center gap-3">
                {post.thumbnailImageUrl ? (
                  <img
                    src={post.thumbnailImageUrl}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    className="size-10 shrink-0 rounded-md bg-stone-100 object-cover"
                  />
                ) : (
                  <span aria-hidden="true" className="size-10 shrink-0 rounded-md bg-stone-100" />
                )}
                <span className="min-w-0">
                  <Link
                    to={`/admin/blog/${post.id}`}
                    className="font-medium text-stone-900 underline-offset-2 hover:underline"
                  >
                    {post.title}
                  </Link>
                  <span className="block truncate text-xs text-stone-500">by {post.author}</span>
                </span>
              </span>
            </td>
            <td data-label="Status">
              <span className="flex flex-wrap gap-1">
                <PostStatusBadge status={post.status} />
                {post.isFeatured && <Badge tone="blue">Featured</Badge>}
              </span>
            </td>
            <td data-label="Category">{post.categoryName ?? <span className="text-stone-500">None</span>}</td>
            <td
              data-label={post.status === "scheduled" ? "Goes live" : "Published"}
              className="whitespace-nowrap text-stone-600"
            >
              {post.status === "draft" ? "Not published" : formatDateTime(post.publishedDate)}
            </td>
            <td data-label="Views" className="text-right tabular-nums">
              {formatIndianNumber(post.viewCount)}
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
