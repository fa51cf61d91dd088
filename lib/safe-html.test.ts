import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./safe-html";

describe("sanitizeHtml", () => {
  it("keeps the formatting tags the content uses", () => {
    const html =
      "<h2>Title</h2>\n<p>Some <strong>bold</strong> and <em>soft</em> words.</p><ul><li>One</li></ul><h3>Sub</h3><blockquote>Quote</blockquote>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("strips every attribute, including event handlers, styles and data attributes", () => {
    expect(sanitizeHtml(`<p class="x" onclick="alert(1)" style='color:red' data-id=7>Hi</p>`)).toBe(
      "<p>Hi</p>",
    );
    expect(sanitizeHtml(`<P TITLE="a>b">Upper</P>`)).toBe("<p>Upper</p>");
  });

  it("drops scripts, styles and frames together with their content", () => {
    expect(sanitizeHtml("<p>a</p><script>alert(1)</script><p>b</p>")).toBe("<p>a</p><p>b</p>");
    expect(sanitizeHtml("<style>p{}</style><iframe src=x></iframe>ok")).toBe("ok");
    expect(sanitizeHtml("<SCRIPT>alert(1)</SCRIPT >after")).toBe("after");
    expect(sanitizeHtml("<script>never closed <p>x</p>")).toBe("");
  });

  it("removes tags outside the list but keeps their text", () => {
    expect(sanitizeHtml(`<a href="javascript:alert(1)">link</a>`)).toBe("link");
    expect(sanitizeHtml(`<img src=x onerror=alert(1)><div><span>text</span></div>`)).toBe("text");
  });

  it("escapes stray markup characters and keeps valid entities", () => {
    expect(sanitizeHtml("a < b > c & d &amp; &#8377; &nbsp;")).toBe(
      "a &lt; b &gt; c &amp; d &amp; &#8377; &nbsp;",
    );
    expect(sanitizeHtml("<scr<script>ipt>alert(1)</script>")).toBe("&lt;scr");
    expect(sanitizeHtml(`<p x="unterminated>text</p>`)).toBe(`&lt;p x="unterminated&gt;text`);
  });

  it("removes comments and declarations", () => {
    expect(sanitizeHtml("<!-- <script>x</script> --><!DOCTYPE html><?xml?>ok")).toBe("ok");
  });

  it("balances the tags it keeps", () => {
    expect(sanitizeHtml("<ul><li>one<li>two")).toBe("<ul><li>one<li>two</li></li></ul>");
    expect(sanitizeHtml("</p>text</strong><blockquote><p>q</blockquote>")).toBe(
      "text<blockquote><p>q</p></blockquote>",
    );
  });
});
