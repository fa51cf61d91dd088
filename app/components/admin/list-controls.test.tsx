import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SortAndPageSize } from "./list-controls";

const markup = (sortTitle?: string) =>
  renderToStaticMarkup(
    <SortAndPageSize
      sort="price-low"
      sortLabels={{ newest: "Newest first", "price-low": "Price: low to high" }}
      limit={25}
      pageSizes={[10, 25, 50, 100]}
      sortTitle={sortTitle}
    />,
  );

describe("a list's sort and page-size choices", () => {
  it("sends sort and limit with the form, each showing the list's current choice", () => {
    const html = markup();
    expect(html).toContain('<select name="sort"');
    expect(html).toContain('<option value="price-low" selected="">Price: low to high</option>');
    expect(html).toContain('<option value="newest">Newest first</option>');
    expect(html).toContain('<select name="limit"');
    expect(html).toContain('<option value="25" selected="">25</option>');
    expect(html.match(/<option value="\d+"/g)).toHaveLength(4);
  });

  it("labels the sort as the list asks, 'Sort' by default", () => {
    expect(markup()).toMatch(/<label[^>]*>Sort<select/);
    expect(markup("Sort by")).toMatch(/<label[^>]*>Sort by<select/);
    expect(markup()).toMatch(/<label[^>]*>Per page<select/);
  });
});
