import { Link } from "../../link";
import { formatIndianNumber } from "../../../../lib/money";

export interface StatusTab {
  key: string;
  label: string;
  count: number;
  href: string;
}

/** One tab per status with its count under the current search; scrolls sideways on a phone. */
export function StatusTabs({ label, tabs, current }: { label: string; tabs: StatusTab[]; current: string }) {
  return (
    <nav aria-label={label} className="-mx-1 mb-3 overflow-x-auto">
      <ul className="flex min-w-max gap-1 px-1">
        {tabs.map((tab) => {
          const here = tab.key === current;
          return (
            <li key={tab.key}>
              <Link
                to={tab.href}
                aria-current={here ? "page" : undefined}
                className={`inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm ${
                  here
                    ? "border-maroon-800 bg-maroon-800 font-semibold text-white"
                    : "border-stone-300 bg-white text-stone-800 hover:bg-stone-50"
                }`}
              >
                {tab.label}
                <span className={here ? "text-maroon-100" : "text-stone-500"}>
                  {formatIndianNumber(tab.count)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
