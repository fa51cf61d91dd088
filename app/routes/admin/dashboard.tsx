import { Suspense } from "react";
import { Await } from "react-router";
import { Link } from "../../components/link";
import { formatDateTime } from "../../../lib/date-format";
import { formatIndianNumber, formatInr } from "../../../lib/money";
import { canOpen } from "../../../lib/permissions";
import { requireStaff } from "../../../server/http/guards";
import { dashboardTopProducts, getDashboardSummary } from "../../../server/modules/analytics/service";
import { recentActivity } from "../../../server/modules/audit/service";
import { newContactMessageCount } from "../../../server/modules/content/service";
import { listUserContacts } from "../../../server/modules/customers/service";
import { getConfigOptions } from "../../../server/modules/settings/service";
import { Figure } from "../../components/admin/figure";
import { NewMessagesCard } from "../../components/admin/messages/new-messages-card";
import type { Route } from "./+types/dashboard";

export const meta = () => [{ title: "Dashboard | Divine Threads Admin" }];
export const handle = { crumbs: [{ label: "Dashboard" }] };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request, "dashboard");
  const quickActions = await getConfigOptions("admin_quick_actions");
  // Streamed: the cards show '...' until the figures arrive (spec), the page is usable at once.
  const summary = getDashboardSummary();
  const recent = Promise.all([summary, recentActivity(10).catch(() => [])]).then(async ([s, activity]) =>
    recentEntries(s.recentOrders, activity, await actorNames(activity)),
  );
  return {
    // Stock alerts lead to the inventory list filtered to them, for roles that may open it.
    stockLinks: canOpen("/admin/inventory", user.role),
    // Only actions and cards whose section exists and that this role may open lead anywhere.
    quickActions: quickActions
      .filter((a) => a.value && canOpen(a.value, user.role))
      .map((a) => ({ label: a.label, to: a.value! })),
    cardLinks: Object.fromEntries(CARDS.map((card) => [card.key, canOpen(card.to, user.role)])),
    summary,
    recent,
    // Spec section 9: the dashboard's top 5 products, here of the last 30 days; null when they failed.
    topProducts: dashboardTopProducts().catch(() => null),
    // The contact inbox's new messages, for roles that may open it; streamed like the figures.
    newMessages: canOpen("/admin/messages", user.role)
      ? newContactMessageCount().catch(() => null)
      : undefined,
  };
}

/** The current names of the people in the log, from their accounts. */
async function actorNames(rows: { actorId: string | null }[]): Promise<Map<string, string>> {
  const ids = rows.flatMap((r) => (r.actorId ? [r.actorId] : []));
  const contacts = await listUserContacts(ids).catch(() => new Map<string, { name: string }>());
  return new Map([...contacts].map(([id, c]) => [id, c.name]));
}

interface RecentEntry {
  key: string;
  at: string;
  text: string;
}

/** The newest orders and admin actions, one list, newest first. */
function recentEntries(
  orders: Awaited<ReturnType<typeof getDashboardSummary>>["recentOrders"],
  activity: Awaited<ReturnType<typeof recentActivity>>,
  names: Map<string, string>,
): RecentEntry[] {
  return [
    ...orders.map((o) => ({
      key: `order-${o.orderNumber}`,
      at: new Date(o.createdAt).toISOString(),
      text: `Order ${o.orderNumber} placed by ${o.customerName || o.customerEmail}: ${formatInr(o.totalPaise)}`,
    })),
    ...activity.map((row) => ({
      key: `activity-${row.id}`,
      at: new Date(row.createdAt).toISOString(),
      text: `${(row.actorId && names.get(row.actorId)) || row.actorEmail}: ${row.action}${row.entityLabel ? ` (${row.entityLabel})` : ""}`,
    })),
  ]
    .sort((x, y) => y.at.localeCompare(x.at))
    .slice(0, 10);
}

type Summary = Awaited<ReturnType<typeof getDashboardSummary>>;

const CARDS: { key: keyof Summary["totals"]; label: string; to: string; money?: boolean }[] = [
  { key: "users", label: "Total Users", to: "/admin/users" },
  { key: "orders", label: "Total Orders", to: "/admin/orders" },
  { key: "revenuePaise", label: "Total Revenue", to: "/admin/analytics", money: true },
  { key: "products", label: "Total Products", to: "/admin/products" },
];

