import { Link } from "../../../components/link";
import { requireStaff } from "../../../../server/http/guards";
import { listAdminPosts, listBlogCategoryChoices } from "../../../../server/modules/blog/service";
import { isFiltered, parsePostListParams, postListHref } from "../../../components/admin/blog/list-params";
import { PostFilters } from "../../../components/admin/blog/post-filters";
import { PostTable } from "../../../components/admin/blog/post-table";
import { EmptyState } from "../../../components/admin/empty-state";
import { PageHeader, primaryAction, secondaryAction } from "../../../components/admin/page-header";
import { Pagination } from "../../../components/admin/pagination";
import type { Route } from "./+types/posts";

export const meta = () => [{ title: "Blog | Divine Threads Admin" }];
export const handle = { crumbs: [{ label: "Dashboard", to: "/admin/dashboard" }, { label: "Blog" }] };

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  const params = parsePostListParams(new URL(request.url).searchParams);
  const [list, categories] = await Promise.all([
    listAdminPosts(params),
    listBlogCategoryChoices({ slug: params.category }),
  ]);
  return {
    params: { ...params, page: list.page },
    list: {
      ...list,
      posts: list.posts.map((p) => ({ ...p, publishedDate: p.publishedDate?.toISOString() ?? null })),
    },
    categories,
  };
}

export default function Posts({ loaderData }: Route.ComponentProps) {
  const { params, list, categories } = loaderData;
  const filtered = isFiltered(params);
  const add = (
    <Link to="/admin/blog/new" className={primaryAction}>
      Write post
    </Link>
  );
  return (
    <div>
      <PageHeader
        title="Blog"
        description="Stories, guides and news for shoppers. Drafts stay here; published posts appear on the shop's blog, scheduled ones at their time."
        actions={
          <>
            <Link to="/admin/blog/categories" className={secondaryAction}>
              Categories
            </Link>
            {add}
          </>
        }
      />
      {(list.total > 0 || filtered) && (
        <PostFilters params={params} categories={categories.choices} more={categories.more} />
      )}
      {list.total === 0 ? (
        filtered ? (
          <EmptyState
            title="No posts match"
            body="Nothing matches this search and these filters. Try fewer words or clear a filter."
            action={
              <Link to="/admin/blog" className={secondaryAction}>
                Clear search and filters
              </Link>
            }
          />
        ) : (
          <EmptyState
            title="No posts yet"
            body="The blog tells shoppers about festivals, styling and craft. Write the first post; it stays a draft until you publish it."
            action={add}
          />
        )
      ) : (
        <>
          <PostTable posts={list.posts} />
          <Pagination
            page={list.page}
            pageCount={list.pageCount}
            total={list.total}
            pageSize={list.pageSize}
            hrefFor={(page) => postListHref(params, { page })}
          />
        </>
      )}
    </div>
  );
}
