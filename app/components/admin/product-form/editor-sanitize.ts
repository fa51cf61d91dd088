/**
 * The editor's own allow-list, the same tags and link schemes as server/sanitize-html.ts, applied in the
 * browser to everything that enters the editor (the stored description and pasted text), so the
 * editor never holds what the server would strip. The server still sanitises every save.
 */
const ALLOWED = new Set([
  "P",
  "BR",
  "H2",
  "H3",
  "H4",
  "UL",
  "OL",
  "LI",
  "STRONG",
  "B",
  "EM",
  "I",
  "U",
  "BLOCKQUOTE",
  "A",
]);
/** Dropped with everything inside them. */
const DROPPED = new Set([
  "SCRIPT",
  "STYLE",
  "TEXTAREA",
  "OPTION",
  "NOSCRIPT",
  "IFRAME",
  "OBJECT",
  "EMBED",
  "TEMPLATE",
  "SVG",
  "MATH",
  "HEAD",
  "TITLE",
  "META",
  "LINK",
]);
/** Blocks from other editors (Word, web pages) become paragraphs; other tags give way to their text. */
const BLOCKS = new Set([
  "DIV",
  "SECTION",
  "ARTICLE",
  "HEADER",
  "FOOTER",
  "ASIDE",
  "MAIN",
  "PRE",
  "TABLE",
  "TR",
]);
const RENAMED: Record<string, string> = { H1: "H2", H5: "H4", H6: "H4" };

export function isSafeHref(href: string): boolean {
  const value = href.trim();
  return /^(https?:|mailto:)/i.test(value) || (/^\/(?!\/)/.test(value) && !/^\/\\/.test(value));
}

function cleanChildren(parent: ParentNode): void {
  for (const child of [...parent.childNodes]) {
    if (child.nodeType === Node.TEXT_NODE) continue;
    if (child.nodeType !== Node.ELEMENT_NODE) {
      child.remove();
      continue;
    }
    const element = child as Element;
    const tag = element.tagName.toUpperCase();
    if (DROPPED.has(tag)) {
      element.remove();
      continue;
    }
    cleanChildren(element);
    const renamed = RENAMED[tag] ?? (BLOCKS.has(tag) ? "P" : null);
    if (renamed) {
      const replacement = element.ownerDocument.createElement(renamed);
      replacement.append(...element.childNodes);
      element.replaceWith(replacement);
      continue;
    }
    if (!ALLOWED.has(tag)) {
      element.replaceWith(...element.childNodes);
      continue;
    }
    for (const attribute of [...element.attributes]) {
      const keep = tag === "A" && attribute.name === "href" && isSafeHref(attribute.value);
      if (!keep) element.removeAttribute(attribute.name);
    }
  }
}

/** HTML to a clean fragment; parsed in an inert <template>, so nothing in it runs or loads. */
export function cleanFragment(html: string): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = html;
  cleanChildren(template.content);
  return document.importNode(template.content, true);
}
