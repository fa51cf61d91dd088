import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../server/db/client";
import { blogPosts } from "../../server/modules/blog/schema";
import { withTestDatabase } from "../../tests/setup/test-database";
import { loader, meta } from "./blog-post";

withTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
type MetaArgs = Parameters<typeof meta>[0];

beforeAll(async () => {
  const base = { content: "<p>Text</p>", author: "Meera", isPublished: true };
  await getDb()
    .insert(blogPosts)
    .values([
      {
        ...base,
        title: "Pongal Pattu Pavadai",
        slug: "pongal",
        summary: "Silk skirts for the harvest festival",
        publishedDate: new Date(Date.now() - 86_400_000),
        seoTitle: "Pattu pavadai for Pongal 2027",
        seoDescription: "Choosing a silk pavadai for a little girl's first Pongal.",
      },
      {
        ...base,
        title: "Onam Kasavu",
        slug: "onam",
        summary: "Cream and gold",
        publishedDate: new Date(Date.now() - 86_400_000),
      },
      { ...base, title: "Holi whites", slug: "holi", publishedDate: new Date(Date.now() + 3_600_000) },
      { ...base, title: "Draft", slug: "draft", isPublished: false },
    ]);
});

const open = (slug: string) =>
  Promise.resolve(
    loader({
      request: new Request(`http://localhost:3000/blog/${slug}`),
      params: { slug },
      context: {},
    } as unknown as LoaderArgs),
  ).catch((e: unknown) => e);

async function titleAndDescription(slug: string) {
  const data = (await open(slug)) as MetaArgs["data"];
  const tags = meta({
    data,
    matches: [
      { id: "root", data: { settings: { site_name: "Divine Threads" }, origin: "https://shop.example" } },
    ],
  } as unknown as MetaArgs);
  const title = tags.find((t) => "title" in t) as { title: string };
  const description = tags.find((t) => "name" in t && t.name === "description") as { content: string };
  return { title: title.title, description: description.content };
}

describe("/blog/:slug", () => {
  it("uses the post's SEO title and description for the page when they are set", async () => {
    expect(await titleAndDescription("pongal")).toEqual({
      title: "Pattu pavadai for Pongal 2027",
      description: "Choosing a silk pavadai for a little girl's first Pongal.",
    });
  });

  it("falls back to the title with the shop's name and the summary", async () => {
    expect(await titleAndDescription("onam")).toEqual({
      title: "Onam Kasavu | Divine Threads",
      description: "Cream and gold",
    });
  });

  it("sends readers of a scheduled post (before its time) or a draft to the blog", async () => {
    for (const slug of ["holi", "draft"]) {
      const thrown = (await open(slug)) as Response;
      expect(thrown).toBeInstanceOf(Response);
      expect(thrown.headers.get("location")).toBe("/blog");
    }
  });
});
