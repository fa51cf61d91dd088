import type { ProductCardData } from "../../../lib/catalog-types";
import { ProductCard } from "../product-card";
import { Notice } from "../ui/notice";

/** null: the wishlist could not be read just now. */
export function WishlistTab({ products }: { products: ProductCardData[] | null }) {
  if (products === null) return <Notice kind="error">Failed to load wishlist. Please try again.</Notice>;
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
