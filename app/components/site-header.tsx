import { lazy, Suspense, useState } from "react";
import { Form } from "react-router";
import { Link, NavLink } from "./link";
import type { NavLink as NavItem } from "../../lib/navigation";
import { SiteLogo } from "./site-logo";

const SearchOverlay = lazy(() => import("./search-overlay").then((m) => ({ default: m.SearchOverlay })));

interface Props {
  settings: Record<string, string>;
  links: NavItem[];
  cartCount: number;
  user: { email: string } | null;
}

export function SiteHeader({ settings, links, cartCount, user }: Props) {
  const [searching, setSearching] = useState(false);
  const badge = cartCount > 9 ? "9+" : String(cartCount);
  return (
    <header className="sticky top-0 z-40 border-b border-maroon-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
        <SiteLogo settings={settings} />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex gap-6">
            {links.map((link) => (
              <li key={link.path}>
                <NavLink
                  to={link.path}
                  end
                  className={({ isActive }) =>
                    `text-sm font-medium hover:text-maroon-800 ${isActive ? "text-maroon-800" : "text-stone-700"}`
                  }
                >
                  {link.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <a
            href="/shop#search"
            role="button"
            onClick={(e) => {
              e.preventDefault();
              setSearching(true);
            }}
            className="grid size-10 place-items-center rounded-full hover:bg-maroon-50"
            aria-label="Open search"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
          </a>
          <Link
            to="/cart"
            className="relative grid size-10 place-items-center rounded-full hover:bg-maroon-50"
            aria-label={`Cart, ${cartCount} item${cartCount === 1 ? "" : "s"}`}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M5 8h14l-1.2 12.5H6.2L5 8Z" strokeLinejoin="round" />
              <path d="M9 11V7a3 3 0 0 1 6 0v4" strokeLinecap="round" />
            </svg>
            {cartCount > 0 && (
              <span
                aria-hidden="true"
                className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-saffron-500 px-1 text-xs font-bold text-maroon-900"
              >
                {badge}
              </span>
            )}
          </Link>
          <AccountLinks user={user} className="hidden md:flex" />
          <details className="relative md:hidden">
            <summary
              className="grid size-10 cursor-pointer list-none place-items-center rounded-full hover:bg-maroon-50"
              aria-label="Menu"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M4 7h16M4 12h16M4 17h16" />
              </svg>
            </summary>
            <div className="absolute right-0 mt-2 w-64 rounded-xl border border-stone-200 bg-white p-4 shadow-lg">
              <nav aria-label="Mobile">
                <ul className="space-y-3">
                  {links.map((link) => (
                    <li key={link.path}>
                      <Link to={link.path} className="block text-base font-medium">
                        {link.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              <AccountLinks user={user} className="mt-4 flex flex-col border-t border-stone-200 pt-4" />
            </div>
          </details>
        </div>
      </div>
      {searching && (
        <Suspense fallback={null}>
          <SearchOverlay onClose={() => setSearching(false)} />
        </Suspense>
      )}
    </header>
  );
}

function AccountLinks({ user, className }: { user: { email: string } | null; className: string }) {
  if (!user) {
    return (
      <div className={`items-center gap-2 ${className}`}>
        <Link
          to="/login"
          className="rounded-full px-3 py-2 text-sm font-medium text-maroon-800 hover:bg-maroon-50"
        >
          Sign In
        </Link>
        <Link
          to="/register"
          className="rounded-full bg-maroon-800 px-3 py-2 text-sm font-semibold text-white hover:bg-maroon-900"
        >
          Sign Up
        </Link>
      </div>
    );
  }
  return (
    <div className={className}>
      <details className="relative">
        <summary className="cursor-pointer list-none rounded-full px-3 py-2 text-sm font-medium hover:bg-maroon-50">
          <span className="sr-only">Account menu for </span>
          {user.email}
        </summary>
        <ul className="absolute right-0 z-10 mt-2 w-48 rounded-xl border border-stone-200 bg-white p-2 shadow-lg">
          <li>
            <Link to="/profile" className="block rounded px-3 py-2 text-sm hover:bg-stone-50">
              My Profile
            </Link>
          </li>
          <li>
            <Link to="/orders" className="block rounded px-3 py-2 text-sm hover:bg-stone-50">
              My Orders
            </Link>
          </li>
          <li>
            <Form method="post" action="/logout">
              <button type="submit" className="w-full rounded px-3 py-2 text-left text-sm hover:bg-stone-50">
                Sign Out
              </button>
            </Form>
          </li>
        </ul>
      </details>
    </div>
  );
}
