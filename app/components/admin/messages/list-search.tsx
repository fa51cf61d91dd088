import { Form } from "react-router";
import { Link } from "../../link";
import { secondaryAction } from "../page-header";
import { SearchBox } from "../search-box";

interface Props {
  /** The list's address without filters, for Clear. */
  path: string;
  label: string;
  placeholder: string;
  q: string;
  /** Filters kept when searching (the current tab), as hidden fields. */
  keep?: Record<string, string>;
  /** Extra filter fields shown beside the search box. */
  children?: React.ReactNode;
  /** Whether any filter is set (offers Clear); by default, the search or a kept filter. */
  filtered?: boolean;
}

/** The search (and filters) of an inbox list; they live in the address, so Back and shared links keep them. */
export function ListSearch({ path, label, placeholder, q, keep = {}, children, filtered }: Props) {
  const clearable = filtered ?? (q !== "" || Object.values(keep).some(Boolean));
  return (
    <Form
      method="get"
      role="search"
      className="mb-4 grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-end"
    >
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <div className="grid gap-3 sm:grid-flow-col sm:auto-cols-fr sm:items-end">
        <div>
          <span className="mb-1 block text-sm font-medium" aria-hidden="true">
            Search
          </span>
          <SearchBox label={label} placeholder={placeholder} defaultValue={q} maxLength={100} />
        </div>
        {children}
      </div>
      <div className="flex items-center gap-2">
        <button type="submit" className={secondaryAction}>
          Search
        </button>
        {clearable && (
          <Link to={path} className="px-2 py-2 text-sm underline">
            Clear
          </Link>
        )}
      </div>
    </Form>
  );
}
