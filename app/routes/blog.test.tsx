import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as settingsService from "../../server/modules/settings/service";
import { withTestDatabase } from "../../tests/setup/test-database";
import Blog, { loader, meta } from "./blog";

withTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
type MetaArgs = Parameters<typeof meta>[0];
type BlogData = Exclude<Awaited<ReturnType<typeof loader>>, { init: unknown }>;

afterEach(() => vi.restoreAllMocks());

const open = async () =>
  (await loader({
    request: new Request("http://shop.test/blog"),
    params: {},
    context: {},
  } as unknown as LoaderArgs)) as BlogData;

function render(data: BlogData) {
  const Stub = createRoutesStub([{ path: "/blog", Component: Blog as never }]);
  return renderToString(<Stub initialEntries={["/blog"]} hydrationData={{ loaderData: { "0": data } }} />);
}

const description = (data: BlogData) =>
  (meta({ data, matches: [] } as unknown as MetaArgs) as { name?: string; content?: string }[]).find(
    (tag) => tag.name === "description",
  )?.content;

describe("/blog's subtitle", () => {
  it("is the blog section's subtitle from the shop's settings, in the page and its description", async () => {
    vi.spyOn(settingsService, "keptPublicSettings").mockResolvedValue({
      blog_section_subtitle: "Stories from our weavers",
    });
    const data = await open();
    expect(data.subtitle).toBe("Stories from our weavers");
    expect(render(data)).toContain("Stories from our weavers");
    expect(description(data)).toBe("Stories from our weavers");
  });

  it("falls back to the shop's own words when the setting is empty or cannot be read", async () => {
    vi.spyOn(settingsService, "keptPublicSettings").mockResolvedValueOnce({ blog_section_subtitle: "" });
    const empty = await open();
    expect(render(empty)).toContain("Festival guides, styling ideas and stories of Indian craft");
    expect(description(empty)).toBe("");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(settingsService, "keptPublicSettings").mockRejectedValueOnce(new Error("db down"));
    const failed = await open();
    expect(failed.subtitle).toBeNull();
    expect(render(failed)).toContain("Festival guides, styling ideas and stories of Indian craft");
  });
});
