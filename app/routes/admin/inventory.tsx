import { useEffect } from "react";
import { data, redirect, useLocation } from "react-router";
import { Link } from "../../components/link";
import { formText } from "../../../lib/form-errors";
import { AppError } from "../../../server/errors";
import { setFlash } from "../../../server/http/flash";
import { requireStaff } from "../../../server/http/guards";
import { listProductCategoryChoices } from "../../../server/modules/catalog/service";
import {
  ADJUST_REASONS,
  adjustFailed,
  adminAdjustStock,
  listStockLevels,
  stockAlertCounts,
} from "../../../server/modules/inventory/service";
import { EmptyState } from "../../components/admin/empty-state";
import type { AdjustFailure } from "../../components/admin/inventory/adjust-form";
import { AlertsSummary } from "../../components/admin/inventory/alerts-summary";
import { InventoryTabs } from "../../components/admin/inventory/inventory-tabs";
import { LevelFilters } from "../../components/admin/inventory/level-filters";
import {
  INVENTORY_PATH,
  LEVEL_DEFAULT_PAGE_SIZE,
  isLevelListFiltered,
  levelHref,
  levelQuery,
  NO_FILTERS,
  parseLevelParams,
  toLevelQuery,
} from "../../components/admin/inventory/level-params";
import { LevelTable } from "../../components/admin/inventory/level-table";
import { ExportMenu } from "../../components/admin/export-menu";
import { PageHeader, primaryAction, secondaryAction } from "../../components/admin/page-header";
import { Pagination } from "../../components/admin/pagination";
import { Notice } from "../../components/ui/notice";
import { useToast } from "../../components/ui/toaster";
import type { Route } from "./+types/inventory";

export const meta = () => [{ title: "Inventory | Divine Threads Admin" }];
export const handle = { crumbs: [{ label: "Dashboard", to: "/admin/dashboard" }, { label: "Inventory" }] };

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "inventory");
  const search = new URL(request.url).searchParams;
  const params = parseLevelParams(search);
  const [list, alerts, categories] = await Promise.all([
    listStockLevels(toLevelQuery(params)),
    stockAlertCounts(),
    listProductCategoryChoices(),
  ]);
  return {
    params: { ...params, page: list.page },
    list,
    alerts,
    categories,
    reasons: Object.entries(ADJUST_REASONS),
    // A variant's adjustment form to draw open (the link that opens it without JavaScript).
    openVariantId: search.get("adjust") ?? undefined,
  };
}

const STATUS = { INVALID: 400, NOT_FOUND: 404, CONFLICT: 409 } as const;

/** Adjusts one variant's stock (staff and admins), then comes back to the same list with a toast. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request, "inventory");
  const form = await request.formData().catch(() => null);
  if (!form || formText(form.get("intent")) !== "adjust")
    return data<AdjustFailure>({ error: adjustFailed("choose a variant and a quantity.") }, { status: 400 });
  const variantId = formText(form.get("variantId"));
  try {
    const done = await adminAdjustStock(
      { id: user.id, email: user.email },
      {
        variantId,
        mode: formText(form.get("mode")) as "set" | "change",
        quantity: formText(form.get("quantity")),
        seenOnHand: formText(form.get("seenOnHand")),
        reason: formText(form.get("reason")),
        note: formText(form.get("note")),
      },
    );
    const text =
      done.previousOnHand === done.newOnHand
        ? `Stock for ${done.sku} is already ${done.newOnHand}: nothing changed.`
        : `Stock for ${done.sku} changed from ${done.previousOnHand} to ${done.newOnHand}.`;
    const params = parseLevelParams(new URL(request.url).searchParams);
    return redirect(levelHref(params, { page: params.page }), {
      headers: { "Set-Cookie": await setFlash({ type: "success", text }, request) },
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const status = STATUS[error.code as keyof typeof STATUS] ?? 400;
    return data<AdjustFailure>({ error: error.message, variantId }, { status });
  }
}

export default function Inventory({ loaderData, actionData }: Route.ComponentProps) {
  const { params, list, alerts, categories, reasons, openVariantId } = loaderData;
  const location = useLocation();
  const { show } = useToast();
  const failure = actionData as AdjustFailure | undefined;
  useEffect(() => {
    if (failure?.error) show("error", failure.error);
  }, [failure, show]);
  const filtered = isLevelListFiltered(params);
  const query = levelQuery(params, { page: params.page });
  const exportQuery = levelQuery(params, { page: 1, sort: "newest", limit: LEVEL_DEFAULT_PAGE_SIZE });
  const alertHref = (stock: "out_of_stock" | "low_stock") =>
    levelHref({ ...params, ...NO_FILTERS, stock, active: true });
  return (
    <div>
      <PageHeader
        title="Inventory"
        description="Stock of every size and colour: find what runs out, adjust counts, and see where stock sits."
        actions={
          <>
            {list.total > 0 && (
              <ExportMenu href={`/admin/inventory/export${exportQuery ? `?${exportQuery}` : ""}`} />
            )}
            <Link to="/admin/inventory/bulk" className={primaryAction}>
              Bulk update
            </Link>
          </>
        }
      />
      <InventoryTabs />
      <AlertsSummary
        critical={alerts.critical}
        warning={alerts.warning}
        criticalHref={alertHref("out_of_stock")}
        warningHref={alertHref("low_stock")}
      />
      {(list.total > 0 || filtered) && <LevelFilters params={params} categories={categories} />}
      {failure?.error && (
        <Notice kind="error" className="mb-3">
          {failure.error}
          {failure.variantId && (
            // Without JavaScript the refused form comes back at the top of the page; this leads to it.
            <>
              {" "}
              <a href={`#adjust-${failure.variantId}`} className="font-medium underline">
                Go to the form
              </a>
            </>
          )}
        </Notice>
      )}
      {list.total === 0 ? (
        filtered ? (
          <EmptyState
            title="No stock matches"
            body="Nothing matches this search and these filters. Try fewer words or clear a filter."
            action={
              <Link to={INVENTORY_PATH} className={secondaryAction}>
                Clear search and filters
              </Link>
            }
          />
        ) : (
          <EmptyState
            title="No products yet"
            body="Stock is counted per size and colour of each product. Add a product with its stock, and it appears here."
            action={
              <Link to="/admin/products/new" className={primaryAction}>
                Add product
              </Link>
            }
          />
        )
      ) : (
        <LevelTable
          products={list.products}
          action={`${location.pathname}${query ? `?${query}` : ""}`}
          reasons={reasons}
          failure={failure}
          openVariantId={openVariantId}
        />
      )}
      {list.total > 0 && (
        <Pagination
          page={list.page}
          pageCount={list.totalPages}
          total={list.total}
          more={list.more}
          pageSize={list.limit}
          hrefFor={(page) => levelHref(params, { page })}
        />
      )}
    </div>
  );
}
