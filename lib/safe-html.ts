/**
 * A strict allow-list HTML sanitiser for stored rich text (blog posts, information pages).
 * Only the tags below survive, always without attributes; text is re-escaped; script-like
 * elements are dropped with their content; the output is balanced. We write our own because
 * the content uses a handful of formatting tags and sanitize-html is not a dependency.
 */
const ALLOWED = new Set([
  "p",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "b",
  "i",
  "blockquote",
  "br",
]);
const VOID = new Set(["br"]);
const DROP_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "template",
  "noscript",
  "noembed",
  "noframes",
  "textarea",
  "title",
  "svg",
  "math",
  "select",
  "xmp",
  "plaintext",
  "head",
]);

// A start or end tag with well-formed attributes; quoted values may hold ">" or "<".
const TAG =
  /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/y;
const ENTITY = /&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/y;

export function sanitizeHtml(input: string): string {
  let out = "";
  const open: string[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i];
    if (ch === "<") {
      if (input.startsWith("<!--", i)) {
        const end = input.indexOf("-->", i + 4);
        i = end === -1 ? input.length : end + 3;
        continue;
      }
      if (input[i + 1] === "!" || input[i + 1] === "?") {
        const end = input.indexOf(">", i);
        i = end === -1 ? input.length : end + 1;
        continue;
      }
      TAG.lastIndex = i;
      const tag = TAG.exec(input);
      if (!tag) {
        out += "&lt;";
        i += 1;
        continue;
      }
      i = TAG.lastIndex;
      const closing = tag[1] === "/";
      const name = tag[2].toLowerCase();
      if (closing) {
        const at = open.lastIndexOf(name);
        if (at !== -1) while (open.length > at) out += `</${open.pop()}>`;
      } else if (DROP_WITH_CONTENT.has(name)) {
        const end = input.toLowerCase().indexOf(`</${name}`, i);
        const close = end === -1 ? -1 : input.indexOf(">", end);
        i = close === -1 ? input.length : close + 1;
      } else if (ALLOWED.has(name)) {
        out += `<${name}>`;
        if (!VOID.has(name)) open.push(name);
      }
      continue;
    }
    if (ch === "&") {
      ENTITY.lastIndex = i;
      const entity = ENTITY.exec(input);
      if (entity) {
        out += entity[0];
        i = ENTITY.lastIndex;
      } else {
        out += "&amp;";
        i += 1;
      }
      continue;
    }
    if (ch === ">") out += "&gt;";
    else if (ch !== "\0") out += ch;
    i += 1;
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
