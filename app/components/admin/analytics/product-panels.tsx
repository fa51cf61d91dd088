import { Link } from "../../link";
import { formatIndianNumber, formatInr } from "../../../../lib/money";
import type { CategorySales, TopProduct } from "../../../../server/modules/analytics/service";
import { ChartPanel } from "./chart-panel";
import { FiguresTable } from "../figures-table";

const rupeesAxis = (paise: number) => formatInr(Math.round(paise));

export function TopProductsPanel({ products, query }: { products: TopProduct[]; query: string }) {
  return (
    <ChartPanel
      id="top-products"
      title="Top products"
      description="The 10 products with the most sales revenue in the range, from order lines."
      csvHref={`/admin/analytics/top-products.csv?${query}`}
      chart={{
        type: "bar",
        labels: products.map((p) => (p.name.length > 24 ? `${p.name.slice(0, 23)}…` : p.name)),
        datasets: [{ label: "Revenue", data: products.map((p) => p.revenuePaise) }],
        format: rupeesAxis,
      }}
      table={
        products.length === 0 ? (
          <p className="text-sm text-stone-600">No products sold in this range.</p>
        ) : (
          <FiguresTable
            caption="Top products by revenue"
            rows={products}
            columns={[
              {
                header: "Product",
                cell: (p) => (
                  <Link
                    to={`/admin/products/${p.productId}`}
                    className="font-medium text-maroon-800 underline"
                  >
                    {p.name}
                  </Link>
                ),
              },
              { header: "Category", cell: (p) => p.category ?? "-" },
              { header: "Units sold", cell: (p) => formatIndianNumber(p.units), numeric: true },
              { header: "Revenue", cell: (p) => formatInr(p.revenuePaise), numeric: true },
            ]}
          />
        )
      }
    />
  );
}

export function CategoryPanel({ categories, query }: { categories: CategorySales[]; query: string }) {
  return (
    <ChartPanel
      id="category-performance"
      title="Category performance"
      description="Sales revenue in the range by each product's category."
      csvHref={`/admin/analytics/category-performance.csv?${query}`}
      chart={{
        type: "doughnut",
        labels: categories.map((c) => c.category),
        datasets: [{ label: "Revenue", data: categories.map((c) => c.revenuePaise) }],
        format: rupeesAxis,
      }}
      table={
        categories.length === 0 ? (
          <p className="text-sm text-stone-600">No products sold in this range.</p>
        ) : (
          <FiguresTable
            caption="Sales by category"
            rows={categories}
            columns={[
              { header: "Category", cell: (c) => c.category },
              { header: "Units sold", cell: (c) => formatIndianNumber(c.units), numeric: true },
              { header: "Revenue", cell: (c) => formatInr(c.revenuePaise), numeric: true },
              {
                header: "Share of revenue",
                cell: (c) => `${(c.revenueShare * 100).toFixed(1)}%`,
                numeric: true,
              },
            ]}
          />
        )
      }
    />
  );
}
