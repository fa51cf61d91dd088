import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emptyPostForm, type BlogPostFormRaw } from "../../../lib/blog-post-form-fields";
import { toShopDateTimeInput } from "../../../lib/shop-time";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { publicPagesGeneration } from "../../cache/public-pages";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { activityLog } from "../audit/schema";
import { blogCategories, blogPosts } from "./schema";
import { createBlogPost, deleteBlogPost, getAdminPost, updateBlogPost } from "./service";

withTestDatabase();

let actor = { id: "", email: "meera@example.com" };
let categoryId = "";

beforeAll(async () => {
  actor = { id: (await registeredAccount(actor.email, "staff", "Meera Iyer")).userId, email: actor.email };
  const [category] = await getDb()
    .insert(blogCategories)
    .values({ name: "Festivals", slug: "festivals" })
    .returning();
  categoryId = category.id;
});

const form = (fields: Partial<BlogPostFormRaw>): BlogPostFormRaw => ({
  ...emptyPostForm("Meera Iyer"),
  content: "<p>Bright silks for the festival season.</p>",
  ...fields,
});

const postBySlug = async (slug: string) =>
  (await getDb().select().from(blogPosts).where(eq(blogPosts.slug, slug)))[0];
const postCount = async () => (await getDb().select({ id: blogPosts.id }).from(blogPosts)).length;

