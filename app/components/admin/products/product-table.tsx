import { useState } from "react";
import { Form } from "react-router";
import { Link } from "../../link";
import { formatDateTime } from "../../../../lib/date-format";
import { formatIndianNumber, formatInr } from "../../../../lib/money";
import { AdminTable } from "../admin-table";
import { Badge } from "../badge";
import { ProductBulkActions } from "./product-bulk-actions";
import { STOCK_LABELS, STOCK_TONES } from "./list-options";
import type { CategoryChoice, ProductListRow } from "./types";

export const BULK_FORM_ID = "product-bulk";

interface Props {
  products: ProductListRow[];
  categories: CategoryChoice[];
  busy: boolean;
}

/** The list with row checkboxes; choosing rows opens the bulk-action bar. */
export function ProductTable({ products, categories, busy }: Props) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const allOnPage = products.length > 0 && products.every((p) => selected.has(p.id));
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <>
      <Form method="post" id={BULK_FORM_ID}>
        <ProductBulkActions count={selected.size} categories={categories} busy={busy} />
      </Form>
      <AdminTable caption="Products">
        <thead>
          <tr>
            <th scope="col">
              <span className="flex items-center gap-3">
                <input
                  type="checkbox"
                  aria-label="Select all products on this page"
                  checked={allOnPage}
                  onChange={(e) =>
                    setSelected(e.target.checked ? new Set(products.map((p) => p.id)) : new Set())
                  }
                  className="size-4"
                />
                Product
              </span>
            </th>
            <th scope="col">Category</th>
            <th scope="col">Price</th>
            <th scope="col">Stock</th>
            <th scope="col">Status</th>
            <th scope="col">Updated</th>
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <tr key={p.id}>
              <td>
                <span className="flex min-w-0 items-center gap-3">
                  <input
                    type="checkbox"
                    name="ids"
                    value={p.id}
                    form={BULK_FORM_ID}
                    checked={selected.has(p.id)}
                    onChange={(e) => toggle(p.id, e.target.checked)}
                    aria-label={`Select ${p.name}`}
                    className="size-4 shrink-0"
                  />
                  <ProductName product={p} />
                </span>
              </td>
              <td data-label="Category">{p.categoryName}</td>
              <td data-label="Price" className="whitespace-nowrap">
                {formatInr(p.price)}
                {p.originalPrice !== null && p.originalPrice > p.price && (
                  <span className="ml-1 text-xs text-stone-500 line-through">
                    <span className="sr-only">was </span>
                    {formatInr(p.originalPrice)}
                  </span>
                )}
              </td>
              <td data-label="Stock" className="whitespace-nowrap">
                <span className="flex flex-wrap items-center gap-2">
                  <Badge tone={STOCK_TONES[p.stockStatus]}>{STOCK_LABELS[p.stockStatus]}</Badge>
                  <span>
                    {formatIndianNumber(p.stock)}
                    {p.onHand !== p.stock && (
                      <span className="text-xs text-stone-500"> of {formatIndianNumber(p.onHand)}</span>
                    )}
                    <span className="text-xs text-stone-500">
                      {" "}
                      · {p.variantCount} {p.variantCount === 1 ? "variant" : "variants"}
                    </span>
                  </span>
                </span>
              </td>
              <td data-label="Status">
                <span className="flex flex-wrap gap-1">
                  <Badge tone={p.isActive ? "green" : "grey"}>{p.isActive ? "Active" : "Inactive"}</Badge>
                  {p.isFeatured && <Badge tone="blue">Featured</Badge>}
                  {p.isBestseller && <Badge tone="blue">Bestseller</Badge>}
                </span>
              </td>
              <td data-label="Updated" className="whitespace-nowrap text-stone-600">
                {formatDateTime(p.updatedAt)}
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </>
  );
}

function ProductName({ product }: { product: ProductListRow }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      {product.imageUrl ? (
        <img
          src={product.imageUrl}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className="size-10 shrink-0 rounded-md bg-stone-100 object-cover"
        />
      ) : (
        <span aria-hidden="true" className="size-10 shrink-0 rounded-md bg-stone-100" />
      )}
      <Link
        to={`/admin/products/${product.id}`}
        className="font-medium text-stone-900 underline-offset-2 hover:underline"
      >
        {product.name}
      </Link>
    </span>
  );
}
