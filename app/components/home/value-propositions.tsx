import { type Settings, text } from "../../../lib/settings";

const KEYS = ["value_proposition_1", "value_proposition_2", "value_proposition_3"] as const;

/** The shop's three promises (settings value_proposition_1 to 3), right under the hero; empty ones are left out. */
export function ValuePropositions({ settings }: { settings: Settings }) {
  const promises = KEYS.map((key) => text(settings, key)).filter(Boolean);
  if (promises.length === 0) return null;
  return (
    <section aria-label="Why shop with us" className="border-y border-saffron-400/40 bg-white">
      <ul className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3 text-sm text-stone-800 sm:flex-row sm:justify-center sm:gap-8">
        {promises.map((promise) => (
          <li key={promise} className="flex items-center gap-2">
            <span aria-hidden="true" className="font-bold text-maroon-800">
              ✓
            </span>
            {promise}
          </li>
        ))}
      </ul>
    </section>
  );
}
