import { Link } from "./link";
import type { ProductCardData } from "../../lib/catalog-types";
import { useFormatInr } from "./currency";
import { AddToCartButton } from "./add-to-cart-button";
import { ProductImage } from "./product-image";
import { Rating } from "./rating";

export function ProductCard({ product, eager = false }: { product: ProductCardData; eager?: boolean }) {
  const formatInr = useFormatInr();
  const href = `/products/${product.id}`;
  const soldOut = product.available <= 0;
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white">
      <div className="relative">
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <ProductImage src={product.imageUrl} alt="" eager={eager} />
        </Link>
        {soldOut && (
          <span className="absolute top-2 left-2 rounded-full bg-stone-900/85 px-2 py-1 text-xs font-semibold text-white">
            Out of stock
          </span>
        )}
        {product.quickAddVariantId && (
          <div className="absolute inset-x-2 bottom-2 hidden opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 md:block">
            <AddToCartButton
              variantId={product.quickAddVariantId}
              label="Quick Add"
              ariaLabel={`Quick add ${product.name}`}
              className="w-full bg-white/95 !text-maroon-800 shadow hover:bg-white"
            />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-xs text-stone-600">{product.category}</p>
        <h3 className="text-sm leading-snug font-medium">
          <Link to={href} className="hover:text-maroon-800">
            {product.name}
          </Link>
        </h3>
        {product.rating !== null && <Rating value={product.rating} count={product.reviewCount} />}
        <p className="mt-auto flex items-baseline gap-2 pt-1">
          <span className="font-semibold text-maroon-800">{formatInr(product.price)}</span>
          {product.originalPrice !== null && product.originalPrice > product.price && (
            <s className="text-xs text-stone-600">
              <span className="sr-only">Original price </span>
              {formatInr(product.originalPrice)}
            </s>
          )}
        </p>
        <div className="pt-2">
          {soldOut ? (
            <button
              type="button"
              disabled
              className="w-full rounded-full bg-stone-200 px-4 py-2 text-sm text-stone-600"
            >
              Sold Out
            </button>
          ) : product.quickAddVariantId ? (
            <AddToCartButton
              variantId={product.quickAddVariantId}
              ariaLabel={`Add ${product.name} to bag`}
              className="w-full"
            />
          ) : (
            <Link
              to={href}
              className="block w-full rounded-full border border-maroon-800 px-4 py-2 text-center text-sm font-semibold text-maroon-800 hover:bg-maroon-50"
            >
              Choose Options
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
