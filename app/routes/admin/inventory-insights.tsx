import { formatDateTime, isoDate } from "../../../lib/date-format";
import { requireStaff } from "../../../server/http/guards";
import { log } from "../../../server/log";
import {
  DEFAULT_REORDER_QUANTITY,
  NO_SALES_DAYS_TO_SELL,
  type ReorderReport,
  reorderSuggestions,
  type StockAging,
  type StockDistribution,
  type StockTurnover,
  type StockValuation,
  recentStockReports,
  UNKNOWN_STOCK_AGE_DAYS,
} from "../../../server/modules/inventory/service";
import { AgingView } from "../../components/admin/inventory/aging-view";
import { DistributionView } from "../../components/admin/inventory/distribution-view";
import { INSIGHT_VIEWS, InsightNav, type InsightView } from "../../components/admin/inventory/insight-parts";
import { InventoryTabs } from "../../components/admin/inventory/inventory-tabs";
import { ReorderView } from "../../components/admin/inventory/reorder-view";
import { TurnoverView } from "../../components/admin/inventory/turnover-view";
import { ValuationView } from "../../components/admin/inventory/valuation-view";
import { PageHeader } from "../../components/admin/page-header";
import { Notice } from "../../components/ui/notice";
import type { Route } from "./+types/inventory-insights";

export const meta = () => [{ title: "Stock insights | Divine Threads Admin" }];
export const handle = {
  crumbs: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "Inventory", to: "/admin/inventory" },
    { label: "Insights" },
  ],
};

export const INSIGHTS_FAILED =
  "Failed to load stock insights: the figures could not be worked out just now. Please try again.";

interface Insights {
  view: InsightView;
  reorder?: ReorderReport;
  valuation?: StockValuation;
  aging?: StockAging;
  turnover?: StockTurnover;
  distribution?: StockDistribution;
  /** When a shared report's figures were worked out (the reorder list is always worked out now). */
  at?: Date;
}

/**
 * Only the insight on screen is worked out: each reads the whole catalogue once. The reorder list is
 * what staff act on, so it is always current; the reports are shared for up to a minute.
 */
async function load(view: InsightView): Promise<Insights> {
  switch (view) {
    case "reorder":
      return { view, reorder: await reorderSuggestions() };
    case "valuation": {
      const { value, at } = await recentStockReports.valuation();
      return { view, valuation: value, at };
    }
    case "aging": {
      const { value, at } = await recentStockReports.aging();
      return { view, aging: value, at };
    }
    case "turnover": {
      const { value, at } = await recentStockReports.turnover();
      return { view, turnover: value, at };
    }
    case "distribution": {
      const { value, at } = await recentStockReports.distribution();
      return { view, distribution: value, at };
    }
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "inventory");
  const asked = new URL(request.url).searchParams.get("view") ?? "";
  const view: InsightView = Object.hasOwn(INSIGHT_VIEWS, asked) ? (asked as InsightView) : "reorder";
  // Spec section 9's constants, for the explanations on the page.
  const rules = {
    defaultQuantity: DEFAULT_REORDER_QUANTITY,
    undatedDays: UNKNOWN_STOCK_AGE_DAYS,
    noSalesDays: NO_SALES_DAYS_TO_SELL,
  };
  try {
    return { data: await load(view), rules, error: null };
  } catch (error) {
    log.error(`inventory: the ${view} insight could not be worked out`, error);
    return { data: { view } as Insights, rules, error: INSIGHTS_FAILED };
  }
}

export default function InventoryInsights({ loaderData }: Route.ComponentProps) {
  const { data, rules, error } = loaderData;
  return (
    <div>
      <PageHeader
        title="Stock insights"
        description="What to reorder, what stock is worth, how long it has waited and how fast it sells."
      />
      <InventoryTabs />
      <InsightNav current={data.view} />
      {data.at && (
        <p className="mb-3 text-sm text-stone-600">
          Figures as of <time dateTime={isoDate(data.at)}>{formatDateTime(data.at)}</time>; they are worked
          out again at most once a minute.
        </p>
      )}
      {error ? (
        <Notice kind="error">{error}</Notice>
      ) : data.reorder ? (
        <ReorderView report={data.reorder} defaultQuantity={rules.defaultQuantity} />
      ) : data.valuation ? (
        <ValuationView valuation={data.valuation} />
      ) : data.aging ? (
        <AgingView aging={data.aging} undatedDays={rules.undatedDays} />
      ) : data.turnover ? (
        <TurnoverView turnover={data.turnover} noSalesDays={rules.noSalesDays} />
      ) : data.distribution ? (
        <DistributionView distribution={data.distribution} />
      ) : null}
    </div>
  );
}
