import { isRouteErrorResponse, Outlet, useMatches } from "react-router";
import { Link, NavLink } from "../../components/link";
import { adminNavigation } from "../../../lib/permissions";
import { requireStaff } from "../../../server/http/guards";
import { keptNavigationLinks } from "../../../server/modules/content/service";
import { SessionKeeper } from "../../components/admin/session-keeper";
import { useHydrated } from "../../components/ui/use-hydrated";
import type { Route } from "./+types/layout";

export const meta = () => [{ name: "robots", content: "noindex" }];

/** The guard runs here for every admin page, and again in each page's own loader and action. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request, "dashboard");
  const links = await keptNavigationLinks("admin");
  return {
    user: { name: user.name, email: user.email, role: user.role },
    sections: adminNavigation(links, user.role),
  };
}

export interface AdminCrumb {
  label: string;
  to?: string;
}

/** A page names its place with `handle: { crumbs: [...] }`. */
function useCrumbs(): AdminCrumb[] {
  return useMatches().flatMap((m) => (m.handle as { crumbs?: AdminCrumb[] } | undefined)?.crumbs ?? []);
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const crumbs = useCrumbs();
  const hydrated = useHydrated();
  const nav = (
    <ul className="flex gap-1 overflow-x-auto md:flex-col md:overflow-visible">
      {loaderData.sections.map((section) => (
        <li key={section.path}>
          <NavLink
            to={section.path}
            className={({ isActive }) =>
              `block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${
                isActive ? "bg-maroon-800 text-white" : "text-stone-700 hover:bg-stone-200"
              }`
            }
          >
            {section.name}
          </NavLink>
        </li>
      ))}
    </ul>
  );
  return (
    // data-ready marks a shell whose forms respond (hydrated): end-to-end tests wait for it.
    <div className="flex min-h-screen flex-col bg-stone-100 md:flex-row" data-ready={hydrated || undefined}>
      <SessionKeeper />
      <header className="border-b border-stone-200 bg-white md:w-56 md:shrink-0 md:border-b-0 md:border-r">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3">
          <Link to="/admin/dashboard" className="font-semibold text-maroon-800">
            Divine Threads <span className="text-stone-500">Admin</span>
          </Link>
          <div className="flex items-center gap-3 text-sm md:hidden">
            <Link to="/" className="text-stone-600 underline">
              View shop
            </Link>
            <form method="post" action="/logout">
              <button type="submit" className="text-stone-600 underline">
                Sign out
              </button>
            </form>
          </div>
        </div>
        <nav aria-label="Back office" className="px-2 pb-2">
          {nav}
        </nav>
        <div className="hidden border-t border-stone-200 px-4 py-3 text-sm md:block">
          <p className="truncate font-medium text-stone-800">{loaderData.user.name}</p>
          <p className="truncate text-stone-500">{loaderData.user.email}</p>
          <div className="mt-2 flex gap-3">
            <Link to="/" className="text-stone-600 underline">
              View shop
            </Link>
            <form method="post" action="/logout">
              <button type="submit" className="text-stone-600 underline">
                Sign out
              </button>
            </form>
          </div>
        </div>
      </header>
      <main id="main" className="min-w-0 flex-1 px-4 py-4 md:px-8 md:py-6">
        {crumbs.length > 0 && (
          <nav aria-label="Breadcrumb" className="mb-2 text-sm text-stone-600">
            <ol className="flex flex-wrap gap-1">
              {crumbs.map((crumb, i) => (
                <li key={`${crumb.label}-${i}`} className="flex gap-1">
                  {i > 0 && <span aria-hidden="true">/</span>}
                  {crumb.to && i < crumbs.length - 1 ? (
                    <Link to={crumb.to} className="underline">
                      {crumb.label}
                    </Link>
                  ) : (
                    <span aria-current={i === crumbs.length - 1 ? "page" : undefined}>{crumb.label}</span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        )}
        <Outlet />
      </main>
    </div>
  );
}

const TITLES: Record<number, string> = { 403: "Access denied", 404: "Page not found" };
const errorPageAction = "mt-6 inline-block rounded-lg bg-maroon-800 px-4 py-2 font-medium text-white";

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const known = isRouteErrorResponse(error) && error.status in TITLES;
  const data = isRouteErrorResponse(error) ? (error.data as { message?: unknown } | undefined) : undefined;
  const message =
    known && typeof data?.message === "string"
      ? data.message
      : "This page could not be shown just now. Please try again in a moment.";
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-stone-100 px-4">
      <section className="max-w-md rounded-2xl bg-white p-6 text-center shadow-sm">
        <h1 className="text-xl font-semibold text-stone-900">
          {known ? TITLES[(error as { status: number }).status] : "Something went wrong"}
        </h1>
        <p className="mt-3 text-stone-700">{message}</p>
        {/* Only staff get past the guard to a missing page; anyone else was refused. */}
        {isRouteErrorResponse(error) && error.status === 404 ? (
          <Link to="/admin/dashboard" className={errorPageAction}>
            Go to the dashboard
          </Link>
        ) : (
          <Link to="/" className={errorPageAction}>
            Go to the shop
          </Link>
        )}
      </section>
    </main>
  );
}
