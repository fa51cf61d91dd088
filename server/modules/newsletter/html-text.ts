const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1].toLowerCase() === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The plain-text part of an e-mail from sanitised rich text (server/sanitize-html.ts's tags only):
 * blocks become lines, list items get a dash, links keep their address in brackets.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => {
      const inner = label.replace(/<[^>]*>/g, "");
      return decode(inner).trim() === decode(href) ? inner : `${inner} (${href})`;
    })
    .replace(/<li\b[^>]*>\s*(<p\b[^>]*>)?/gi, "\n- ")
    .replace(/<\/p>\s*<\/li>/gi, "")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/li>/gi, "")
    .replace(/<\/(p|h[1-6]|blockquote|ul|ol)>/gi, "\n")
    .replace(/<(p|h[1-6]|blockquote|ul|ol)\b[^>]*>/gi, "\n")
    .replace(/<[^>]*>/g, "");
  return decode(text)
    .split("\n")
    .map((l) => l.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
