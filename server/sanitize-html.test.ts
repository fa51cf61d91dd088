import type sanitizeLibrary from "sanitize-html";
import { describe, expect, it, vi } from "vitest";
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

describe("sanitizeHtml's kept results", () => {
  it("sanitises a text once while it keeps being shown, and again once others have pushed it out", async () => {
    vi.resetModules();
    const calls = vi.fn();
    vi.doMock("sanitize-html", async () => {
      const real = (await vi.importActual<{ default: typeof sanitizeLibrary }>("sanitize-html")).default;
      return { default: (html: string, options: object) => (calls(html), real(html, options)) };
    });
    const { sanitizeHtml: fresh } = await import("./sanitize-html");
    const shown = `<p onclick="x()">Shown <b>often</b></p>`;
    expect(fresh(shown)).toBe("<p>Shown <b>often</b></p>");
    expect(fresh(shown)).toBe("<p>Shown <b>often</b></p>");
    expect(calls).toHaveBeenCalledTimes(1);

    // Texts of 50,000 characters, kept with their results as 100,000: ten fill what is kept.
    const long = Array.from({ length: 10 }, (_, i) => `<p>${String(i).repeat(49_993)}</p>`);
    for (const text of long.slice(0, 9)) expect(fresh(text)).toBe(text);
    expect(fresh(shown)).toBe("<p>Shown <b>often</b></p>");
    expect(calls).toHaveBeenCalledTimes(10);
    // The tenth pushes out the least recently shown: the first long text, not the one just shown.
    fresh(long[9]);
    expect(fresh(shown)).toBe("<p>Shown <b>often</b></p>");
    expect(calls).toHaveBeenCalledTimes(11);
    expect(fresh(long[0])).toBe(long[0]);
    expect(calls).toHaveBeenCalledTimes(12);
    vi.doUnmock("sanitize-html");
  });
});
