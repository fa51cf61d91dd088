import { Form } from "react-router";
import { Link } from "../../link";
import { PREFERENCE_FIELDS } from "../../../../lib/newsletter-messages";
import { secondaryAction } from "../page-header";
import { SearchBox } from "../search-box";
import { isFiltered, type SubscriberParams } from "./subscriber-params";

const selectClass = "mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2";

/** Search and filters of the subscribers list; they live in the address, so Back and shared links keep them. */
export function SubscriberFilters({ params, sources }: { params: SubscriberParams; sources: string[] }) {
  return (
    <Form
      method="get"
      role="search"
      className="mb-4 grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_9rem_9rem_9rem_11rem_auto] lg:items-end"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <span className="mb-1 block text-sm font-medium" aria-hidden="true">
          Search
        </span>
        <SearchBox
          label="Search subscribers by e-mail or name"
          placeholder="E-mail or name"
          defaultValue={params.q}
          maxLength={100}
        />
      </div>
      <label className="text-sm font-medium">
        Source
        <select name="source" defaultValue={params.source} className={selectClass}>
          <option value="">All sources</option>
          {sources.map((source) => (
            <option key={source} value={source}>
              {source}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium">
        Status
        <select name="active" defaultValue={params.active} className={selectClass}>
          <option value="">Any status</option>
          <option value="yes">Active</option>
          <option value="no">Unsubscribed</option>
        </select>
      </label>
      <label className="text-sm font-medium">
        Confirmation
        <select name="verified" defaultValue={params.verified} className={selectClass}>
          <option value="">Any</option>
          <option value="yes">Confirmed</option>
          <option value="no">Not confirmed</option>
        </select>
      </label>
      <label className="text-sm font-medium">
        Receives
        <select name="preference" defaultValue={params.preference} className={selectClass}>
          <option value="">Any e-mails</option>
          {PREFERENCE_FIELDS.map((field) => (
            <option key={field.key} value={field.key}>
              {field.label}
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-center gap-2">
        <button type="submit" className={secondaryAction}>
          Apply
        </button>
        {isFiltered(params) && (
          <Link to="/admin/newsletter" className="px-2 py-2 text-sm underline">
            Clear
          </Link>
        )}
      </div>
    </Form>
  );
}
