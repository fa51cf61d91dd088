import { NavLink } from "../../link";

const TABS = [
  { to: "/admin/inventory", label: "Stock levels" },
  { to: "/admin/inventory/history", label: "History" },
  { to: "/admin/inventory/insights", label: "Insights" },
  { to: "/admin/inventory/bulk", label: "Bulk update" },
] as const;

/** The inventory section's pages; scrolls sideways on a phone rather than wrapping. */
export function InventoryTabs() {
  return (
    <nav aria-label="Inventory" className="mb-4 overflow-x-auto border-b border-stone-200">
      <ul className="flex gap-1">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
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
