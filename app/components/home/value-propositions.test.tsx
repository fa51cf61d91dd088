import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ValuePropositions } from "./value-propositions";

describe("the value propositions under the hero", () => {
  it("show the shop's three promises from its settings, leaving out empty ones", () => {
    const html = renderToStaticMarkup(
      <ValuePropositions
        settings={{
          value_proposition_1: "Free shipping on orders above ₹999",
          value_proposition_2: "",
          value_proposition_3: '"Cash on delivery available across India"',
        }}
      />,
    );
    expect(html).toContain("Free shipping on orders above ₹999");
    expect(html).toContain("Cash on delivery available across India");
    expect(html.match(/<li/g)).toHaveLength(2);
  });

  it("show nothing when none is set", () => {
    expect(renderToStaticMarkup(<ValuePropositions settings={{}} />)).toBe("");
  });
});
