// The pages `npm run bench:admin` measures, each with its budget (p95 ms at 10 concurrent), on
// addresses picked from the grown database.
import type pg from "pg";
import { ORDER_STATUSES } from "../../server/modules/orders/schema";
import { BENCH_CONFIG_CATEGORY } from "./content-data";

export interface Scenario {
  name: string;
  path: string;
  budgetMs: number;
}

/** A real product to open (the bestseller: most order lines and stock movements) and list filters. */
async function pickAddresses(client: pg.Client) {
  const product = await client.query(
    `select product_id from order_items where product_id is not null
       group by product_id order by count(*) desc limit 1`,
  );
  // The leaf category holding the most products: the broadest single-category filter.
  const leaf = await client.query(
    `select c.id, c.slug from categories c join products p on p.category_id = c.id
       group by c.id, c.slug order by count(*) desc limit 1`,
  );
  // The most recent order (the one staff open most), a customer's name to search for, the newest
  // order's day for a one-month date filter, and the broadest warehouse location.
  const order = await client.query(
    `select order_number, shipping_address->>'fullName' as name, created_at::date::text as day
       from orders order by created_at desc limit 1`,
  );
  const location = await client.query(
    `select warehouse_location from products where warehouse_location is not null
       group by 1 order by count(*) desc limit 1`,
  );
  const day = order.rows[0].day as string;
  return {
    productId: product.rows[0].product_id as string,
    category: leaf.rows[0].slug as string,
    orderNumber: order.rows[0].order_number as string,
    customer: String(order.rows[0].name).split(" ")[0],
    monthFrom: new Date(Date.parse(`${day}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10),
    monthTo: day,
    location: (location.rows[0]?.warehouse_location as string | undefined) ?? "",
  };
}

/** Every scenario, or those whose name holds `only`. */
export async function adminScenarios(client: pg.Client, only?: string): Promise<Scenario[]> {
  const picked = await pickAddresses(client);
  const { orderNumber, customer, monthFrom, monthTo, location } = picked;
  const { productId, category } = picked;
  const list: Scenario[] = [
    { name: "products", path: "/admin/products", budgetMs: 100 },
    { name: "products search", path: "/admin/products?q=silk", budgetMs: 100 },
    {
      name: "products active + low stock",
      path: "/admin/products?active=true&stock=low_stock",
      budgetMs: 100,
    },
    {
      name: "products category + min price",
      path: `/admin/products?category=${encodeURIComponent(category)}&min_price=2000`,
      budgetMs: 100,
    },
    { name: "products sort price", path: "/admin/products?sort=price-low", budgetMs: 100 },
    { name: "products page 500", path: "/admin/products?page=500", budgetMs: 100 },
    { name: "product page", path: `/admin/products/${productId}`, budgetMs: 100 },
    { name: "dashboard", path: "/admin/dashboard", budgetMs: 150 },
    { name: "orders", path: "/admin/orders", budgetMs: 100 },
    ...ORDER_STATUSES.map((status) => ({
      name: `orders tab ${status}`,
      path: `/admin/orders?status=${status}`,
      budgetMs: 100,
    })),
    {
      name: "orders search customer",
      path: `/admin/orders?q=${encodeURIComponent(customer)}`,
      budgetMs: 100,
    },
    { name: "orders date range", path: `/admin/orders?from=${monthFrom}&to=${monthTo}`, budgetMs: 100 },
    { name: "order detail", path: `/admin/orders/${encodeURIComponent(orderNumber)}`, budgetMs: 100 },
    { name: "inventory levels", path: "/admin/inventory", budgetMs: 100 },
    { name: "inventory search", path: "/admin/inventory?q=silk", budgetMs: 100 },
    {
      name: "inventory location",
      path: `/admin/inventory?location=${encodeURIComponent(location)}`,
      budgetMs: 100,
    },
    { name: "inventory valuation", path: "/admin/inventory/insights?view=valuation", budgetMs: 300 },
    { name: "inventory aging", path: "/admin/inventory/insights?view=aging", budgetMs: 300 },
    { name: "inventory turnover", path: "/admin/inventory/insights?view=turnover", budgetMs: 300 },
    // Issue 14's content lists at 10,000 rows in their tables.
    { name: "content banners", path: "/admin/cms/banners", budgetMs: 100 },
    { name: "content testimonials", path: "/admin/cms/testimonials", budgetMs: 100 },
    { name: "content blog posts", path: "/admin/blog", budgetMs: 100 },
    { name: "content subscribers", path: "/admin/newsletter", budgetMs: 100 },
    { name: "content messages", path: "/admin/messages", budgetMs: 100 },
    { name: "content e-mails", path: "/admin/emails", budgetMs: 100 },
    { name: "content faqs", path: "/admin/cms/faqs", budgetMs: 100 },
    { name: "content navigation", path: "/admin/cms/navigation", budgetMs: 100 },
    { name: "content craftsmanship", path: "/admin/cms/craftsmanship", budgetMs: 100 },
    { name: "content blog categories", path: "/admin/blog/categories", budgetMs: 100 },
    { name: "content campaigns", path: "/admin/newsletter/campaigns", budgetMs: 100 },
    {
      name: "content config options",
      path: `/admin/settings/options?category=${BENCH_CONFIG_CATEGORY}`,
      budgetMs: 100,
    },
    // Every panel of the page streams into the one response: its last byte is the slowest panel.
    { name: "analytics 30 days", path: "/admin/analytics", budgetMs: 200 },
    { name: "analytics 90 days", path: "/admin/analytics?range=90d", budgetMs: 200 },
    { name: "analytics this year", path: "/admin/analytics?range=year", budgetMs: 200 },
    {
      name: "analytics custom",
      path: `/admin/analytics?range=custom&from=${monthFrom}&to=${monthTo}`,
      budgetMs: 200,
    },
    {
      name: "analytics csv top products",
      path: "/admin/analytics/top-products.csv?range=year",
      budgetMs: 200,
    },
  ];
  return only ? list.filter((s) => s.name.includes(only)) : list;
}
