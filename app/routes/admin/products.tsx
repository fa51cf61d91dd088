import { useEffect } from "react";
import { data, redirect, useNavigation } from "react-router";
import { Link } from "../../components/link";
import { formText } from "../../../lib/form-errors";
import { formatIndianNumber } from "../../../lib/money";
import { AppError } from "../../../server/errors";
import { setFlash } from "../../../server/http/flash";
import { requireStaff } from "../../../server/http/guards";
import {
  BULK_MESSAGES,
  bulkUpdateProducts,
  getVariantsForBulkEdit,
  listAdminProducts,
  listProductCategoryChoices,
  removeProducts,
  saveBulkEdits,
} from "../../../server/modules/catalog/service";
import { EmptyState } from "../../components/admin/empty-state";
import { ExportMenu } from "../../components/admin/export-menu";
import { PageHeader, primaryAction, secondaryAction } from "../../components/admin/page-header";
import { Pagination } from "../../components/admin/pagination";
import { readBulkEditForm } from "../../components/admin/products/bulk-edit-form";
import { BulkEditTable } from "../../components/admin/products/bulk-edit-table";
import { isFiltered, productListHref } from "../../components/admin/products/list-href";
import { parseProductListParams, toFilters } from "../../components/admin/products/list-params";
import { ProductFilters } from "../../components/admin/products/product-filters";
import { ProductTable } from "../../components/admin/products/product-table";
import type { ProductActionError } from "../../components/admin/products/types";
import { Notice } from "../../components/ui/notice";
import { useToast } from "../../components/ui/toaster";
import type { Route } from "./+types/products";

export const meta = () => [{ title: "Products | Divine Threads Admin" }];
export const handle = { crumbs: [{ label: "Dashboard", to: "/admin/dashboard" }, { label: "Products" }] };

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "catalogue");
  const params = parseProductListParams(new URL(request.url).searchParams);
  const [list, categories] = await Promise.all([
    listAdminProducts(toFilters(params)),
    listProductCategoryChoices(),
  ]);
  const variants = params.edit ? await getVariantsForBulkEdit(list.products.map((p) => p.id)) : [];
  return {
    params: { ...params, page: list.page },
    list: { ...list, products: list.products.map((p) => ({ ...p, updatedAt: p.updatedAt.toISOString() })) },
    categories,
    variants,
  };
}

const STATUS = { INVALID: 400, NOT_FOUND: 404, CONFLICT: 409 } as const;
const count = (n: number) => `${formatIndianNumber(n)} ${n === 1 ? "product" : "products"}`;

const BULK_DONE = {
  activate: (n: number) => `${count(n)} activated`,
  deactivate: (n: number) => `${count(n)} deactivated`,
  feature: (n: number) => `${count(n)} featured`,
  unfeature: (n: number) => `${count(n)} no longer featured`,
} as const;

/** Runs the posted intent and says what happened, for the toast. */
async function perform(form: FormData, actor: { id: string; email: string }): Promise<string> {
  const intent = formText(form.get("intent"));
  const ids = form.getAll("ids").map(formText);
  if (Object.hasOwn(BULK_DONE, intent)) {
    const type = intent as keyof typeof BULK_DONE;
    const { changed } = await bulkUpdateProducts(actor, ids, { type });
    return changed === 0
      ? "Nothing to change: the selected products were already like that."
      : BULK_DONE[type](changed);
  }
  if (intent === "set-category") {
    const categoryId = formText(form.get("categoryId"));
    const { changed } = await bulkUpdateProducts(actor, ids, { type: "set_category", categoryId });
    return changed === 0
      ? "The selected products were already in that category."
      : `Category changed for ${count(changed)}`;
  }
  if (intent === "delete") {
    const { deleted, archived } = await removeProducts(actor, ids);
    const parts = [
      deleted > 0 ? `${count(deleted)} deleted` : "",
      archived > 0 ? `${count(archived)} on orders archived` : "",
    ];
    return parts.filter(Boolean).join("; ");
  }
  if (intent === "save-edits") {
    const { changedProducts } = await saveBulkEdits(actor, readBulkEditForm(form));
    return changedProducts === 0
      ? "No changes to save."
      : `Prices and stock saved for ${count(changedProducts)}`;
  }
  throw new AppError("INVALID", BULK_MESSAGES.unknownAction);
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request, "catalogue");
  const form = await request.formData().catch(() => null);
  if (!form) return data<ProductActionError>({ error: BULK_MESSAGES.unknownAction }, { status: 400 });
  try {
    const text = await perform(form, { id: user.id, email: user.email });
    // Back to the same list (without the editor after a save), with the result as a toast.
    const params = parseProductListParams(new URL(request.url).searchParams);
    return redirect(productListHref(params, { page: params.page, edit: false }), {
      headers: { "Set-Cookie": await setFlash({ type: "success", text }, request) },
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const status = STATUS[error.code as keyof typeof STATUS] ?? 400;
    return data<ProductActionError>({ error: error.message, fieldErrors: error.fieldErrors }, { status });
  }
}

export default function Products({ loaderData, actionData }: Route.ComponentProps) {
  const { params, list, categories, variants } = loaderData;
  const navigation = useNavigation();
  const { show } = useToast();
  const busy = navigation.state === "submitting";
  const failure = actionData as ProductActionError | undefined;
  useEffect(() => {
    if (failure?.error) show("error", failure.error);
  }, [failure, show]);
  const filtered = isFiltered(params);
  return (
    <div>
      <PageHeader
        title="Products"
        description="Everything the shop sells: search, filter, change many at once, or edit prices and stock here."
        actions={
          <>
            {list.total > 0 && !params.edit && (
              <Link to={productListHref(params, { page: list.page, edit: true })} className={secondaryAction}>
                Edit prices and stock
              </Link>
            )}
            {list.total > 0 && (
              <ExportMenu
                href={productListHref(params, { edit: false }).replace(/^\/admin\/products/, "$&/export")}
              />
            )}
            <Link to="/admin/products/new" className={primaryAction}>
              Add product
            </Link>
          </>
        }
      />
      {(list.total > 0 || filtered) && <ProductFilters params={params} categories={categories} />}
      {failure?.error && (
        <Notice kind="error" className="mb-3">
          {failure.error}
        </Notice>
      )}
      {list.total === 0 ? (
        filtered ? (
          <EmptyState
            title="No products match"
            body="Nothing matches this search and these filters. Try fewer words or clear a filter."
            action={
              <Link to="/admin/products" className={secondaryAction}>
                Clear search and filters
              </Link>
            }
          />
        ) : (
          <EmptyState
            title="No products yet"
            body="Products are what the shop sells. Add the first one with its photos, sizes and stock, and it appears in the shop once it is active."
            action={
              <Link to="/admin/products/new" className={primaryAction}>
                Add product
              </Link>
            }
          />
        )
      ) : params.edit ? (
        <BulkEditTable
          products={list.products}
          variants={variants}
          fieldErrors={failure?.fieldErrors ?? {}}
          doneHref={productListHref(params, { page: list.page, edit: false })}
        />
      ) : (
        // Rows that changed (an action went through) or another page start with nothing selected;
        // after a refusal the selection stays, to be corrected.
        <ProductTable
          key={list.products.map((p) => `${p.id}@${p.updatedAt}`).join(",")}
          products={list.products}
          categories={categories}
          busy={busy}
        />
      )}
      {list.total > 0 && (
        <Pagination
          page={list.page}
          pageCount={list.totalPages}
          total={list.total}
          more={list.more}
          pageSize={list.limit}
          hrefFor={(page) => productListHref(params, { page })}
        />
      )}
    </div>
  );
}
