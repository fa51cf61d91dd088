import { Form } from "react-router";
import { Link } from "../../link";
import { APPROVAL_FILTERS, FEATURED_FILTERS } from "../../../../lib/testimonial-form-schema";
import { secondaryAction } from "../page-header";
import { SearchBox } from "../search-box";
import type { TestimonialParams } from "./testimonial-params";

const select = "mt-1 block rounded-lg border border-stone-300 bg-white px-3 py-2";

/** Search and the approved, featured and rating filters, kept in the address. */
export function TestimonialFilters({ params }: { params: TestimonialParams }) {
  const filtered = params.approved !== "" || params.featured !== "" || params.rating !== 0 || params.q !== "";
  return (
    <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-2">
      <SearchBox
        label="Search testimonials"
        placeholder="Search by name, place or words"
        defaultValue={params.q}
        className="min-w-48 flex-1"
      />
      <label className="text-sm font-medium">
        Status
        <select name="approved" defaultValue={params.approved} className={select}>
          {Object.entries(APPROVAL_FILTERS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium">
        Featured
        <select name="featured" defaultValue={params.featured} className={select}>
          {Object.entries(FEATURED_FILTERS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium">
        Rating
        <select name="rating" defaultValue={params.rating || ""} className={select}>
          <option value="">Any rating</option>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {n} {n === 1 ? "star" : "stars"}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={secondaryAction}>
        Filter
      </button>
      {filtered && (
        <Link to="/admin/cms/testimonials" className="px-2 py-2 text-sm text-stone-700 underline">
          Clear
        </Link>
      )}
    </Form>
  );
}
