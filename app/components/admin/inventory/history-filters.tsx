import { Form } from "react-router";
import { Link } from "../../link";
import { primaryAction, secondaryAction } from "../page-header";
import { filterControl, filterLabel, LabelOptions } from "../list-controls";
import { HISTORY_PATH, type HistoryParams, isHistoryFiltered } from "./history-params";
import { MOVEMENT_LABELS } from "./labels";

/** The history's filters: a GET form, so the address carries them. */
export function HistoryFilters({ params }: { params: HistoryParams }) {
  return (
    <Form method="get" action={HISTORY_PATH} className="mb-3 rounded-xl border border-stone-200 bg-white p-3">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        <label className={`${filterLabel} col-span-2 md:col-span-1`}>
          Product
          <input
            name="product"
            defaultValue={params.product}
            maxLength={100}
            placeholder="Name or SKU"
            className={filterControl}
          />
        </label>
        <label className={filterLabel}>
          Order number
          <input
            name="order"
            defaultValue={params.order}
            maxLength={40}
            autoComplete="off"
            className={filterControl}
          />
        </label>
        <label className={filterLabel}>
          Movement
          <select name="type" defaultValue={params.type ?? ""} className={filterControl}>
            <option value="">Any movement</option>
            <LabelOptions labels={MOVEMENT_LABELS} />
          </select>
        </label>
        <label className={filterLabel}>
          From
          <input type="date" name="from" defaultValue={params.from ?? ""} className={filterControl} />
        </label>
        <label className={filterLabel}>
          Until
          <input type="date" name="to" defaultValue={params.to ?? ""} className={filterControl} />
        </label>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className={primaryAction}>
          Show history
        </button>
        {isHistoryFiltered(params) && (
          <Link to={HISTORY_PATH} className={secondaryAction}>
            Clear filters
          </Link>
        )}
      </div>
    </Form>
  );
}
