import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatInr } from "../../../lib/money";
import { Figure } from "./figure";

describe("Figure", () => {
  it("lets a crore-sized amount wrap only after a grouping comma, smaller on a phone", () => {
    const html = renderToStaticMarkup(<Figure value={formatInr(776_603_442_50)} />);
    expect(html).toContain("₹77,<wbr/>66,<wbr/>03,<wbr/>442.50");
    expect(html).toContain("text-xl sm:text-2xl");
  });

  it("keeps a short figure whole and full size", () => {
    const html = renderToStaticMarkup(<Figure value="1,234" />);
    expect(html).toContain("1,<wbr/>234");
    expect(html).toMatch(/[" ]text-2xl[" ]/);
    expect(html).not.toContain("text-xl");
  });
});
