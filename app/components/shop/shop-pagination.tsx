import { Link } from "../link";

interface Props {
  page: number;
  pageCount: number;
  pages: number[];
  href: (page: number) => string;
}

export function ShopPagination({ page, pageCount, pages, href }: Props) {
  if (pageCount <= 1) return null;
  const base = "grid min-w-10 place-items-center rounded-full border px-3 py-2 text-sm";
  return (
    <nav aria-label="Pages" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link to={href(page - 1)} className={`${base} border-stone-300 bg-white`} rel="prev">
          Previous
        </Link>
      )}
      {pages.map((n) => (
        <Link
          key={n}
          to={href(n)}
          aria-current={n === page ? "page" : undefined}
          aria-label={`Page ${n}`}
          className={`${base} ${n === page ? "border-maroon-800 bg-maroon-800 text-white" : "border-stone-300 bg-white"}`}
        >
          {n}
        </Link>
      ))}
      {page < pageCount && (
        <Link to={href(page + 1)} className={`${base} border-stone-300 bg-white`} rel="next">
          Next
        </Link>
      )}
    </nav>
  );
}
