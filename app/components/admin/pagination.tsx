import { Link } from "../link";
import { formatIndianNumber } from "../../../lib/money";

interface Props {
  page: number;
  pageCount: number;
  total: number;
  pageSize: number;
  /** More than `total` match (a search counted up to its cap): "of 1,000+". */
  more?: boolean;
  hrefFor: (page: number) => string;
  /** The navigation's name for screen readers, when a page holds more than one list. */
  label?: string;
}

/** "Showing 11-20 of 1,284" with Previous / Next and the page number; links keep the list's filters. */
export function Pagination({
  page,
  pageCount,
  total,
  pageSize,
  more = false,
  hrefFor,
  label = "Pages",
}: Props) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const link = "rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm hover:bg-stone-50";
  const off = "rounded-lg border border-stone-200 px-3 py-1.5 text-sm text-stone-400";
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-stone-600">
        Showing {formatIndianNumber(first)}-{formatIndianNumber(last)} of {formatIndianNumber(total)}
        {more && "+"}
        {more && page === pageCount && (
          <span className="block">
            These are the first {formatIndianNumber(total)}. Narrow the search or the filters to see more.
          </span>
        )}
      </p>
      {pageCount > 1 && (
        <div className="flex items-center gap-2">
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} className={link} rel="prev">
              Previous
            </Link>
          ) : (
            <span className={off} aria-disabled="true">
              Previous
            </span>
          )}
          <span className="text-stone-600">
            Page {formatIndianNumber(page)} of {formatIndianNumber(pageCount)}
          </span>
          {page < pageCount ? (
            <Link to={hrefFor(page + 1)} className={link} rel="next">
              Next
            </Link>
          ) : (
            <span className={off} aria-disabled="true">
              Next
            </span>
          )}
        </div>
      )}
    </nav>
  );
}

/** A list address with the given parameters (empty ones left out) and page. */
export function listHref(path: string, params: Record<string, string | number | undefined>, page?: number) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== "") search.set(name, String(value));
  if (page !== undefined && page > 1) search.set("page", String(page));
  else search.delete("page");
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
