import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html";

describe("sanitizeHtml", () => {
  it("keeps the formatting tags rich text uses", () => {
    const html =
      "<h2>Title</h2>\n<p>Some <strong>bold</strong> and <em>soft</em> words.</p><ul><li>One</li></ul><h3>Sub</h3><blockquote>Quote</blockquote>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("strips every other attribute, including event handlers, styles and data attributes", () => {
    expect(sanitizeHtml(`<p class="x" onclick="alert(1)" style='color:red' data-id=7>Hi</p>`)).toBe(
      "<p>Hi</p>",
    );
    expect(sanitizeHtml(`<strong data-x="1" title="t">b</strong>`)).toBe("<strong>b</strong>");
  });

  it("drops scripts, styles and frames together with their content", () => {
    expect(sanitizeHtml("<p>a</p><script>alert(1)</script><p>b</p>")).toBe("<p>a</p><p>b</p>");
    expect(sanitizeHtml("<style>p{}</style><iframe src=x></iframe>ok")).toBe("ok");
    expect(sanitizeHtml("<svg><script>alert(1)</script></svg>after")).toBe("after");
  });

  it("keeps safe links only, marked nofollow", () => {
    expect(sanitizeHtml(`<a href="javascript:alert(1)">bad</a>`)).not.toContain("javascript");
    expect(sanitizeHtml(`<a href="https://example.com" target="_blank">ok</a>`)).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow">ok</a>',
    );
  });

  it("removes tags outside the list but keeps their text, and escapes stray markup", () => {
    expect(sanitizeHtml(`<img src=x onerror=alert(1)><div><span>text</span></div>`)).toBe("text");
    expect(sanitizeHtml("a < b & c")).toBe("a &lt; b &amp; c");
    expect(sanitizeHtml("<!-- <script>x</script> -->ok")).toBe("ok");
  });

  it("balances the tags it keeps", () => {
    expect(sanitizeHtml("<ul><li>one<li>two")).toBe("<ul><li>one</li><li>two</li></ul>");
  });
});