function StatCards({ summary, links }: { summary: Summary | null; links: Record<string, boolean> }) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map((card) => {
        const value = summary?.totals[card.key];
        const shown = value === undefined ? "..." : card.money ? formatInr(value) : formatIndianNumber(value);
        const body = (
          <>
            <span className="block text-sm text-stone-600">{card.label}</span>
            <Figure value={shown} />
          </>
        );
        const box = "block rounded-xl border border-stone-200 bg-white p-4";
        return (
          <li key={card.key}>
            {links[card.key] ? (
              <Link to={card.to} className={`${box} hover:border-maroon-800`}>
                {body}
              </Link>
            ) : (
              <div className={box}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-stone-900">Dashboard</h1>
      <Suspense fallback={<StatCards summary={null} links={loaderData.cardLinks} />}>
        <Await resolve={loaderData.summary}>
          {(summary) => (
            <>
              {summary.failures.length > 0 && (
                <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                  Some figures could not be loaded just now and show 0: {summary.failures.join(", ")}.
                </p>
              )}
              <StatCards summary={summary} links={loaderData.cardLinks} />
            </>
          )}
        </Await>
      </Suspense>
      <Suspense fallback={<StockAlerts alerts={null} links={loaderData.stockLinks} />}>
        <Await resolve={loaderData.summary}>
          {(summary) => <StockAlerts alerts={summary.attention.stockAlerts} links={loaderData.stockLinks} />}
        </Await>
      </Suspense>
      {loaderData.newMessages && (
        <Suspense fallback={<NewMessagesCard count={undefined} />}>
          <Await resolve={loaderData.newMessages}>{(count) => <NewMessagesCard count={count} />}</Await>
        </Suspense>
      )}
      {loaderData.quickActions.length > 0 && (
        <section aria-labelledby="quick-actions">
          <h2 id="quick-actions" className="text-lg font-semibold text-stone-900">
            Quick actions
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {loaderData.quickActions.map((action) => (
              <li key={action.to}>
                <Link
                  to={action.to}
                  className="inline-block rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-medium"
                >
                  {action.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Suspense fallback={<Panel title="Top products">...</Panel>}>
        <Await resolve={loaderData.topProducts}>{(products) => <TopProducts products={products} />}</Await>
      </Suspense>
      <div className="grid gap-6 lg:grid-cols-2">
        <Suspense fallback={<Panel title="Needs attention">...</Panel>}>
          <Await resolve={loaderData.summary}>{(summary) => <NeedsAttention summary={summary} />}</Await>
        </Suspense>
        <Suspense fallback={<Panel title="Recent Activity">...</Panel>}>
          <Await resolve={loaderData.recent}>{(entries) => <RecentActivity entries={entries} />}</Await>
        </Suspense>
      </div>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      <div className="mt-3 text-sm text-stone-700">{children}</div>
    </section>
  );
}

function NeedsAttention({ summary }: { summary: Summary }) {
  const a = summary.attention;
  const items = [
    { count: a.unshippedPaid.count, text: "paid orders not shipped for more than 2 days" },
    { count: a.expiredHolds, text: "unpaid online orders whose stock hold expired" },
    { count: a.failedEmails, text: "e-mails that could not be sent" },
    { count: a.failedJobs, text: "background jobs that failed" },
  ].filter((item) => item.count > 0);
  return (
    <Panel title="Needs attention">
      {items.length === 0 ? (
        <p>Nothing needs your attention right now.</p>
      ) : (
        <ul className="space-y-1">
          {items.map((item) => (
            <li key={item.text}>
              <span className="font-semibold tabular-nums">{formatIndianNumber(item.count)}</span> {item.text}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

const STOCK_ALERTS = [
  {
    key: "critical",
    label: "Critical",
    text: "out of stock",
    to: "/admin/inventory?stock=out_of_stock&active=true",
    tone: "border-red-200 bg-red-50",
  },
  {
    key: "warning",
    label: "Warning",
    text: "low on stock",
    to: "/admin/inventory?stock=low_stock&active=true",
    tone: "border-amber-200 bg-amber-50",
  },
] as const;

/** Spec section 4's stock alerts, counted per active product; each count opens its inventory list. */
function StockAlerts({
  alerts,
  links,
}: {
  alerts: Summary["attention"]["stockAlerts"] | null;
  links: boolean;
}) {
  return (
    <section aria-labelledby="stock-alerts">
      <h2 id="stock-alerts" className="text-lg font-semibold text-stone-900">
        Stock alerts
      </h2>
      <ul className="mt-2 grid grid-cols-2 gap-3">
        {STOCK_ALERTS.map((alert) => {
          const count = alerts?.[alert.key];
          const body = (
            <>
              <span className="block text-xs font-semibold uppercase tracking-wide text-stone-700">
                {alert.label}
              </span>
              <span className="mt-1 block text-2xl font-semibold tabular-nums text-stone-900">
                {count === undefined ? "..." : formatIndianNumber(count)}
              </span>
              <span className="block text-sm text-stone-700">
                {count === 1 ? "product" : "products"} {alert.text}
              </span>
            </>
          );
          const box = `block rounded-xl border p-4 ${count ? alert.tone : "border-stone-200 bg-white"}`;
          return (
            <li key={alert.key}>
              {links ? (
                <Link to={alert.to} className={`${box} hover:border-maroon-800`}>
                  {body}
                </Link>
              ) : (
                <div className={box}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function RecentActivity({ entries }: { entries: RecentEntry[] }) {
  return (
    <Panel title="Recent Activity">
      {entries.length === 0 ? (
        <>
          <p className="font-medium">No recent activity</p>
          <p>Recent orders and activity will appear here once available.</p>
        </>
      ) : (
        <ul className="divide-y divide-stone-100">
          {entries.map((entry) => (
            <li key={entry.key} className="py-2">
              <p>{entry.text}</p>
              <p className="text-xs text-stone-500">{formatDateTime(entry.at)}</p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function TopProducts({
  products,
}: {
  products: { productId: string; name: string; units: number; revenuePaise: number }[] | null;
}) {
  return (
    <Panel title="Top products">
      {products === null ? (
        <p role="alert">Failed to fetch top products</p>
      ) : products.length === 0 ? (
        <p>No sales in the last 30 days.</p>
      ) : (
        <>
          <p className="mb-2 text-stone-600">Most sales revenue in the last 30 days.</p>
          <ol className="divide-y divide-stone-100">
            {products.map((p) => (
              <li key={p.productId} className="flex justify-between gap-3 py-2">
                <span className="min-w-0 truncate">{p.name}</span>
                <span className="shrink-0 tabular-nums">
                  {formatIndianNumber(p.units)} sold, {formatInr(p.revenuePaise)}
                </span>
              </li>
            ))}
          </ol>
          <Link to="/admin/analytics" className="mt-2 inline-block text-maroon-800 underline">
            See all analytics
          </Link>
        </>
      )}
    </Panel>
  );
}
