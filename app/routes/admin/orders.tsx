import { useEffect } from "react";
import { data, redirect, useNavigation } from "react-router";
import { Link } from "../../components/link";
import { formText } from "../../../lib/form-errors";
import { AppError } from "../../../server/errors";
import { setFlash } from "../../../server/http/flash";
import { requireStaff } from "../../../server/http/guards";
import {
  deleteSavedOrderView,
  listAdminOrders,
  listSavedOrderViews,
  markOrdersProcessing,
  saveOrderView,
} from "../../../server/modules/orders/service";
import { EmptyState } from "../../components/admin/empty-state";
import { OrderFilters } from "../../components/admin/orders/order-filters";
import { OrderTable } from "../../components/admin/orders/order-table";
import { OrderTabs } from "../../components/admin/orders/order-tabs";
import { SavedViews } from "../../components/admin/orders/saved-views";
import {
  isOrderListFiltered,
  orderListHref,
  orderListQuery,
  parseOrderListParams,
} from "../../components/admin/orders/list-params";
import { ExportMenu } from "../../components/admin/export-menu";
import { PageHeader, secondaryAction } from "../../components/admin/page-header";
import { Pagination } from "../../components/admin/pagination";
import { Notice } from "../../components/ui/notice";
import { useToast } from "../../components/ui/toaster";
import type { Route } from "./+types/orders";

export const meta = () => [{ title: "Orders | Divine Threads Admin" }];
export const handle = { crumbs: [{ label: "Dashboard", to: "/admin/dashboard" }, { label: "Orders" }] };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request, "orders");
  const params = parseOrderListParams(new URL(request.url).searchParams);
  const [list, views] = await Promise.all([
    listAdminOrders({
      tab: params.status,
      search: params.q,
      paymentStatus: params.payment,
      method: params.method,
      from: params.from,
      to: params.to,
      state: params.state,
      sort: params.sort,
      page: params.page,
      limit: params.limit,
    }),
    listSavedOrderViews(user.id),
  ]);
  return {
    params: { ...params, page: list.page },
    query: orderListQuery(params, { page: 1 }),
    views,
    list: { ...list, orders: list.orders.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })) },
  };
}

const plural = (n: number) => `${n} ${n === 1 ? "order" : "orders"}`;

async function perform(form: FormData, actor: { id: string; email: string }): Promise<string> {
  const intent = formText(form.get("intent"));
  if (intent === "mark-processing") {
    const { changed, skipped } = await markOrdersProcessing(actor, form.getAll("ids").map(formText));
    const done = changed === 0 ? "No order was marked processing." : `${plural(changed)} marked processing.`;
    return skipped.length === 0 ? done : `${done} Not changed: ${skipped.join("; ")}`;
  }
  if (intent === "save-view") {
    const view = await saveOrderView(actor, formText(form.get("name")), formText(form.get("query")));
    return `View "${view.name}" saved.`;
  }
  if (intent === "delete-view") {
    await deleteSavedOrderView(actor, formText(form.get("viewId")));
    return "View deleted.";
  }
  throw new AppError("INVALID", "Unknown action. Reload the page and try again.");
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request, "orders");
  const form = await request.formData().catch(() => null);
  if (!form) return data({ error: "Unknown action. Reload the page and try again." }, { status: 400 });
  try {
    const text = await perform(form, { id: user.id, email: user.email });
    const params = parseOrderListParams(new URL(request.url).searchParams);
    return redirect(orderListHref(params, { page: params.page }), {
      headers: { "Set-Cookie": await setFlash({ type: "success", text }, request) },
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data({ error: error.message }, { status: error.code === "NOT_FOUND" ? 404 : 400 });
  }
}

export default function Orders({ loaderData, actionData }: Route.ComponentProps) {
  const { params, list, views, query } = loaderData;
  const navigation = useNavigation();
  const { show } = useToast();
  const failure = actionData as { error?: string } | undefined;
  useEffect(() => {
    if (failure?.error) show("error", failure.error);
  }, [failure, show]);
  const filtered = isOrderListFiltered(params);
  return (
    <div>
      <PageHeader
        title="Orders"
        description="Every order placed in the shop: find one, ship it, collect cash on delivery, refund."
        actions={
          <>
            <Link to="/admin/orders/cod" className={secondaryAction}>
              Cash to collect
            </Link>
            {list.total > 0 && <ExportMenu href={`/admin/orders/export${query ? `?${query}` : ""}`} />}
          </>
        }
      />
      <SavedViews views={views} query={query} />
      <OrderTabs params={params} counts={list.counts} capped={list.capped} />
      <OrderFilters params={params} />
      {failure?.error && (
        <Notice kind="error" className="mb-3">
          {failure.error}
        </Notice>
      )}
      {list.total === 0 ? (
        filtered || params.status !== "all" ? (
          <EmptyState
            title="No orders match"
            body="Nothing matches this tab, search and these filters. Try another tab or clear a filter."
            action={
              <Link to="/admin/orders" className={secondaryAction}>
                Show all orders
              </Link>
            }
          />
        ) : (
          <EmptyState
            title="No orders yet"
            body="Orders appear here when customers check out."
            action={
              <Link to="/" className={secondaryAction}>
                View your shop
              </Link>
            }
          />
        )
      ) : (
        <OrderTable
          key={`${query}:${list.page}:${list.orders.map((o) => `${o.id}:${o.status}`).join(",")}`}
          orders={list.orders}
          busy={navigation.state === "submitting"}
        />
      )}
      {list.total > 0 && (
        <Pagination
          page={list.page}
          pageCount={list.totalPages}
          total={list.total}
          more={list.capped?.more.includes(params.status)}
          pageSize={list.limit}
          hrefFor={(page) => orderListHref(params, { page })}
        />
      )}
    </div>
  );
}
