import { Form } from "react-router";
import { Link } from "../../link";
import { SearchBox } from "../search-box";
import { secondaryAction } from "../page-header";
import { ROLE_LABELS, STATUS_LABELS } from "./user-badges";

const selectClass = "mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2";

interface Props {
  filters: { q: string; role: string; status: string };
}

/** Search and filters of the users list; they live in the address, so Back and shared links keep them. */
export function UsersFilters({ filters }: Props) {
  const filtered = filters.q !== "" || filters.role !== "" || filters.status !== "";
  return (
    <Form
      method="get"
      role="search"
      className="mb-4 grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[1fr_10rem_10rem_auto] sm:items-end"
    >
      <div>
        <span className="mb-1 block text-sm font-medium" aria-hidden="true">
          Search
        </span>
        <SearchBox
          label="Search users by name, e-mail or phone"
          placeholder="Name, e-mail or phone"
          defaultValue={filters.q}
          maxLength={100}
        />
      </div>
      <label className="text-sm font-medium">
        Role
        <select name="role" defaultValue={filters.role} className={selectClass}>
          <option value="">All roles</option>
          {Object.entries(ROLE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium">
        Status
        <select name="status" defaultValue={filters.status} className={selectClass}>
          <option value="">All statuses</option>
          {Object.entries(STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-center gap-2">
        <button type="submit" className={secondaryAction}>
          Apply
        </button>
        {filtered && (
          <Link to="/admin/users" className="px-2 py-2 text-sm underline">
            Clear
          </Link>
        )}
      </div>
    </Form>
  );
}
