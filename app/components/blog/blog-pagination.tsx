import { Link } from "../link";
import { blogPageItems } from "../../../lib/blog-pagination";
import { type BlogFilters, blogHref } from "../../../lib/blog-params";

interface Props {
  filters: BlogFilters;
  page: number;
  pageCount: number;
}

const linkClass = "grid min-w-10 place-items-center rounded-full px-3 py-2 text-sm font-medium";

export function BlogPagination({ filters, page, pageCount }: Props) {
  if (pageCount <= 1) return null;
  const href = (p: number) => blogHref({ ...filters, page: p });
  return (
    <nav aria-label="Blog pages" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} className={`${linkClass} text-maroon-800 hover:bg-maroon-50`}>
              Previous
            </Link>
          </li>
        )}
        {blogPageItems(page, pageCount).map((item, i) =>
          item === "ellipsis" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? "page" : undefined}
                className={`${linkClass} ${
                  item === page ? "bg-maroon-800 text-white" : "text-maroon-800 hover:bg-maroon-50"
                }`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link to={href(page + 1)} className={`${linkClass} text-maroon-800 hover:bg-maroon-50`}>
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
