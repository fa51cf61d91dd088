/** Levenshtein distance: the fewest single-character insertions, deletions and substitutions. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length];
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * Normalised Levenshtein similarity of two names, ignoring case and repeated spaces: 1 minus the edit
 * distance over the longer name's length. 1 for equal names, 0 when nothing lines up.
 */
export function similarity(a: string, b: string): number {
  const x = normalise(a);
  const y = normalise(b);
  const longer = Math.max(x.length, y.length);
  if (longer === 0) return 0;
  return 1 - distance(x, y) / longer;
}
