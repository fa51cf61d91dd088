import sanitize from "sanitize-html";

/**
 * The allow-list for stored rich text (product descriptions, blog posts, information pages):
 * formatting tags only; links keep just a safe href. No classes, styles, event handlers or data-*.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "blockquote",
    "a",
  ],
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "embed",
    "template",
    "svg",
    "math",
  ],
  transformTags: {
    a: (tagName, attribs): sanitize.Tag => ({
      tagName,
      attribs: attribs.href ? { href: attribs.href, rel: "noopener noreferrer nofollow" } : {},
    }),
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
