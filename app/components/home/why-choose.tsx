import { text, type Settings } from "../../../lib/settings";
import { SectionHeading } from "./section-heading";

const TILES = [
  ["free_shipping", "Free Shipping", "On orders above ₹999 across India"],
  ["quality_guarantee", "Quality Guarantee", "Handpicked fabrics and careful finishing"],
  ["customer_reviews", "Loved by Families", "Thousands of happy customers"],
  ["support", "Friendly Support", "We are here to help, every day"],
] as const;

export function WhyChoose({ settings }: { settings: Settings }) {
  const siteName = text(settings, "site_name", "Divine Threads");
  return (
    <section aria-labelledby="why-heading" className="bg-white py-14">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading
          id="why-heading"
          title={`Why Choose ${siteName}`}
          subtitle={text(settings, "why_choose_subtitle")}
        />
        <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TILES.map(([key, title, desc]) => (
            <li key={key} className="rounded-xl bg-cream-50 p-6 text-center">
              <h3 className="font-semibold text-maroon-800">{text(settings, `${key}_title`, title)}</h3>
              <p className="mt-2 text-sm text-stone-700">{text(settings, `${key}_desc`, desc)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
