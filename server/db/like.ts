/** Escapes LIKE's wildcards (and its escape character) so typed text matches itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern matching any text that contains `text`. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
