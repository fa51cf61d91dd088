import { AdminTable } from "../admin-table";

export interface Column<R> {
  header: string;
  cell: (row: R) => React.ReactNode;
  numeric?: boolean;
}

/** A chart's figures as a table: its table view, and what screen readers get. */
export function FiguresTable<R>({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: Column<R>[];
  rows: R[];
}) {
  return (
    <AdminTable caption={caption}>
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
              <td
                key={c.header}
                data-label={c.header}
                className={c.numeric ? "text-right tabular-nums" : undefined}
              >
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
