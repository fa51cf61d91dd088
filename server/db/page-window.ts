/** Where a paged list stands: the page shown, how many there are, and the rows to skip to reach it. */
export interface PageWindow {
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  offset: number;
}

/**
 * The page a list shows for the page asked: a page past the end shows the last one, and anything
 * that is not a page number (0, negative, NaN) the first.
 */
export function pageWindow(total: number, asked: number | undefined, pageSize: number): PageWindow {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.trunc(asked ?? 1) || 1), pageCount);
  return { page, pageCount, pageSize, total, offset: (page - 1) * pageSize };
}
