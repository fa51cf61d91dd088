import { data, Form, redirect, useNavigation } from "react-router";
import { Link } from "../../components/link";
import { formText } from "../../../lib/form-errors";
import { emptyProductForm, readProductForm } from "../../../lib/product-form-schema-fields";
import { text } from "../../../lib/settings";
import { AppError } from "../../../server/errors";
import { setFlash } from "../../../server/http/flash";
import { requireStaff } from "../../../server/http/guards";
import {
  createProduct,
  getProductForEdit,
  listProductCategoryChoices,
  removeProducts,
  updateProduct,
} from "../../../server/modules/catalog/service";
import { getConfigOptions, getSettings } from "../../../server/modules/settings/service";
import { Badge } from "../../components/admin/badge";
import { ConfirmButton } from "../../components/admin/confirm-dialog";
import { PageHeader, primaryAction, secondaryAction } from "../../components/admin/page-header";
import {
  PRODUCT_FORM_ID,
  PRODUCT_SAVED,
  ProductForm,
} from "../../components/admin/product-form/product-form";
import type { EditableProduct, ProductActionFailure } from "../../components/admin/product-form/types";
import type { Route } from "./+types/product-edit";

export const meta = ({ data: page }: Route.MetaArgs) => [
  { title: `${page?.product ? page.product.name : "Add product"} | Divine Threads Admin` },
];
export const handle = {
  crumbs: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "Products", to: "/admin/products" },
    { label: "Product" },
  ],
};

export const NOT_FOUND_MESSAGE = "Product not found";
export const SAVED_MESSAGE = PRODUCT_SAVED;
export const DELETED_MESSAGE = "Product deleted";
export const ARCHIVED_MESSAGE =
  "This product is on orders, so it was archived (hidden from the shop) instead of deleted.";

/** One module for /admin/products/new and /admin/products/:id (no id means a new product). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "catalogue");
  const id = params.id;
  const [found, categories, presets, settings] = await Promise.all([
    id ? getProductForEdit(id) : null,
    listProductCategoryChoices(),
    getConfigOptions("color_presets"),
    getSettings(["site_name"]),
  ]);
  if (id && !found) throw data({ message: NOT_FOUND_MESSAGE }, { status: 404 });
  const product: EditableProduct | null = found && {
    id: found.id,
    name: found.name,
    isActive: found.isActive,
    isFeatured: found.isFeatured,
    isBestseller: found.isBestseller,
    version: found.version,
    state: { ...found.form, images: found.images },
    variants: Object.fromEntries(
      found.variants.map((v) => [v.id, { reserved: v.reserved, onOrders: v.onOrders }]),
    ),
  };
  return {
    product,
    blank: { ...emptyProductForm(), images: [] },
    categories: categories.map((c) => ({ id: c.id, label: c.label, isActive: c.isActive })),
    colorPresets: presets.flatMap((p) => (p.value ? [{ name: p.label, hex: p.value }] : [])),
    storeBrand: text(settings, "site_name", "Divine Threads"),
  };
}

const STATUS: Partial<Record<AppError["code"], number>> = { INVALID: 400, NOT_FOUND: 404, CONFLICT: 409 };

const flashRedirect = async (to: string, message: string, request: Request) =>
  redirect(to, { headers: { "Set-Cookie": await setFlash({ type: "success", text: message }, request) } });

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request, "catalogue");
  const actor = { id: user.id, email: user.email };
  const id = params.id;
  // A body that is not a form reads as an empty form: refused by validation, never a crash.
  const form = await request.formData().catch(() => new FormData());
  try {
    if (formText(form.get("intent")) === "delete") {
      if (!id) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
      const { archived } = await removeProducts(actor, [id]);
      return archived > 0
        ? flashRedirect(`/admin/products/${id}`, ARCHIVED_MESSAGE, request)
        : flashRedirect("/admin/products", DELETED_MESSAGE, request);
    }
    const input = readProductForm(form);
    const saved = id
      ? await updateProduct(actor, id, input, formText(form.get("version")))
      : await createProduct(actor, input);
    return flashRedirect(`/admin/products/${saved.id}`, SAVED_MESSAGE, request);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const body: ProductActionFailure = {
      ok: false,
      error: error.message,
      fieldErrors: error.fieldErrors ?? {},
    };
    return data(body, { status: STATUS[error.code] ?? 400 });
  }
}

export default function ProductEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { product, categories, colorPresets, storeBrand } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : null;
  const saving = useNavigation().state === "submitting";
  return (
    <div>
      <PageHeader
        title={product ? product.name : "Add product"}
        badges={
          product && (
            <>
              <Badge tone={product.isActive ? "green" : "grey"}>
                {product.isActive ? "Active" : "Inactive"}
              </Badge>
              {product.isFeatured && <Badge tone="blue">Featured</Badge>}
              {product.isBestseller && <Badge tone="blue">Bestseller</Badge>}
            </>
          )
        }
        actions={
          <>
            {product?.isActive && (
              <Link to={`/products/${product.id}`} className={secondaryAction} target="_blank" rel="noopener">
                View on shop
              </Link>
            )}
            {product && (
              <Form method="post" id="delete-product">
                <ConfirmButton
                  title={`Delete ${product.name}?`}
                  message={`${product.name}, its variants and their stock history will be deleted. A product that is on orders is archived (hidden from the shop) instead, so its orders and invoices stay complete. This cannot be undone.`}
                  confirmLabel="Delete product"
                  name="intent"
                  value="delete"
                >
                  Delete
                </ConfirmButton>
              </Form>
            )}
            <button type="submit" form={PRODUCT_FORM_ID} className={primaryAction} disabled={saving}>
              {saving ? "Saving..." : "Save"}
            </button>
          </>
        }
      />
      <ProductForm
        key={product?.version ?? "new"}
        saved={product && { id: product.id, version: product.version }}
        initial={product?.state ?? loaderData.blank}
        variantFacts={product?.variants ?? {}}
        categories={categories}
        colorPresets={colorPresets}
        storeBrand={storeBrand}
        serverError={failure?.error ?? null}
        serverFieldErrors={failure?.fieldErrors ?? {}}
      />
    </div>
  );
}
