import { formatIndianNumber, formatInr } from "../../../../lib/money";
import type { Gstr1Summary } from "../../../../server/modules/reports/service";
import { AdminTable } from "../admin-table";

const FIGURES = [
  ["Taxable value", "taxableValue"],
  ["CGST", "cgst"],
  ["SGST", "sgst"],
  ["IGST", "igst"],
] as const;

/** The month's invoices, its credit notes, and what remains after the one is taken from the other. */
export function Gstr1SummaryView({ summary, monthName }: { summary: Gstr1Summary; monthName: string }) {
  const rows = [
    { label: "Invoices", count: summary.invoices.count, figures: summary.invoices },
    { label: "Credit notes", count: summary.creditNotes.count, figures: summary.creditNotes },
    { label: "Net of credit notes", count: null, figures: summary.net },
  ];
  return (
    <section aria-labelledby="gstr1-summary" className="mt-4">
      <h2 id="gstr1-summary" className="mb-2 text-lg font-semibold text-stone-900">
        Summary for {monthName}
      </h2>
      <AdminTable caption={`Summary for ${monthName}`}>
        <thead>
          <tr>
            <th scope="col">Documents</th>
            <th scope="col" className="text-right">
              Number
            </th>
            {FIGURES.map(([label]) => (
              <th key={label} scope="col" className="text-right">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <td className="font-medium">{row.label}</td>
              <td data-label="Number" className="text-right tabular-nums">
                {row.count === null ? "" : formatIndianNumber(row.count)}
              </td>
              {FIGURES.map(([label, key]) => (
                <td key={key} data-label={label} className="whitespace-nowrap text-right tabular-nums">
                  {formatInr(row.figures[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </section>
  );
}
