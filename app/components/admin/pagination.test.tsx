import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Pagination } from "./pagination";

const text = (props: Partial<Parameters<typeof Pagination>[0]>) => {
  const element = (
    <Pagination
      page={1}
      pageCount={100}
      total={1000}
      pageSize={10}
      hrefFor={(p) => `?page=${p}`}
      {...props}
    />
  );
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToStaticMarkup(<RouterProvider router={router} />)
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
};

describe("a list's pagination", () => {
  it("gives the exact count, or the cap with a plus when a search counted only that far", () => {
    expect(text({ total: 1284, pageCount: 129, page: 2 })).toContain("Showing 11-20 of 1,284 ");
    expect(text({ total: 1284, pageCount: 129, page: 2 })).not.toContain("+");
    expect(text({ more: true })).toContain("Showing 1-10 of 1,000+");
    expect(text({ more: true })).not.toContain("These are the first");
  });

  it("says on the last page of a capped search that there are more to narrow down to", () => {
    expect(text({ more: true, page: 100 })).toContain(
      "Showing 991-1,000 of 1,000+ These are the first 1,000. Narrow the search or the filters to see more.",
    );
    expect(text({ page: 100 })).not.toContain("These are the first");
  });
});
