import { NavLink } from "../../link";

const TABS = [
  { to: "/admin/newsletter", label: "Subscribers", end: true },
  { to: "/admin/newsletter/campaigns", label: "Campaigns", end: false },
] as const;

/** The newsletter section's pages; scrolls sideways on a phone rather than wrapping. */
export function NewsletterTabs() {
  return (
    <nav aria-label="Newsletter" className="mb-4 overflow-x-auto border-b border-stone-200">
      <ul className="flex gap-1">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                `block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium ${
                  isActive
                    ? "border-maroon-800 text-maroon-900"
                    : "border-transparent text-stone-600 hover:text-stone-900"
                }`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