/** The refusal a call ends in (it must be one). */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("saving a blog post", () => {
  it("makes the slug from the title by the spec's rule and stores the form's fields", async () => {
    const { id } = await createBlogPost(
      actor,
      form({
        title: "  Navratri: Nine Colours, Nine Days! ",
        summary: "  What to wear each day  ",
        category_id: categoryId,
        status: "published",
        is_featured: true,
        tags: "navratri, Colours ,navratri, , garba",
        thumbnail_image_url: "/uploads/library/thumb.webp",
        featured_image_url: "/uploads/library/wide.webp",
        seo_title: "Navratri colours 2026",
        seo_description: "The nine colours of Navratri, day by day.",
      }),
    );
    const row = await postBySlug("navratri-nine-colours-nine-days");
    expect(row).toMatchObject({
      id,
      title: "Navratri: Nine Colours, Nine Days!",
      summary: "What to wear each day",
      author: "Meera Iyer",
      categoryId,
      isPublished: true,
      isFeatured: true,
      tags: ["navratri", "Colours", "garba"],
      thumbnailImageUrl: "/uploads/library/thumb.webp",
      featuredImageUrl: "/uploads/library/wide.webp",
      seoTitle: "Navratri colours 2026",
      seoDescription: "The nine colours of Navratri, day by day.",
      viewCount: 0,
    });
    // Published without a date: published now.
    expect(Math.abs(row.publishedDate!.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("follows a typed slug through the same rule", async () => {
    await createBlogPost(actor, form({ title: "Anything", slug: " Care__Tips -- For SILK! " }));
    expect(await postBySlug("care-tips-for-silk")).toBeDefined();
  });

  it("refuses a slug that is taken, names the post that has it and saves nothing", async () => {
    await createBlogPost(actor, form({ title: "Diwali Dressing Guide" }));
    const before = await postCount();
    const error = await refusal(createBlogPost(actor, form({ title: "Diwali dressing guide!" })));
    const message =
      'The slug "diwali-dressing-guide" is already used by the post "Diwali Dressing Guide". Choose another slug.';
    expect(error).toMatchObject({ code: "CONFLICT", message, fieldErrors: { slug: message } });
    expect(await postCount()).toBe(before);

    const other = await createBlogPost(actor, form({ title: "Holi Colours" }));
    const saved = (await getAdminPost(other.id))!;
    const clash = await refusal(
      updateBlogPost(
        actor,
        other.id,
        form({ title: "Holi Colours", slug: "diwali-dressing-guide" }),
        saved.version,
      ),
    );
    expect(clash.message).toBe(message);
    expect((await getAdminPost(other.id))?.slug).toBe("holi-colours");
  });

  it("strips scripts, event handlers and unsafe links whatever the browser sends", async () => {
    await createBlogPost(
      actor,
      form({
        title: "Sanitised",
        content:
          '<p onclick="steal()">Hello <img src=x onerror="alert(1)"><strong style="color:red">silk</strong></p>' +
          '<script>alert("x")</script><a href="javascript:alert(1)">bad</a> <a href="https://example.com" data-x="1">good</a>' +
          "<iframe src=//evil></iframe>",
      }),
    );
    const { content } = await postBySlug("sanitised");
    expect(content).toBe(
      '<p>Hello <strong>silk</strong></p><a rel="noopener noreferrer nofollow">bad</a> <a href="https://example.com" rel="noopener noreferrer nofollow">good</a>',
    );
    expect(content).not.toMatch(/script|onerror|onclick|javascript|iframe|style|data-/i);
  });

  it("refuses content that is nothing but what the sanitiser removes", async () => {
    const before = await postCount();
    const error = await refusal(
      createBlogPost(actor, form({ title: "Only a script", content: "<script>alert(1)</script>" })),
    );
    expect(error.fieldErrors).toEqual({ content: "Content is required" });
    const noText = await refusal(createBlogPost(actor, form({ title: "Empty", content: "<p><br></p>" })));
    expect(noText.fieldErrors).toEqual({ content: "Content is required" });
    expect(await postCount()).toBe(before);
  });

  it("computes the reading time from the stored text at 200 words a minute, at least 1", async () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
    await createBlogPost(actor, form({ title: "Short read", content: "<p>Just a few words</p>" }));
    await createBlogPost(actor, form({ title: "Exactly two hundred", content: `<p>${words(200)}</p>` }));
    await createBlogPost(
      actor,
      form({ title: "Long read", content: `<h2>Heading here</h2><p>${words(399)}</p><p>${words(200)}</p>` }),
    );
    // Removed markup is not read: the script's words do not count.
    await createBlogPost(
      actor,
      form({ title: "Hidden words", content: `<p>${words(150)}</p><script>${words(500)}</script>` }),
    );
    expect((await postBySlug("short-read")).readingTimeMinutes).toBe(1);
    expect((await postBySlug("exactly-two-hundred")).readingTimeMinutes).toBe(1);
    expect((await postBySlug("long-read")).readingTimeMinutes).toBe(4);
    expect((await postBySlug("hidden-words")).readingTimeMinutes).toBe(1);
  });

  it("answers every mistake at once with a message per field, saving nothing", async () => {
    const before = await postCount();
    const error = await refusal(
      createBlogPost(actor, {
        ...emptyPostForm(""),
        title: "x".repeat(201),
        category_id: "not-an-id",
        status: "scheduled",
        tags: Array.from({ length: 11 }, (_, i) => `tag${i}`).join(","),
        thumbnail_image_url: "javascript:alert(1)",
        seo_title: "s".repeat(61),
        seo_description: "d".repeat(161),
      }),
    );
    expect(error.code).toBe("INVALID");
    expect(error.message).toBe("Please correct the fields marked below.");
    expect(error.fieldErrors).toEqual({
      title: "Title must be 200 characters or less",
      content: "Content is required",
      author: "Author is required",
      category_id: "Choose a category from the list",
      published_date: "Choose the date and time the post goes live",
      tags: "A post can have at most 10 tags",
      thumbnail_image_url: "Choose the image from the library",
      seo_title: "SEO title must be 60 characters or less",
      seo_description: "SEO description must be 160 characters or less",
    });
    expect(await postCount()).toBe(before);
  });

  it("refuses a title whose slug would be empty, and a category that no longer exists", async () => {
    const empty = await refusal(createBlogPost(actor, form({ title: "!!! ???" })));
    expect(empty.fieldErrors).toEqual({
      slug: "The slug needs at least one letter or digit (a-z, 0-9). Type one in the Slug field.",
    });
    const gone = await refusal(
      createBlogPost(actor, form({ title: "Orphan", category_id: "00000000-0000-4000-8000-000000000000" })),
    );
    expect(gone.fieldErrors).toEqual({
      category_id: "The chosen category no longer exists. Choose another one.",
    });
  });

  it("checks the publishing date against the status", async () => {
    const past = toShopDateTimeInput(new Date(Date.now() - 86_400_000));
    const future = toShopDateTimeInput(new Date(Date.now() + 86_400_000));
    const scheduledPast = await refusal(
      createBlogPost(actor, form({ title: "Late", status: "scheduled", published_date: past })),
    );
    expect(scheduledPast.fieldErrors).toEqual({
      published_date: "A scheduled post needs a date and time in the future",
    });
    const publishedFuture = await refusal(
      createBlogPost(actor, form({ title: "Early", status: "published", published_date: future })),
    );
    expect(publishedFuture.fieldErrors).toEqual({
      published_date:
        "A published post cannot have a date in the future. Clear the date to publish now, or choose Scheduled.",
    });
    const notADate = await refusal(
      createBlogPost(actor, form({ title: "Odd", status: "published", published_date: "2026-02-30T10:00" })),
    );
    expect(notADate.fieldErrors).toEqual({ published_date: "Enter a real date and time" });

    await createBlogPost(actor, form({ title: "Backdated", status: "published", published_date: past }));
    expect((await postBySlug("backdated")).publishedDate?.getTime()).toBe(
      new Date(`${past}:00+05:30`).getTime(),
    );
    await createBlogPost(actor, form({ title: "Later", status: "scheduled", published_date: future }));
    expect(await getAdminPost((await postBySlug("later")).id)).toMatchObject({
      isPublished: true,
      status: "scheduled",
    });
    await createBlogPost(actor, form({ title: "Just a draft" }));
    expect(await postBySlug("just-a-draft")).toMatchObject({ isPublished: false, publishedDate: null });
  });
});

describe("editing and deleting", () => {
  it("refuses a save over someone else's newer save, changing nothing", async () => {
    const { id } = await createBlogPost(actor, form({ title: "Shared post" }));
    const opened = (await getAdminPost(id))!;
    await updateBlogPost(actor, id, form({ title: "Shared post", summary: "First" }), opened.version);
    const error = await refusal(
      updateBlogPost(actor, id, form({ title: "Shared post", summary: "Second" }), opened.version),
    );
    expect(error).toMatchObject({
      code: "CONFLICT",
      message:
        "Someone else changed this post after you opened it. Reload the page to see their changes, then make yours again.",
    });
    expect((await getAdminPost(id))?.summary).toBe("First");
  });

  it("keeps the view count when a post is edited", async () => {
    const { id } = await createBlogPost(actor, form({ title: "Counted", status: "published" }));
    await getDb().update(blogPosts).set({ viewCount: 42 }).where(eq(blogPosts.id, id));
    const opened = (await getAdminPost(id))!;
    await updateBlogPost(actor, id, form({ title: "Counted", status: "published" }), opened.version);
    expect((await getAdminPost(id))?.viewCount).toBe(42);
  });

  it("records who created, changed and deleted a post, with what changed", async () => {
    const { id } = await createBlogPost(actor, form({ title: "Logged post" }));
    const opened = (await getAdminPost(id))!;
    await updateBlogPost(actor, id, form({ title: "Logged post", status: "published" }), opened.version);
    expect(await deleteBlogPost(actor, id)).toEqual({ title: "Logged post" });
    expect(await getAdminPost(id)).toBeNull();
    const rows = await getDb()
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, id))
      .orderBy(activityLog.seq);
    expect(rows.map((r) => r.action)).toEqual(["blog_post.create", "blog_post.update", "blog_post.delete"]);
    expect(rows.every((r) => r.actorEmail === actor.email && r.entityType === "blog_post")).toBe(true);
    expect(rows[0].changes.title).toEqual({ before: null, after: "Logged post" });
    expect(rows[1].changes.status).toEqual({ before: "draft", after: "published" });
    expect(rows[2].changes.title).toEqual({ before: "Logged post", after: null });
  });

  it("renews the storefront's cached pages after each write, and not after a refusal", async () => {
    const start = publicPagesGeneration();
    const { id } = await createBlogPost(actor, form({ title: "Cache renewal" }));
    expect(publicPagesGeneration()).toBe(start + 1);
    await refusal(createBlogPost(actor, form({ title: "Cache renewal" })));
    expect(publicPagesGeneration()).toBe(start + 1);
    await updateBlogPost(actor, id, form({ title: "Cache renewal" }), (await getAdminPost(id))!.version);
    await deleteBlogPost(actor, id);
    expect(publicPagesGeneration()).toBe(start + 3);
  });

  it("says a missing post is gone", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await refusal(deleteBlogPost(actor, missing))).code).toBe("NOT_FOUND");
    expect((await refusal(updateBlogPost(actor, "nope", form({ title: "X" }), ""))).code).toBe("NOT_FOUND");
  });
});
