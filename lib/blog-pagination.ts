export type PageItem = number | "ellipsis";

/**
 * The blog's page buttons (spec section 9): the first page, the last page and pages within 2 of
 * the current one; a page exactly 3 away that is not first or last becomes an ellipsis.
 */
export function blogPageItems(current: number, pageCount: number): PageItem[] {
  if (pageCount < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), pageCount);
  const items: PageItem[] = [];
  for (let p = 1; p <= pageCount; p++) {
    const distance = Math.abs(p - page);
    if (p === 1 || p === pageCount || distance <= 2) items.push(p);
    else if (distance === 3) items.push("ellipsis");
  }
  return items;
}
