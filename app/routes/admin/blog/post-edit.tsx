import { data, Form, redirect } from "react-router";
import { Link } from "../../../components/link";
import { emptyPostForm, readPostForm, type BlogPostFormRaw } from "../../../../lib/blog-post-form-fields";
import { formText } from "../../../../lib/form-errors";
import { formatIndianNumber } from "../../../../lib/money";
import { toShopDateTimeInput } from "../../../../lib/shop-time";
import { AppError } from "../../../../server/errors";
import { setFlash } from "../../../../server/http/flash";
import { requireStaff } from "../../../../server/http/guards";
import {
  createBlogPost,
  deleteBlogPost,
  getAdminPost,
  listBlogCategoryChoices,
  updateBlogPost,
} from "../../../../server/modules/blog/service";
import { blogActionError } from "../../../components/admin/blog/action-error";
import { POST_FORM_ID, PostForm } from "../../../components/admin/blog/post-form";
import { PostStatusBadge } from "../../../components/admin/blog/status-badge";
import { Badge } from "../../../components/admin/badge";
import { ConfirmButton } from "../../../components/admin/confirm-dialog";
import { Card } from "../../../components/admin/form-fields";
import { PageHeader, primaryAction, secondaryAction } from "../../../components/admin/page-header";
import type { Route } from "./+types/post-edit";

export const meta = ({ data: page }: Route.MetaArgs) => [
  { title: `${page?.post ? page.post.title : "Write post"} | Divine Threads Admin` },
];
export const handle = {
  crumbs: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "Blog", to: "/admin/blog" },
    { label: "Post" },
  ],
};

export const NOT_FOUND_MESSAGE = "Post not found";
export const SAVED_MESSAGE = "Post saved";
export const DELETED_MESSAGE = "Post deleted";

/** One module for /admin/blog/new and /admin/blog/:id (no id means a new post). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request, "content");
  const id = params.id;
  const found = id ? await getAdminPost(id) : null;
  if (id && !found) throw data({ message: NOT_FOUND_MESSAGE }, { status: 404 });
  // The post's own category is always among the choices, however far down the blog's order it is.
  const categories = await listBlogCategoryChoices({ id: found?.categoryId });
  const post = found && {
    id: found.id,
    title: found.title,
    slug: found.slug,
    status: found.status,
    isFeatured: found.isFeatured,
    viewCount: found.viewCount,
    version: found.version,
    form: {
      title: found.title,
      slug: found.slug,
      summary: found.summary ?? "",
      content: found.content,
      author: found.author,
      category_id: found.categoryId ?? "",
      status: found.status,
      published_date: toShopDateTimeInput(found.publishedDate),
      is_featured: found.isFeatured,
      tags: found.tags.join(", "),
      thumbnail_image_url: found.thumbnailImageUrl ?? "",
      featured_image_url: found.featuredImageUrl ?? "",
      seo_title: found.seoTitle ?? "",
      seo_description: found.seoDescription ?? "",
    } satisfies BlogPostFormRaw,
  };
  return { post, blank: emptyPostForm(user.name), categories };
}

const flashRedirect = async (to: string, text: string, request: Request) =>
  redirect(to, { headers: { "Set-Cookie": await setFlash({ type: "success", text }, request) } });

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request, "content");
  const actor = { id: user.id, email: user.email };
  const id = params.id;
  // A body that is not a form reads as an empty form: refused by validation, never a crash.
  const form = await request.formData().catch(() => new FormData());
  try {
    if (formText(form.get("intent")) === "delete") {
      if (!id) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
      await deleteBlogPost(actor, id);
      return flashRedirect("/admin/blog", DELETED_MESSAGE, request);
    }
    const input = readPostForm(form);
    const saved = id
      ? await updateBlogPost(actor, id, input, form.get("version"))
      : await createBlogPost(actor, input);
    return flashRedirect(`/admin/blog/${saved.id}`, SAVED_MESSAGE, request);
  } catch (error) {
    return blogActionError(error);
  }
}

export default function PostEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { post, categories } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : null;
  return (
    <div>
      <PageHeader
        title={post ? post.title : "Write post"}
        badges={
          post && (
            <>
              <PostStatusBadge status={post.status} />
              {post.isFeatured && <Badge tone="blue">Featured</Badge>}
            </>
          )
        }
        actions={
          <>
            {post?.status === "published" && (
              <Link to={`/blog/${post.slug}`} className={secondaryAction} target="_blank" rel="noopener">
                View on shop
              </Link>
            )}
            {post && (
              <Form method="post" id="delete-post">
                <ConfirmButton
                  title={`Delete ${post.title}?`}
                  message={`The post, its text and its ${formatIndianNumber(post.viewCount)} recorded views will be deleted and its page on the shop will be gone. This cannot be undone.`}
                  confirmLabel="Delete post"
                  name="intent"
                  value="delete"
                >
                  Delete
                </ConfirmButton>
              </Form>
            )}
            <button type="submit" form={POST_FORM_ID} className={primaryAction}>
              Save
            </button>
          </>
        }
      />
      <PostForm
        key={post?.version ?? "new"}
        saved={post && { id: post.id, version: post.version }}
        initial={post?.form ?? loaderData.blank}
        categories={categories.choices}
        moreCategories={categories.more}
        serverError={failure?.error ?? null}
        serverFieldErrors={failure?.fieldErrors ?? {}}
        aside={
          post && (
            <Card title="Readers">
              <p className="text-sm text-stone-700">
                <span className="text-2xl font-semibold text-stone-900">
                  {formatIndianNumber(post.viewCount)}
                </span>{" "}
                {post.viewCount === 1 ? "view" : "views"} on the shop
              </p>
            </Card>
          )
        }
      />
    </div>
  );
}
