import { useId } from "react";
import { formatIndianNumber } from "../../../../lib/money";
import { BulkBar } from "../bulk-bar";
import { ConfirmButton } from "../confirm-dialog";
import { dangerAction, secondaryAction } from "../page-header";
import type { CategoryChoice } from "./types";

const small = (look: string) => look.replace("px-4 py-2", "px-3 py-1.5");

const products = (count: number) => `${formatIndianNumber(count)} ${count === 1 ? "product" : "products"}`;

interface Props {
  count: number;
  categories: CategoryChoice[];
  busy: boolean;
}

/** The bar's actions; each submits the bulk form (with the chosen rows' ids) under its intent. */
export function ProductBulkActions({ count, categories, busy }: Props) {
  const categoryId = useId();
  const button = small(secondaryAction);
  return (
    <BulkBar count={count}>
      {(
        [
          ["activate", "Activate"],
          ["deactivate", "Deactivate"],
          ["feature", "Feature"],
          ["unfeature", "Unfeature"],
        ] as const
      ).map(([intent, label]) => (
        <button key={intent} type="submit" name="intent" value={intent} className={button} disabled={busy}>
          {label}
        </button>
      ))}
      <span className="flex items-center gap-1">
        <label htmlFor={categoryId} className="sr-only">
          New category
        </label>
        <select
          id={categoryId}
          name="categoryId"
          defaultValue=""
          className="rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm"
        >
          <option value="" disabled>
            Move to category...
          </option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
        <button type="submit" name="intent" value="set-category" className={button} disabled={busy}>
          Change category
        </button>
      </span>
      <ConfirmButton
        title={`Delete ${products(count)}?`}
        message="Products on orders are archived instead; the rest cannot be restored."
        confirmLabel={`Delete ${products(count)}`}
        name="intent"
        value="delete"
        className={small(dangerAction)}
        disabled={busy}
      >
        Delete
      </ConfirmButton>
    </BulkBar>
  );
}
