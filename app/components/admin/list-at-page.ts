/**
 * `path` with the page of a list (`?page=N`), so an edit page opened from page N of a list goes back
 * there after a save or a delete. Anything that is not a page past the first gives the plain path.
 */
export function listAtPage(path: string, page: unknown): string {
  const n = Number(page);
  return Number.isInteger(n) && n > 1 ? `${path}?page=${n}` : path;
}
