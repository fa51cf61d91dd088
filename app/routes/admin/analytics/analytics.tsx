import { Suspense } from "react";
import { Await, data } from "react-router";
import { requireStaff } from "../../../../server/http/guards";
import {
  indianDay,
  loadAnalyticsPanels,
  parseDateRange,
  rangeQuery,
} from "../../../../server/modules/analytics/service";
import { fullDayLabel } from "../../../components/admin/analytics/labels";
import {
  CustomersPanel,
  OrdersByStatusPanel,
  PaymentMethodsPanel,
  RecentOrdersPanel,
} from "../../../components/admin/analytics/order-panels";
import { CategoryPanel, TopProductsPanel } from "../../../components/admin/analytics/product-panels";
import { RangeForm } from "../../../components/admin/analytics/range-form";
import { MonthlySalesPanel, SalesTrendsPanel } from "../../../components/admin/analytics/sales-panels";
import { BannersPanel, WebVitalsPanel } from "../../../components/admin/analytics/site-panels";
import { StreamedPanel } from "../../../components/admin/analytics/streamed-panel";
import { SummaryCards } from "../../../components/admin/analytics/summary-cards";
import { PageHeader } from "../../../components/admin/page-header";
import { Notice } from "../../../components/ui/notice";
import type { Route } from "./+types/analytics";

export const meta = () => [{ title: "Analytics | Divine Threads Admin" }];
export const handle = { crumbs: [{ label: "Analytics" }] };

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "analytics");
  const params = new URL(request.url).searchParams;
  const choice = parseDateRange(params);
  const range = choice.ok ? choice.range : null;
  // Streamed: each panel arrives on its own, and one that fails shows its message alone.
  const panels = loadAnalyticsPanels(range);
  const body = {
    today: indianDay(),
    range,
    error: choice.ok ? null : choice.message,
    asked: {
      preset: params.get("range") ?? "custom",
      from: params.get("from") ?? "",
      to: params.get("to") ?? "",
    },
    query: range ? rangeQuery(range) : "range=30d",
    ...panels,
  };
  return choice.ok ? body : data(body, { status: 400 });
}

export default function Analytics({ loaderData: d }: Route.ComponentProps) {
  const { range, query } = d;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Analytics"
        description="How the shop is doing: sales are orders confirmed, processing, shipped or delivered; days are Indian days."
      />
      {/* The rollups are folded in a few seconds after the orders change (decision 023). */}
      <p className="text-xs text-stone-600">Figures up to a few seconds old.</p>
      <RangeForm
        preset={range?.preset ?? "custom"}
        from={range?.from ?? d.asked.from}
        to={range?.to ?? d.asked.to}
        today={d.today}
      />
      {d.error && <Notice kind="error">{d.error}</Notice>}
      {range && (
        <section aria-labelledby="range-summary" className="space-y-2">
          <h2 id="range-summary" className="text-lg font-semibold text-stone-900">
            {fullDayLabel(range.from)} to {fullDayLabel(range.to)}
          </h2>
          <p className="text-sm text-stone-600">
            Compared with {fullDayLabel(range.previous.from)} to {fullDayLabel(range.previous.to)}.
          </p>
          <Suspense fallback={<SummaryCards summary={null} days={range.days} />}>
            <Await resolve={d.summary}>
              {(r) =>
                r.ok ? (
                  <SummaryCards summary={r.data} days={range.days} />
                ) : (
                  <Notice kind="error">{r.message}</Notice>
                )
              }
            </Await>
          </Suspense>
        </section>
      )}
      <div className="grid gap-6 xl:grid-cols-2">
        <StreamedPanel title="Sales trends" result={d.trends}>
          {(days) => <SalesTrendsPanel days={days} query={query} />}
        </StreamedPanel>
        <StreamedPanel title="Monthly sales" result={d.monthly}>
          {(months) => <MonthlySalesPanel months={months} query={query} />}
        </StreamedPanel>
        {range && (
          <>
            <StreamedPanel title="Top products" result={d.topProducts}>
              {(products) => <TopProductsPanel products={products} query={query} />}
            </StreamedPanel>
            <StreamedPanel title="Category performance" result={d.categories}>
              {(categories) => <CategoryPanel categories={categories} query={query} />}
            </StreamedPanel>
            <StreamedPanel title="Orders by status" result={d.orders}>
              {(orders) => <OrdersByStatusPanel orders={orders} query={query} />}
            </StreamedPanel>
            <StreamedPanel title="Online versus cash on delivery" result={d.orders}>
              {(orders) => <PaymentMethodsPanel orders={orders} query={query} />}
            </StreamedPanel>
            <StreamedPanel title="New versus returning customers" result={d.customers}>
              {(customers) => <CustomersPanel customers={customers} query={query} />}
            </StreamedPanel>
          </>
        )}
        <StreamedPanel title="Banner click-through" result={d.banners}>
          {(banners) => <BannersPanel banners={banners} query={query} />}
        </StreamedPanel>
        <StreamedPanel title="Real-user web vitals" result={d.vitals}>
          {(vitals) => <WebVitalsPanel vitals={vitals} query={query} />}
        </StreamedPanel>
        <StreamedPanel title="Recent orders" result={d.recentOrders}>
          {(orders) => <RecentOrdersPanel orders={orders} />}
        </StreamedPanel>
      </div>
    </div>
  );
}
