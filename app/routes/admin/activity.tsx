import { Form } from "react-router";
import { Link } from "../../components/link";
import { formatDateTime } from "../../../lib/date-format";
import { formatIndianNumber } from "../../../lib/money";
import { requireStaff } from "../../../server/http/guards";
import {
  listActivity,
  listActivityActors,
  listActivityEntityTypes,
} from "../../../server/modules/audit/service";
import { listUserContacts } from "../../../server/modules/customers/service";
import type { Route } from "./+types/activity";

export const meta = () => [{ title: "Activity log | Divine Threads Admin" }];
export const handle = { crumbs: [{ label: "Dashboard", to: "/admin/dashboard" }, { label: "Activity log" }] };

const PAGE_SIZE = 250;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const DATE_MESSAGE = "Dates must be written as YYYY-MM-DD; that date was left out of the filter.";

/** A day in the shop's time zone (Asia/Kolkata), as the first or last instant of it. */
function dayEdge(value: string | null, edge: "start" | "end"): Date | undefined | null {
  if (!value) return undefined;
  if (!DAY.test(value)) return null;
  const date = new Date(`${value}T${edge === "start" ? "00:00:00.000" : "23:59:59.999"}+05:30`);
  return Number.isNaN(date.getTime()) ? null : date;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "activity");
  const params = new URL(request.url).searchParams;
  // Whatever the address says is only ever compared with stored values; NUL cannot reach the database.
  const param = (name: string, max: number) => (params.get(name) ?? "").replace(/\0/g, "").slice(0, max);
  const filters = {
    actor: param("actor", 100),
    type: param("type", 100),
    from: param("from", 20),
    to: param("to", 20),
  };
  const from = dayEdge(filters.from, "start");
  const to = dayEdge(filters.to, "end");
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const [result, actors, types] = await Promise.all([
    listActivity(
      {
        actorId: filters.actor || undefined,
        entityType: filters.type || undefined,
        from: from ?? undefined,
        to: to ?? undefined,
        page: Number.isFinite(page) ? page : 1,
      },
      PAGE_SIZE,
    ),
    listActivityActors(),
    listActivityEntityTypes(),
  ]);
  const contacts = await listUserContacts([
    ...actors.map((a) => a.id),
    ...result.rows.flatMap((r) => (r.actorId ? [r.actorId] : [])),
  ]);
  const nameOf = (id: string | null, email: string) => (id && contacts.get(id)?.name) || email;
  return {
    filters,
    dateProblem: from === null || to === null ? DATE_MESSAGE : null,
    actors: actors.map((a) => ({ id: a.id, label: `${nameOf(a.id, a.email)} (${a.email})` })),
    types,
    page: result.page,
    pageCount: result.pageCount,
    total: result.total,
    rows: result.rows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      who: nameOf(row.actorId, row.actorEmail),
      action: row.action,
      record: row.entityLabel ?? row.entityId ?? row.entityType,
      entityType: row.entityType,
      changes: Object.entries(row.changes).map(([field, change]) => ({
        field,
        before: shown(change.before),
        after: shown(change.after),
      })),
    })),
  };
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  return typeof value === "string" ? value : JSON.stringify(value);
}

function pageLink(filters: Record<string, string>, page: number): string {
  const params = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== ""));
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/activity?${query}` : "/admin/activity";
}

const selectClass = "w-full rounded-lg border border-stone-300 bg-white px-3 py-2";

export default function ActivityLog({ loaderData }: Route.ComponentProps) {
  const { filters, rows, page, pageCount, total } = loaderData;
  const first = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, page * PAGE_SIZE);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-stone-900">Activity log</h1>
      <p className="text-sm text-stone-600">
        Every change made in the back office: who, when and what changed.
      </p>
      <Form
        method="get"
        className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <label className="text-sm font-medium">
          Person
          <select name="actor" defaultValue={filters.actor} className={`mt-1 ${selectClass}`}>
            <option value="">Everyone</option>
            {loaderData.actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          Kind of record
          <select name="type" defaultValue={filters.type} className={`mt-1 ${selectClass}`}>
            <option value="">All kinds</option>
            {loaderData.types.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          From
          <input type="date" name="from" defaultValue={filters.from} className={`mt-1 ${selectClass}`} />
        </label>
        <label className="text-sm font-medium">
          To
          <input type="date" name="to" defaultValue={filters.to} className={`mt-1 ${selectClass}`} />
        </label>
        <div className="flex items-end gap-2">
          <button type="submit" className="rounded-lg bg-maroon-800 px-4 py-2 font-medium text-white">
            Apply
          </button>
          <Link to="/admin/activity" className="px-2 py-2 text-sm underline">
            Clear
          </Link>
        </div>
      </Form>
      {loaderData.dateProblem && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {loaderData.dateProblem}
        </p>
      )}
      {rows.length === 0 ? (
        <section className="rounded-xl border border-stone-200 bg-white p-6 text-center">
          <h2 className="font-semibold text-stone-900">No activity yet</h2>
          <p className="mt-1 text-sm text-stone-600">
            Changes made in the back office appear here, newest first, with who made them.
          </p>
        </section>
      ) : (
        <>
          <p className="text-sm text-stone-600" aria-live="polite">
            Showing {formatIndianNumber(first)}-{formatIndianNumber(last)} of {formatIndianNumber(total)}
          </p>
          <ul className="space-y-2">
            {rows.map((row) => (
              <li key={row.id} className="rounded-xl border border-stone-200 bg-white p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-medium text-stone-900">
                    {row.who} <span className="font-normal text-stone-600">{row.action}</span> {row.record}
                  </p>
                  <p className="text-xs text-stone-500">{formatDateTime(row.at)}</p>
                </div>
                {row.changes.length > 0 && (
                  <dl className="mt-2 grid grid-cols-1 gap-x-3 gap-y-1 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
                    {row.changes.map((change) => (
                      <div key={change.field} className="contents">
                        <dt className="font-medium text-stone-700">{change.field}</dt>
                        <dd className="text-stone-600 wrap-anywhere">
                          {change.before} → {change.after}
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
              </li>
            ))}
          </ul>
          {pageCount > 1 && (
            <nav aria-label="Pages" className="flex items-center justify-between text-sm">
              {page > 1 ? (
                <Link to={pageLink(filters, page - 1)} className="underline">
                  Newer
                </Link>
              ) : (
                <span />
              )}
              <span>
                Page {page} of {pageCount}
              </span>
              {page < pageCount ? (
                <Link to={pageLink(filters, page + 1)} className="underline">
                  Older
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </>
      )}
    </div>
  );
}
