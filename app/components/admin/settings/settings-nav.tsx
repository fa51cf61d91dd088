import { NavLink } from "../../link";

const PAGES = [
  { to: "/admin/settings", label: "Admin Settings" },
  { to: "/admin/settings/shop", label: "Shop settings" },
  { to: "/admin/settings/options", label: "Config options" },
];

/** The settings section's three pages, as tabs (they scroll sideways on a phone). */
export function SettingsNav() {
  return (
    <nav aria-label="Settings pages" className="mb-4 overflow-x-auto border-b border-stone-200">
      <ul className="flex gap-1">
        {PAGES.map((page) => (
          <li key={page.to}>
            <NavLink
              to={page.to}
              end
              className={({ isActive }) =>
                `block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium ${
                  isActive
                    ? "border-maroon-800 text-maroon-800"
                    : "border-transparent text-stone-600 hover:text-stone-900"
                }`
              }
            >
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
