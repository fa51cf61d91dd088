import { AdminTable } from "./admin-table";

export interface Column<R> {
  header: string;
  cell: (row: R) => React.ReactNode;
  numeric?: boolean;
}

/**
 * Figures as a table: a chart's table view (and what screen readers get), or a report's rows. A
 * `wide` one scrolls sideways; `noWrap` keeps each cell on one line.
 */
export function FiguresTable<R>({
  caption,
  columns,
  rows,
  wide = false,
  noWrap = false,
}: {
  caption: string;
  columns: Column<R>[];
  rows: R[];
  wide?: boolean;
  noWrap?: boolean;
}) {
  const cellClass = (numeric: boolean | undefined) =>
    [noWrap && "whitespace-nowrap", numeric && "text-right tabular-nums"].filter(Boolean).join(" ") ||
    undefined;
  return (
    <AdminTable caption={caption} wide={wide}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.header} scope="col" className={c.numeric ? "text-right" : undefined}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {columns.map((c) => (
              <td key={c.header} data-label={c.header} className={cellClass(c.numeric)}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
