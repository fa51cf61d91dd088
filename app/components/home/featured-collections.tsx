import { Link } from "../link";
import type { FeaturedCollection } from "../../../server/modules/catalog/service";
import { SectionHeading } from "./section-heading";
import { CategoryImage } from "../category-image";

const BADGES: Record<string, string | undefined> = {
  new_arrivals: "New Arrivals",
  featured: "Featured",
  other: "Special",
};

export function FeaturedCollections(props: {
  title: string;
  subtitle: string;
  collections: FeaturedCollection[];
}) {
  return (
    <section aria-labelledby="collections-heading" className="mx-auto max-w-7xl px-4 py-14">
      <SectionHeading id="collections-heading" title={props.title} subtitle={props.subtitle} />
      {props.collections.length === 0 ? (
        <p className="mt-8 text-center text-stone-700">Featured collections will appear here soon!</p>
      ) : (
        <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3">
          {props.collections.map((c) => (
            <li key={c.id}>
              <Link
                to={`/shop?category=${encodeURIComponent(c.name)}`}
                className="group relative block overflow-hidden rounded-xl"
              >
                <CategoryImage
                  src={c.imageUrl}
                  name={c.name}
                  className="aspect-square w-full object-cover transition-transform group-hover:scale-105"
                />
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent p-4 text-lg font-semibold text-white">
                  {c.name}
                </span>
                {BADGES[c.collectionType] && (
                  <span className="absolute top-3 left-3 rounded-full bg-saffron-500 px-2 py-1 text-xs font-bold text-maroon-900">
                    {BADGES[c.collectionType]}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
