import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Link } from "../../link";
import { formatDateTime } from "../../../../lib/date-format";
import { AdminTable } from "../admin-table";
import { Badge } from "../badge";
import { BulkBar } from "../bulk-bar";
import { primaryAction } from "../page-header";
import { OrderButtons, pendingFlag, RowDelete, RowSwitch, useRowFetcher } from "./row-controls";

export interface TestimonialTableRow {
  id: string;
  customerName: string;
  customerTitle: string | null;
  customerLocation: string | null;
  quote: string;
  rating: number;
  isApproved: boolean;
  isFeatured: boolean;
  approvedAt: string | null;
  approvedByName: string | null;
  first: boolean;
  last: boolean;
}

const BULK_FORM = "testimonials-bulk";

/** The testimonials with their approval, featured switch and order; tick rows to approve them together. */
export function TestimonialTable({ rows, bulkAction }: { rows: TestimonialTableRow[]; bulkAction: string }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const busy = useNavigation().state === "submitting";
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  return (
    <>
      <Form method="post" action={bulkAction} id={BULK_FORM}>
        <input type="hidden" name="intent" value="approve-selected" />
        <BulkBar count={selected.size}>
          <button type="submit" className={primaryAction} disabled={busy}>
            {busy ? "Approving..." : "Approve"}
          </button>
        </BulkBar>
      </Form>
      <AdminTable caption="Testimonials, in the shop's order">
        <thead>
          <tr>
            <th scope="col">
              <input
                type="checkbox"
                aria-label="Select every testimonial on this page"
                checked={allSelected}
                onChange={(event) =>
                  setSelected(event.target.checked ? new Set(rows.map((r) => r.id)) : new Set())
                }
                className="h-4 w-4 accent-maroon-800"
              />
            </th>
            <th scope="col">Customer</th>
            <th scope="col">Rating</th>
            <th scope="col">Status</th>
            <th scope="col">Featured</th>
            <th scope="col">Order</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <TestimonialRow key={row.id} row={row} selected={selected.has(row.id)} onSelect={toggle} />
          ))}
        </tbody>
      </AdminTable>
    </>
  );
}

const small =
  "inline-flex h-9 items-center justify-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 hover:bg-stone-50 disabled:opacity-40";

function TestimonialRow(props: {
  row: TestimonialTableRow;
  selected: boolean;
  onSelect: (id: string, on: boolean) => void;
}) {
  const { row, selected, onSelect } = props;
  const { fetcher, busy, error } = useRowFetcher();
  const featured = pendingFlag(fetcher, "featured", row.isFeatured);
  const who = [row.customerTitle, row.customerLocation].filter(Boolean).join(", ");
  return (
    <tr className={busy ? "opacity-70" : ""}>
      <td data-label="Select">
        <input
          type="checkbox"
          name="ids"
          value={row.id}
          form={BULK_FORM}
          checked={selected}
          onChange={(event) => onSelect(row.id, event.target.checked)}
          aria-label={`Select ${row.customerName}`}
          className="h-4 w-4 accent-maroon-800"
        />
      </td>
      <td>
        <Link
          to={`/admin/cms/testimonials/${row.id}`}
          className="font-medium text-stone-900 underline-offset-2 hover:underline"
        >
          {row.customerName}
        </Link>
        {who && <p className="text-xs text-stone-500">{who}</p>}
        <p className="mt-1 line-clamp-2 max-w-md text-sm text-stone-700">{row.quote}</p>
        {error && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </td>
      <td data-label="Rating" className="whitespace-nowrap">
        <span aria-hidden="true" className="text-amber-600">
          {"\u2605".repeat(row.rating)}
          <span className="text-stone-300">{"\u2605".repeat(5 - row.rating)}</span>
        </span>
        <span className="sr-only">{row.rating} out of 5</span>
      </td>
      <td data-label="Status">
        {row.isApproved ? (
          <Badge tone="green">Approved</Badge>
        ) : (
          <Badge tone="amber">Awaiting approval</Badge>
        )}
        {row.isApproved && row.approvedAt && (
          <p className="mt-1 text-xs text-stone-600">
            {row.approvedByName ? `By ${row.approvedByName}, ` : ""}
            {formatDateTime(row.approvedAt)}
          </p>
        )}
        <fetcher.Form method="post" className="mt-2">
          <input type="hidden" name="id" value={row.id} />
          <button
            type="submit"
            name="intent"
            value={row.isApproved ? "unapprove" : "approve"}
            className={small}
            disabled={busy}
          >
            {row.isApproved ? "Unapprove" : "Approve"}
            <span className="sr-only"> {row.customerName}</span>
          </button>
        </fetcher.Form>
      </td>
      <td data-label="Featured">
        <RowSwitch
          fetcher={fetcher}
          id={row.id}
          intent="featured"
          on={featured}
          label={`Featured: ${row.customerName}`}
        />
      </td>
      <td data-label="Order">
        <OrderButtons
          fetcher={fetcher}
          id={row.id}
          name={row.customerName}
          first={row.first}
          last={row.last}
        />
      </td>
      <td>
        <RowDelete
          fetcher={fetcher}
          id={row.id}
          name={`${row.customerName}'s testimonial`}
          what="testimonial"
          message={`${row.customerName}'s testimonial will be removed from the shop and from this list. This cannot be undone.`}
        />
      </td>
    </tr>
  );
}
