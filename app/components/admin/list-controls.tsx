/** The look of a list's filter fields, the same on every back-office list. */
export const filterControl = "mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm";
export const filterLabel = "block text-sm font-medium text-stone-800";

/** One option per entry of a labels table: its key is the value sent, its text what is shown. */
export function LabelOptions({ labels }: { labels: Record<string, string> }) {
  return Object.entries(labels).map(([value, text]) => (
    <option key={value} value={value}>
      {text}
    </option>
  ));
}

/** A list's sort and page-size choices, sent as `sort` and `limit` with the list's filter form. */
export function SortAndPageSize({
  sort,
  sortLabels,
  limit,
  pageSizes,
  sortTitle = "Sort",
}: {
  sort: string;
  sortLabels: Record<string, string>;
  limit: number;
  pageSizes: readonly number[];
  sortTitle?: string;
}) {
  return (
    <>
      <label className={filterLabel}>
        {sortTitle}
        <select name="sort" defaultValue={sort} className={filterControl}>
          <LabelOptions labels={sortLabels} />
        </select>
      </label>
      <label className={filterLabel}>
        Per page
        <select name="limit" defaultValue={String(limit)} className={filterControl}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
