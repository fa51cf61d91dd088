import { Link, NavLink } from "react-router";
import type { NavLink as NavItem } from "../../lib/navigation";

interface Props {
  settings: Record<string, string>;
  links: NavItem[];
}

export function SiteHeader({ settings, links }: Props) {
  const siteName = settings.site_name || "Divine Threads";
  const tagline = settings.site_logo_description || "";
  return (
    <header className="sticky top-0 z-40 border-b border-maroon-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-3" aria-label={`${siteName} home`}>
          <span
            aria-hidden="true"
            className="grid size-10 place-items-center rounded-full bg-maroon-800 font-serif text-lg font-bold text-gold-500"
          >
            {siteName
              .split(/\s+/)
              .map((w) => w[0])
              .join("")
              .slice(0, 2)}
          </span>
          <span className="leading-tight">
            <span className="block font-serif text-lg font-semibold text-maroon-800">{siteName}</span>
            {tagline && <span className="hidden text-xs text-stone-600 sm:block">{tagline}</span>}
          </span>
        </Link>
        <nav aria-label="Main">
          <ul className="hidden gap-6 md:flex">
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
      </div>
    </header>
  );
}
