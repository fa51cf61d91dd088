import { Link } from "../link";
import type { ProductCardData } from "../../../lib/catalog-types";
import { ProductCard } from "../product-card";
import { SectionHeading } from "./section-heading";

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <section aria-labelledby="featured-products-heading" className="mx-auto max-w-7xl px-4 pb-14">
      <SectionHeading
        id="featured-products-heading"
        title="Featured Products"
        subtitle="Handpicked favourites, in stock and ready to ship"
      />
      {children}
      <p className="mt-6 text-center">
        <Link to="/shop" className="font-semibold text-maroon-800 underline">
          View all products
        </Link>
      </p>
    </section>
  );
}

export function FeaturedProducts({ products }: { products: ProductCardData[] }) {
  return (
    <Frame>
      <ul className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {products.map((p) => (
          <li key={p.id}>
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </Frame>
  );
}

/** Four placeholder cards of the same size, so nothing shifts when the products arrive. */
export function FeaturedProductsSkeleton() {
  return (
    <Frame>
      <ul
        className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4"
        aria-busy="true"
        aria-label="Loading products"
      >
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="animate-pulse overflow-hidden rounded-xl border border-stone-200 bg-white">
            <div className="aspect-[4/5] bg-stone-200" />
            <div className="space-y-2 p-3">
              <div className="h-3 w-1/3 rounded bg-stone-200" />
              <div className="h-4 w-4/5 rounded bg-stone-200" />
              <div className="h-4 w-1/4 rounded bg-stone-200" />
              <div className="h-9 rounded-full bg-stone-200" />
            </div>
          </li>
        ))}
      </ul>
    </Frame>
  );
}
