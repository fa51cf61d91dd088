import { describe, expect, it } from "vitest";
import { htmlToText } from "./html-text";

describe("htmlToText", () => {
  it("turns sanitised rich text into readable lines", () => {
    expect(
      htmlToText(
        '<h2>Diwali &amp; more</h2><p>New <strong>lehengas</strong>,<br>fresh&nbsp;stock.</p><ul><li>Silk</li><li>Cotton</li></ul><blockquote>Quote</blockquote><p>See <a href="https://shop.example/sale" rel="noopener">the sale</a> or https://shop.example.</p>',
      ),
    ).toBe(
      "Diwali & more\n\nNew lehengas,\nfresh stock.\n\n- Silk\n- Cotton\n\nQuote\n\nSee the sale (https://shop.example/sale) or https://shop.example.",
    );
  });

  it("reads a list item holding a paragraph as one item", () => {
    expect(htmlToText("<ol><li><p>One</p></li><li><p>Two</p></li></ol>")).toBe("- One\n- Two");
  });

  it("keeps a link whose text is its address once, and decodes numeric references", () => {
    expect(htmlToText('<p><a href="https://a.example/">https://a.example/</a> &#8377;999 &#x2764;</p>')).toBe(
      "https://a.example/ ₹999 ❤",
    );
  });
});
