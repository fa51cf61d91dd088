import { Link } from "../../components/link";
import { formatIndianNumber } from "../../../lib/money";
import { requireStaff } from "../../../server/http/guards";
import { log } from "../../../server/log";
import { listUserContacts } from "../../../server/modules/customers/service";
import { listStockHistory } from "../../../server/modules/inventory/service";
import { EmptyState } from "../../components/admin/empty-state";
import { HistoryFilters } from "../../components/admin/inventory/history-filters";
import {
  historyHref,
  isHistoryFiltered,
  parseHistoryParams,
  toHistoryFilters,
} from "../../components/admin/inventory/history-params";
import { HistoryTable, type HistoryRowView } from "../../components/admin/inventory/history-table";
import { InventoryTabs } from "../../components/admin/inventory/inventory-tabs";
import { PageHeader, secondaryAction } from "../../components/admin/page-header";
import { Pagination } from "../../components/admin/pagination";
import { Notice } from "../../components/ui/notice";
import type { Route } from "./+types/inventory-history";

export const meta = () => [{ title: "Stock history | Divine Threads Admin" }];
export const handle = {
  crumbs: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "Inventory", to: "/admin/inventory" },
    { label: "History" },
  ],
};

/** Spec section 8: a failed read says so on the page, with the list left empty. */
export const HISTORY_FAILED =
  "Failed to fetch stock history: the stock records could not be read just now. Please try again.";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "inventory");
  const params = parseHistoryParams(new URL(request.url).searchParams);
  try {
    const history = await listStockHistory(toHistoryFilters(params));
    const people = await listUserContacts(history.rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])));
    const rows: HistoryRowView[] = history.rows.map(({ createdBy, createdAt, ...r }) => ({
      ...r,
      createdAt: createdAt.toISOString(),
      by: createdBy ? (people.get(createdBy)?.name ?? "A former staff member") : null,
    }));
    return { params: { ...params, page: history.page }, history: { ...history, rows }, error: null };
  } catch (error) {
    log.error("inventory: stock history could not be read", error);
    return {
      params,
      history: { rows: [] as HistoryRowView[], total: 0, capped: false, page: 1, pageCount: 1, pageSize: 50 },
      error: HISTORY_FAILED,
    };
  }
}

export default function InventoryHistory({ loaderData }: Route.ComponentProps) {
  const { params, history, error } = loaderData;
  return (
    <div>
      <PageHeader
        title="Stock history"
        description="Every change to stock, newest first: sales, holds for unpaid orders, returns, restocks and adjustments."
      />
      <InventoryTabs />
      <HistoryFilters params={params} />
      {error ? (
        <Notice kind="error">{error}</Notice>
      ) : history.total === 0 ? (
        <EmptyState
          title={isHistoryFiltered(params) ? "No stock movements match" : "No stock movements yet"}
          body={
            isHistoryFiltered(params)
              ? "Nothing matches these filters. Try a wider date range or clear a filter."
              : "Stock movements appear here as orders are placed and stock is adjusted."
          }
          action={
            isHistoryFiltered(params) ? (
              <Link to="/admin/inventory/history" className={secondaryAction}>
                Clear filters
              </Link>
            ) : undefined
          }
        />
      ) : (
        <>
          {history.capped && (
            <p role="status" className="mb-3 rounded-lg bg-stone-50 p-3 text-sm text-stone-700">
              More than {formatIndianNumber(history.total)} movements match: the newest{" "}
              {formatIndianNumber(history.total)} can be paged through. Pick a product, an order or dates to
              see older ones.
            </p>
          )}
          <HistoryTable rows={history.rows} />
          <Pagination
            page={history.page}
            pageCount={history.pageCount}
            total={history.total}
            pageSize={history.pageSize}
            hrefFor={(page) => historyHref(params, { page })}
          />
        </>
      )}
    </div>
  );
}
