import { formatIndianNumber, formatInr } from "../../../../lib/money";
import type { SalesDay, SalesMonth } from "../../../../server/modules/analytics/service";
import { ChartPanel } from "./chart-panel";
import { FiguresTable } from "../figures-table";
import { dayLabel, fullDayLabel, monthLabel } from "./labels";

const rupeesAxis = (paise: number) => formatInr(Math.round(paise));

export function SalesTrendsPanel({ days, query }: { days: SalesDay[]; query: string }) {
  return (
    <ChartPanel
      id="sales-trends"
      title="Sales trends"
      description="Sales revenue of each of the last 30 days; a day without sales shows zero."
      csvHref={`/admin/analytics/sales-trends.csv?${query}`}
      chart={{
        type: "line",
        labels: days.map((d) => dayLabel(d.day)),
        datasets: [{ label: "Revenue", data: days.map((d) => d.revenuePaise) }],
        format: rupeesAxis,
      }}
      table={
        <FiguresTable
          caption="Sales of the last 30 days"
          rows={days}
          columns={[
            { header: "Day", cell: (d) => fullDayLabel(d.day) },
            { header: "Orders", cell: (d) => formatIndianNumber(d.orders), numeric: true },
            { header: "Revenue", cell: (d) => formatInr(d.revenuePaise), numeric: true },
          ]}
        />
      }
    />
  );
}

export function MonthlySalesPanel({ months, query }: { months: SalesMonth[]; query: string }) {
  const year = months[0]?.month.slice(0, 4) ?? "";
  return (
    <ChartPanel
      id="monthly-sales"
      title={`Monthly sales ${year}`}
      description="Sales revenue of each month of this year, January to December."
      csvHref={`/admin/analytics/monthly-sales.csv?${query}`}
      chart={{
        type: "bar",
        labels: months.map((m) => monthLabel(m.month)),
        datasets: [{ label: "Revenue", data: months.map((m) => m.revenuePaise) }],
        format: rupeesAxis,
      }}
      table={
        <FiguresTable
          caption={`Sales of each month of ${year}`}
          rows={months}
          columns={[
            { header: "Month", cell: (m) => `${monthLabel(m.month)} ${year}` },
            { header: "Orders", cell: (m) => formatIndianNumber(m.orders), numeric: true },
            { header: "Revenue", cell: (m) => formatInr(m.revenuePaise), numeric: true },
          ]}
        />
      }
    />
  );
}
