import type { ProductCardData } from "../../../lib/catalog-types";
import { ProductCard } from "../product-card";

export function WishlistTab({ products }: { products: ProductCardData[] }) {
  if (products.length === 0) {
    return (
      <p className="rounded-xl bg-white p-6 text-center text-stone-700">
        Your wishlist is empty. Tap ♡ Wishlist on a product to save it here.
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
      {products.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} />
        </li>
      ))}
    </ul>
  );
}
